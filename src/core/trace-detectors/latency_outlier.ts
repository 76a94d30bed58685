// A span far slower than the others of its name (at least three peers): over five times their median and
// at least two seconds more. Timeouts are tool_timeout's; this is slowness that still finished.
import { exampleTrace } from './example-trace.js';
import { MAX_FINDINGS_PER_DETECTOR, type TraceDetector, type TraceFinding } from './types.js';

const MIN_PEERS = 3;
const RATIO = 5;
const MIN_EXCESS_MS = 2000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const detector: TraceDetector = {
  id: 'latency_outlier',
  subcategory: 'latency_outlier',
  detect(view) {
    const byName = new Map<string, { id: string; ms: number }[]>();
    for (const s of view.spans) {
      if (s.duration_ms === null || s.status === 'error') continue;
      const list = byName.get(s.name) ?? [];
      list.push({ id: s.span_id, ms: s.duration_ms });
      byName.set(s.name, list);
    }
    const findings: TraceFinding[] = [];
    for (const [name, list] of byName) {
      if (list.length < MIN_PEERS + 1) continue;
      for (const span of list) {
        const typical = median(list.filter((x) => x !== span).map((x) => x.ms));
        if (span.ms < typical * RATIO || span.ms - typical < MIN_EXCESS_MS) continue;
        const ratio = typical > 0 ? span.ms / typical : Infinity;
        findings.push({
          decision: 'fail',
          confidence: ratio >= 20 ? 0.85 : 0.72,
          span_id: span.id,
          rationale: `Span "${name}" took ${Math.round(span.ms)} ms where its ${list.length - 1} peers took ${Math.round(typical)} ms (median).`,
          snippet: null,
          metadata: { span_name: name, duration_ms: span.ms, peer_median_ms: typical, peers: list.length - 1 },
        });
      }
    }
    return findings.sort((a, b) => b.confidence - a.confidence).slice(0, MAX_FINDINGS_PER_DETECTOR);
  },
  examples: {
    fail: [
      exampleTrace({
        spans: [{ id: 'r', name: 'agent', ms: 20000 }, ...[200, 180, 220, 12000].map((ms, i) => ({ id: `q${i}`, parent: 'r', name: 'retrieve', ms }))],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent', ms: 90000 },
          ...[900, 1100, 1000, 1200, 45000].map((ms, i) => ({ id: `l${i}`, parent: 'r', name: 'chat', kind: 'llm' as const, ms })),
        ],
      }),
      exampleTrace({ spans: [{ id: 'r', name: 'agent', ms: 90000 }, ...[50, 60, 55, 9000].map((ms, i) => ({ id: `t${i}`, parent: 'r', name: 'db', ms }))] }),
    ],
    pass: [
      exampleTrace({ spans: [{ id: 'r', name: 'agent' }, ...[200, 180, 220, 900].map((ms, i) => ({ id: `q${i}`, parent: 'r', name: 'retrieve', ms }))] }),
      exampleTrace({ spans: [{ id: 'r', name: 'agent' }, ...[200, 12000].map((ms, i) => ({ id: `q${i}`, parent: 'r', name: 'retrieve', ms }))] }),
      exampleTrace({
        spans: [{ id: 'r', name: 'agent' }, ...[5000, 5200, 4800, 6100].map((ms, i) => ({ id: `l${i}`, parent: 'r', name: 'chat', kind: 'llm' as const, ms }))],
      }),
    ],
  },
};
