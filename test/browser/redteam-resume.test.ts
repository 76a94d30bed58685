// A red-team run resumed and replayed from the dashboard: the run page offers "Resume run" for a cancelled run,
// which queues the run again (only its pending attacks are sent) and follows it to completion; a completed run
// offers no resume but "Replay run", which starts the replay (named after the run) and opens it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, watchErrors } from './harness.js';
import { useRedTeamDashboard } from './redteam-dashboard.js';

const skip = browserUnavailable();

describe('resuming and replaying a red-team run in the dashboard', { skip: skip ?? false }, () => {
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

  it('replays a completed run with the Replay button and opens the replay, named after the run', async () => {
    const { page, call } = dashboard.user;
    const errors = watchErrors(page);
    await dashboard.worker.start();
    const started = await call('POST', '/v2/security/redteam', {
      project_name: 'browser-replay',
      run_name: 'guard check',
      attack_vector_keys: ['base64'],
      target_vulnerabilities: ['pii-leakage'],
      attacks_per_vector: 1,
    });
    for (let i = 0; i < 600 && (await call('GET', `/v2/security/redteam/runs/${started.run_id}`)).status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }

    await page.goto(`/security/redteam/${started.run_id}`);
    await page.getByRole('heading', { name: 'Red-team run: guard check' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Resume run' }).count(), 0);
    await page.getByRole('button', { name: 'Replay run' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/security/redteam/') && !url.pathname.endsWith(started.run_id));
    const replayId = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: /^Red-team run: guard check \(replay \d{4}-\d\d-\d\dT[\d:]{8}Z\)$/ }).waitFor();
    const replay = await call('GET', `/v2/security/redteam/runs/${replayId}`);
    assert.deepEqual([replay.replay_of, replay.project_name, replay.overall.total], [started.run_id, 'browser-replay', 1]);
    const back = page.getByRole('link', { name: `run ${started.run_id.slice(0, 8)}…` });
    assert.equal(await back.getAttribute('href'), `/security/redteam/${started.run_id}`);
    await page.getByText('completed', { exact: true }).first().waitFor({ timeout: 60_000 });
    assert.deepEqual(errors, []);
  });
});
