// The trace pages in a real browser: the list opens a trace, and a 10,000-span trace stays virtualised (only
// the rows in view are in the DOM), scrolls to its last span by keyboard and shows a span's details; a chain
// deeper than the API's 100 levels per entry reads as one tree; a span's details show its events; a trace is
// analysed from its page, its analyses are listed there, and the analysis links back to the trace and its spans.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, startDashboardServer, watchErrors, type DashboardServer } from './harness.js';
import { signedInPage, type SignedInPage } from './signed-in.js';

const skip = browserUnavailable();
const TRACE_ID = 'b'.repeat(32);
const SPANS = 10_000;

/** A root, 99 agent steps under it, each with 100 - 1 tool and model calls: 10,000 spans in one trace. */
function bigTrace() {
  const t0 = Date.parse('2025-05-01T12:00:00.000Z');
  const at = (ms: number) => new Date(t0 + ms).toISOString();
  const parts: object[] = [
    { type: 'span', trace_id: TRACE_ID, span_id: 'root', name: 'handle request', start_time: at(0), end_time: at(SPANS + 10), status: 'ok' },
  ];
  let n = 1;
  for (let step = 0; n < SPANS; step++) {
    const stepId = `step-${step}`;
    parts.push({
      type: 'span',
      trace_id: TRACE_ID,
      span_id: stepId,
      parent_span_id: 'root',
      name: `agent step ${step}`,
      start_time: at(n),
      end_time: at(n + 100),
    });
    n++;
    for (let k = 0; k < 100 && n < SPANS; k++, n++) {
      const last = n === SPANS - 1;
      parts.push({
        type: 'span',
        trace_id: TRACE_ID,
        span_id: `call-${n}`,
        parent_span_id: stepId,
        name: last ? 'final answer' : k % 2 ? `tool lookup ${n}` : `llm call ${n}`,
        kind: k % 2 ? 'tool' : 'llm',
        start_time: at(n),
        end_time: at(n + 1),
        status: n % 997 === 0 ? 'error' : 'ok',
        attributes: { 'gen_ai.request.model': 'demo-model', step },
      });
    }
  }
  return parts;
}

