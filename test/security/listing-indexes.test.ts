// Migration 0009: each "newest first" listing (failure-analysis runs, audit batches, red-team runs,
// evaluation runs) can read an owner's page from its (owner_id, created_at DESC, id DESC) index in order,
// without sorting. Checked on each store's planner with scans and sorts discouraged, so that a tiny test
// table does not hide a missing or mis-shaped index (a needed Sort would still show in the plan).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as analysisRuns from '../../src/analysis/runs-store.js';
import * as evaluationRuns from '../../src/evaluation/runs-store.js';
import { listFilterOf } from '../../src/http/created-cursor.js';
import * as auditBatches from '../../src/security/audit/batches-store.js';
import * as redteamRuns from '../../src/security/redteam/runs-store.js';
import type { Queryable } from '../../src/store/store.js';
import { createTestApp, type TestApp } from '../support/app.js';

describe('indexes of the listings', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  /** The plan the store chooses for the one query `list` sends. */
  async function planOf(list: (db: Queryable) => Promise<unknown>): Promise<string> {
    return t.store.transaction(async (tx) => {
      // Tiny tables make a scan and a sort look cheapest; forbid them, so the plan shows what an index can do.
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await tx.query(`SET LOCAL ${setting} = off`);
      let plan = '';
      const explaining: Queryable = {
        query: async <T>(sql: string, params?: unknown[]) => {
          const rows = await tx.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
          plan = rows.map((r) => r['QUERY PLAN']).join('\n');
          return [] as T[];
        },
      };
      await list(explaining);
      return plan;
    });
  }

  const principal = () => ({ userId: t.otherId, projects: null });
  const cases: [string, string, (db: Queryable) => Promise<unknown>][] = [
    ['analysis_runs', 'analysis_runs_owner_created', (db) => analysisRuns.listRuns(db, listFilterOf(principal(), {}))],
    ['security_batches', 'security_batches_owner_created', (db) => auditBatches.listBatches(db, listFilterOf(principal(), {}))],
    ['redteam_runs', 'redteam_runs_owner_created', (db) => redteamRuns.listRuns(db, listFilterOf(principal(), {}))],
    ['evaluation_runs', 'evaluation_runs_owner_created', (db) => evaluationRuns.listRuns(db, listFilterOf(principal(), {}))],
  ];

  for (const [table, index, list] of cases) {
    it(`pages ${table} from ${index}, in order`, async () => {
      const plan = await planOf(list);
      assert.match(plan, new RegExp(`Index Scan using ${index}`), plan);
      assert.doesNotMatch(plan, /Sort/, `rows come from the index already in order:\n${plan}`);
    });
  }
});
