// A bucket of the taxonomy as written in code: its subcategories carry every field of the API's
// Subcategory except those the index derives (bucket_id, and from required_inputs: applies_to,
// requires_retrieval, requires_tools), so a fact is written once.
import type { Subcategory, TaxonomyBucket } from '../shapes/failure-analysis.js';

export type SubcategoryDef = Omit<Subcategory, 'bucket_id' | 'applies_to' | 'requires_retrieval' | 'requires_tools'>;

export interface BucketDef extends Omit<TaxonomyBucket, 'subcategories'> {
  subcategories: SubcategoryDef[];
}
