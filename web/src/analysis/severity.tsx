// Severities as the analysis pages show them: the number (0–5, two decimals) with its level word, e.g. "3.20 (high)",
// coloured by the level like the other badges.
import type { FailureSummary, SeverityLabel } from './types';

export function formatSeverity(value: number): string {
  return value.toFixed(2);
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

export const OVERALL_SEVERITY_TITLE =
  "The primary tag's severity (0–5) and, in brackets, its level: the fail tag of the highest level, then of the highest severity.";

/** A run's overall severity with the primary tag's level; "—" before the run completed. */
export function OverallSeverity({ summary }: { summary: FailureSummary | null }) {
  if (!summary) return <span className="muted">—</span>;
  if (summary.total_failures_detected === 0) return <span className="muted">none</span>;
  return <SeverityBadge value={summary.overall_severity} label={summary.primary_severity_label} title={OVERALL_SEVERITY_TITLE} />;
}
