// /analysis/runs/:runId — one run: its summary, the chart of fail tags by bucket and severity level, the tags
// table and the items. A run still processing is polled until it completes or fails.
import { Fragment, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../api/use-api';
import { Badge } from '../components/Badge';
import { DataState } from '../components/DataState';
import { formatDuration, formatTime, formatUnit } from '../components/format';
import { FailuresChart } from './FailuresChart';
import { InputsTable } from './InputsTable';
import { RunSummary } from './RunSummary';
import { TagsTable } from './TagsTable';
import { tracePath } from '../traces/trace-links';
import type { FailureAnalysisResponse } from './types';

const POLL_MS = 1500;
const SCAN_FINDINGS_SHOWN = 10;

function RunDetails({ run }: { run: FailureAnalysisResponse }) {
  const skipped = Object.entries(run.detectors_skipped_reasons);
  const notRun = Object.entries(run.not_run);
  // null: the evaluation or the audit did not run (not_run says why when it was asked for).
  const metrics = Object.entries(run.eval_metrics ?? {});
  const flags = Object.entries(run.security_flags ?? {});
  const mapped = Object.entries(run.field_mapping ?? {});
  const scan = run.scan_findings ?? [];
  return (
    <details className="panel">
      <summary>How the run was made</summary>
      <dl className="facts">
        <dt>Mode</dt>
        <dd>
          {run.mode} ({run.input_type}, {run.feature_kind})
        </dd>
        {mapped.length > 0 && (
          <>
            <dt>Fields read under other names</dt>
            <dd>
              <ul>
                {mapped.map(([from, to]) => (
                  <li key={from}>
                    <code>{from}</code> as <code>{to}</code>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>Detectors run</dt>
        <dd>{run.detectors_run.length ? run.detectors_run.join(', ') : 'none'}</dd>
        {skipped.length > 0 && (
          <>
            <dt>Detectors skipped</dt>
            <dd>
              <ul>
                {skipped.map(([id, why]) => (
                  <li key={id}>
                    <code>{id}</code>: {why}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {notRun.map(([what, why]) => (
          <Fragment key={what}>
            <dt>{what} not run</dt>
            <dd>{why}</dd>
          </Fragment>
        ))}
        {metrics.length > 0 && (
          <>
            <dt>Evaluation metrics (means)</dt>
            <dd>{metrics.map(([name, score]) => `${name} ${formatUnit(score)}`).join(', ')}</dd>
          </>
        )}
        {scan.length > 0 && (
          <>
            <dt>The project's latest code scan</dt>
            <dd>
              <ul>
                {scan.slice(0, SCAN_FINDINGS_SHOWN).map((f) => (
                  <li key={`${f.tool}-${f.rule_id}-${f.file}-${f.line}-${f.message}`}>
                    {f.tool} · <code>{f.rule_id}</code> ({f.level}) at <code>{f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : 'the scanned code'}</code>:{' '}
                    {f.message}
                  </li>
                ))}
              </ul>
              {scan.length > SCAN_FINDINGS_SHOWN && <p className="muted">and {scan.length - SCAN_FINDINGS_SHOWN} more.</p>}
              <p className="muted">A finding is evidence on a tag only where it names the tag's tool, file or span.</p>
            </dd>
          </>
        )}
        {flags.length > 0 && (
          <>
            <dt>Security audit</dt>
            <dd>
              {flags.map(([label, verdict]) => (
                <span key={label} className={`badge ${verdict === 'unsafe' ? 'fail' : 'pass'}`}>
                  {label} {verdict}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
    </details>
  );
}

export function RunPage() {
  const { runId = '' } = useParams();
  const state = useApi<FailureAnalysisResponse>(`/v2/failure-analysis/runs/${runId}`);
  const processing = state.data?.status === 'processing';
  const { reload } = state;
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, reload, state.data]);
  return (
    <>
      <p className="breadcrumb">
        <Link to="/analysis">Failure analysis</Link> / run
      </p>
      <DataState state={state}>
        {(run) => (
          <>
            <h1>
              Run of {run.project_name} <Badge value={run.status} />
            </h1>
            <p className="muted">
              {run.summary.total_items} item{run.summary.total_items === 1 ? '' : 's'} · started {formatTime(run.created_at)}
              {run.completed_at && ` · took ${formatDuration(run.duration_ms)}`} · <code>{run.run_id}</code>
              {run.trace_id && (
                <>
                  {' '}
                  · analysis of trace <Link to={tracePath(run.trace_id)}>{run.trace_id}</Link>
                </>
              )}
            </p>
            {run.status === 'processing' && (
              <p role="status" className="callout">
                Analysing {run.summary.total_items} items in the background; this page updates when the run completes.
              </p>
            )}
            {run.status === 'failed' && (
              <p role="alert" className="callout danger">
                The run failed: {run.error}
              </p>
            )}
            {run.status === 'completed' && (
              <>
                <RunSummary summary={run.summary} />
                <section aria-labelledby="chart-heading">
                  <h2 id="chart-heading">Failures by bucket and severity</h2>
                  <FailuresChart run={run} />
                </section>
                <TagsTable runId={run.run_id} tagsTotal={run.failure_tags_total} checked={run.detectors_run} />
                <InputsTable run={run} />
                <RunDetails run={run} />
              </>
            )}
          </>
        )}
      </DataState>
    </>
  );
}
