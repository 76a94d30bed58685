// What a detector is: metadata plus one pure function over an analysed item. Adding a detector is adding
// a file under src/core/detectors/<bucket>/ and listing it in that bucket's index.ts.
import type { FeatureKind } from '../shapes/failure-analysis.js';
import type { Finding } from '../shapes/finding.js';
import type { ItemText } from '../text/item-text.js';
import type { NormalizedItem } from '../text/normalize.js';

/** Inputs a detector needs; when one is missing the detector is skipped for the run with the reason. */
export type Requirement = 'context' | 'tool_calls' | 'system_prompt' | 'reference';

export type { EvidenceSpan, Finding } from '../shapes/finding.js';

/** An example item for a detector's own tests: the fields a dataset item has, all optional but input/output. */
export interface ExampleItem {
  input: string;
  output: string;
  context?: string | string[];
  system_prompt?: string;
  reference?: string;
  tool_calls?: Record<string, unknown>[];
}

export interface Detector {
  /** Equals the subcategory id it detects. */
  id: string;
  requires: Requirement[];
  /**
   * What its findings rest on. `structure`: a fact of the item's structure — a tool call's recorded error, a result
   * or a call that is missing, arguments that do not parse, a call repeated — that a metric reading only the text
   * cannot see: a related metric that passes does not lower such a tag's confidence (docs/scoring.md, "Metric
   * agreement"). Absent: the text, which a metric may read otherwise.
   */
  basis?: 'structure';
  /** Feature kinds it applies to; absent = all. */
  featureKinds?: FeatureKind[];
  /** Pure: the same item gives the same finding. null means the item passes this check. */
  detect(item: NormalizedItem, text: ItemText): Finding | null;
  /** Items that must produce a fail finding, and items that must not (run by the detector tests). */
  examples: { fail: ExampleItem[]; pass: ExampleItem[] };
}
