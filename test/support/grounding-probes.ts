// Scores the grounding probe sets (test/fixtures/grounding-probes/) as an analysis without a judge does: each
// probe through every applicable detector at the default thresholds, counted as failed when one of its class's
// detectors fails it (unsure is no fail). Per half: the failing probes caught, the passing probes failed, and the
// precision and recall of those fails. Used by the probe test and by `npm run bench:grounding-probes`.
import { analyzeItem, detectFeatureKind, planDetectors } from '../../src/core/detectors/engine.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import type { MinimalInputItem } from '../../src/analysis/schemas.js';
import type { FailureTag } from '../../src/core/shapes/failure-analysis.js';
import type { Probe, ProbeSet, ProbeTemplate } from '../fixtures/grounding-probes/index.js';

export interface ProbeOutcome {
  template: string;
  probe: Probe;
  /** The class's detectors that failed it, and every tag for the record. */
  failedBy: string[];
  tags: FailureTag[];
}

export interface HalfFigures {
  /** Probes expected to fail, and those failed. */
  fails: number;
  caught: number;
  /** Probes expected to pass, and those failed all the same. */
  passes: number;
  falseAlarms: number;
  precision: number;
  recall: number;
  outcomes: ProbeOutcome[];
}

export function probeOutcome(set: ProbeSet, template: string, probe: Probe): ProbeOutcome {
  const item = normalizeItem(probe.item as MinimalInputItem, 0);
  const plan = planDetectors([item], detectFeatureKind([item]), null);
  const tags = analyzeItem(item, plan, DEFAULT_THRESHOLDS).tags;
  const failedBy = tags.filter((t) => t.decision === 'fail' && set.detectors.includes(t.subcategory_id)).map((t) => t.subcategory_id);
  return { template, probe, failedBy, tags };
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

export function halfFigures(set: ProbeSet, half: ProbeTemplate[]): HalfFigures {
  const outcomes = half.flatMap((t) => t.probes.map((p) => probeOutcome(set, t.name, p)));
  const failing = outcomes.filter((o) => o.probe.expect === 'fail');
  const passing = outcomes.filter((o) => o.probe.expect === 'pass');
  const caught = failing.filter((o) => o.failedBy.length > 0).length;
  const falseAlarms = passing.filter((o) => o.failedBy.length > 0).length;
  return {
    fails: failing.length,
    caught,
    passes: passing.length,
    falseAlarms,
    precision: ratio(caught, caught + falseAlarms),
    recall: ratio(caught, failing.length),
    outcomes,
  };
}
