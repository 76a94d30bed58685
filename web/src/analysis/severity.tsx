// Severities as the analysis pages show them: the number (0–5, two decimals) with its level word, e.g. "3.20 (high)",
// coloured by the level like the other badges.
import { SEVERITY_LABELS, type FailureSummary, type SeverityLabel } from './types';

export function formatSeverity(value: number): string {
  return value.toFixed(2);
}

/**
 * The worst level among a run's fail tags (null when none failed). The summary has no level word of its own for
 * overall_severity, so this is the word shown beside it: the one the run's old max_severity gave.
 */
export function worstLevel(summary: Pick<FailureSummary, 'severity_counts'>): SeverityLabel | null {
  return SEVERITY_LABELS.find((level) => summary.severity_counts[level] > 0) ?? null;
}

export function SeverityBadge({ value, label, title }: { value: number; label: SeverityLabel | null; title?: string }) {
  if (!label)
    return (
      <span className="muted" title={title}>
        {formatSeverity(value)}
      </span>
    );
  return (
    <span className={`badge ${label}`} title={title}>
      {formatSeverity(value)} ({label})
    </span>
  );
}

export const OVERALL_SEVERITY_TITLE = "The highest severity of a fail tag (0–5); in brackets, the worst level among the run's fail tags.";

/** A run's overall severity with the worst level of its fail tags; "—" before the run completed. */
export function OverallSeverity({ summary }: { summary: FailureSummary | null }) {
  if (!summary) return <span className="muted">—</span>;
  if (summary.total_failures_detected === 0) return <span className="muted">none</span>;
  return <SeverityBadge value={summary.overall_severity} label={worstLevel(summary)} title={OVERALL_SEVERITY_TITLE} />;
}
