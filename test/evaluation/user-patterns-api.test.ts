// Issue 19, point 1: a user's regular expression cannot freeze the server. The patterns that backtrack
// catastrophically on V8 (and the JSON Schema `pattern` that ran with no limit) evaluate in bounded time on
// answers of 30 to 100,000 characters while /healthz keeps answering; what RE2 cannot run is a 422 naming
// the field; and an item past the pattern thread's time limit is stopped, not waited for.
import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { scoreOnPatternThread, setPatternTimeLimits } from '../../src/runtime/pattern-thread/runner.js';
import { createTestApp, type TestApp } from '../support/app.js';

const SIZES = [30, 1_000, 100_000];
/**
 * What /healthz must answer within while a pattern is being matched. Generous, for a loaded CI machine (the test
 * runner runs files side by side, and a busy second core delays any probe by a few hundred ms): a backtracking
 * match blocks for seconds (8.4 s on 28 characters), and longer than any bound on 100,000.
 */
const HEALTH_MS = 1_000;
/** What each evaluation must finish within, generously (a shared CI machine): it was unbounded. */
const EVALUATION_MS = 15_000;

describe('user patterns cannot stall the server (issue 19)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    // Long answers are scored on the analysis threads: started here, so the timings below are the patterns' own.
    await t.request({
      method: 'POST',
      url: '/v2/evaluate',
      payload: { dataset: [{ input: 'q', output: 'a'.repeat(20_000) }], metrics: ['regex'], config: { regex: 'a' } },
    });
  });
  after(() => t.close());

  /** Runs the request while probing /healthz every 10 ms: its answer, its time, and the slowest probe. */
  async function probed(payload: object) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let done = false;
    let slowest = 0;
    let probes = 0;
    // Each probe is timed from when it was due, so time the event loop was blocked before it counts too.
    const probe = (async () => {
      while (!done) {
        const due = performance.now() + 10;
        await sleep(10);
        const health = await t.request({ method: 'GET', url: '/healthz', key: null });
        assert.equal(health.statusCode, 200);
        slowest = Math.max(slowest, performance.now() - due);
        probes++;
      }
    })();
    const started = performance.now();
    const res = await t.request({ method: 'POST', url: '/v2/evaluate', payload });
    const ms = performance.now() - started;
    done = true;
    await probe;
    delay.disable();
    return { res, ms, slowest, probes, loopDelayMs: delay.max / 1e6 };
  }

  const dataset = (outputs: string[]) => outputs.map((output) => ({ input: 'Echo the letters.', output }));

  for (const [pattern, outputs, expected] of [
    ['^(a|a)*$', SIZES.flatMap((n) => ['a'.repeat(n - 1) + '!', 'a'.repeat(n)]), [0, 1, 0, 1, 0, 1]],
    ['a*a*a*b', SIZES.flatMap((n) => ['a'.repeat(n), 'a'.repeat(n - 1) + 'b']), [0, 1, 0, 1, 0, 1]],
    ['(a+)+$', SIZES.flatMap((n) => ['a'.repeat(n - 1) + '!', 'a'.repeat(n)]), [0, 1, 0, 1, 0, 1]],
  ] as const) {
    it(`config.regex ${pattern} on answers of 30 to 100,000 characters: bounded, correct, /healthz answering`, async () => {
      const { res, ms, slowest, probes, loopDelayMs } = await probed({
        project_name: 'redos',
        dataset: dataset([...outputs]),
        metrics: ['regex'],
        config: { regex: pattern },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(ms < EVALUATION_MS, `the evaluation took ${Math.round(ms)} ms`);
      assert.ok(
        probes >= 1 && slowest < HEALTH_MS,
        `/healthz took up to ${Math.round(slowest)} ms (${probes} probes; event loop delay up to ${Math.round(loopDelayMs)} ms)`,
      );
      const items = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${res.json().run_id}/items?limit=10` })).json();
      assert.deepEqual(
        items.map((i: { metrics: { score: number }[] }) => i.metrics[0].score),
        expected,
      );
    });
  }

  it('a JSON Schema pattern ^(a|a)*$ on answers of 30 to 100,000 characters: bounded, correct, /healthz answering', async () => {
    const outputs = SIZES.flatMap((n) => [JSON.stringify({ code: 'a'.repeat(n - 13) + '!' }), JSON.stringify({ code: 'a'.repeat(n - 12) })]);
    const json_schema = { type: 'object', properties: { code: { type: 'string', pattern: '^(a|a)*$' } } };
    const { res, ms, slowest, probes } = await probed({
      project_name: 'redos',
      dataset: dataset(outputs),
      metrics: ['schema_compliance'],
      config: { json_schema },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(ms < EVALUATION_MS, `the evaluation took ${Math.round(ms)} ms`);
    assert.ok(probes >= 1 && slowest < HEALTH_MS, `/healthz took up to ${Math.round(slowest)} ms`);
    const items = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${res.json().run_id}/items?limit=10` })).json();
    assert.deepEqual(
      items.map((i: { metrics: { score: number }[] }) => i.metrics[0].score),
      [0, 1, 0, 1, 0, 1],
    );
    assert.match(items[0].metrics[0].reason, /must match pattern/);
  });

  it('an item past the time limit is stopped and scores 0 with the reason; the others are scored', async () => {
    // (a?){900}a{900} is linear on RE2 but ~10^8 steps on 100,000 characters: far past a 50 ms limit.
    const previous = setPatternTimeLimits({ itemMs: 50 });
    try {
      const { res, slowest } = await probed({
        project_name: 'redos',
        dataset: dataset(['a'.repeat(100_000), 'b']),
        metrics: ['regex'],
        config: { regex: '(a?){900}a{900}' },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(slowest < HEALTH_MS, `/healthz took up to ${Math.round(slowest)} ms`);
      const items = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${res.json().run_id}/items` })).json();
      assert.equal(items[0].metrics[0].score, 0);
      assert.match(items[0].metrics[0].reason, /took longer than 50 ms and was stopped/);
      assert.equal(items[1].metrics[0].score, 0);
      assert.match(items[1].metrics[0].reason, /does not match/);
    } finally {
      setPatternTimeLimits(previous);
    }
  });

  it('a reply that came while the event loop was busy elsewhere is read before the time limit is judged', async () => {
    // An item that takes ~0.1-0.2 s on the pattern thread, a limit of 0.8 s, and this thread busy for 2 s
    // meanwhile (in the loop's check phase): the next turn of the loop meets the expired timer (timers phase)
    // before it reads the reply (poll phase). Judged then, a thread that was on time would be stopped.
    const pattern = '(a?){300}a{300}';
    await scoreOnPatternThread(['regex'], { regex: pattern }, ['a']); // the thread started, the pattern compiled
    const previous = setPatternTimeLimits({ itemMs: 800, checkMs: 800 });
    try {
      const scored = scoreOnPatternThread(['regex'], { regex: pattern }, ['a'.repeat(3000), 'b']);
      for (let i = 0; i < 20; i++) await Promise.resolve(); // the task is sent
      await new Promise<void>((resolve) =>
        setImmediate(() => {
          const until = performance.now() + 2000;
          while (performance.now() < until);
          resolve();
        }),
      );
      const scores = (await scored).map((s) => s.regex as { score: number; reason: string });
      assert.deepEqual(
        scores.map((s) => s.score),
        [1, 0],
        scores[0].reason,
      );
    } finally {
      setPatternTimeLimits(previous);
    }
  });

  it('refuses what RE2 cannot run with a 422 naming the field, why, and what to write instead', async () => {
    const evaluate = (config: object) =>
      t.request({ method: 'POST', url: '/v2/evaluate', payload: { project_name: 'redos', dataset: dataset(['ab']), config } });
    const cases: [object, (string | number)[], RegExp][] = [
      [{ regex: '(?<=a)b' }, ['body', 'config', 'regex'], /lookbehind.*RE2.*no lookarounds/],
      [{ regex: '(?<!a)b' }, ['body', 'config', 'regex'], /negative lookbehind/],
      [{ regex: 'a(?=b)' }, ['body', 'config', 'regex'], /lookahead.*Match the following text itself/],
      [{ regex: '(a)\\1' }, ['body', 'config', 'regex'], /backreference.*Spell out the alternatives/],
      [{ regex: '(?<x>a)\\k<x>' }, ['body', 'config', 'regex'], /named backreference/],
      [{ regex: 'a{1001}' }, ['body', 'config', 'regex'], /repeat counts up to 1000/],
      [
        { json_schema: { properties: { name: { type: 'string', pattern: '(?<!x)y' } } } },
        ['body', 'config', 'json_schema', 'properties', 'name', 'pattern'],
        /lookbehind/,
      ],
      [
        { json_schema: { type: 'array', items: [{ patternProperties: { '^(\\w)\\1$': {} } }] } },
        ['body', 'config', 'json_schema', 'items', 0, 'patternProperties', '^(\\w)\\1$'],
        /backreference/,
      ],
      [
        { json_schema: { $defs: { code: { propertyNames: { pattern: '(?=a)' } } } } },
        ['body', 'config', 'json_schema', '$defs', 'code', 'propertyNames', 'pattern'],
        /lookahead/,
      ],
    ];
    for (const [config, loc, msg] of cases) {
      const res = await evaluate(config);
      assert.equal(res.statusCode, 422, `${JSON.stringify(config)}: ${res.body}`);
      const [issue] = res.json().detail;
      assert.deepEqual(issue.loc, loc, JSON.stringify(config));
      assert.match(issue.msg, msg);
    }
  });

  it('accepts JavaScript syntax RE2 spells differently, and RE2 inline flags', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v2/evaluate',
      payload: {
        project_name: 'redos',
        dataset: dataset(['Café TCK-20931', 'cafe']),
        metrics: ['regex'],
        config: { regex: '(?i)^caf\\u00e9 (?<id>TCK-\\d{5})$' },
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const items = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${res.json().run_id}/items` })).json();
    assert.deepEqual(
      items.map((i: { metrics: { score: number }[] }) => i.metrics[0].score),
      [1, 0],
    );
  });
});
