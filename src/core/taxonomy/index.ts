// The failure taxonomy as the API serves it: the bucket files, in a fixed order, with bucket_id filled
// in on every subcategory, plus lookups by id. Built once at import; frozen so that a caller cannot
// change the shared taxonomy for every later request by mutating what it was handed.
import type { FeatureKind, Subcategory, TaxonomyBucket } from '../shapes/failure-analysis.js';
import type { BucketDef, SubcategoryDef } from './types.js';
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

/** The application kinds a subcategory applies to: those that have the inputs it needs. */
function appliesTo(def: SubcategoryDef): FeatureKind[] {
  const needs = def.required_inputs;
  if (needs.includes('tool_calls')) return needs.includes('context') ? ['agentic_rag'] : ['agent', 'agentic_rag'];
  if (needs.includes('context')) return ['rag', 'agentic_rag'];
  return ['rag', 'agent', 'agentic_rag', 'generic_llm'];
}

/** A subcategory in the schema's field order, with the fields derived from its definition. */
function subcategoryOf(def: SubcategoryDef, bucketId: string): Subcategory {
  const { subcategory_id, subcategory_name, description, detection_approach, required_inputs, signals, examples, remediation, gates_ci_by_default } = def;
  return {
    subcategory_id,
    subcategory_name,
    description,
    detection_approach,
    applies_to: appliesTo(def),
    requires_retrieval: required_inputs.includes('context'),
    requires_tools: required_inputs.includes('tool_calls'),
    minimal_mode_compatible: def.minimal_mode_compatible,
    required_inputs,
    related_eval_metrics: def.related_eval_metrics,
    related_security_categories: def.related_security_categories,
    impact_score: def.impact_score,
    risk_category: def.risk_category,
    bucket_id: bucketId,
    signals,
    examples,
    remediation,
    gates_ci_by_default,
  };
}

function build(defs: BucketDef[]): TaxonomyBucket[] {
  return defs.map((b) => ({
    bucket_id: b.bucket_id,
    bucket_name: b.bucket_name,
    description: b.description,
    subcategories: b.subcategories.map((s) => subcategoryOf(s, b.bucket_id)),
  }));
}

/** Every bucket, in display order, each subcategory carrying its bucket_id. */
export const taxonomy: TaxonomyBucket[] = deepFreeze(build(bucketDefs));

/** Bucket by id. */
export const bucketsById: Map<string, TaxonomyBucket> = new Map(taxonomy.map((b) => [b.bucket_id, b]));

/** Subcategory (with its bucket_id) by subcategory id. */
export const subcategoriesById: Map<string, Subcategory> = (() => {
  const map = new Map<string, Subcategory>();
  for (const b of taxonomy) {
    for (const s of b.subcategories) {
      // Detectors and stored tags refer to subcategories by id alone, so a duplicate would be ambiguous.
      const id = s.subcategory_id;
      if (map.has(id)) throw new Error(`duplicate subcategory id "${id}" in buckets ${map.get(id)!.bucket_id} and ${b.bucket_id}`);
      map.set(id, s);
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
