// Browsing failure-analysis runs: the caller's runs (newest first, paged like the other newest-first listings:
// http/created-cursor.ts), a run's tags (filtered, in item order), its items (RunInput, in order: the rest of a
// response's inputs) and one item in full. Lists page with an opaque cursor: {…, next_cursor}, null on the last page.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, Position, standardErrors } from '../http/common-schemas.js';
import { errors } from '../http/errors.js';
import { listFilterOf, pageOf } from '../http/created-cursor.js';
import type { Reader } from '../store/readers.js';
import { iso } from '../store/store.js';
import { isUuid } from '../http/path-ids.js';
import type { Queryable } from '../store/store.js';
import { loadItemsWithStats, loadTagFacts, pageTags, type TagPlace } from '../item-blocks/blocks-store.js';
import { runInputOf } from '../core/shapes/run-input.js';
import { getRun, listRuns, runOutcome, type RunListRow } from './runs-store.js';
import {
  FailureAnalysisItem,
  FailureAnalysisRunPage,
  FailureTagPage,
  InputPageQuery,
  RunInputPage,
  RunListQuery,
  RunParams,
  TagPageQuery,
  type FailureAnalysisRunListItem,
} from './schemas-runs.js';
import { summarize } from '../core/scoring/scoring.js';
import { documentFeatureKind, documentInputType, isLegacyDocument } from '../item-blocks/stored-legacy.js';
import type { FailureSummary } from '../core/shapes/failure-analysis.js';

const tags = ['Failure analysis'];

const badCursor = () => errors.invalid(['query', 'cursor'], 'Invalid cursor: pass the next_cursor value of the previous page unchanged.');

function encodeCursor(value: unknown[]): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeCursor(cursor: string): unknown[] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value)) return value;
  } catch {
    // fall through to the 422
  }
  throw badCursor();
}

function inputCursor(cursor: string): number {
  const [index] = decodeCursor(cursor);
  if (Number.isInteger(index) && (index as number) >= 0) return index as number;
  throw badCursor();
}

function tagCursor(cursor: string): TagPlace {
  const [item_index, position] = decodeCursor(cursor);
  if (Number.isInteger(item_index) && Number.isInteger(position)) return { item_index: item_index as number, position: position as number };
  throw badCursor();
}

/** A listed run's summary; one stored in the earlier shape is made again from its tag rows, as the run's own read does. */
async function summaryOf(db: Queryable, row: RunListRow, summary: FailureSummary): Promise<FailureSummary> {
  if (!isLegacyDocument({ summary })) return summary;
  const checks = Number((summary as unknown as { total_tags: number }).total_tags);
  return summarize(await loadTagFacts(db, row.id), Number(row.total_items), checks, row.listing.thresholds);
}

async function listItem(db: Queryable, row: RunListRow): Promise<FailureAnalysisRunListItem> {
  const l = row.listing;
  const { status, error } = runOutcome({ ...row, document: l.summary });
  const completed = status === 'completed' && l.summary !== null;
  return {
    run_id: row.id,
    project_name: row.project_name,
    status,
    error,
    mode: l.mode,
    input_type: documentInputType(l.input_type),
    feature_kind: documentFeatureKind(l.feature_kind),
    trace_id: l.trace_id ?? null,
    total_items: Number(row.total_items),
    summary: completed ? await summaryOf(db, row, l.summary!) : null,
    created_at: iso(row.created_at)!,
    completed_at: status === 'processing' ? null : (iso(row.completed_at ?? row.job_finished_at) ?? null),
    duration_ms: completed ? Math.round(l.duration_ms ?? 0) : 0,
  };
}

/** The run's total items, when the reader may read it; any other id (of any form) is 404. */
async function ownRunOr404(app: FastifyInstance, runId: string, reader: Reader): Promise<number> {
  const row = isUuid(runId) ? await getRun(app.store, runId, reader) : null;
  if (!row) throw errors.notFound('Failure-analysis run', runId);
  return Number(row.total_items);
}

