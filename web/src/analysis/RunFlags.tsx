// A run's decisions as short badges: gates CI, alert, review — or "clear" when it needs none of them.
import type { FailureSummary } from './types';

/** The run's decisions as short words: gate, alert, review (or "clear" when none). */
export function RunFlags({ summary }: { summary: FailureSummary | null }) {
  if (!summary) return <span className="muted">—</span>;
  const flags = [summary.should_gate_ci && 'gates CI', summary.should_alert && 'alert', summary.needs_human_review && 'review'].filter(Boolean) as string[];
  if (!flags.length) return <span className="badge pass">clear</span>;
  return (
    <span className="flags">
      {flags.map((f) => (
        <span key={f} className={`badge ${f === 'review' ? 'unsure' : 'fail'}`}>
          {f}
        </span>
      ))}
    </span>
  );
}
