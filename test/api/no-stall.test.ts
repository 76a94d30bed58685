// The event loop never waits on judging: while one user's request judges long texts (on the threads), the
// health check is answered first and another user's one-item request is answered too. Had the judging run on
// the event loop, nothing else could be answered before it ends (seconds for these texts, in-line): the loop's
// longest stall is checked against a bound far below that. The stall bench (bench/stall.ts) times the same
// cases at full size against a served process.
import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

/** Prose of about `chars` characters, sentences of varied words (the detectors read sentences and words). */
function prose(chars: number): string {
  const words = 'the agent checked the refund policy before it answered why the parcel was late and what the customer could claim'.split(' ');
  const out: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const word = words[(i * 7 + (i >> 4)) % words.length] + (i % 11 === 10 ? '.' : '');
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ');
}

describe('no request holds the event loop', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
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

  /** Had the judging run in-line, the loop would have stalled for seconds; a busy machine's own pauses stay far below. */
  const STALL_MS = 1_000;
  const expectFree = ({ order, stallMs }: { order: string[]; stallMs: number }) => {
    assert.ok(order.indexOf('healthz') < order.indexOf('heavy'), order.join(' → '));
    assert.ok(stallMs < STALL_MS, `the event loop stalled for ${Math.round(stallMs)} ms`);
  };

  it('analyses a 100,000-character item on the threads', async () => {
    expectFree(await answeredFirst({ url: '/v2/failure-analysis/analyze', payload: { dataset: [{ input: prose(100_000), output: prose(2_000) }] } }));
  });

  it('evaluates a 100,000-character item on the threads', async () => {
    expectFree(
      await answeredFirst({ url: '/v2/evaluate', payload: { dataset: [{ input: prose(100_000), output: prose(2_000) }], metrics: ['completeness'] } }),
    );
  });

  it('audits 30 pairs of 100,000 characters on the threads', async () => {
    const pair = { input: prose(50_000), output: prose(50_000) };
    expectFree(await answeredFirst({ url: '/v2/security/audit', payload: { dataset: Array.from({ length: 30 }, () => pair) } }));
  });
});
