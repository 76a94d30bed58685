// Security audits end to end: check the request, judge small datasets at once and large ones as a job,
// store the batch with every item, and answer with its statistics.
import crypto from 'node:crypto';
import type { Config } from '../../config/config.js';
import { pageOf, type CreatedListFilter } from '../../http/created-cursor.js';
import type { FieldMapping } from '../../http/dataset-fields.js';
import { errors } from '../../http/errors.js';
import { enqueueJob, notifyWorkers } from '../../jobs/queue.js';
import { PermanentJobError, type JobHandler } from '../../jobs/worker.js';
import { projectNameOr } from '../../accounts/default-project.js';
import { ensureProject } from '../../projects/projects.js';
import { ownerReader, type Reader } from '../../store/readers.js';
import type { Queryable, Store } from '../../store/store.js';
import { iso } from '../../store/store.js';
import { resolveCategories } from '../category-ids.js';
import { threadPool } from '../../runtime/thread-pool.js';
import { classifyItems } from './threads.js';
import { combineWithGuard, combineWithJudge, type AuditedItem } from './combine.js';
import { askGuard, GUARD_CONCURRENCY, guardModel, type GuardSettings } from '../../models/guard/guard-client.js';
import { judgeHarmfulCompliance } from '../../models/harm-judge.js';
import { JudgeSession, judgeSettings, requestKeyForOperatorEndpoints } from '../../models/judge/client.js';
import type { AuditItem, SecurityAuditBatch, SecurityAuditItem, SecurityAuditRequest } from '../schemas.js';
import { generatedName } from '../generated-name.js';
import * as batches from './batches-store.js';
import { addVerdict, emptyStats, type BatchStats } from '../../core/safety/audit-stats.js';
import { auditBatchDocument, auditItemDocument } from './audit-document.js';
import { requestKeys } from '../../jobs/request-keys.js';

/** Datasets up to this size are judged during the request; larger ones run as a job. */
export const AUDIT_SYNC_MAX_ITEMS = 2000;
/** Items judged per job step (each step commits its verdicts with the job's progress). */
export const AUDIT_STEP_ITEMS = 1000;
export const AUDIT_JOB = 'security.audit';

let serverGuard: (Omit<GuardSettings, 'apiKey'> & { apiKey: string }) | null = null;

/** Reads the guard-model settings of the server (ASSAY_GUARD_*). */
export function configureGuardModel(config: Config): void {
  serverGuard =
    config.guardBaseUrl && config.guardModel
      ? { baseUrl: config.guardBaseUrl, model: config.guardModel, apiKey: config.guardApiKey, style: config.guardStyle, timeoutMs: config.guardTimeoutMs }
      : null;
}

/** The guard settings for a request: the server's, with the request's key when it may go to the operator's endpoints. */
export function guardFor(llmApiKey?: string): GuardSettings | null {
  if (!serverGuard) return null;
  return { ...serverGuard, apiKey: requestKeyForOperatorEndpoints(llmApiKey) ?? serverGuard.apiKey };
}

/** The language-model judge of an audit (the request's key, else the server's); null when none is configured. */
export function auditJudgeFor(llmApiKey?: string): JudgeSession | null {
  const settings = judgeSettings(llmApiKey);
  return settings ? new JudgeSession(settings) : null;
}

/**
 * Judges items (built-in classifier, then the guard model and the language-model judge when configured),
 * keeping dataset order. The judge is asked about responses only: harmful compliance needs one.
 */
export async function judgeItems(
  items: AuditItem[],
  labels: string[],
  includeEvidence: boolean,
  guard: GuardSettings | null,
  judge: JudgeSession | null = null,
): Promise<AuditedItem[]> {
  // The built-in classifier runs on the threads: the event loop keeps serving meanwhile.
  const builtIn = await classifyItems(threadPool(), items, labels, includeEvidence);
  if (!guard && !judge) return builtIn.map((v) => combineWithGuard(v, null));
  const model = guard ? guardModel(guard) : null;
  const out: AuditedItem[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) {
      const output = items[i].output?.trim() ? items[i].output! : null;
      const [guardVerdict, harm] = await Promise.all([
        model ? askGuard(model, items[i].input, output, labels) : null,
        judge && output !== null ? judgeHarmfulCompliance(judge, items[i].input, output, labels) : null,
      ]);
      const withGuard = combineWithGuard(builtIn[i], guardVerdict);
      out[i] = judge ? combineWithJudge(withGuard, harm, labels, includeEvidence) : withGuard;
    }
  };
  // The judge session limits its own calls in flight; the lanes bound the guard's.
  await Promise.all(Array.from({ length: Math.min(GUARD_CONCURRENCY, items.length) }, lane));
  return out;
}

