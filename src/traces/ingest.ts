// Ingestion: which project the parts go to, then one transaction per request for all of them.
import { ensureProject, findProject, type Project } from '../projects/projects.js';
import { ProjectName } from '../http/common-schemas.js';
import type { Store } from '../store/store.js';
import type { ConvertedRequest } from './otlp/otlp-spans.js';
import { checkItem, toItemRow, toSpan } from './native-items.js';
import type { NativeBatch } from './schemas-ingest.js';
import type { NormalisedSpan } from '../core/traces/span-model.js';
import type { ValidationIssue } from '../http/errors.js';
import { claimTraces, foreignTraceReason, insertItems, insertSpans, type ItemRow, type SpanGroup } from './traces-store.js';

import { DEFAULT_PROJECT } from '../accounts/default-project.js';
export { DEFAULT_PROJECT };
export const PROJECT_ATTRIBUTE = 'assay.project';
const PROJECT_NAME_RULE = new RegExp(ProjectName.pattern!, 'u');

export const isProjectName = (name: string) => name.length >= 1 && name.length <= 128 && PROJECT_NAME_RULE.test(name);

/** Caps ingestion requests in flight; callers over the cap are told to retry (back-pressure). */
export class IngestGate {
  private inFlight = 0;
  constructor(readonly max: number) {}
  tryEnter(): boolean {
    if (this.inFlight >= this.max) return false;
    this.inFlight++;
    return true;
  }
  leave(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }
}

/** The owner's project of that name, created on first use (one query when it exists, as it nearly always does). */
async function projectFor(store: Store, ownerId: string, name: string): Promise<Project> {
  return (await findProject(store, ownerId, name)) ?? (await ensureProject(store, ownerId, name)).project;
}

export interface OtlpIngestResult {
  stored: number;
  duplicates: number;
  rejected: number;
  reasons: string[];
}

/**
 * Stores an OTLP request's spans. The project is the x-assay-project header, else each resource's
 * assay.project attribute, else "default"; spans of a resource with an invalid project name are rejected.
 */
export async function ingestOtlp(store: Store, ownerId: string, converted: ConvertedRequest, headerProject: string | null): Promise<OtlpIngestResult> {
  const result: OtlpIngestResult = { stored: 0, duplicates: 0, rejected: converted.rejected, reasons: [...converted.reasons] };
  const byName = new Map<string, Omit<SpanGroup, 'projectId'>[]>();
  for (const r of converted.resources) {
    if (!r.spans.length) continue;
    const attr = r.resource[PROJECT_ATTRIBUTE];
    const name = headerProject ?? (typeof attr === 'string' && attr !== '' ? attr : DEFAULT_PROJECT);
    if (!isProjectName(name)) {
      result.rejected += r.spans.length;
      result.reasons.push(`project name '${name.slice(0, 140)}' is invalid: 1–128 letters, digits, spaces and . _ : @ -, starting with a letter or digit`);
      continue;
    }
    const service = r.resource['service.name'];
    const list = byName.get(name) ?? [];
    list.push({ serviceName: typeof service === 'string' ? service : null, resource: r.resource, spans: r.spans });
    byName.set(name, list);
  }
  if (!byName.size) return result;
  const groups: (SpanGroup & { projectName: string })[] = [];
  for (const [name, list] of byName) {
    const project = await projectFor(store, ownerId, name);
    for (const g of list) groups.push({ ...g, projectId: project.id, projectName: project.name });
  }
  await store.transaction(async (tx) => {
    for (const g of groups) {
      const foreign = await claimTraces(tx, ownerId, g.projectId, [...new Set(g.spans.map((s) => s.trace_id))]);
      const spans = foreign.size ? g.spans.filter((s) => !foreign.has(s.trace_id)) : g.spans;
      result.rejected += g.spans.length - spans.length;
      for (const [traceId, other] of [...foreign].slice(0, 10)) result.reasons.push(foreignTraceReason(traceId, other, g.projectName));
      const w = await insertSpans(tx, ownerId, { ...g, spans });
      result.stored += w.stored;
      result.duplicates += w.duplicates;
    }
  });
  return result;
}

