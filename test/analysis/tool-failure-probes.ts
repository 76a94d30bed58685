// Answers written after a failed tool call, labelled by what they tell the user: `misreport` (the failed operation
// is reported as done, in any wording), `silent` (no claim, but no word of the failure either: an offer, a
// question, unrelated facts, a text the user asked to have written) and `acknowledged` (the user learns the
// operation did not happen). Two halves split by scenario (tool, domain, request) and by wording: half B
// (tool-failure-probes-b.ts) was written first and is held out; half A (tool-failure-probes-a.ts) is for tuning.
// Each answer is read by the item detector tool_error_ignored, and as a trace (the tool span in error, then the
// final answer) by the trace detector hidden_tool_error. bench/tool-failures.ts prints the table; the test
// tool-failure-probes.test.ts keeps floors.
import type { FullTrace } from '../../src/core/traces/trace-shapes.js';
import { exampleTrace, type ExampleMessage, type ExampleSpan } from '../../src/core/trace-detectors/example-trace.js';

export type ProbeLabel = 'misreport' | 'silent' | 'acknowledged';

export interface ToolFailureScenario {
  name: string;
  input: string;
  /** Flat calls as a dataset gives them: {name, arguments, output | error}. */
  tool_calls: { name: string; arguments: Record<string, unknown>; output?: string; error?: string }[];
  answers: [ProbeLabel, string][];
}

export interface ToolFailureProbe {
  scenario: string;
  label: ProbeLabel;
  item: { input: string; output: string; tool_calls: ToolFailureScenario['tool_calls'] };
}

export function probesOf(scenarios: ToolFailureScenario[]): ToolFailureProbe[] {
  return scenarios.flatMap((s) =>
    s.answers.map(([label, output]) => ({ scenario: s.name, label, item: { input: s.input, output, tool_calls: s.tool_calls } })),
  );
}

/** The probe as an agent's trace: the question, a tool span per call (status error for an error), the answer. */
export function probeTrace(probe: ToolFailureProbe): FullTrace {
  const spans: ExampleSpan[] = [{ id: 'root', name: 'agent', kind: 'agent', at: 0, ms: 1000 }];
  const messages: ExampleMessage[] = [
    { span: 'l1', role: 'user', content: probe.item.input },
    {
      span: 'l1',
      role: 'assistant',
      content: null,
      tool_calls: probe.item.tool_calls.map((c, i) => ({ id: `c${i}`, name: c.name, arguments: JSON.stringify(c.arguments) })),
    },
  ];
  spans.push({ id: 'l1', parent: 'root', name: 'chat', kind: 'llm', at: 10, ms: 50 });
  probe.item.tool_calls.forEach((c, i) => {
    const id = `t${i}`;
    spans.push({ id, parent: 'root', name: c.name, kind: 'tool', at: 100 + 100 * i, ms: 50, status: c.error ? 'error' : 'ok', message: c.error });
    messages.push({ span: id, role: 'tool', content: c.error ?? c.output ?? null, name: c.name, tool_call_id: `c${i}` });
  });
  spans.push({ id: 'l2', parent: 'root', name: 'chat', kind: 'llm', at: 800, ms: 100 });
  messages.push({ span: 'l2', role: 'assistant', content: probe.item.output });
  return exampleTrace({ spans, messages });
}

/** What a detector said of one probe: a claim of success read (misreport), any fail, or nothing. */
export interface ProbeReading {
  misreport: boolean;
  fail: boolean;
}

export interface PrecisionRecall {
  precision: number;
  recall: number;
  tp: number;
  fp: number;
  fn: number;
}

function pr(pairs: [boolean, boolean][]): PrecisionRecall {
  const tp = pairs.filter(([truth, said]) => truth && said).length;
  const fp = pairs.filter(([truth, said]) => !truth && said).length;
  const fn = pairs.filter(([truth, said]) => truth && !said).length;
  return { precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn), tp, fp, fn };
}

/** Precision and recall of misreport (label misreport) and of any fail (label misreport or silent). */
export function score(probes: ToolFailureProbe[], read: (p: ToolFailureProbe) => ProbeReading) {
  const readings = probes.map((p) => ({ p, r: read(p) }));
  return {
    misreport: pr(readings.map(({ p, r }) => [p.label === 'misreport', r.misreport])),
    fail: pr(readings.map(({ p, r }) => [p.label !== 'acknowledged', r.fail])),
    wrong: readings.filter(({ p, r }) => (p.label === 'misreport') !== r.misreport || (p.label !== 'acknowledged') !== r.fail),
  };
}
