// The run's summary in cards: primary failure, worst severity, health score, items with failures, the tag
// counts, and the alert / CI-gate / review decisions with the thresholds they used and the gate's reasons.
import { Badge } from '../components/Badge';
import { formatUnit } from '../components/format';
import { RunFlags } from './RunFlags';
import { bucketName, subcategoryName, useTaxonomy } from './taxonomy';
import type { FailureSummary } from './types';

export function RunSummary({ summary }: { summary: FailureSummary }) {
  const buckets = useTaxonomy();
  const t = summary.thresholds;
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">Summary</h2>
      <div className="cards">
        <div className="card">
          <div className="label">Primary failure</div>
          <div className="value">{summary.primary_subcategory ? subcategoryName(buckets, summary.primary_subcategory) : 'None'}</div>
          {summary.primary_bucket && <div className="muted">{bucketName(buckets, summary.primary_bucket)}</div>}
        </div>
        <div className="card">
          <div className="label">Max severity</div>
          <div className="value">
            <Badge value={summary.max_severity ?? 'none'} />
          </div>
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
        </div>
        <div className="card">
          <div className="label">Tags</div>
          <div className="value">
            {summary.fail_count} fail · {summary.unsure_count} unsure
          </div>
          <div className="muted">{summary.pass_count} checks passed</div>
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
