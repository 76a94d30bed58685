// The parts of a trace shown beside its spans: one span's details, the conversation, the retrievals and
// the diagnostics. Each takes plain data, so the trace page only decides what to pass.
import { Fragment } from 'react';
import { Badge } from '../components/Badge';
import { dateTime, decimal, duration } from '../components/format-values';
import type { FullTrace, TraceMessage, TraceRetrieval, TraceSpan, TraceSpanEvent } from './trace-types';

const attributeText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A span's events in the order sent, each with its time after the span's start (what a reader compares). */
function SpanEvents({ events, spanStart }: { events: TraceSpanEvent[]; spanStart: string }) {
  if (!events.length) return <p className="muted">No events.</p>;
  const start = Date.parse(spanStart);
  return (
    <ol className="span-events" aria-label="Span events">
      {events.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and are shown in the order sent, never reordered
        <li key={i}>
          <strong>{e.name || '(unnamed)'}</strong>{' '}
          <span className="muted">{e.time ? `${dateTime(e.time)} (+${duration(Math.max(0, Date.parse(e.time) - start))})` : 'no time'}</span>
          {Object.keys(e.attributes).length > 0 && (
            <dl className="facts">
              {Object.entries(e.attributes).map(([k, v]) => (
                <Fragment key={k}>
                  <dt>
                    <code>{k}</code>
                  </dt>
                  <dd className="wrap">{attributeText(v)}</dd>
                </Fragment>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}

export function SpanDetails({ span, messages, retrievals }: { span: TraceSpan; messages: TraceMessage[]; retrievals: TraceRetrieval[] }) {
  const attributes = Object.entries(span.attributes);
  const toolCalls = messages.flatMap((m) => m.tool_calls);
  return (
    <section aria-labelledby="span-details-title" className="panel">
      <h2 id="span-details-title">{span.name}</h2>
      <dl className="facts">
        <dt>Span id</dt>
        <dd>
          <code>{span.span_id}</code>
        </dd>
        <dt>Kind</dt>
        <dd>{span.kind}</dd>
        <dt>Status</dt>
        <dd>
          <Badge value={span.status === 'error' ? 'fail' : span.status} /> {span.status_message}
        </dd>
        <dt>Started</dt>
        <dd>{dateTime(span.start_time)}</dd>
        <dt>Duration</dt>
        <dd>{duration(span.duration_ms)}</dd>
        <dt>Parent</dt>
        <dd>{span.parent_span_id ? <code>{span.parent_span_id}</code> : 'none (root)'}</dd>
      </dl>
      <h3>Attributes</h3>
      {attributes.length ? (
        <table aria-label="Span attributes">
          <thead>
            <tr>
              <th>Name</th>
              <th>Value</th>
            </tr>
          </thead>
          <tbody>
            {attributes.map(([k, v]) => (
              <tr key={k}>
                <td>
                  <code>{k}</code>
                </td>
                <td className="wrap">{attributeText(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No attributes.</p>
      )}
      <h3>Events</h3>
      <SpanEvents events={span.events ?? []} spanStart={span.start_time} />
      {toolCalls.length > 0 && (
        <>
          <h3>Tool calls</h3>
          <ul className="plain">
            {toolCalls.map((c, i) => (
              <li key={c.id ?? i}>
                <strong>{c.name}</strong> <code>{c.arguments}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      {messages.length > 0 && (
        <>
          <h3>Messages on this span</h3>
          <Conversation messages={messages} label="Messages on this span" />
        </>
      )}
      {retrievals.length > 0 && (
        <>
          <h3>Retrievals on this span</h3>
          <Retrievals retrievals={retrievals} />
        </>
      )}
    </section>
  );
}

export function Conversation({ messages, label }: { messages: TraceMessage[]; label: string }) {
  if (!messages.length) return <p className="muted">No messages were recorded.</p>;
  return (
    <ol className="conversation" aria-label={label}>
      {messages.map((m) => (
        <li key={`${m.index}-${m.span_id}`} className={`message role-${m.role}`}>
          <div className="message-role">
            {m.role}
            {m.name ? ` · ${m.name}` : ''}
            {m.tool_call_id ? ` · answers ${m.tool_call_id}` : ''}
          </div>
          {m.content !== null && <div className="message-text">{m.content}</div>}
          {m.tool_calls.map((c, i) => (
            <div key={c.id ?? i} className="tool-call">
              calls <strong>{c.name}</strong> <code>{c.arguments}</code>
            </div>
          ))}
        </li>
      ))}
    </ol>
  );
}

export function Retrievals({ retrievals }: { retrievals: TraceRetrieval[] }) {
  if (!retrievals.length) return <p className="muted">No retrievals were recorded.</p>;
  return (
    <div className="stack">
      {retrievals.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: retrievals have no id (a span may have several) and are shown in the order recorded
        <table key={i} aria-label={`Retrieval ${i + 1}: ${r.query ?? 'no query recorded'}`}>
          <caption>
            <strong>Query:</strong> {r.query ?? <span className="muted">not recorded</span>}
          </caption>
          <thead>
            <tr>
              <th className="num">Rank</th>
              <th>Document</th>
              <th className="num">Score</th>
            </tr>
          </thead>
          <tbody>
            {r.documents.map((d, rank) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the row's identity (document ids may be missing or repeated)
              <tr key={rank}>
                <td className="num">{rank + 1}</td>
                <td className="wrap">
                  {d.id && <code>{d.id}</code>} {d.content}
                </td>
                <td className="num">{decimal(d.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

export function Diagnostics({ diagnostics, onShowSpan }: { diagnostics: FullTrace['diagnostics']; onShowSpan(id: string): void }) {
  const spanLinks = (ids: string[]) =>
    ids.map((id) => (
      <button key={id} type="button" className="link" onClick={() => onShowSpan(id)}>
        {id}
      </button>
    ));
  const findings = [
    { label: 'Spans with errors', value: diagnostics.error_spans.length, detail: spanLinks(diagnostics.error_spans.slice(0, 20)) },
    { label: 'Orphan spans (parent not received)', value: diagnostics.orphan_spans.length, detail: spanLinks(diagnostics.orphan_spans.slice(0, 20)) },
    { label: 'Missing parents', value: diagnostics.missing_parents.length, detail: diagnostics.missing_parents.slice(0, 20).join(', ') },
    {
      label: 'Clock skew',
      value: diagnostics.clock_skew.length,
      detail: diagnostics.clock_skew
        .slice(0, 20)
        .map((c) => `${c.span_id}: ${c.detail}`)
        .join('; '),
    },
    { label: 'Duplicates dropped', value: diagnostics.duplicates_dropped, detail: null },
  ];
  return (
    <div>
      <table aria-label="Diagnostics">
        <tbody>
          {findings.map((f) => (
            <tr key={f.label}>
              <th scope="row">{f.label}</th>
              <td className="num">{f.value}</td>
              <td className="wrap">{f.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {diagnostics.warnings.length > 0 && (
        <ul>
          {diagnostics.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