export interface NativeItemOutcome {
  index: number;
  status: 201 | 200 | 422;
  error: ValidationIssue[] | null;
}

export interface NativeIngestResult {
  project_name: string;
  stored: number;
  duplicates: number;
  rejected: number;
  results: NativeItemOutcome[];
}

export async function ingestNative(store: Store, ownerId: string, batch: NativeBatch, headerProject: string | null): Promise<NativeIngestResult> {
  const projectName = batch.project_name ?? headerProject ?? DEFAULT_PROJECT;
  const results: NativeItemOutcome[] = [];
  let spans: { index: number; span: NormalisedSpan }[] = [];
  let items: { index: number; row: ItemRow }[] = [];
  batch.items.forEach((value, index) => {
    const checked = checkItem(value, index);
    if (!checked.ok) return void (results[index] = { index, status: 422, error: checked.error });
    const item = checked.item;
    if (item.type === 'span') spans.push({ index, span: toSpan(item) });
    else items.push({ index, row: toItemRow(item) });
  });

  const project = await projectFor(store, ownerId, projectName);
  const service = batch.service_name ?? null;
  const { spanKeys, itemKeys } = await store.transaction(async (tx) => {
    const traceIds = new Set([...spans.map((s) => s.span.trace_id), ...items.map((i) => i.row.trace_id)]);
    const foreign = await claimTraces(tx, ownerId, project.id, [...traceIds]);
    if (foreign.size) {
      // Parts of another project's trace are refused one by one, at their trace_id; the rest of the batch is stored.
      const refuse = (index: number, traceId: string) => {
        const msg = foreignTraceReason(traceId, foreign.get(traceId)!, project.name);
        results[index] = { index, status: 422, error: [{ loc: ['body', 'items', index, 'trace_id'], msg, type: 'value_error' }] };
      };
      for (const s of spans) if (foreign.has(s.span.trace_id)) refuse(s.index, s.span.trace_id);
      for (const i of items) if (foreign.has(i.row.trace_id)) refuse(i.index, i.row.trace_id);
      spans = spans.filter((s) => !foreign.has(s.span.trace_id));
      items = items.filter((i) => !foreign.has(i.row.trace_id));
    }
    const written = spans.length
      ? await insertSpans(
          tx,
          ownerId,
          { projectId: project.id, serviceName: service, resource: service ? { 'service.name': service } : {}, spans: spans.map((s) => s.span) },
          true,
        )
      : null;
    // Within one batch the first copy of an item is the one stored; later copies are duplicates.
    const unique = new Map<string, ItemRow>();
    for (const { row } of items) {
      const k = `${row.trace_id}/${row.kind}/${row.key}`;
      if (!unique.has(k)) unique.set(k, row);
    }
    const storedItems = unique.size ? await insertItems(tx, ownerId, project.id, service, [...unique.values()]) : new Set<string>();
    return { spanKeys: written?.storedKeys ?? new Set<string>(), itemKeys: storedItems };
  });

  // A key is reported stored once (for its first item); every other item with it is a duplicate.
  const claim = (keys: Set<string>, key: string) => keys.delete(key);
  for (const { index, span } of spans) {
    results[index] = { index, status: claim(spanKeys, `${span.trace_id}/${span.span_id}`) ? 201 : 200, error: null };
  }
  for (const { index, row } of items) {
    results[index] = { index, status: claim(itemKeys, `${row.trace_id}/${row.kind}/${row.key}`) ? 201 : 200, error: null };
  }
  const count = (s: number) => results.filter((r) => r.status === s).length;
  return { project_name: project.name, stored: count(201), duplicates: count(200), rejected: count(422), results };
}
