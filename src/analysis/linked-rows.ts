// Storing what the analysis threads hand back for a batch: its results and tags, and, when the run links
// them, the items' audit verdicts and metric results — all as row texts, joined without parsing.
import { saveResultRows } from '../evaluation/runs-store.js';
import { saveVerdictRows } from '../security/audit/batches-store.js';
import type { Queryable } from '../store/store.js';
import { joinRowArrays, type SerializedRows } from './result-rows.js';
import { saveSerializedResults } from './runs-store.js';

const ROWS_PER_STATEMENT = 1000;

export async function saveLinkedRows(db: Queryable, runId: string, parts: SerializedRows[], targets: { securityBatchId: string | null; evalRunId: string | null }): Promise<void> {
  await saveSerializedResults(db, runId, parts);
  if (targets.securityBatchId) {
    for (const json of joinRowArrays(parts.map((p) => ({ json: p.verdicts, count: p.verdictCount })), ROWS_PER_STATEMENT)) await saveVerdictRows(db, targets.securityBatchId, json);
  }
  if (targets.evalRunId) {
    for (const json of joinRowArrays(parts.map((p) => ({ json: p.evals, count: p.evalCount })), ROWS_PER_STATEMENT)) await saveResultRows(db, targets.evalRunId, json);
  }
}
