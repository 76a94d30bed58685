// A project's custom rules on the dashboard: their tags are in the run's tags table like any detector's, the
// rule's own subcategory is in the subcategory filter, and a tag opens with the matched text highlighted. Rules
// of chosen levels also check the bucket chart: its legend runs by severity, worst first, as the server orders
// the levels (not by name, which would put info before low and medium).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { SEVERITY_LABELS } from '../../src/core/scoring/scoring.js';
import { browserUnavailable, launchBrowser, startDashboardServer, watchErrors, type DashboardServer } from './harness.js';
import { signedInPage, type SignedInPage } from './signed-in.js';

const skip = browserUnavailable();

describe('custom rules on the dashboard', { skip: skip ?? false }, () => {
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

  it("lists a rule's tags, filters by its own subcategory, and highlights what it matched", async () => {
    await user.call('POST', '/v2/projects', { name: 'rules-page' });
    await user.call('PUT', '/v2/projects/rules-page/custom-rules', {
      custom_rules: [
        {
          name: 'refund_promise',
          keywords: ['full refund'],
          bucket_id: 'safety_security',
          subcategory_name: 'Refund promise',
          severity_label: 'high',
          gates_ci: true,
        },
      ],
    });
    const dataset = [
      { input: 'Can I return it?', output: 'Yes: you get a full refund, no questions asked.' },
      { input: 'What is the capital of France?', output: 'Paris is the capital of France.' },
    ];
    const run = await user.call('POST', '/v2/failure-analysis/analyze', { project_name: 'rules-page', dataset, run_security: false, run_eval: false });
    const { page } = user;
    const errors = watchErrors(page);
    await page.goto(`/analysis/runs/${run.run_id}`);
    const tags = page.getByRole('table', { name: 'Tags of the run' });
    await tags.waitFor();
    await page.getByLabel('Subcategory', { exact: true }).selectOption('refund_promise');
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Tags of the run"] tbody tr').length === 1);
    const row = await tags.locator('tbody tr').first().innerText();
    assert.match(row, /Refund promise[\s\S]*rule:refund_promise/);
    await tags.locator('tbody tr').first().click();
    await page.getByRole('heading', { name: 'Item 0' }).waitFor();
    assert.equal(await page.locator('pre[data-source="output"] mark').first().innerText(), 'full refund');
    assert.deepEqual(errors, []);
  });

  it("draws the bucket chart's legend by severity, worst first", async () => {
    await user.call('POST', '/v2/projects', { name: 'legend-page' });
    // One rule a level, listed in name order, so a legend sorted by name cannot pass for one sorted by severity.
    const levels = ['info', 'low', 'medium', 'critical'];
    await user.call('PUT', '/v2/projects/legend-page/custom-rules', {
      custom_rules: levels.map((level) => ({
        name: `word_${level}`,
        keywords: [`${level}-word`],
        bucket_id: 'response_quality',
        subcategory_name: `A ${level} word`,
        severity_label: level,
      })),
    });
    const dataset = [{ input: 'Say the words.', output: levels.map((l) => `${l}-word`).join(', ') }];
    const run = await user.call('POST', '/v2/failure-analysis/analyze', { project_name: 'legend-page', dataset, run_security: false, run_eval: false });
    const counts = run.summary.severity_counts;
    assert.deepEqual(
      levels.map((l) => counts[l] > 0),
      [true, true, true, true],
      JSON.stringify(counts),
    );
    const { page } = user;
    const errors = watchErrors(page);
    await page.goto(`/analysis/runs/${run.run_id}`);
    const legend = page.locator('.chart .recharts-legend-item-text');
    await legend.first().waitFor();
    const shown = SEVERITY_LABELS.filter((l) => counts[l] > 0);
    assert.deepEqual(await legend.allInnerTexts(), shown);
    // The chart's text alternative lists the levels in the same order.
    const table = page.getByRole('table', { name: 'Fail tags by bucket and severity level' });
    assert.deepEqual((await table.locator('thead th').allInnerTexts()).slice(1), shown);
    assert.deepEqual(errors, []);
  });
});
