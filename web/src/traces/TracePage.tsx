// One trace: its summary, the span list (tree and waterfall, virtualised), the selected span's details, the
// conversation, the retrievals, the diagnostics and the trace's failure analyses (with "Analyse this trace"). The selected span is in the address (?span=) so a link
// to it can be shared.
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useApi } from '../api/use-api';
import { DataState } from '../components/DataState';
import { dateTime, duration } from '../components/format-values';
import { buildForest } from './span-rows';
import { SpanTree } from './SpanTree';
import { TraceAnalyses } from './TraceAnalyses';
import { Conversation, Diagnostics, Retrievals, SpanDetails } from './TraceParts';
import type { FullTrace } from './trace-types';

function groupBySpan<T extends { span_id: string | null }>(items: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) if (item.span_id) out.set(item.span_id, [...(out.get(item.span_id) ?? []), item]);
  return out;
}

function TraceView({ trace }: { trace: FullTrace }) {
  const [params, setParams] = useSearchParams();
  const forest = useMemo(() => buildForest(trace), [trace]);
  const messagesBySpan = useMemo(() => groupBySpan(trace.messages), [trace]);
  const retrievalsBySpan = useMemo(() => groupBySpan(trace.retrievals), [trace]);
  const selectedId = params.get('span') ?? forest.roots[0] ?? null;
  const selected = selectedId ? forest.byId.get(selectedId)?.span : undefined;
  const select = (id: string) => setParams({ span: id }, { replace: true });
  const s = trace.summary;
  const cards = [
    ['Spans', s.span_count.toLocaleString()],
    ['Duration', duration(s.duration_ms)],
    ['Errors', String(s.error_count)],
    ['LLM calls', String(s.llm_span_count)],
    ['Tool calls', String(s.tool_call_count)],
    ['Retrievals', String(s.retrieval_count)],
    ['Tokens in / out', `${s.input_tokens.toLocaleString()} / ${s.output_tokens.toLocaleString()}`],
  ];
  return (
    <>
      <p className="muted">
        Project <strong>{trace.metadata.project_name}</strong>
        {trace.metadata.service_name && (
          <>
            {' '}
            · service <strong>{trace.metadata.service_name}</strong>
          </>
        )}{' '}
        · started {dateTime(s.start_time)}
        {s.models.length > 0 && <> · models {s.models.join(', ')}</>} · <a href="#trace-analyses-heading">failure analyses</a>
      </p>
      <div className="cards compact">
        {cards.map(([label, value]) => (
          <div key={label} className="card">
            <div className="muted">{label}</div>
            <div className="value">{value}</div>
          </div>
        ))}
      </div>
      <h2>Spans and timeline</h2>
      <div className="trace-layout">
        <SpanTree forest={forest} selectedId={selectedId} onSelect={select} />
        {selected ? (
          <SpanDetails span={selected} messages={messagesBySpan.get(selected.span_id) ?? []} retrievals={retrievalsBySpan.get(selected.span_id) ?? []} />
        ) : (
          <p className="muted">Select a span to see its details.</p>
        )}
      </div>
      <h2>Conversation</h2>
      <Conversation messages={trace.messages} label="Conversation of the trace" />
      <h2>Retrievals</h2>
      <Retrievals retrievals={trace.retrievals} />
      <h2>Diagnostics</h2>
      <Diagnostics diagnostics={trace.diagnostics} onShowSpan={select} />
      <TraceAnalyses traceId={trace.trace_id} projectName={trace.metadata.project_name} />
    </>
  );
}

export function TracePage() {
  const { traceId = '' } = useParams();
  const state = useApi<FullTrace>(`/api/v1/traces/${encodeURIComponent(traceId)}/full`);
  return (
    <>
      <p>
        <Link to="/traces">← Traces</Link>
      </p>
      <h1>
        Trace <code>{traceId}</code>
      </h1>
      <DataState state={state}>{(trace) => <TraceView trace={trace} />}</DataState>
    </>
  );
}
