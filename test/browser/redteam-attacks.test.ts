// The red-team pages for a newcomer: the start form's count is the plan the API will make (and a count it would
// refuse is said, not started); a clicked attack far down the list opens its details right under its row, in
// view and focused; each attack's outcome is one word and its latency one duration.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, watchErrors } from './harness.js';
import { useRedTeamDashboard } from './redteam-dashboard.js';

const skip = browserUnavailable();
const OUTCOMES = ['succeeded', 'resisted', 'error', 'pending'];

describe('red-team form and attacks in the dashboard', { skip: skip ?? false }, () => {
  const dashboard = useRedTeamDashboard();

  it('shows the plan the API will make, and says why a count it would refuse cannot start', async () => {
    const { page } = dashboard.user;
    const errors = watchErrors(page);
    await page.goto('/security');
    await page.getByRole('checkbox', { name: 'Base64' }).waitFor();
    const perVector = page.getByLabel('Attacks per vector and vulnerability');
    const start = page.getByRole('button', { name: 'Start red-team run' });
    // The form's defaults: 4 vectors × 4 vulnerabilities.
    await perVector.fill('100');
    await page.getByText('1,600 attacks will be planned: 4 vectors × 4 vulnerabilities × 100.').waitFor();
    assert.equal(await start.isDisabled(), false);
    for (const typed of ['101', '0', '']) {
      await perVector.fill(typed);
      await page.getByText('Attacks per vector and vulnerability must be a whole number from 1 to 100.').waitFor();
      assert.equal(await start.isDisabled(), true, `attacks per vector "${typed}"`);
    }
    await perVector.fill('3');
    await page.getByRole('checkbox', { name: 'Base64' }).uncheck();
    await page.getByText('36 attacks will be planned: 3 vectors × 4 vulnerabilities × 3.').waitFor();
    assert.deepEqual(errors, []);
  });

  it('opens a clicked attack under its row, in view, with the outcome and latency said once', async () => {
    const started = await dashboard.user.call('POST', '/v2/security/redteam', {
      project_name: 'attacks-page',
      attack_vector_keys: ['jailbreak', 'base64'],
      target_vulnerabilities: ['s17-malware', 'pii-leakage', 'system-prompt-leakage', 's4-guns-illegal-weapons'],
      attacks_per_vector: 6,
      config: { target: { type: 'demo' }, seed: 7 },
    });
    await dashboard.worker.start();
    const deadline = Date.now() + 90_000;
    while ((await dashboard.user.call('GET', `/v2/security/redteam/runs/${started.run_id}`)).status !== 'completed') {
      assert.ok(Date.now() < deadline, 'the demo run finishes');
      await new Promise((r) => setTimeout(r, 250));
    }
    const { page } = dashboard.user;
    const errors = watchErrors(page);
    await page.goto(`/security/redteam/${started.run_id}`);
    const attacks = page.getByRole('table', { name: 'Attacks' });
    await attacks.waitFor();
    await page.getByText('1–48 of 48').waitFor();
    const rows = attacks.locator('tbody tr');

    // Outcome: one badge, one word; latency: one duration.
    for (const cells of await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')))) {
      assert.ok(OUTCOMES.includes(cells[3]), `outcome cell "${cells[3]}"`);
      assert.match(cells[6], /^\d+(\.\d+)? (ms|s)$/, `latency cell "${cells[6]}"`);
    }

    // A row far down the page: its details open right under it, in view, and take focus.
    const row = rows.nth(44);
    const index = (await row.locator('td').first().innerText()).trim();
    await row.scrollIntoViewIfNeeded();
    await row.click();
    const details = page.locator('tr.row-detail section.attack-details');
    await details.waitFor();
    assert.equal(await row.getAttribute('aria-expanded'), 'true');
    assert.equal(await rows.nth(45).getAttribute('class'), 'row-detail', 'the details are the next row');
    await page.getByRole('heading', { name: new RegExp(`^Attack #${index}:`) }).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('attack-details'));
    const box = (await details.boundingBox())!;
    const viewport = page.viewportSize()!;
    assert.ok(box.y >= 0 && box.y < viewport.height, `details start in view (y ${box.y})`);
    await page.getByRole('list', { name: 'Attack conversation' }).waitFor();
    // The details add the rationale, not the outcome or latency the row already shows.
    const text = await details.innerText();
    assert.doesNotMatch(text, /Verdict:|Latency/);

    // Clicking the row again closes them; Close does too.
    await row.click();
    await details.waitFor({ state: 'detached' });
    await row.click();
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  });

  it("shows an attack's earlier tries, folded, above the last one's conversation", async () => {
    const started = await dashboard.user.call('POST', '/v2/security/redteam', {
      project_name: 'tries-page',
      attack_vector_keys: ['best_of_n'],
      target_vulnerabilities: ['s17-malware', 'system-prompt-leakage', 's4-guns-illegal-weapons'],
      attacks_per_vector: 4,
      config: { target: { type: 'demo' }, seed: 3, best_of_n: 6 },
    });
    await dashboard.worker.start();
    const deadline = Date.now() + 90_000;
    while ((await dashboard.user.call('GET', `/v2/security/redteam/runs/${started.run_id}`)).status !== 'completed') {
      assert.ok(Date.now() < deadline, 'the demo run finishes');
      await new Promise((r) => setTimeout(r, 250));
    }
    const listed = await dashboard.user.call('GET', `/v2/security/redteam/runs/${started.run_id}/attacks`);
    const retried = listed.find((a: any) => a.tries.length > 1);
    assert.ok(retried, 'the demo target resists some first tries');
    const { page } = dashboard.user;
    const errors = watchErrors(page);
    await page.goto(`/security/redteam/${started.run_id}`);
    const rows = page.getByRole('table', { name: 'Attacks' }).locator('tbody tr');
    await page.getByText(`1–${listed.length} of ${listed.length}`).waitFor();
    await rows.nth(retried.index).click();
    const details = page.locator('section.attack-details');
    await details.getByRole('heading', { name: new RegExp(`^${retried.tries.length} tries sent, the last one below`) }).waitFor();
    const earlier = details.locator('details.attack-try');
    assert.equal(await earlier.count(), retried.tries.length - 1);
    assert.equal((await earlier.first().locator('summary').innerText()).trim(), `Try 1: ${retried.tries[0].status}`);
    await earlier.first().locator('summary').click();
    await earlier.first().getByText(retried.tries[0].turns[0], { exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });
});
