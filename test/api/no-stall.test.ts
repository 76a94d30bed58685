// The event loop never waits on judging: while one user's request judges long texts (on the threads), the
// health check is answered first and another user's one-item request is answered too. Had the judging run on
// the event loop, nothing else could be answered before it ends (seconds for these texts, in-line): the loop's
// longest stall is checked against a bound far below that. The stall bench (bench/stall.ts) times the same
// cases at full size against a served process.
import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

/**
 * Prose of about `chars` characters: words of a small vocabulary in a seeded random order, with full stops
 * (repeated sentences would be cheap: the text analysis reads each distinct sentence once).
 */
function prose(chars: number, seed: number): string {
  const words = (
    'the agent checked refund policy before it answered why parcel was late and what customer could claim Paris 1998 ' +
    'shipped warehouse said never always because therefore however ticket price 42 dollars Monday Berlin manager approved denied order'
  ).split(' ');
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const out: string[] = [];
  for (let length = 0; length < chars; ) {
    const word = words[Math.floor(next() * words.length)] + (next() < 0.08 ? '.' : '');
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ');
}

describe('no request holds the event loop', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    // The threads start with the first long text (as a server's start them at once): started here, so that a
    // busy machine's thread start-up is not counted as a stall below.
    const warm = await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: { dataset: [{ input: prose(20_000, 1), output: 'Done.' }] } });
    assert.equal(warm.statusCode, 200, warm.body);
  });
  after(() => t.close());

  /**
   * The order in which the heavy request, /healthz and the other user's small analysis were answered (each 200),
   * and the event loop's longest stall meanwhile, in ms.
   */
  async function answeredFirst(heavy: { url: string; payload: object }): Promise<{ order: string[]; stallMs: number }> {
    const order: string[] = [];
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const track = async (name: string, pending: Promise<{ statusCode: number; body: string }>) => {
      const res = await pending;
      assert.equal(res.statusCode, 200, `${name}: ${res.body.slice(0, 300)}`);
      order.push(name);
    };
    const started = track('heavy', t.request({ method: 'POST', ...heavy }));
    delay.enable();
    // Once the heavy request is under way (its body read and checked, its work begun).
    await new Promise((r) => setTimeout(r, 20));
    const small = { dataset: [{ input: 'Where is my parcel?', output: 'It ships tomorrow.' }] };
    await Promise.all([
      started,
      track('healthz', t.request({ method: 'GET', url: '/healthz', key: null })),
      track('other user', t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', key: t.otherKey, payload: small })),
    ]);
    delay.disable();
    return { order, stallMs: delay.max / 1e6 };
  }

  /**
   * Had the judging run in-line, the health check would come after the heavy request. The loop's own pauses
   * (collections of the long texts, a machine busy with other test files beside the two threads) reach ~1.4 s
   * under the suite's load; a stall past this bound is a regression all the same. bench/stall.ts times them.
   */
  const STALL_MS = 3_000;
  const expectFree = ({ order, stallMs }: { order: string[]; stallMs: number }) => {
    assert.ok(order.indexOf('healthz') < order.indexOf('heavy'), order.join(' → '));
    assert.ok(stallMs < STALL_MS, `the event loop stalled for ${Math.round(stallMs)} ms`);
  };

  // Sixty items of 60,000 characters of answer and context: seconds of judging, which in-line would stall the loop.
  const long = Array.from({ length: 60 }, (_, k) => ({
    input: `What happened to order ${k}?`,
    output: prose(30_000, 2 * k + 2),
    context: [prose(30_000, 2 * k + 3)],
  }));

  it('analyses long items on the threads', async () => {
    expectFree(await answeredFirst({ url: '/v2/failure-analysis/analyze', payload: { dataset: long } }));
  });

  it('evaluates long items on the threads', async () => {
    expectFree(await answeredFirst({ url: '/v2/evaluate', payload: { dataset: long } }));
  });

  it('audits long pairs on the threads', async () => {
    const pairs = long.map(({ output, context }) => ({ input: context[0], output }));
    expectFree(await answeredFirst({ url: '/v2/security/audit', payload: { dataset: pairs } }));
  });
});
