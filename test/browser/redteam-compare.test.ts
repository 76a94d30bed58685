// Comparing red-team runs in the dashboard: on a run's page, picking another run as the base shows the overall
// change, the rows whose rate rose, and the heat map of the change (red where attack success rose, green where it
// fell). The runs' outcomes are recorded through the store, so every cell is known.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordStatuses } from '../support/redteam-outcomes.js';
import { browserUnavailable, watchErrors } from './harness.js';
import { useRedTeamDashboard } from './redteam-dashboard.js';

const skip = browserUnavailable();

describe('comparing red-team runs in the dashboard', { skip: skip ?? false }, () => {
  const dashboard = useRedTeamDashboard();

  it('picks a base run on the run page and shows the heat map of the change', async () => {
    const { page, call } = dashboard.user;
    const errors = watchErrors(page);
    const plan = { project_name: 'browser-compare', attack_vector_keys: ['base64', 'hex'], target_vulnerabilities: ['s1-violence'], attacks_per_vector: 2 };
    // No worker runs: the runs stay queued with the outcomes recorded here.
    const base = await call('POST', '/v2/security/redteam', { ...plan, run_name: 'before-fix' });
    await recordStatuses(dashboard.store, base.run_id, { 'base64|s1-violence': ['resisted', 'resisted'], 'hex|s1-violence': ['succeeded', 'succeeded'] });
    const head = await call('POST', '/v2/security/redteam', { ...plan, run_name: 'after-fix' });
    await recordStatuses(dashboard.store, head.run_id, { 'base64|s1-violence': ['succeeded', 'resisted'], 'hex|s1-violence': ['resisted', 'resisted'] });

    await page.goto(`/security/redteam/${head.run_id}`);
    await page.getByRole('heading', { name: 'Red-team run: after-fix' }).waitFor();
    const picker = page.getByLabel('Compare with (base run)');
    await page.getByRole('option', { name: /^before-fix · browser-compare/ }).waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('option', { name: /^after-fix/ }).count(), 0, 'the run itself is not offered');
    await picker.selectOption({ label: (await page.getByRole('option', { name: /^before-fix/ }).textContent()) ?? '' });

    const summary = page.getByRole('status').filter({ hasText: 'Overall attack success' });
    await summary.waitFor();
    assert.match((await summary.textContent()) ?? '', /50\.0% in before-fix → 25\.0% in this run \(−25 pp\)\. Rose in 1 of .*: base64\./);
    await page.getByText('A run is not complete yet: the attacks recorded so far are compared.').waitFor();
    const heatMap = page.getByRole('table', { name: 'Change in attack success rate by attack vector and vulnerability' });
    await heatMap.waitFor();
    const rose = heatMap.getByRole('row', { name: /Base64 encoding/ }).getByRole('cell');
    assert.match((await rose.textContent()) ?? '', /\+50 pp rose: 0% → 50%/);
    const fell = heatMap.getByRole('row', { name: /Hex/ }).getByRole('cell');
    assert.match((await fell.textContent()) ?? '', /−100 pp fell: 100% → 0%/);
    // Red where it rose, green where it fell; white text on the strongest colour.
    const colour = (cell: typeof rose) => cell.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    const [roseBg] = await colour(rose);
    const [fellBg, fellText] = await colour(fell);
    const rgb = (s: string) => s.match(/\d+/g)!.map(Number);
    assert.ok(rgb(roseBg)[0] > rgb(roseBg)[1], `rose: ${roseBg}`);
    assert.ok(rgb(fellBg)[1] > rgb(fellBg)[0], `fell: ${fellBg}`);
    assert.equal(fellText, 'rgb(255, 255, 255)');
    // The run's own heat map is still there.
    await page.getByRole('table', { name: 'Attack success rate by attack vector and vulnerability', exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });
});
