// An agent repeats the same steps without progress: one step (same tool and arguments, or the same model
// output) five times or more, a cycle of two or three steps four times in a row, or a run stopped by its
// iteration limit.
import type { TraceSpan } from '../traces/trace-shapes.js';
import { exampleTrace } from './example-trace.js';
import { findErrors } from './error-signals.js';
import type { TraceFinding, TraceDetector } from './types.js';
import type { TraceView } from './trace-view.js';

const SAME_STEP_LOOP = 5;
const CYCLE_REPEATS = 4;
const LIMIT =
  /\b(?:max(?:imum)?[ _]?(?:number of )?(?:iterations|turns|steps|rounds)(?: reached| exceeded)?|recursion limit|iteration limit|step limit|GraphRecursionError|stopped due to (?:iteration|time) limit)\b/i;

/** What makes a step this step: the tool and its arguments, or the text a model produced. null = nothing to compare. */
function signature(view: TraceView, span: TraceSpan, outputs: Map<string, string>): string | null {
  const tool = view.facts(span).tool;
  if (span.kind === 'tool' || tool) {
    const args = tool?.arguments ?? view.results(span.span_id).join('\n');
    return `${span.name}\u0000${(args ?? '').replace(/\s+/g, '')}`;
  }
  const out = outputs.get(span.span_id);
  return out ? `${span.name}\u0000${out.replace(/\s+/g, ' ').trim()}` : null;
}

function loopFinding(span: TraceSpan, confidence: number, rationale: string, metadata: Record<string, unknown>): TraceFinding {
  return { decision: 'fail', confidence, span_id: span.span_id, rationale, snippet: null, metadata: { span_name: span.name, ...metadata } };
}

export const detector: TraceDetector = {
  id: 'infinite_loop',
  subcategory: 'infinite_loop',
  detect(view) {
    const limits = findErrors(view, { what: 'stopped at its iteration limit', pattern: LIMIT, confidence: { status: 0.9, result: 0.85 } });
    if (limits.length) return limits.slice(0, 1);
    const outputs = new Map<string, string>();
    for (const m of view.messages) if (m.role === 'assistant' && m.span_id && m.content) outputs.set(m.span_id, (outputs.get(m.span_id) ?? '') + m.content);
    const steps: { span: TraceSpan; sig: string }[] = [];
    for (const span of view.spans) {
      const sig = signature(view, span, outputs);
      if (sig !== null) steps.push({ span, sig });
    }
    const counts = new Map<string, number>();
    for (const s of steps) {
      const n = (counts.get(s.sig) ?? 0) + 1;
      counts.set(s.sig, n);
      if (n === SAME_STEP_LOOP) {
        return [
          loopFinding(
            s.span,
            0.8,
            `The step "${s.span.name}" ran ${counts.get(s.sig)} times or more with the same input or output: the agent is not making progress.`,
            { repeats: n },
          ),
        ];
      }
    }
    for (const period of [2, 3]) {
      let run = 0;
      for (let i = period; i < steps.length; i++) {
        run = steps[i].sig === steps[i - period].sig ? run + 1 : 0;
        // The cycle is not one step repeated (that is the check above).
        if (run >= period * (CYCLE_REPEATS - 1) && new Set(steps.slice(i - period + 1, i + 1).map((s) => s.sig)).size === period) {
          const names = steps
            .slice(i - period + 1, i + 1)
            .map((s) => s.span.name)
            .join(' → ');
          return [
            loopFinding(steps[i].span, 0.75, `The cycle ${names} repeated ${CYCLE_REPEATS} times with the same inputs: the agent is going round in circles.`, {
              cycle: names,
              period,
            }),
          ];
        }
      }
    }
    return [];
  },
  examples: {
    fail: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          ...[1, 2, 3, 4, 5, 6].map((i) => ({
            id: `t${i}`,
            parent: 'r',
            name: 'search',
            kind: 'tool' as const,
            attributes: { 'gen_ai.tool.name': 'search', 'gen_ai.tool.call.arguments': '{"q": "refund policy"}' },
          })),
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          ...[1, 2, 3, 4].flatMap((i) => [
            { id: `s${i}`, parent: 'r', name: 'search', kind: 'tool' as const, attributes: { 'tool.name': 'search', 'tool.parameters': '{"q":"x"}' } },
            { id: `g${i}`, parent: 'r', name: 'read', kind: 'tool' as const, attributes: { 'tool.name': 'read', 'tool.parameters': '{"url":"a"}' } },
          ]),
        ],
      }),
      exampleTrace({ spans: [{ id: 'r', name: 'agent', status: 'error', message: 'Agent stopped due to iteration limit or time limit.' }] }),
    ],
    pass: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          ...[1, 2, 3, 4, 5, 6].map((i) => ({
            id: `t${i}`,
            parent: 'r',
            name: 'get_page',
            kind: 'tool' as const,
            attributes: { 'gen_ai.tool.name': 'get_page', 'gen_ai.tool.call.arguments': `{"page": ${i}}` },
          })),
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          ...[1, 2, 3].map((i) => ({
            id: `t${i}`,
            parent: 'r',
            name: 'search',
            kind: 'tool' as const,
            attributes: { 'tool.name': 'search', 'tool.parameters': '{"q":"x"}' },
          })),
        ],
      }),
      exampleTrace({
        spans: [{ id: 'r', name: 'agent' }, ...[1, 2, 3, 4, 5, 6].map((i) => ({ id: `l${i}`, parent: 'r', name: 'chat', kind: 'llm' as const }))],
        messages: [1, 2, 3, 4, 5, 6].map((i) => ({ span: `l${i}`, role: 'assistant' as const, content: `Step ${i} of the plan is done.` })),
      }),
    ],
  },
};
