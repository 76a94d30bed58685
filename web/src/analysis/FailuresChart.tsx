// The run's fail tags by bucket and severity level (severity_label) as a stacked bar chart. The document's tags
// suffice when it holds all of them; otherwise the fail tags are paged from the API (up to a cap, said under the chart).
import { useEffect, useState } from 'react';
import { api, query } from '../api/client';
import { StackedBarChart, type ChartSeries } from '../components/StackedBarChart';
import { SEVERITY_LABELS, type FailureAnalysisResponse, type FailureTag, type TagPage } from './types';

const SEVERITY_COLORS: Record<string, string> = { critical: '#b3261e', high: '#d9480f', medium: '#b08800', low: '#2da44e', info: '#8c959f' };
const SERIES: ChartSeries[] = SEVERITY_LABELS.map((s) => ({ key: s, label: s, color: SEVERITY_COLORS[s] }));
/** Fail tags read for the chart at most (ten pages of the tags listing). */
const MAX_TAGS = 10_000;

function useFailTags(run: FailureAnalysisResponse): { tags: FailureTag[] | null; capped: boolean } {
  const [paged, setPaged] = useState<{ tags: FailureTag[]; capped: boolean } | null>(null);
  useEffect(() => {
    if (!run.failure_tags_truncated) return;
    const controller = new AbortController();
    (async () => {
      const tags: FailureTag[] = [];
      let cursor: string | null = null;
      do {
        const page: TagPage = await api<TagPage>(`/v2/failure-analysis/runs/${run.run_id}/tags${query({ decision: 'fail', limit: 1000, cursor })}`, {
          signal: controller.signal,
        });
        tags.push(...page.tags);
        cursor = page.next_cursor;
      } while (cursor && tags.length < MAX_TAGS);
      setPaged({ tags, capped: cursor !== null });
    })().catch(() => undefined);
    return () => controller.abort();
  }, [run.run_id, run.failure_tags_truncated]);
  if (!run.failure_tags_truncated) return { tags: run.failure_tags.filter((t) => t.decision === 'fail'), capped: false };
  return paged ?? { tags: null, capped: false };
}

/** The run's fail tags per level in words, from the summary (which counts every tag, also those the chart leaves out). */
function levelCounts(counts: FailureAnalysisResponse['summary']['severity_counts']): string {
  return SEVERITY_LABELS.filter((l) => counts[l] > 0)
    .map((l) => `${counts[l].toLocaleString()} ${l}`)
    .join(', ');
}

export function FailuresChart({ run }: { run: FailureAnalysisResponse }) {
  const { tags, capped } = useFailTags(run);
  if (run.summary.total_failures_detected === 0) return <p className="muted">No fail tags: nothing to chart.</p>;
  if (!tags) return <p role="status">Loading the chart…</p>;
  const byBucket = new Map<string, Record<string, number>>();
  for (const t of tags) {
    const counts = byBucket.get(t.bucket_name) ?? {};
    counts[t.severity_label] = (counts[t.severity_label] ?? 0) + 1;
    byBucket.set(t.bucket_name, counts);
  }
  const rows = [...byBucket.entries()]
    .map(([name, counts]) => ({ label: name, ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total);
  return (
    <>
      <StackedBarChart title="Fail tags by bucket and severity level" rows={rows} series={SERIES} unit="Fail tags" />
      {capped && (
        <p className="muted hint">
          The chart counts the first {tags.length.toLocaleString()} fail tags of the run; all {run.summary.total_failures_detected.toLocaleString()} by level:{' '}
          {levelCounts(run.summary.severity_counts)}.
        </p>
      )}
    </>
  );
}
