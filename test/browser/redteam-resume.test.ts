// A cancelled red-team run resumed from the dashboard: the run page offers "Resume run", which queues the run
// again (only its pending attacks are sent) and follows it to completion; a completed run offers no resume.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, watchErrors } from './harness.js';
import { useRedTeamDashboard } from './redteam-dashboard.js';

const skip = browserUnavailable();

describe('resuming a red-team run in the dashboard', { skip: skip ?? false }, () => {
  const dashboard = useRedTeamDashboard();

  it('resumes a cancelled run with the Resume button and follows it to the end', async () => {
    const { page, call } = dashboard.user;
    const errors = watchErrors(page);
    // No worker runs yet: the queued run is cancelled at once, with every attack pending.
    const started = await call('POST', '/v2/security/redteam', {
      project_name: 'browser-resume',
      attack_vector_keys: ['base64'],
      target_vulnerabilities: ['s1-violence', 'pii-leakage'],
      attacks_per_vector: 2,
    });
    assert.equal((await call('POST', `/v2/security/redteam/runs/${started.run_id}/cancel`)).status, 'cancelled');

    await page.goto(`/security/redteam/${started.run_id}`);
    await page.getByText('cancelled', { exact: true }).first().waitFor();
    await page.getByText('Resuming sends only the 4 pending attacks; those already judged are kept.').waitFor();
    const resume = page.getByRole('button', { name: 'Resume run' });
    await resume.click();
    await page.getByRole('button', { name: 'Cancel run' }).waitFor();
    assert.equal((await call('GET', `/v2/security/redteam/runs/${started.run_id}`)).status, 'queued');

    await dashboard.worker.start();
    await page.getByText('completed', { exact: true }).first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') === '100');
    assert.equal(await resume.count(), 0, 'a completed run offers no resume');
    const run = await call('GET', `/v2/security/redteam/runs/${started.run_id}`);
    assert.equal(run.status, 'completed');
    assert.equal(run.overall.pending, 0);
    assert.deepEqual(errors, []);
  });
});
