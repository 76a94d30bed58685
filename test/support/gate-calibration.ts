// Scores the labelled gate set (test/fixtures/gate-calibration/) through every applicable detector, as an
// analysis without a judge does: fail precision over items, gate recall over the items a person would stop a
// release for, and the same per subcategory. Used by the calibration test and by `npm run bench:gate`.
import { analyzeItem, detectFeatureKind, planDetectors } from '../../src/core/detectors/engine.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import type { MinimalInputItem } from '../../src/analysis/schemas.js';
import type { FailureTag } from '../../src/core/shapes/failure-analysis.js';
import type { CalibrationItem } from '../fixtures/gate-calibration/index.js';

export interface ItemOutcome {
  item: CalibrationItem;
  tags: FailureTag[];
  failed: boolean;
  gated: boolean;
  unsure: boolean;
}

export interface DetectorFigures {
  /** Fail tags on items labelled stop, and on the others. */
  failStop: number;
  failOther: number;
  /** Gating tags on items labelled stop, and on the others. */
  gateStop: number;
  gateOther: number;
  /** Stop items that name this subcategory, and those of them it gated. */
  expected: number;
  expectedGated: number;
}

export interface GateFigures {
  outcomes: ItemOutcome[];
  /** Share of items with a fail tag that a person would stop the release for. */
  failPrecision: number;
  /** Share of the stop items the CI gate stops. */
  gateRecall: number;
  /** Clean (ship) items the gate stops. */
  falseGates: number;
  perDetector: Map<string, DetectorFigures>;
}

export function outcomeOf(item: CalibrationItem): ItemOutcome {
  const normalized = normalizeItem(item.item as MinimalInputItem, 0);
  const plan = planDetectors([normalized], detectFeatureKind([normalized]), null);
  const tags = analyzeItem(normalized, plan, DEFAULT_THRESHOLDS).tags;
  return {
    item,
    tags,
    failed: tags.some((t) => t.decision === 'fail'),
    gated: tags.some((t) => t.should_gate_ci),
    unsure: tags.some((t) => t.decision === 'unsure'),
  };
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

export function gateFigures(set: CalibrationItem[]): GateFigures {
  const outcomes = set.map(outcomeOf);
  const perDetector = new Map<string, DetectorFigures>();
  const figures = (id: string) => {
    let f = perDetector.get(id);
    if (!f) perDetector.set(id, (f = { failStop: 0, failOther: 0, gateStop: 0, gateOther: 0, expected: 0, expectedGated: 0 }));
    return f;
  };
  for (const o of outcomes) {
    const stop = o.item.label === 'stop';
    for (const t of o.tags) {
      if (t.decision !== 'fail') continue;
      const f = figures(t.subcategory_id);
      if (stop) f.failStop++;
      else f.failOther++;
      if (t.should_gate_ci) {
        if (stop) f.gateStop++;
        else f.gateOther++;
      }
    }
    for (const id of o.item.expect ?? []) {
      const f = figures(id);
      f.expected++;
      if (o.tags.some((t) => t.subcategory_id === id && t.should_gate_ci)) f.expectedGated++;
    }
  }
  const failed = outcomes.filter((o) => o.failed);
  const stops = outcomes.filter((o) => o.item.label === 'stop');
  return {
    outcomes,
    failPrecision: ratio(failed.filter((o) => o.item.label === 'stop').length, failed.length),
    gateRecall: ratio(stops.filter((o) => o.gated).length, stops.length),
    falseGates: outcomes.filter((o) => o.item.label !== 'stop' && o.gated).length,
    perDetector,
  };
}
