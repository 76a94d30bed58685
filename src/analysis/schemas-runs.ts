// Failure analysis: the pages around a run (the list of runs, one item, a page of tags), for the dashboard
// and any client that browses runs. Kept apart from the request and response schemas so neither grows long.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { FailureSummary, FailureTag, FeatureKind, RunInput, Severity } from './schemas-response.js';

export const RunParams = Type.Object({ run_id: Type.String({ format: 'uuid', description: 'The run_id returned by analyze.' }) });

const NextCursor = Type.Union([Type.String(), Type.Null()], { description: 'Pass as cursor for the next page; null on the last page.' });

export const FailureAnalysisRunListItem = Type.Object(
  {
    run_id: Type.String({ format: 'uuid', description: 'Id of the run; GET /v2/failure-analysis/runs/{run_id} returns its document.' }),
    project_name: Type.String({ description: 'Project the run belongs to.' }),
    status: Type.Union([Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')], {
      description: 'As in the run document: a run whose job failed or was cancelled is failed.',
    }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why the run failed; null unless status is failed.' }),
    mode: Type.Union([Type.Literal('minimal'), Type.Literal('full')]),
    input_type: Type.Union([Type.Literal('dataset'), Type.Literal('csv'), Type.Literal('trace')]),
    feature_kind: Type.Ref(FeatureKind),
    trace_id: Type.Union([Type.String(), Type.Null()], { description: 'The analysed trace; null for datasets.' }),
    total_items: Type.Integer({ minimum: 0, description: 'Items in the run (known from the start, also while processing).' }),
    summary: Type.Union([Type.Ref(FailureSummary), Type.Null()], {
      description: 'The run\'s summary (primary failure, max severity, alert/gate/review flags…); null until the run completed.',
    }),
    created_at: Type.String({ format: 'date-time' }),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the run completed or failed; null while processing.' }),
    duration_ms: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'Wall time of the analysis; null unless completed.' }),
  },
  { $id: 'FailureAnalysisRunListItem', title: 'FailureAnalysisRunListItem', description: 'One run in the list of runs: its status and summary, without tags or items.' },
);
export type FailureAnalysisRunListItem = Static<typeof FailureAnalysisRunListItem>;

export const FailureAnalysisRunPage = Type.Object(
  { runs: Type.Array(Type.Ref(FailureAnalysisRunListItem)), next_cursor: NextCursor },
  { $id: 'FailureAnalysisRunPage', title: 'FailureAnalysisRunPage' },
);


export const FailureTagPage = Type.Object(
  { tags: Type.Array(Type.Ref(FailureTag)), next_cursor: NextCursor },
  { $id: 'FailureTagPage', title: 'FailureTagPage' },
);

export const TagPageQuery = Type.Object({
  decision: Type.Optional(Type.Union([Type.Literal('fail'), Type.Literal('unsure')])),
  bucket: Type.Optional(Type.String({ minLength: 1 })),
  subcategory: Type.Optional(Type.String({ minLength: 1 })),
  severity: Type.Optional(Type.Ref(Severity, { description: 'Only tags of this severity.' })),
  min_confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Only tags whose confidence is at least this.' })),
  item_index: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  cursor: Type.Optional(Type.String()),
});
export type TagPageQuery = Static<typeof TagPageQuery>;

export const FailureAnalysisItem = Type.Object(
  {
    run_id: Type.String({ format: 'uuid' }),
    item_index: Type.Integer({ minimum: 0 }),
    input: Type.String({ description: 'The full input, as posted (or derived from the trace).' }),
    output: Type.String({ description: 'The full output.' }),
    context: Type.Array(Type.String(), {
      description:
        'The context chunks (a single string becomes one chunk; empty when the item had none). Evidence offsets with ' +
        'source "context" point into the chunks joined by "\\n\\n".',
    }),
    reference: Type.Union([Type.String(), Type.Null()]),
    system_prompt: Type.Union([Type.String(), Type.Null()]),
    tool_calls: Type.Union([Type.Array(Type.Record(Type.String(), Type.Unknown())), Type.Null()], { description: 'As posted; null when absent.' }),
    metadata: Type.Record(Type.String(), Type.Unknown()),
    result: Type.Union([Type.Ref(RunInput), Type.Null()], { description: 'The item\'s counts and previews; null until it is analysed.' }),
  },
  {
    $id: 'FailureAnalysisItem',
    title: 'FailureAnalysisItem',
    description: 'One item of a run in full, so evidence offsets (metadata.start/end) can be shown in their text.',
  },
);
export type FailureAnalysisItem = Static<typeof FailureAnalysisItem>;

export const runPageSchemas: TSchema[] = [FailureAnalysisRunListItem, FailureAnalysisRunPage, FailureTagPage, FailureAnalysisItem];
