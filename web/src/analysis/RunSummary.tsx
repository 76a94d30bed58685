// The run's summary in cards: primary failure, overall severity, health score, items with failures, the tag
// counts, and the alert / CI-gate / review decisions with the thresholds they used and the gate's reasons.
import { formatUnit } from '../components/format';
import { RunFlags } from './RunFlags';
import { OverallSeverity } from './severity';
import { bucketName, bucketOfSubcategory, useTaxonomy } from './taxonomy';
import { SEVERITY_LABELS, type FailureSummary } from './types';

export function RunSummary({ summary }: { summary: FailureSummary }) {
  const buckets = useTaxonomy();
  const t = summary.thresholds;
  const levels = SEVERITY_LABELS.filter((l) => summary.severity_counts[l] > 0).map((l) => `${summary.severity_counts[l]} ${l}`);
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">Summary</h2>
      <div className="cards">
        <div className="card">
          <div className="label">Primary failure</div>
          <div className="value">{summary.primary_failure_name ?? summary.primary_failure ?? 'None'}</div>
          {summary.primary_failure && (
            <div className="muted" data-testid="primary-bucket">
              bucket {bucketOfSubcategory(buckets, summary.primary_failure)?.bucket_name ?? bucketName(buckets, summary.primary_bucket)}
            </div>
          )}
        </div>
        <div className="card">
          <div className="label">Overall severity</div>
          <div className="value">
            <OverallSeverity summary={summary} />
          </div>
          {summary.total_failures_detected > 0 && (
            <div className="muted">
              confidence {formatUnit(summary.overall_confidence)} · {levels.join(', ')}
            </div>
          )}
        </div>
        <div className="card">
          <div className="label">Overall score</div>
          <div className="value">{formatUnit(summary.overall_score)}</div>
          <div className="muted">1 is healthy</div>
        </div>
        <div className="card">
          <div className="label">Items with failures</div>
          <div className="value">
            {summary.items_with_failures} / {summary.total_items}
          </div>
          <div className="muted">
            {summary.items_all_passed} without a failure · {summary.buckets_affected.length} bucket{summary.buckets_affected.length === 1 ? '' : 's'} affected
          </div>
        </div>
        <div className="card">
          <div className="label">Tags</div>
          <div className="value">
            {summary.total_failures_detected} fail · {summary.total_uncertain} unsure
          </div>
          <div className="muted">{summary.total_passes} checks passed</div>
        </div>
        <div className="card">
          <div className="label">Flags</div>
          <div className="value">
            <RunFlags summary={summary} />
          </div>
          <div className="muted">
            thresholds: alert {formatUnit(t.alert)}, gate {formatUnit(t.gate)}, review {formatUnit(t.review)}
          </div>
        </div>
      </div>
      {summary.gate_reasons.length > 0 && (
        <div className="callout danger">
          <strong>Why CI is gated</strong>
          <ul>
            {summary.gate_reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
