// /analysis/runs/:runId/items/:itemIndex?tag=… — one item in full (input, output, context…) with the chosen
// tag's evidence snippets highlighted in place, and the tag's evidence, scoring in words and remediation.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { query } from '../api/client';
import { useApi } from '../api/use-api';
import { Badge } from '../components/Badge';
import { DataState } from '../components/DataState';
import { HighlightedText } from '../components/HighlightedText';
import { formatUnit } from '../components/format';
import { evidenceRanges, itemTexts, type TextSource } from './evidence-ranges';
import { scoringInWords } from './scoring-words';
import { formatSeverity, SeverityBadge } from './severity';
import { mostImportantFirst } from './tag-order';
import { RuleWhy } from './RuleWhy';
import { spanPath, tracePath } from '../traces/trace-links';
import type { AnalysisItem, FailureAnalysisResponse, FailureTag, TagPage } from './types';

const TEXTS: { source: TextSource; label: string }[] = [
  { source: 'input', label: 'Input' },
  { source: 'output', label: 'Output' },
  { source: 'context', label: 'Context' },
];

function TagDetail({
  tag,
  thresholds,
  projectName,
}: {
  tag: FailureTag;
  thresholds: FailureAnalysisResponse['summary']['thresholds'] | null;
  projectName: string | null;
}) {
  const s = tag.scoring_breakdown;
  return (
    <article aria-labelledby="tag-heading" className="panel">
      <h2 id="tag-heading">
        {tag.subcategory_name} <Badge value={tag.decision} /> <SeverityBadge value={tag.severity} label={tag.severity_label} />
      </h2>
      <p className="muted">
        {tag.bucket_name} · confidence {formatUnit(tag.confidence)} · detector <code>{tag.detector_id}</code> ({tag.detector_type_used})
        {tag.span_id && (
          <>
            {' '}
            · span{' '}
            {tag.trace_id ? (
              <Link to={spanPath(tag.trace_id, tag.span_id)}>
                <code>{tag.span_id}</code>
              </Link>
            ) : (
              <code>{tag.span_id}</code>
            )}
          </>
        )}
      </p>
      <h3>Evidence</h3>
      <ul className="evidence">
        {tag.evidence_items.map((e) => (
          <li key={e.item_id}>
            <span className="muted">{e.source}:</span> {e.content_snippet && <q className="snippet">{e.content_snippet}</q>} {e.description}
            {e.confidence < 1 && <span className="muted"> (confidence {formatUnit(e.confidence)})</span>}
          </li>
        ))}
      </ul>
      <RuleWhy tag={tag} projectName={projectName} />
      {tag.judge_rationale && (
        <>
          <h3>Judge's rationale</h3>
          <p>{tag.judge_rationale}</p>
        </>
      )}
      <h3>How the score was reached</h3>
      <ul className="scoring-words">
        {scoringInWords(tag, thresholds).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <details>
        <summary>The numbers</summary>
        <table aria-label="Scoring breakdown">
          <tbody>
            {(
              [
                ['Detector score', s.deterministic_score, s.deterministic_weight],
                ['Judge score', s.judge_score, s.judge_weight],
              ] as const
            ).map(([what, score, weight]) => (
              <tr key={what}>
                <th scope="row">{what}</th>
                <td className="num">{formatUnit(score)}</td>
                <td>weight {formatUnit(weight)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Base confidence</th>
              <td className="num">{formatUnit(s.base_confidence)}</td>
              <td />
            </tr>
            <tr>
              <th scope="row">Security</th>
              <td className="num">+{formatUnit(s.security_weight)}</td>
              <td>{s.security_override ? `raised to fail by ${s.security_override}` : ''}</td>
            </tr>
            <tr>
              <th scope="row">Metric agreement / disagreement</th>
              <td className="num">
                +{formatUnit(s.metric_agreement_bonus)} / −{formatUnit(s.disagreement_penalty)}
              </td>
              <td />
            </tr>
            <tr>
              <th scope="row">Final confidence</th>
              <td className="num">{formatUnit(s.final_confidence)}</td>
              <td />
            </tr>
            <tr>
              <th scope="row">Impact + risk</th>
              <td className="num">
                {s.impact} + {s.risk}
              </td>
              <td>of 3 + 2: level {tag.severity_label}</td>
            </tr>
            <tr>
              <th scope="row">Frequency weight</th>
              <td className="num">×{s.frequency_weight}</td>
              <td />
            </tr>
            <tr>
              <th scope="row">Final severity</th>
              <td className="num">{formatSeverity(s.final_severity)}</td>
              <td>of 5; level weight {formatUnit(s.severity_weight)} in the overall score</td>
            </tr>
          </tbody>
        </table>
        <p className="muted">Recorded with the tag: {s.explanation}</p>
      </details>
      <h3>What to do</h3>
      <p>{tag.remediation}</p>
    </article>
  );
}

export function ItemPage() {
  const { runId = '', itemIndex = '0' } = useParams();
  const [params, setParams] = useSearchParams();
  const run = useApi<FailureAnalysisResponse>(`/v2/failure-analysis/runs/${runId}`);
  const item = useApi<AnalysisItem>(`/v2/failure-analysis/runs/${runId}/items/${itemIndex}`);
  const tags = useApi<TagPage>(`/v2/failure-analysis/runs/${runId}/tags${query({ item_index: itemIndex, limit: 1000 })}`);
  const thresholds = run.data?.summary.thresholds ?? null;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/analysis">Failure analysis</Link> / <Link to={`/analysis/runs/${runId}`}>run{run.data ? ` of ${run.data.project_name}` : ''}</Link> / item{' '}
        {itemIndex}
      </p>
      <h1>Item {itemIndex}</h1>
      {item.data?.trace_id && (
        <p className="muted">
          From trace <Link to={tracePath(item.data.trace_id)}>{item.data.trace_id}</Link>
        </p>
      )}
      <DataState state={item}>
        {(it) => (
          <DataState state={tags}>
            {({ tags: page }) => {
              const list = mostImportantFirst(page);
              const selected = list.find((t) => t.tag_id === params.get('tag')) ?? list[0] ?? null;
              const texts = itemTexts(it);
              const ranges = evidenceRanges(selected, texts);
              const chunks = it.context?.length ?? 0;
              return (
                <div className="item-layout">
                  <div className="item-texts">
                    {!it.analysed && (
                      <p role="status" className="callout">
                        The run has not analysed this item yet: its tags appear when it has.
                      </p>
                    )}
                    {TEXTS.filter((t) => t.source !== 'context' || chunks > 0).map(({ source, label }) => (
                      <section key={source} aria-labelledby={`text-${source}`}>
                        <h2 id={`text-${source}`}>
                          {label}
                          {source === 'context' && chunks > 1 && <span className="muted"> ({chunks} chunks, one blank line apart)</span>}
                        </h2>
                        <pre data-source={source}>
                          <HighlightedText text={texts[source]} ranges={ranges[source]} />
                        </pre>
                      </section>
                    ))}
                    {it.system_prompt !== null && (
                      <section aria-labelledby="text-system">
                        <h2 id="text-system">System prompt</h2>
                        <pre>{it.system_prompt}</pre>
                      </section>
                    )}
                    {it.reference !== null && (
                      <section aria-labelledby="text-reference">
                        <h2 id="text-reference">Reference answer</h2>
                        <pre>{it.reference}</pre>
                      </section>
                    )}
                    {it.tool_calls !== null && (
                      <section aria-labelledby="text-tools">
                        <h2 id="text-tools">Tool calls</h2>
                        <pre>{JSON.stringify(it.tool_calls, null, 2)}</pre>
                      </section>
                    )}
                  </div>
                  <div className="item-tags">
                    <nav aria-label="Tags of this item">
                      <h2>Tags of this item</h2>
                      {list.length === 0 ? (
                        <p className="muted">No fail or unsure tags: every check passed.</p>
                      ) : (
                        <ul className="tag-list">
                          {list.map((t) => (
                            <li key={t.tag_id}>
                              <button
                                type="button"
                                className={t.tag_id === selected?.tag_id ? 'tag-choice current' : 'tag-choice'}
                                aria-current={t.tag_id === selected?.tag_id ? 'true' : undefined}
                                onClick={() => setParams({ tag: t.tag_id }, { replace: true })}
                              >
                                <Badge value={t.decision} /> {t.subcategory_name}{' '}
                                <span className="muted">
                                  severity {formatSeverity(t.severity)} · {formatUnit(t.confidence)}
                                </span>
                              </button>
                            </li>
                          ))}
                        </ul>
                      )}
                    </nav>
                    {selected && <TagDetail tag={selected} thresholds={thresholds} projectName={run.data?.project_name ?? null} />}
                  </div>
                </div>
              );
            }}
          </DataState>
        )}
      </DataState>
    </>
  );
}
