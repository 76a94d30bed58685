// Alert, CI-gate and human-review thresholds: the request's config, else the project's settings, else these.
export interface Thresholds {
  alert: number;
  gate: number;
  review: number;
  /** The subcategories whose confident fails gate CI, in place of the taxonomy's defaults; absent: the defaults. */
  gating?: string[];
}

export const DEFAULT_THRESHOLDS: Thresholds = { alert: 0.7, gate: 0.8, review: 0.6 };

export interface ThresholdSettings {
  alert_threshold?: number;
  gate_threshold?: number;
  review_threshold?: number;
  gate_subcategories?: string[];
}

export function resolveThresholds(...layers: (ThresholdSettings | undefined)[]): Thresholds {
  const t = { ...DEFAULT_THRESHOLDS };
  for (const layer of layers) {
    if (!layer) continue;
    if (layer.alert_threshold !== undefined) t.alert = layer.alert_threshold;
    if (layer.gate_threshold !== undefined) t.gate = layer.gate_threshold;
    if (layer.review_threshold !== undefined) t.review = layer.review_threshold;
    if (layer.gate_subcategories !== undefined) t.gating = [...layer.gate_subcategories];
  }
  return t;
}
