// `assay traces upload FILE`: OTLP JSON (one export request, `{"resourceSpans": …}`, or the OpenTelemetry
// Collector file exporter's JSON Lines, one export request per line) → POST /v1/traces; or a native batch
// ({"items": [...]}, or an array of items) → POST /api/v1/traces. It says what was stored (spans, traces) and
// why each refused part was refused.
import { Command } from 'commander';
import { ApiClient } from './api-client.js';
import { count, print } from './output.js';
import { EXIT } from './exit-codes.js';
import { UsageError } from './errors.js';
import { parseJsonText, readTextFile } from './text-files.js';
import { shownPath } from './places.js';

interface OtlpRequest {
  resourceSpans: { scopeSpans?: { spans?: { traceId?: string }[] }[] }[];
}

export interface OtlpUploadSummary {
  format: 'otlp';
  project_name: string | null;
  requests: number;
  spans_sent: number;
  spans_rejected: number;
  trace_ids: string[];
  /** Per export request that had spans refused: which line of the file (1 for a single JSON document), how many, why. */
  rejections: { line: number; rejected_spans: number; reason: string }[];
}

/** The file's export requests: one JSON document, or JSON Lines as the Collector's file exporter writes them. */
export function readOtlpRequests(file: string, text: string): { line: number; request: OtlpRequest }[] | null {
  const isRequest = (v: unknown): v is OtlpRequest => typeof v === 'object' && v !== null && Array.isArray((v as OtlpRequest).resourceSpans);
  try {
    const doc = JSON.parse(text);
    return isRequest(doc) ? [{ line: 1, request: doc }] : null;
  } catch {
    // Not one JSON document: JSON Lines, when every non-empty line is an export request.
  }
  const requests: { line: number; request: OtlpRequest }[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(lines[i]);
    } catch (err) {
      throw new UsageError(`${file}, line ${i + 1}: not valid JSON (${(err as Error).message}).`);
    }
    if (!isRequest(value)) throw new UsageError(`${file}, line ${i + 1}: expected an OTLP export request ({"resourceSpans": [...]}).`);
    requests.push({ line: i + 1, request: value });
  }
  return requests.length > 0 ? requests : null;
}

const spansOf = (request: OtlpRequest) => request.resourceSpans.flatMap((r) => (r.scopeSpans ?? []).flatMap((s) => s.spans ?? []));

async function uploadOtlp(client: ApiClient, requests: { line: number; request: OtlpRequest }[], project: string | undefined): Promise<OtlpUploadSummary> {
  const summary: OtlpUploadSummary = {
    format: 'otlp',
    project_name: project ?? null,
    requests: 0,
    spans_sent: 0,
    spans_rejected: 0,
    trace_ids: [],
    rejections: [],
  };
  const traceIds = new Set<string>();
  for (const { line, request } of requests) {
    const spans = spansOf(request);
    const res = await client.request<{ partialSuccess?: { rejectedSpans?: number | string; errorMessage?: string } }>('POST', '/v1/traces', {
      json: request,
      headers: project ? { 'x-assay-project': project } : {},
    });
    summary.requests++;
    summary.spans_sent += spans.length;
    for (const s of spans) if (typeof s.traceId === 'string' && s.traceId) traceIds.add(s.traceId);
    const rejected = Number(res.body.partialSuccess?.rejectedSpans ?? 0);
    if (rejected > 0) {
      summary.spans_rejected += rejected;
      summary.rejections.push({ line, rejected_spans: rejected, reason: res.body.partialSuccess?.errorMessage || 'no reason given' });
    }
  }
  summary.trace_ids = [...traceIds];
  return summary;
}

/** What an OTLP upload stored, said in a line; when nothing was stored, why. */
export function describeOtlp(file: string, s: OtlpUploadSummary): string {
  const from = shownPath(file);
  const to = s.project_name ? ` to project ${s.project_name}` : '';
  const stored = s.spans_sent - s.spans_rejected;
  const head =
    s.spans_sent === 0
      ? `Nothing uploaded: ${from} holds ${count(s.requests, 'export request')} but no span (resourceSpans[].scopeSpans[].spans are empty).`
      : stored === 0
        ? `Nothing stored${to}: the server rejected all ${count(s.spans_sent, 'span')} from ${from}, for the reasons below.`
        : `Uploaded ${count(stored, 'span')} of ${count(s.trace_ids.length, 'trace')} from ${from}${to} (${count(s.requests, 'export request')}); ${s.spans_rejected} rejected.`;
  const lines = [head];
  for (const r of s.rejections) lines.push(`  line ${r.line}: ${count(r.rejected_spans, 'span')} rejected: ${r.reason}`);
  return lines.join('\n');
}

interface NativeResult {
  project_name: string;
  stored: number;
  duplicates: number;
  rejected: number;
  results: { index: number; status: number; error: { loc: (string | number)[]; msg: string }[] | null }[];
}

function describeNative(b: NativeResult, traceIds: string[]): string {
  const lines = [
    `Project ${b.project_name}: ${count(b.stored, 'part')} stored, ${b.duplicates} already stored, ${b.rejected} rejected; ` +
      `${count(traceIds.length, 'trace')} (${traceIds.join(', ')}).`,
  ];
  for (const r of b.results) {
    if (r.error) lines.push(`  item ${r.index + 1}: ${r.error.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; ')}`);
  }
  return lines.join('\n');
}

export function tracesCommand(): Command {
  const traces = new Command('traces').description('Trace ingestion');
  traces
    .command('upload')
    .description('Upload traces: OTLP JSON (an export request, or the Collector file exporter\'s JSON Lines) or a native batch ({"items": [...]})')
    .argument('<file>')
    .option('--project <name>', 'project of the traces (else the file or server default)')
    .option('--json', 'print what was stored as JSON (counts, trace ids, rejections)')
    .action(async (file: string, options: { project?: string; json?: boolean }) => {
      const text = readTextFile(file);
      const client = ApiClient.fromEnvironment();
      const otlp = readOtlpRequests(shownPath(file), text);
      if (otlp) {
        const summary = await uploadOtlp(client, otlp, options.project);
        print(options.json, summary, () => describeOtlp(file, summary));
        if (summary.spans_rejected > 0 || summary.spans_sent === 0) process.exitCode = EXIT.usage;
        return;
      }
      const doc = parseJsonText(text, shownPath(file));
      const batch = Array.isArray(doc) ? { items: doc } : (doc as Record<string, unknown>);
      if (!Array.isArray(batch.items))
        throw new UsageError(`${shownPath(file)}: expected OTLP JSON (resourceSpans, or JSON Lines of them) or a native batch ({"items": [...]}).`);
      if (options.project) batch.project_name = options.project;
      const res = await client.request<NativeResult>('POST', '/api/v1/traces', { json: batch, accept: [207] });
      const traceIds = [
        ...new Set(
          (batch.items as { trace_id?: unknown }[])
            .filter((_item, i) => res.body.results[i]?.status !== 422)
            .map((item) => item?.trace_id)
            .filter((id): id is string => typeof id === 'string'),
        ),
      ];
      print(options.json, { ...res.body, trace_ids: traceIds }, () => describeNative(res.body, traceIds));
      if (res.body.rejected > 0) process.exitCode = EXIT.usage;
    });
  return traces;
}
