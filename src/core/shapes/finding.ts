// What a detector finds on an item, before scoring turns it into a tag: a decision, how sure, why, and where.
import type { SeverityLabel } from './failure-analysis.js';

export interface EvidenceSpan {
  source: 'input' | 'output' | 'context' | 'tool_call';
  /** Character offsets into that source's text (for context: into the chunks joined by "\n\n"); end exclusive. */
  start: number;
  end: number;
  /** What this span shows, for a person. */
  description: string;
  /** Shown as the evidence's quote instead of the text at the offsets: a secret is quoted masked, never as it is. */
  snippet?: string;
  metadata?: Record<string, unknown>;
}

export interface Finding {
  decision: 'fail' | 'unsure';
  /** 0..1: how sure the detector is of the decision. */
  confidence: number;
  /** One line a person can act on: why the detector decided so. */
  rationale: string;
  evidence: EvidenceSpan[];
  /** Overrides the subcategory's default severity when the finding is worse or milder than usual. */
  severity?: SeverityLabel;
  /**
   * The named rules that fired (core/rulebook/), surest first; absent: the detector itself, a reading in code
   * (`detector.<id>`). Scoring writes them into the evidence as `metadata.rule_id`.
   */
  rules?: string[];
}