export async function runBrowsingRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RunListQuery }>(
    '/v2/failure-analysis/runs',
    {
      schema: {
        operationId: 'listFailureAnalysisRuns',
        summary: "List the caller's failure-analysis runs, newest first",
        description:
          "The caller's runs (optionally of one project, or of one trace: trace_id) with status and summary, newest first, paged with limit and cursor. " +
          'A key limited to projects sees only runs of those projects. An unknown project gives an empty page.',
        tags,
        security: bearerSecurity,
        querystring: RunListQuery,
        response: { 200: Type.Ref(FailureAnalysisRunPage), ...standardErrors },
      },
    },
    async (request) => {
      const filter = listFilterOf(request.principal!, request.query);
      const page = pageOf(await listRuns(request.server.store, filter, request.query.trace_id), filter.limit);
      return { runs: await Promise.all(page.rows.map((row) => listItem(request.server.store, row))), next_cursor: page.next_cursor };
    },
  );

  app.get<{ Params: { run_id: string }; Querystring: TagPageQuery }>(
    '/v2/failure-analysis/runs/:run_id/tags',
    {
      schema: {
        operationId: 'listFailureAnalysisTags',
        summary: 'Page through the tags of a run',
        description:
          'Every fail and unsure tag of a run, in item order, filtered (decision, bucket, subcategory, severity_label, min_severity, ' +
          'min_confidence, item_index) and paged with a cursor.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        querystring: TagPageQuery,
        response: { 200: Type.Ref(FailureTagPage), ...standardErrors },
      },
    },
    async (request) => {
      const { run_id } = request.params;
      await ownRunOr404(request.server, run_id, request.principal!);
      const q = request.query;
      const page = await pageTags(request.server.store, run_id, {
        decision: q.decision,
        bucket: q.bucket,
        subcategory: q.subcategory,
        severity_label: q.severity_label,
        min_severity: q.min_severity,
        min_confidence: q.min_confidence,
        item_index: q.item_index,
        after: q.cursor ? tagCursor(q.cursor) : undefined,
        limit: q.limit + 1,
      });
      const shown = page.tags.slice(0, q.limit);
      const last = page.places[shown.length - 1];
      return { tags: shown, next_cursor: page.tags.length > q.limit ? encodeCursor([last.item_index, last.position]) : null };
    },
  );

  app.get<{ Params: { run_id: string }; Querystring: InputPageQuery }>(
    '/v2/failure-analysis/runs/:run_id/inputs',
    {
      schema: {
        operationId: 'listFailureAnalysisInputs',
        summary: 'Page through the items of a run',
        description:
          "Every item of a run as a RunInput (texts and counts), in item order, paged with a cursor: the items a large run's " +
          'response leaves out of its inputs (config.max_inputs_in_response). Items a job has not reached yet are not listed.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        querystring: InputPageQuery,
        response: { 200: Type.Ref(RunInputPage), ...standardErrors },
      },
    },
    async (request) => {
      const { run_id } = request.params;
      const total = await ownRunOr404(request.server, run_id, request.principal!);
      const q = request.query;
      const from = q.cursor ? inputCursor(q.cursor) : 0;
      const to = Math.min(total, from + q.limit);
      const rows = await loadItemsWithStats(request.server.store, run_id, from, to);
      const inputs = rows.filter((r) => r.stats).map((r) => runInputOf(r.item, r.stats!));
      return { inputs, next_cursor: to < total && inputs.length === to - from ? encodeCursor([to]) : null };
    },
  );

  app.get<{ Params: { run_id: string; item_index: number } }>(
    '/v2/failure-analysis/runs/:run_id/items/:item_index',
    {
      schema: {
        operationId: 'getFailureAnalysisItem',
        summary: 'Show one item of a run in full',
        description:
          "The item as analysed (its RunInput, with reference, system prompt and metadata), so the character offsets of its tags' " +
          'evidence can be shown in the full text. Unknown run or item → 404.',
        tags,
        security: bearerSecurity,
        params: Type.Object({ ...RunParams.properties, item_index: Position({ description: 'FailureTag.item_index.' }) }),
        response: { 200: Type.Ref(FailureAnalysisItem), ...standardErrors },
      },
    },
    async (request) => {
      const { run_id, item_index } = request.params;
      const total = await ownRunOr404(request.server, run_id, request.principal!);
      // Past the run's items there is nothing to read (and item_index + 1 may not fit the store's 32-bit index).
      const [found] = item_index < total ? await loadItemsWithStats(request.server.store, run_id, item_index, item_index + 1) : [];
      if (!found) throw errors.notFound('Item', `${run_id}/${item_index}`);
      const { item, stats } = found;
      const counts = stats ?? { item_index, trace_id: null, failure_count: 0, pass_count: 0, unsure_count: 0, max_severity: 0 };
      return {
        run_id,
        ...runInputOf(item, counts),
        reference: item.reference ?? null,
        system_prompt: item.system_prompt ?? null,
        metadata: item.metadata ?? {},
        analysed: stats !== null,
      };
    },
  );
}
