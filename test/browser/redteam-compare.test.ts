// Comparing red-team runs in the dashboard: on a run's page, picking another run as the base shows the overall
// change, the rows whose rate rose significantly, a warning when the plans differ, and the heat map of the change
// (red where attack success rose, green where it fell, * where the change is significant). The runs' outcomes are
// recorded through the store, so every cell is known.
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
    const plan = { project_name: 'browser-compare', attack_vector_keys: ['base64', 'hex'], target_vulnerabilities: ['s1-violence'], attacks_per_vector: 6 };
    const all = (status: 'succeeded' | 'resisted', n = 6) => Array.from({ length: n }, () => status);
    // No worker runs: the runs stay queued with the outcomes recorded here. The seeds differ: the plans do.
    const base = await call('POST', '/v2/security/redteam', { ...plan, run_name: 'before-fix', config: { seed: 1 } });
    await recordStatuses(dashboard.store, base.run_id, { 'base64|s1-violence': all('resisted'), 'hex|s1-violence': ['succeeded', ...all('resisted', 5)] });
    const head = await call('POST', '/v2/security/redteam', { ...plan, run_name: 'after-fix', config: { seed: 2 } });
    await recordStatuses(dashboard.store, head.run_id, { 'base64|s1-violence': all('succeeded'), 'hex|s1-violence': all('resisted') });

    await page.goto(`/security/redteam/${head.run_id}`);
    await page.getByRole('heading', { name: 'Red-team run: after-fix' }).waitFor();
    const picker = page.getByLabel('Compare with (base run)');
    await page.getByRole('option', { name: /^before-fix · browser-compare/ }).waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('option', { name: /^after-fix/ }).count(), 0, 'the run itself is not offered');
    await picker.selectOption({ label: (await page.getByRole('option', { name: /^before-fix/ }).textContent()) ?? '' });

    const summary = page.getByRole('status').filter({ hasText: 'Overall attack success' });
    await summary.waitFor();
    // base64 0 of 6 → 6 of 6 is significant; hex 1 of 6 → 0 of 6 is not.
    assert.match(
      (await summary.textContent()) ?? '',
      /8\.3% in before-fix → 50\.0% in this run \(\+41\.7 pp\)\. Rose significantly in 1 of .*: base64\. Significant: p < 0\.05 \(Fisher's exact test, Holm-adjusted\) and at least 5 pp\./,
    );
    await page.getByText('The two runs planned different attacks, so their rates measure different things: seed 1 → 2.').waitFor();
    await page.getByText('A run is not complete yet: the attacks recorded so far are compared.').waitFor();
    const heatMap = page.getByRole('table', { name: 'Change in attack success rate by attack vector and vulnerability' });
    await heatMap.waitFor();
    const rose = heatMap.getByRole('row', { name: /Base64 encoding/ }).getByRole('cell');
    assert.match((await rose.textContent()) ?? '', /\+100 pp\* rose significantly: 0% → 100%/);
    const fell = heatMap.getByRole('row', { name: /Hex/ }).getByRole('cell');
    assert.match((await fell.textContent()) ?? '', /−16\.7 pp fell: 17% → 0%/);
    // Red where it rose, green where it fell; white text on the strongest colour.
    const colour = (cell: typeof rose) => cell.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    const [roseBg] = await colour(rose);
    const [fellBg, fellText] = await colour(fell);
    const rgb = (s: string) => s.match(/\d+/g)!.map(Number);
    assert.ok(rgb(roseBg)[0] > rgb(roseBg)[1], `rose: ${roseBg}`);
    assert.ok(rgb(fellBg)[1] > rgb(fellBg)[0], `fell: ${fellBg}`);
    const [, roseText] = await colour(rose);
    assert.equal(roseText, 'rgb(255, 255, 255)');
    assert.notEqual(fellText, 'rgb(255, 255, 255)');
    // The run's own heat map is still there.
    await page.getByRole('table', { name: 'Attack success rate by attack vector and vulnerability', exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });
});
