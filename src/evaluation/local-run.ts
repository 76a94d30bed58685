// An evaluation in the caller's process (`assay evaluate --local`): the request checked against the server's
// schema, its metrics computed by the same code (user patterns on the pattern thread, the judge when one is
// configured) and summarised the same way, answering the server's run document with every item in it. What
// differs: nothing is stored (the ids name nothing on a server), there is no project, and no stored trace.
import crypto from 'node:crypto';
import { errors } from '../http/errors.js';
import { readDatasetFields } from '../http/dataset-fields.js';
import { bodyValidator } from '../http/validation.js';
import { MinimalInputItem } from '../core/shapes/input-item.js';
import { itemDocument } from './item-document.js';
import { judgeWith, runJudge } from './judged-metrics.js';
import { EvaluationRequest, evaluationSchemas, type EvaluationItem, type EvaluationRun } from './schemas.js';
import { evaluateAll, runOptionsOf, summaryOf, totalsOf, type EvaluationBody } from './service.js';

/** A local run's caller: no key, so no project limit; a request naming no project gets the default project. */
const LOCAL_CALLER = { projects: null };

const checkedRequest = bodyValidator<EvaluationRequest>([MinimalInputItem, ...evaluationSchemas], EvaluationRequest.$id!);

/** A local evaluation: the run's document with all its items. */
export type LocalEvaluation = EvaluationRun & { items: EvaluationItem[] };

/** Evaluates a request's dataset in this process; answers the run's document and items, or throws the 422 the server would. */
export async function evaluateLocally(body: unknown): Promise<LocalEvaluation> {
  const created = new Date();
  // The dataset read under Assay's names, as the server's pre-step reads it; the caller's object is left as it was.
  const posted = { ...(body as object) };
  readDatasetFields(posted);
  const request: EvaluationBody = checkedRequest(posted);
  if (request.trace_ids) {
    throw errors.invalid(
      ['body', 'trace_ids'],
      'A local run evaluates a dataset; stored traces are evaluated on the server that stores them (leave out --local).',
    );
  }
  const options = await runOptionsOf(request, LOCAL_CALLER);
  const dataset = request.dataset!;
  const results = await evaluateAll(dataset, 0, options);
  const tokens = await judgeWith(runJudge(request.llm_api_key), dataset, results);
  const runId = crypto.randomUUID();
  const done = new Date();
  const items = dataset.map((item, idx) =>
    itemDocument({
      id: crypto.randomUUID(),
      run_id: runId,
      idx,
      item,
      trace_id: null,
      trace_time_ms: null,
      results: results[idx],
      created_at: created,
      updated_at: done,
    }),
  );
  return {
    run_id: runId,
    project_name: options.project_name,
    status: 'completed',
    error: null,
    input_type: 'dataset',
    field_mapping: options.field_mapping ?? {},
    total_items: dataset.length,
    metrics: summaryOf(options, totalsOf(results)).summary as EvaluationRun['metrics'],
    metrics_requested: options.metrics,
    tokens_used: tokens,
    created_at: created.toISOString(),
    completed_at: done.toISOString(),
    items,
  };
}
