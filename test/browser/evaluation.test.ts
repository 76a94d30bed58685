// Evaluation pages in a real browser: a run with every metric fits a 1366 px laptop screen (its wide items table
// scrolls in its own box); an evaluated item's page says when the interaction took place, its reasoning, and an
// item without context says so (the API answers "" for it, not null).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, startDashboardServer, watchErrors, type DashboardServer } from './harness.js';
import { signedInPage, type SignedInPage } from './signed-in.js';

const skip = browserUnavailable();

describe('evaluation pages', { skip: skip ?? false }, () => {
  let server: DashboardServer;
  let browser: Browser;
  let user: SignedInPage;
  before(async () => {
    server = await startDashboardServer();
    browser = await launchBrowser();
    user = await signedInPage(server, browser);
  });
  after(async () => {
    await user?.context.close();
    await browser?.close();
    await server?.close();
  });

  it('fits a run with every metric into a 1366 px wide window: the items table scrolls inside its own box', async () => {
    const item = (n: number) => ({
      input: `Question ${n}: ${'how long does the refund of a duplicate card charge take to reach the account '.repeat(3)}`,
      output: 'Refunds reach the account within five to seven business days.',
      context: ['Refunds are issued within 5–7 business days to the original payment method.'],
      reference: 'Within five to seven business days.',
    });
    // Every metric these items have the inputs for, named (unnamed, a metric runs only where it applies), each a
    // column of the items table.
    const metrics = [
      'faithfulness',
      'answer_relevancy',
      'context_relevance',
      'context_precision',
      'context_recall',
      'completeness',
      'toxicity',
      'pii_leakage',
      'refusal',
      'json_validity',
      'exact_match',
      'contains',
      'rouge_l',
      'bleu',
      'readability',
      'language_consistency',
    ];
    const run = await user.call('POST', '/v2/evaluate', { project_name: 'eval-wide', metrics, dataset: [item(1), item(2), item(3)] });
    const { page } = user;
    const errors = watchErrors(page);
    assert.deepEqual(page.viewportSize(), { width: 1366, height: 768 });
    await page.goto(`/evaluation/runs/${run.run_id}`);
    const items = page.getByRole('table', { name: 'Items of the run' });
    await items.waitFor();
    const metricColumns = await items.locator('thead th').count();
    assert.ok(metricColumns > 15, `${metricColumns} columns: the table is wide`);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    assert.ok(widths.page <= widths.window, `the page is ${widths.page} px wide in a ${widths.window} px window`);
    // The table keeps its columns readable and scrolls in its own box instead.
    const box = await items.evaluate((table) => {
      const scroller = table.parentElement!;
      return { overflowX: getComputedStyle(scroller).overflowX, scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
    });
    assert.equal(box.overflowX, 'auto');
    assert.ok(box.scrollWidth > box.clientWidth, 'the items table is wider than its box and scrolls');
    assert.deepEqual(errors, []);
  });

  it('shows when the item took place, its reasoning, and "None." for a missing context', async () => {
    const item = { input: 'Give me the user as JSON.', output: '{"name": "Ada"}', metadata: { timestamp: '2025-05-01T12:00:00Z' } };
    const run = await user.call('POST', '/v2/evaluate', { project_name: 'eval-page', dataset: [item], metrics: ['json_validity'] });
    const [listed] = await user.call('GET', `/v2/evaluate/runs/${run.run_id}/items`);
    const { page } = user;
    const errors = watchErrors(page);
    await page.goto(`/evaluation/items/${listed.id}`);
    await page.getByRole('heading', { name: 'Item #0' }).waitFor();
    assert.match(await page.getByText(/^Took place /).innerText(), /2025/);
    assert.match(await page.locator('section', { has: page.getByRole('heading', { name: 'Reasoning' }) }).innerText(), /json_validity/);
    assert.equal(
      await page
        .locator('section', { has: page.getByRole('heading', { name: 'Retrieved context' }) })
        .locator('p')
        .innerText(),
      'None.',
    );
    assert.deepEqual(errors, []);
  });
});