function batchDocument(row: batches.BatchRow, stats: ReturnType<typeof emptyStats>, status: SecurityAuditBatch['status']): SecurityAuditBatch {
  const createdAt = iso(row.created_at)!;
  const facts = {
    id: row.id,
    name: row.name,
    options: row.options,
    totalItems: Number(row.total_items),
    createdAt,
    completedAt: iso(row.completed_at ?? row.job_finished_at) ?? createdAt,
  };
  return auditBatchDocument(facts, stats, status);
}

/** The request as the route hands it on: its dataset read under Assay's names by the pre-step, which says how. */
export type SecurityAuditBody = SecurityAuditRequest & { field_mapping?: FieldMapping };

export async function startAudit(store: Store, caller: Reader, request: SecurityAuditBody): Promise<SecurityAuditBatch> {
  const ownerId = caller.userId;
  const labels = resolveCategories(request.config?.check_categories, ['body', 'config', 'check_categories']);
  const includeEvidence = request.config?.include_evidence !== false;
  const guard = guardFor(request.llm_api_key);
  const judge = auditJudgeFor(request.llm_api_key);
  const { project } = await ensureProject(store, ownerId, projectNameOr(request.project_name, caller));
  const id = crypto.randomUUID();
  const createdAt = new Date();
  const options: batches.BatchOptions = {
    project_name: project.name,
    categories: labels,
    include_evidence: includeEvidence,
    guard_model: guard !== null,
    llm_judge: judge !== null,
    field_mapping: request.field_mapping ?? {},
  };
  const base = {
    id,
    projectId: project.id,
    ownerId,
    name: request.batch_name ?? generatedName('audit', createdAt),
    totalItems: request.dataset.length,
    options,
  };

  if (request.dataset.length > AUDIT_SYNC_MAX_ITEMS) {
    await store.transaction(async (tx) => {
      await recordBatch(tx, base, request.dataset);
      const job = await enqueueJob(tx, { kind: AUDIT_JOB, payload: { batch_id: id }, ownerId, projectId: project.id });
      await tx.query('UPDATE security_batches SET job_id = $2 WHERE id = $1', [id, job.id]);
      if (guard || judge) requestKeys.remember(job.id, request.llm_api_key);
    });
    await notifyWorkers(store);
    return getBatchDocument(store, id, ownerReader(ownerId));
  }

  const verdicts = await judgeItems(request.dataset, labels, includeEvidence, guard, judge);
  await store.transaction((tx) => recordBatch(tx, base, request.dataset, verdicts));
  return getBatchDocument(store, id, ownerReader(ownerId));
}

/** Stores a batch with its items; completed with its statistics when the verdicts are given. */
export async function recordBatch(
  db: Queryable,
  batch: Parameters<typeof batches.insertBatch>[1],
  items: AuditItem[],
  verdicts?: AuditedItem[],
): Promise<void> {
  await batches.insertBatch(db, batch);
  await batches.insertItems(db, batch.id, items, verdicts);
  if (verdicts) await batches.completeBatch(db, batch.id, verdicts.reduce(addVerdict, emptyStats()));
}

/**
 * Records the audit batch of a failure-analysis run: its items and verdicts are the run's blocks
 * (BatchOptions.analysis_run_id). Completed at once when the verdicts are given (judged during the request),
 * else by the run's job (completeJudgedBatch).
 */
export async function recordBatchOfRun(
  db: Queryable,
  batch: Parameters<typeof batches.insertBatch>[1],
  analysisRunId: string,
  verdicts?: AuditedItem[],
): Promise<void> {
  // Judged already: inserted completed, in one statement.
  await batches.insertBatch(db, { ...batch, options: { ...batch.options, analysis_run_id: analysisRunId } }, verdicts?.reduce(addVerdict, emptyStats()));
}

