// An evaluated item's page in a real browser: when the interaction took place, the reasoning, and an item
// without context saying so (the API answers "" for it, not null).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, startDashboardServer, watchErrors, type DashboardServer } from './harness.js';
import { signedInPage, type SignedInPage } from './signed-in.js';

const skip = browserUnavailable();

describe('evaluation item page', { skip: skip ?? false }, () => {
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
