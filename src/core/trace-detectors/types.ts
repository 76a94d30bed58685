// What a trace-level detector is: metadata plus one pure function over a whole rebuilt trace. Item
// detectors (detectors/<bucket>/) see one model turn; these see every span, so they catch what only the
// trace shows (status codes, timing, repetition, how the run ended). Adding one is adding a file here and
// listing it in registry.ts.
import type { FullTrace } from '../traces/trace-shapes.js';
import type { SeverityLabel } from '../shapes/failure-analysis.js';
import type { TraceView } from './trace-view.js';

export interface TraceFinding {
  decision: 'fail' | 'unsure';
  confidence: number;
  /** The span the finding is about; the tag's span_id and its evidence name it (null: a trace without spans). */
  span_id: string | null;
  /** One line a person can act on. */
  rationale: string;
  /** What the span shows (an error message, a duration…), quoted as the evidence's snippet. */
  snippet: string | null;
  /** Free-form details for the evidence metadata (durations, counts, the pattern matched…). */
  metadata?: Record<string, unknown>;
  severity?: SeverityLabel;
}

export interface TraceDetector {
  /** Unique among trace detectors; equals the subcategory id unless an item detector already uses it. */
  id: string;
  subcategory: string;
  /** Pure: the same trace gives the same findings, most telling first. At most a few per trace. */
  detect(trace: TraceView): TraceFinding[];
  /** Traces that must give a fail finding, and traces that must not (run by the trace-detector tests). */
  examples: { fail: FullTrace[]; pass: FullTrace[] };
}

/** Findings kept per detector and trace: a run of 500 identical timeouts is one problem, shown a few times. */
export const MAX_FINDINGS_PER_DETECTOR = 5;
