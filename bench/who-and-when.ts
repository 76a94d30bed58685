// `npm run bench:whowhen`: failure attribution on a real corpus. Who&When (Zhang et al., ICML 2025) holds
// failed multi-agent runs, each annotated with the step that decided the failure (mistake_step). Each run is
// sent to a real `assay serve` as a native trace (one span per step, children of a root agent span, with the
// step's message), analysed in full mode, and scored: does a fail tag land on the decisive step's span, or
// within one step of it? A measurement, not a target: no detector is tuned to these answers.
// Reads ../shared/datasets/traces_who_and_when/traces_who_and_when.jsonl when present (see its SOURCE.md).
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_KEY, startBenchServer } from './support/server.js';

const FILE = path.resolve(import.meta.dirname, '../../shared/datasets/traces_who_and_when/traces_who_and_when.jsonl');

interface Row {
  id: string | number;
  subset: string;
  question: string;
  history: { content: string; role: string; name?: string | null }[];
  mistake_agent: string;
  mistake_step: string | number;
}

interface Tag {
  span_id: string | null;
  decision: string;
  subcategory_id: string;
}

if (!fs.existsSync(FILE)) {
  console.log(`Who&When is absent (${FILE}): nothing to measure.`);
  process.exit(0);
}
const rows: Row[] = fs
  .readFileSync(FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));

// Who speaks at a step: Magentic-One names the speaker in `role` ("WebSurfer", "Orchestrator (thought)"),
// CaptainAgent in `name` (its `role` is the chat's perspective, user or assistant).
const speakerOf = (h: Row['history'][number]) => h.name ?? h.role;
const isHuman = (h: Row['history'][number]) => h.role === 'human';
// The code executor's output is a tool result, as an agent framework would record it.
const isExecutor = (h: Row['history'][number]) => /^computer_terminal$/i.test(speakerOf(h));

const stepSpan = (i: number) => `step-${i}`;

/** A Who&When run as native trace parts: a root agent span, one child span per step, each with its message. */
function traceParts(row: Row, traceId: string, t0: number): object[] {
  const at = (ms: number) => new Date(t0 + ms).toISOString();
  const parts: object[] = [
    {
      type: 'span',
      trace_id: traceId,
      span_id: 'root',
      name: 'multi-agent run',
      kind: 'agent',
      start_time: at(0),
      end_time: at(row.history.length * 1000 + 500),
      status: 'unset',
    },
  ];
  if (!row.history.some(isHuman)) parts.push({ type: 'message', trace_id: traceId, span_id: 'root', role: 'user', content: row.question });
  row.history.forEach((h, i) => {
    const speaker = speakerOf(h);
    const span = {
      type: 'span',
      trace_id: traceId,
      span_id: stepSpan(i),
      parent_span_id: 'root',
      name: speaker,
      start_time: at(i * 1000 + 1),
      end_time: at(i * 1000 + 900),
      attributes: { 'agent.name': speaker, 'assay.step': i },
    };
    if (isHuman(h)) {
      parts.push({ ...span, kind: 'chain' }, { type: 'message', trace_id: traceId, span_id: stepSpan(i), role: 'user', content: h.content });
    } else if (isExecutor(h)) {
      parts.push({ ...span, kind: 'tool', attributes: { ...span.attributes, 'gen_ai.tool.name': speaker } });
      parts.push({ type: 'message', trace_id: traceId, span_id: stepSpan(i), role: 'tool', name: speaker, content: h.content });
    } else {
      parts.push({ ...span, kind: 'llm' }, { type: 'message', trace_id: traceId, span_id: stepSpan(i), role: 'assistant', name: speaker, content: h.content });
    }
  });
  return parts;
}

