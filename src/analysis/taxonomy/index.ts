// The failure taxonomy as the API serves it: the bucket files, in a fixed order, with bucket_id filled
// in on every subcategory, plus lookups by id. Built once at import; frozen so that a caller cannot
// change the shared taxonomy for every later request by mutating what it was handed.
import type { Subcategory, TaxonomyBucket } from '../schemas-response.js';
import type { BucketDef } from './types.js';
import { bucket as hallucinationGrounding } from './hallucination_grounding.js';
import { bucket as instructionCompliance } from './instruction_compliance.js';
import { bucket as retrievalQuality } from './retrieval_quality.js';
import { bucket as toolUse } from './tool_use.js';
import { bucket as safetySecurity } from './safety_security.js';
import { bucket as responseQuality } from './response_quality.js';
import { bucket as reasoningPlanning } from './reasoning_planning.js';
import { bucket as executionSystem } from './execution_system.js';

const bucketDefs: BucketDef[] = [
  hallucinationGrounding,
  instructionCompliance,
  retrievalQuality,
  toolUse,
  safetySecurity,
  responseQuality,
  reasoningPlanning,
  executionSystem,
];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function build(defs: BucketDef[]): TaxonomyBucket[] {
  return defs.map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    // bucket_id right after id so that serialised subcategories read in the schema's field order.
    subcategories: b.subcategories.map(({ id, ...rest }) => ({ id, bucket_id: b.id, ...rest })),
  }));
}

/** Every bucket, in display order, each subcategory carrying its bucket_id. */
export const taxonomy: TaxonomyBucket[] = deepFreeze(build(bucketDefs));

/** Bucket by id. */
export const bucketsById: Map<string, TaxonomyBucket> = new Map(taxonomy.map((b) => [b.id, b]));

/** Subcategory (with its bucket_id) by subcategory id. */
export const subcategoriesById: Map<string, Subcategory> = (() => {
  const map = new Map<string, Subcategory>();
  for (const b of taxonomy) {
    for (const s of b.subcategories) {
      // Detectors and stored tags refer to subcategories by id alone, so a duplicate would be ambiguous.
      if (map.has(s.id)) throw new Error(`duplicate subcategory id "${s.id}" in buckets ${map.get(s.id)!.bucket_id} and ${b.id}`);
      map.set(s.id, s);
    }
  }
  return map;
})();

/** The bucket with this id, or undefined. */
export function findBucket(id: string): TaxonomyBucket | undefined {
  return bucketsById.get(id);
}

/** The subcategory with this id, or undefined. */
export function findSubcategory(id: string): Subcategory | undefined {
  return subcategoriesById.get(id);
}

/** Every subcategory, in bucket order then in order within the bucket. */
export function listSubcategories(): Subcategory[] {
  return taxonomy.flatMap((b) => b.subcategories);
}