describe('trace pages', { skip: skip ?? false }, () => {
  let server: DashboardServer;
  let browser: Browser;
  let user: SignedInPage;
  before(async () => {
    server = await startDashboardServer();
    browser = await launchBrowser();
    user = await signedInPage(server, browser);
    const parts = bigTrace();
    assert.equal(parts.filter((p: any) => p.type === 'span').length, SPANS);
    await user.call('POST', '/api/v1/traces', { project_name: 'big-agent', items: parts });
  });
  after(async () => {
    await user?.context.close();
    await browser?.close();
    await server?.close();
  });

  it('lists the trace and opens a 10,000-span trace with only the visible rows in the DOM', async () => {
    const { page } = user;
    const errors = watchErrors(page);
    await page.goto('/traces');
    const row = page.getByRole('row', { name: /handle request/ });
    await row.waitFor();
    assert.match(await row.innerText(), /10000|10,000/);
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Trace/ }).waitFor();
    const tree = page.getByRole('tree', { name: /Spans/ });
    await tree.waitFor();
    await page.getByRole('treeitem', { name: /handle request/ }).waitFor();
    const rendered = await page.getByRole('treeitem').count();
    assert.ok(rendered > 10 && rendered < 200, `${rendered} rows in the DOM`);

    // Keyboard: End goes to the last span, which scrolls into view; Enter shows its details.
    await tree.focus();
    await page.keyboard.press('End');
    const last = page.getByRole('treeitem', { name: /final answer/ });
    await last.waitFor();
    assert.ok(await last.isVisible());
    assert.ok((await page.getByRole('treeitem').count()) < 200);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'final answer' }).waitFor();
    assert.match(page.url(), /span=call-9999/);

    // Collapse and expand with the keyboard: Home, then Left closes the root, leaving one row.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.querySelectorAll('[role=treeitem]').length === 1);
    assert.equal(await page.getByRole('treeitem', { name: /handle request/ }).getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('treeitem', { name: /agent step 0/ }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('shows a chain deeper than 100 levels as one tree (continuations under their parents)', async () => {
    const traceId = 'deep-chain';
    const at = (ms: number) => new Date(Date.parse('2025-05-01T12:00:00.000Z') + ms).toISOString();
    const items = Array.from({ length: 250 }, (_, i) => ({
      type: 'span',
      trace_id: traceId,
      span_id: `s${i}`,
      parent_span_id: i === 0 ? null : `s${i - 1}`,
      name: `step ${i}`,
      start_time: at(i),
      end_time: at(1000 - i),
    }));
    await user.call('POST', '/api/v1/traces', { project_name: 'deep', items });
    const { page } = user;
    const errors = watchErrors(page);
    await page.goto(`/traces/${traceId}`);
    const tree = page.getByRole('tree', { name: /Spans/ });
    await page.getByRole('treeitem', { name: /step 0/ }).waitFor();
    await tree.focus();
    await page.keyboard.press('End');
    await page.getByRole('treeitem', { name: /step 249/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'step 249' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it("shows a span's events (name, time after the span's start, attributes) in its details", async () => {
    const traceId = 'e'.repeat(32);
    const ns = (ms: number) => String(BigInt(Date.parse('2025-05-01T12:00:00.000Z') + ms) * 1_000_000n);
    await user.call('POST', '/v1/traces', {
      resourceSpans: [
        {
          resource: { attributes: [{ key: 'service.name', value: { stringValue: 'events-demo' } }] },
          scopeSpans: [
            {
              spans: [
                {
                  traceId,
                  spanId: '00000000000000e1',
                  name: 'call payment api',
                  kind: 3,
                  startTimeUnixNano: ns(0),
                  endTimeUnixNano: ns(500),
                  status: { code: 2, message: 'timeout' },
                  events: [{ name: 'exception', timeUnixNano: ns(250), attributes: [{ key: 'exception.type', value: { stringValue: 'TimeoutError' } }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    const { page } = user;
    const errors = watchErrors(page);
    await page.goto(`/traces/${traceId}?span=00000000000000e1`);
    await page.getByRole('heading', { name: 'call payment api' }).waitFor();
    const events = page.getByRole('list', { name: 'Span events' });
    await events.waitFor();
    const text = await events.innerText();
    assert.match(text, /exception/);
    assert.match(text, /\+250 ms/);
    assert.match(text, /exception\.type/);
    assert.match(text, /TimeoutError/);
    assert.deepEqual(errors, []);
  });
  it('analyses a trace from its page; the run links back to the trace, a tag to its span, and the trace lists the run', async () => {
    const traceId = 'analysed-trace';
    const at = (ms: number) => new Date(Date.parse('2025-05-01T12:00:00.000Z') + ms).toISOString();
    await user.call('POST', '/api/v1/traces', {
      project_name: 'jobs',
      items: [
        {
          type: 'span',
          trace_id: traceId,
          span_id: 'r',
          name: 'job',
          start_time: at(0),
          end_time: at(40_000),
          status: 'error',
          status_message: 'worker killed',
        },
        {
          type: 'span',
          trace_id: traceId,
          span_id: 'c',
          parent_span_id: 'r',
          name: 'call-model',
          kind: 'llm',
          start_time: at(1000),
          end_time: at(31_000),
          status: 'error',
          status_message: 'Request timed out after 30 s',
        },
      ],
    });
    const { page } = user;
    const errors = watchErrors(page);
    await page.goto(`/traces/${traceId}`);
    const analyses = page.getByRole('region', { name: 'Failure analyses of this trace' });
    await analyses.getByText('Not analysed yet.').waitFor();
    await analyses.getByRole('button', { name: 'Analyse this trace' }).click();
    await page.waitForURL(/\/analysis\/runs\/[0-9a-f-]{36}$/);
    const runId = page.url().split('/').pop()!;
    const back = page.getByRole('link', { name: traceId });
    await back.waitFor();
    assert.equal(await back.getAttribute('href'), `/traces/${traceId}`);

    // A trace-level tag names its span: the item page links to it, and the link selects it on the trace page.
    const tags = page.getByRole('table', { name: 'Tags of the run' });
    await tags.getByRole('row', { name: /tool_timeout/ }).click();
    await page.getByRole('heading', { name: 'Item 0' }).waitFor();
    assert.equal(await page.getByRole('link', { name: traceId }).getAttribute('href'), `/traces/${traceId}`);
    const spanLink = page.getByRole('link', { name: 'c', exact: true });
    assert.equal(await spanLink.getAttribute('href'), `/traces/${traceId}?span=c`);
    await spanLink.click();
    await page.getByRole('heading', { name: 'call-model' }).waitFor();

    // Back on the trace, its analyses list the run, which opens.
    const listed = page.getByRole('table', { name: 'Failure analyses of this trace' });
    await listed.waitFor();
    assert.equal(await listed.locator('tbody tr').count(), 1);
    await listed.locator('tbody tr').first().click();
    await page.waitForURL(new RegExp(`/analysis/runs/${runId}$`));
    assert.deepEqual(errors, []);
  });
});
