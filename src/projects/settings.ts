// A project's settings: the alert, CI-gate and human-review thresholds of its failure analyses.
import type { Queryable } from '../store/store.js';
import type { ThresholdSettings } from '../core/scoring/thresholds.js';
import { DEFAULT_THRESHOLDS } from '../core/scoring/thresholds.js';

export interface ProjectSettings {
  alert_threshold: number;
  gate_threshold: number;
  review_threshold: number;
}

export const DEFAULT_SETTINGS: ProjectSettings = {
  alert_threshold: DEFAULT_THRESHOLDS.alert,
  gate_threshold: DEFAULT_THRESHOLDS.gate,
  review_threshold: DEFAULT_THRESHOLDS.review,
};

export async function getProjectSettings(db: Queryable, projectId: string): Promise<ProjectSettings> {
  const rows = await db.query<{ settings: ThresholdSettings }>('SELECT settings FROM projects WHERE id = $1', [projectId]);
  return { ...DEFAULT_SETTINGS, ...(rows[0]?.settings ?? {}) };
}

/** Replaces the settings; fields left out return to their defaults. */
export async function putProjectSettings(db: Queryable, projectId: string, settings: Partial<ProjectSettings>): Promise<ProjectSettings> {
  const full = { ...DEFAULT_SETTINGS, ...settings };
  await db.query('UPDATE projects SET settings = $2 WHERE id = $1', [projectId, JSON.stringify(full)]);
  return full;
}
