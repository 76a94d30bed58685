// Browsing failure-analysis runs: the caller's runs (newest first, paged like the other newest-first listings:
// http/created-cursor.ts), a run's tags (filtered, in item order) and one item in full. Lists page with an opaque
// cursor: {…, next_cursor} with null on the last page.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { errors } from '../http/errors.js';
import { CreatedListQuery, listFilterOf, pageOf } from '../http/created-cursor.js';
import type { Reader } from '../projects/readers.js';
import { iso } from '../store/store.js';
import { getItem, pageTags } from './run-blocks-store.js';
import { getRun, listRuns, runOutcome, type RunListRow } from './runs-store.js';
import {
  FailureAnalysisItem, FailureAnalysisRunPage, FailureTagPage, RunParams, TagPageQuery, type FailureAnalysisRunListItem,
} from './schemas-runs.js';

const tags = ['Failure analysis'];

const badCursor = () => errors.invalid(['query', 'cursor'], 'Invalid cursor: pass the next_cursor value of the previous page unchanged.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

function tagCursor(cursor: string): { item_index: number; id: string } {
  const [item_index, id] = decodeCursor(cursor);
  if (Number.isInteger(item_index) && typeof id === 'string' && UUID.test(id)) return { item_index: item_index as number, id };
  throw badCursor();
}

function listItem(row: RunListRow): FailureAnalysisRunListItem {
  const { status, error } = runOutcome(row);
  const o = row.options;
  const completed = status === 'completed' && row.document !== null;
  return {
    run_id: row.id,
    project_name: row.project_name,
    status,
    error,
    mode: o.mode,
    input_type: o.input_type,
    feature_kind: o.feature_kind,
    trace_id: o.trace_id ?? null,
    total_items: Number(row.total_items),
    summary: completed ? row.document!.summary : null,
    created_at: iso(row.created_at)!,
    completed_at: status === 'processing' ? null : (iso(row.completed_at ?? row.job_finished_at) ?? null),
    duration_ms: completed ? row.document!.duration_ms : null,
  };
}

async function ownRunOr404(app: FastifyInstance, runId: string, reader: Reader): Promise<void> {
  if (!(await getRun(app.store, runId, reader))) throw errors.notFound('Failure-analysis run', runId);
}

export async function runBrowsingRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CreatedListQuery }>(
    '/v2/failure-analysis/runs',
    {
      schema: {
        operationId: 'listFailureAnalysisRuns',
        summary: "List the caller's failure-analysis runs, newest first",
        description:
          "The caller's runs (optionally of one project) with status and summary, newest first, paged with limit and cursor. " +
          'A key limited to projects sees only runs of those projects. An unknown project gives an empty page.',
        tags,
        security: bearerSecurity,
        querystring: CreatedListQuery,
        response: { 200: Type.Ref(FailureAnalysisRunPage), ...standardErrors },
      },
    },
    async (request) => {
      const filter = listFilterOf(request.principal!, request.query);
      const page = pageOf(await listRuns(request.server.store, filter), filter.limit);
      return { runs: page.rows.map(listItem), next_cursor: page.next_cursor };
    },
  );

  app.get<{ Params: { run_id: string }; Querystring: TagPageQuery }>(
    '/v2/failure-analysis/runs/:run_id/tags',
    {
      schema: {
        operationId: 'listFailureAnalysisTags',
        summary: 'Page through the tags of a run',
        description: 'Every tag of a run, in item order, filtered (decision, bucket, subcategory, severity, minimum confidence, item) and paged with a cursor.',
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
        severity: q.severity,
        min_confidence: q.min_confidence,
        item_index: q.item_index,
        after: q.cursor ? tagCursor(q.cursor) : undefined,
        limit: q.limit + 1,
      });
      const shown = page.slice(0, q.limit);
      const last = shown[shown.length - 1];
      return { tags: shown, next_cursor: page.length > q.limit ? encodeCursor([last.item_index, last.tag_id]) : null };
    },
  );

  app.get<{ Params: { run_id: string; item_index: number } }>(
    '/v2/failure-analysis/runs/:run_id/items/:item_index',
    {
      schema: {
        operationId: 'getFailureAnalysisItem',
        summary: 'Show one item of a run in full',
        description:
          'The item as analysed (input, output, context chunks, reference, system prompt, tool calls, metadata) with its result, ' +
          'so the character offsets of its tags\' evidence can be shown in the full text. Unknown run or item → 404.',
        tags,
        security: bearerSecurity,
        params: Type.Object({ ...RunParams.properties, item_index: Type.Integer({ minimum: 0, description: 'FailureTag.item_index.' }) }),
        response: { 200: Type.Ref(FailureAnalysisItem), ...standardErrors },
      },
    },
    async (request) => {
      const { run_id, item_index } = request.params;
      await ownRunOr404(request.server, run_id, request.principal!);
      const found = await getItem(request.server.store, run_id, item_index);
      if (!found) throw errors.notFound('Item', `${run_id}/${item_index}`);
      const { item, result } = found;
      return {
        run_id,
        item_index,
        input: item.input,
        output: item.output,
        context: item.context === undefined ? [] : Array.isArray(item.context) ? item.context : [item.context],
        reference: item.reference ?? null,
        system_prompt: item.system_prompt ?? null,
        tool_calls: item.tool_calls ?? null,
        metadata: item.metadata ?? {},
        result,
      };
    },
  );
}