/** Completes a batch whose verdicts a job saved, from those verdicts (or their statistics, when added up already); returns every label flagged. */
export async function completeJudgedBatch(db: Queryable, batchId: string, given?: BatchStats): Promise<Set<string>> {
  const stats = given ?? (await loadBatchStats(db, batchId));
  await batches.completeBatch(db, batchId, stats);
  // A label is flagged when some item counts under it.
  return new Set(Object.keys(stats.category_counts).filter((label) => stats.category_counts[label] > 0));
}

async function loadBatchStats(db: Queryable, batchId: string): Promise<BatchStats> {
  const [batch] = await db.query<batches.BatchRow>('SELECT id, options, total_items FROM security_batches WHERE id = $1', [batchId]);
  return (await batches.loadVerdicts(db, batch)).reduce(addVerdict, emptyStats());
}

export async function getBatchDocument(db: Queryable, batchId: string, reader: Reader): Promise<SecurityAuditBatch> {
  const row = await batches.getBatch(db, batchId, reader);
  if (!row) throw errors.notFound('Security-audit batch', batchId);
  return documentOf(db, row);
}

/** The caller's batches, newest first, as the documents GET /v2/security/audit/batches/{id} answers. */
export async function listBatchDocuments(db: Queryable, filter: CreatedListFilter): Promise<{ batches: SecurityAuditBatch[]; next_cursor: string | null }> {
  const page = pageOf(await batches.listBatches(db, filter), filter.limit);
  const docs: SecurityAuditBatch[] = [];
  for (const row of page.rows) docs.push(await documentOf(db, row));
  return { batches: docs, next_cursor: page.next_cursor };
}

async function documentOf(db: Queryable, row: batches.BatchRow): Promise<SecurityAuditBatch> {
  if (row.status === 'completed' && row.stats) return batchDocument(row, row.stats, 'completed');
  // Counts grow while a job judges the items; a job that gave up leaves the batch failed.
  const stats = (await batches.loadVerdicts(db, row)).reduce(addVerdict, emptyStats());
  const failed = row.status === 'failed' || row.job_state === 'failed' || row.job_state === 'cancelled';
  return batchDocument(row, stats, failed ? 'failed' : 'processing');
}

export async function listBatchItems(db: Queryable, batchId: string, reader: Reader, limit: number, offset: number): Promise<SecurityAuditItem[]> {
  const batch = await batches.getBatch(db, batchId, reader);
  if (!batch) throw errors.notFound('Security-audit batch', batchId);
  return (await batches.loadItems(db, batch, offset, limit)).map(auditItemDocument);
}

/** The job behind large audits: steps of items, each committed with the job's progress; resumable. */
export const auditJobHandler: JobHandler = {
  kind: AUDIT_JOB,
  async run(ctx) {
    const batchId = String(ctx.job.payload.batch_id);
    const [row] = await ctx.step((tx) => tx.query<batches.BatchRow>('SELECT * FROM security_batches WHERE id = $1', [batchId]));
    if (!row) throw new PermanentJobError(`batch ${batchId} no longer exists`);
    const { categories, include_evidence, guard_model, llm_judge } = row.options;
    // The request's key lives only in the memory of the process that took the request.
    const guard = guard_model ? guardFor(requestKeys.get(ctx.job.id)) : null;
    const judge = llm_judge ? auditJudgeFor(requestKeys.get(ctx.job.id)) : null;
    for (let next = Number(ctx.job.progress.next ?? 0); next < row.total_items; next += AUDIT_STEP_ITEMS) {
      const items = await batches.loadItems(ctx.db, row, next, AUDIT_STEP_ITEMS);
      const verdicts = await judgeItems(
        items.map((i) => ({ input: i.input, output: i.output })),
        categories,
        include_evidence,
        guard,
        judge,
      );
      const end = next + AUDIT_STEP_ITEMS;
      await ctx.step(
        (tx) =>
          batches.saveVerdicts(
            tx,
            batchId,
            items.map((item, k) => ({ index: item.index, verdict: verdicts[k] })),
          ),
        { next: end, done: Math.min(end, row.total_items), total: row.total_items },
      );
    }
    await ctx.step((tx) => completeJudgedBatch(tx, batchId));
    requestKeys.forget(ctx.job.id);
    return { batch_id: batchId };
  },
};
