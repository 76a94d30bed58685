// Answers after a failed tool call (tool-failure-probes*.ts), read by tool_error_ignored and, as traces, by
// hidden_tool_error: floors on what each catches and ceilings on false alarms, at the figures of the day they were
// measured (docs/benchmarks.md, "Issue 33: answers after a failed tool call"); a floor may only be raised.
// Half B was written before any rule changed and measured once the rules were final for half A: 23 of 25
// misreports read as such with 1 false (a draft "saved" after a failed submit), 44 of 45 failures failed with 3
// false alarms. A misreport gates CI (critical), so its precision matters most: the ceiling keeps it at 0.95 or more.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detector as toolErrorIgnored } from '../../src/core/detectors/tool_use/tool_error_ignored.js';
import { ItemText } from '../../src/core/text/item-text.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { detector as hiddenToolError } from '../../src/core/trace-detectors/hidden_tool_error.js';
import { TraceView } from '../../src/core/trace-detectors/trace-view.js';
import { HALF_A } from './tool-failure-probes-a.js';
import { HALF_B } from './tool-failure-probes-b.js';
import { type ProbeReading, probesOf, probeTrace, score, type ToolFailureProbe } from './tool-failure-probes.js';

const READERS: Record<string, (p: ToolFailureProbe) => ProbeReading> = {
  tool_error_ignored: (p) => {
    const item = normalizeItem(p.item, 0);
    const f = toolErrorIgnored.detect(item, new ItemText(item));
    return { misreport: f?.decision === 'fail' && f.severity === 'critical', fail: f?.decision === 'fail' };
  },
  hidden_tool_error: (p) => {
    const fails = hiddenToolError.detect(new TraceView(probeTrace(p))).filter((f) => f.decision === 'fail');
    return { misreport: fails.some((f) => f.metadata?.claims_success === true), fail: fails.length > 0 };
  },
};

// Per half: [misreports read as such at least, false misreports at most, failures failed at least, false fails at most].
const FLOORS: [string, ToolFailureProbe[], [number, number, number, number]][] = [
  ['A (tuning)', probesOf(HALF_A), [32, 0, 54, 0]],
  ['B (held out)', probesOf(HALF_B), [23, 1, 44, 3]],
];

describe('answers after a failed tool call', () => {
  it('has two halves of distinct scenarios and answers, each label represented', () => {
    const tools = (set: typeof HALF_A) => new Set(set.flatMap((s) => s.tool_calls.map((c) => c.name)));
    const shared = [...tools(HALF_A)].filter((t) => tools(HALF_B).has(t));
    assert.deepEqual(shared, [], 'no tool in both halves');
    const answers = [...HALF_A, ...HALF_B].flatMap((s) => s.answers.map((a) => a[1]));
    assert.equal(new Set(answers).size, answers.length);
    for (const [, probes] of FLOORS)
      for (const label of ['misreport', 'silent', 'acknowledged']) assert.ok(probes.filter((p) => p.label === label).length >= 15, label);
  });

  for (const [half, probes, [misreports, falseMisreports, fails, falseFails]] of FLOORS) {
    for (const [name, read] of Object.entries(READERS)) {
      it(`${name}, half ${half}: ≥ ${misreports} misreports with ≤ ${falseMisreports} false, ≥ ${fails} failures with ≤ ${falseFails} false`, () => {
        const s = score(probes, read);
        const wrong = s.wrong.map(({ p }) => `[${p.label}] ${p.item.output}`).join(' | ');
        assert.ok(s.misreport.tp >= misreports && s.misreport.fp <= falseMisreports, `misreport ${JSON.stringify(s.misreport)}; ${wrong}`);
        assert.ok(s.fail.tp >= fails && s.fail.fp <= falseFails, `any fail ${JSON.stringify(s.fail)}; ${wrong}`);
      });
    }
  }
});
