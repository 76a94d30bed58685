// Failure analysis: the pages around a run (the list of runs, one item, a page of tags), for the dashboard
// and any client that browses runs. Kept apart from the request and response schemas so neither grows long.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Position } from '../http/common-schemas.js';
import { CreatedListQuery } from '../http/created-cursor.js';
import { PathId } from '../http/path-ids.js';
import { FailureSummary, FailureTag, FeatureKind, RunInput, SeverityLabel } from '../core/shapes/failure-analysis.js';

export const RunParams = Type.Object({ run_id: PathId('The run_id returned by analyze.') });

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
    input_type: Type.Union([Type.Literal('trace'), Type.Literal('json'), Type.Literal('csv')]),
    feature_kind: Type.Ref(FeatureKind),
    trace_id: Type.Union([Type.String(), Type.Null()], { description: 'The analysed trace; null for datasets.' }),
    total_items: Type.Integer({ minimum: 0, description: 'Items in the run (known from the start, also while processing).' }),
    summary: Type.Union([Type.Ref(FailureSummary), Type.Null()], {
      description: "The run's summary (primary failure, max severity, alert/gate/review flags…); null until the run completed.",
    }),
    created_at: Type.String({ format: 'date-time' }),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the run completed or failed; null while processing.' }),
    duration_ms: Type.Integer({ minimum: 0, description: 'Wall time of the analysis in milliseconds; 0 unless completed.' }),
  },
  {
    $id: 'FailureAnalysisRunListItem',
    title: 'FailureAnalysisRunListItem',
    description: 'One run in the list of runs: its status and summary, without tags or items.',
  },
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
  severity_label: Type.Optional(Type.Ref(SeverityLabel, { description: 'Only tags of this level.' })),
  min_severity: Type.Optional(Type.Number({ minimum: 0, maximum: 5, description: 'Only tags whose severity is at least this.' })),
  min_confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Only tags whose confidence is at least this.' })),
  item_index: Type.Optional(Position({ description: 'Only the tags of this item.' })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  cursor: Type.Optional(Type.String()),
});
export type TagPageQuery = Static<typeof TagPageQuery>;

export const FailureAnalysisItem = Type.Composite(
  [
    Type.Object({ run_id: Type.String({ description: 'The run the item belongs to.' }) }),
    RunInput,
    Type.Object({
      reference: Type.Union([Type.String(), Type.Null()], { description: 'The known-good answer posted with the item; null when none.' }),
      system_prompt: Type.Union([Type.String(), Type.Null()], { description: 'The system prompt posted with the item; null when none.' }),
      metadata: Type.Record(Type.String(), Type.Unknown(), { description: 'As posted; {} when none.' }),
      analysed: Type.Boolean({ description: 'False while a job has not reached the item (its counts are 0 until then).' }),
    }),
  ],
  {
    $id: 'FailureAnalysisItem',
    title: 'FailureAnalysisItem',
    description:
      'One item of a run in full: its RunInput with what else was posted. Evidence offsets (metadata.start/end) point into ' +
      'input_text, output_text, or the context chunks joined by "\\n\\n".',
  },
);
export type FailureAnalysisItem = Static<typeof FailureAnalysisItem>;

export const InputPageQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  cursor: Type.Optional(Type.String({ description: 'The next_cursor of the previous page, unchanged.' })),
});
export type InputPageQuery = Static<typeof InputPageQuery>;

export const RunInputPage = Type.Object(
  { inputs: Type.Array(Type.Ref(RunInput)), next_cursor: NextCursor },
  { $id: 'RunInputPage', title: 'RunInputPage', description: "A page of a run's items (RunInput), in item order." },
);

export const runPageSchemas: TSchema[] = [FailureAnalysisRunListItem, FailureAnalysisRunPage, FailureTagPage, FailureAnalysisItem, RunInputPage];

/** The list of runs: the query of every newest-first listing, and the trace a run analysed. */
export const RunListQuery = Type.Object({
  ...CreatedListQuery.properties,
  trace_id: Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'Only the runs that analysed this trace (analyze with trace_id); none match → an empty page.' }),
  ),
});
export type RunListQuery = Static<typeof RunListQuery>;