const server = await startBenchServer({ ASSAY_BODY_LIMIT_BYTES: String(50 * 2 ** 20) });
const headers = { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'application/json' };
async function post(url: string, body: object): Promise<any> {
  const res = await fetch(`${server.url}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = await res.json();
  if (res.status >= 300 && res.status !== 207) throw new Error(`POST ${url} → ${res.status}: ${JSON.stringify(json).slice(0, 500)}`);
  return json;
}

const results: { row: Row; steps: number; mistake: number; hit: boolean; near: boolean; flagged: number; onStep: string[]; ms: number }[] = [];
const failsBySubcategory = new Map<string, number>();
try {
  for (const [k, row] of rows.entries()) {
    const traceId = `whowhen-${row.id}`;
    const ingest = await post('/api/v1/traces', { project_name: 'who-and-when', items: traceParts(row, traceId, Date.UTC(2025, 0, 1) + k * 3_600_000) });
    if (ingest.rejected) throw new Error(`${traceId}: ${ingest.rejected} parts refused: ${JSON.stringify(ingest.results.find((r: any) => r.error))}`);
    const started = Date.now();
    let doc = await post('/v2/failure-analysis/analyze', { project_name: 'who-and-when', trace_id: traceId, config: { max_tags_in_response: 100000 } });
    const ms = Date.now() - started;
    if (doc.failure_tags_truncated) throw new Error(`${traceId}: tags truncated`);
    const fails: Tag[] = doc.failure_tags.filter((t: Tag) => t.decision === 'fail');
    for (const t of fails) failsBySubcategory.set(t.subcategory_id, (failsBySubcategory.get(t.subcategory_id) ?? 0) + 1);
    const mistake = Number(row.mistake_step);
    const flaggedSteps = new Set(fails.map((t) => t.span_id).filter((s): s is string => s !== null && s.startsWith('step-')));
    const near = [mistake - 1, mistake, mistake + 1].some((i) => flaggedSteps.has(stepSpan(i)));
    const onStep = [...new Set(fails.filter((t) => t.span_id === stepSpan(mistake)).map((t) => t.subcategory_id))];
    results.push({ row, steps: row.history.length, mistake, hit: flaggedSteps.has(stepSpan(mistake)), near, flagged: flaggedSteps.size, onStep, ms });
    doc = null;
  }
} finally {
  await server.stop();
}

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);
console.log(
  '\n| trace | subset | steps | decisive step (agent) | fail tag on it | within ±1 | steps flagged | subcategories on the decisive step | analysis ms |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.row.id} | ${r.row.subset} | ${r.steps} | ${r.mistake} (${r.row.mistake_agent}) | ${r.hit ? 'yes' : 'no'} | ${r.near ? 'yes' : 'no'} | ${r.flagged} | ${r.onStep.join(', ') || '—'} | ${r.ms} |`,
  );
}
// What flagging steps at random would score: per trace, the share of its steps flagged (exact) and the share
// of a ±1 window that random flags of that density would hit, averaged.
const expected = (r: (typeof results)[number], width: number) => {
  const window = Math.min(width, r.steps);
  const p = r.flagged / r.steps;
  return 1 - (1 - p) ** window;
};
const summary = (subset: string | null) => {
  const rs = results.filter((r) => subset === null || r.row.subset === subset);
  const hits = rs.filter((r) => r.hit).length;
  const near = rs.filter((r) => r.near).length;
  const flagged = rs.reduce((n, r) => n + r.flagged, 0);
  const steps = rs.reduce((n, r) => n + r.steps, 0);
  const chance = rs.reduce((n, r) => n + r.flagged / r.steps, 0) / (rs.length || 1);
  const chanceNear = rs.reduce((n, r) => n + expected(r, 3), 0) / (rs.length || 1);
  return `| ${subset ?? 'all'} | ${rs.length} | ${hits} (${pct(hits, rs.length)}) | ${near} (${pct(near, rs.length)}) | ${pct(flagged, steps)} | ${pct(chance * rs.length, rs.length)} / ${pct(chanceNear * rs.length, rs.length)} |`;
};
console.log('\n| subset | traces | fail tag on the decisive step | within ±1 step | steps flagged (all traces) | same density at random: exact / ±1 |');
console.log('|---|---|---|---|---|---|');
for (const s of [null, 'hand_crafted', 'algorithm_generated']) console.log(summary(s));
const analysisMs = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(`\nAnalysis time per trace: median ${analysisMs[Math.floor(analysisMs.length / 2)]} ms, max ${analysisMs[analysisMs.length - 1]} ms.`);
const top = [...failsBySubcategory.entries()].sort((a, b) => b[1] - a[1]);
console.log(`Fail tags by subcategory, all traces: ${top.map(([id, n]) => `${id} ${n}`).join(', ')}.`);
