// The failure taxonomy, read once per page load: bucket and subcategory names for labels and filters.
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { TaxonomyBucket } from './types';

let loading: Promise<TaxonomyBucket[]> | null = null;

export function useTaxonomy(): TaxonomyBucket[] {
  const [buckets, setBuckets] = useState<TaxonomyBucket[]>([]);
  useEffect(() => {
    loading ??= api<TaxonomyBucket[]>('/v2/failure-analysis/taxonomy').catch((e) => {
      loading = null; // try again on the next page that asks
      throw e;
    });
    let live = true;
    // Without names the pages still work, showing ids: a failed read is not worth an error on the page.
    loading.then((b) => live && setBuckets(b)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return buckets;
}

export function bucketName(buckets: TaxonomyBucket[], id: string | null): string {
  if (!id) return '—';
  return buckets.find((b) => b.bucket_id === id)?.bucket_name ?? id;
}

export function subcategoryName(buckets: TaxonomyBucket[], id: string | null): string {
  if (!id) return '—';
  for (const b of buckets) {
    const s = b.subcategories.find((x) => x.subcategory_id === id);
    if (s) return s.subcategory_name;
  }
  return id;
}

/** The bucket a subcategory belongs to in the taxonomy; null while the taxonomy is not read or for an unknown id. */
export function bucketOfSubcategory(buckets: TaxonomyBucket[], subcategoryId: string | null): TaxonomyBucket | null {
  if (!subcategoryId) return null;
  return buckets.find((b) => b.subcategories.some((s) => s.subcategory_id === subcategoryId)) ?? null;
}
