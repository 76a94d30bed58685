// A red-team run started from the dashboard and watched to the end: the form plans a demo run, the run page
// follows it over the WebSocket (session cookie) until the status is completed and the progressbar is at
// 100%, and shows the heat map and the attacks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, watchErrors } from './harness.js';
import { useRedTeamDashboard } from './redteam-dashboard.js';

const skip = browserUnavailable();

describe('red-team run in the dashboard', { skip: skip ?? false }, () => {
  const dashboard = useRedTeamDashboard();

  it('starts a demo run from the form and watches it finish over the WebSocket', async () => {
    const { page } = dashboard.user;
    const errors = watchErrors(page);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto('/security');
    await page.getByRole('heading', { name: 'Security' }).waitFor();
    await page.getByLabel('Project').last().fill('browser-redteam');
    await page.getByRole('checkbox', { name: 'Base64' }).waitFor();
    await page.getByRole('button', { name: 'Start red-team run' }).click();
    await page.waitForURL(/\/security\/redteam\/[0-9a-f-]{36}$/);
    const progress = page.getByRole('progressbar', { name: 'Attacks done' });
    await progress.waitFor();
    // The run is queued until a worker takes it: the page is already following it.
    await dashboard.worker.start();
    await page.getByText('completed', { exact: true }).first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') === '100');
    assert.ok(
      sockets.some((u) => /\/v2\/security\/redteam\/runs\/[0-9a-f-]+\/ws$/.test(u)),
      `sockets: ${sockets.join(', ')}`,
    );

    const heatMap = page.getByRole('table', { name: /Attack success rate by attack vector and vulnerability/ });
    await heatMap.waitFor();
    assert.ok(await heatMap.getByRole('rowheader', { name: 'Base64 encoding' }).isVisible());
    // Re-read after the last attacks: every cell has a rate and nothing is pending.
    await page.waitForFunction(() => {
      const text = document.querySelector('table.heatmap tbody')?.textContent ?? '';
      return /\d+%/.test(text) && !/pending/.test(text);
    });
    const attacks = page.getByRole('table', { name: 'Attacks' });
    await attacks.waitFor();
    assert.equal(await attacks.getByRole('row').count(), 1 + 32);
    // The page says how many attacks there are (X-Total-Count) and that there is no further page (no Link).
    await page.getByText('1–32 of 32').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Next attacks' }).isDisabled(), true);
    assert.ok(await attacks.getByRole('cell', { name: 'Base64 encoding' }).first().isVisible());
    // A row opens with the keyboard and shows the conversation.
    await attacks.getByRole('row').nth(1).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Attack conversation' }).waitFor();

    const run = (await dashboard.user.call('GET', '/v2/security/redteam/runs?project_name=browser-redteam')).runs[0];
    assert.equal(run.status, 'completed');
    await page.getByRole('heading', { name: `Red-team run: ${run.run_name}` }).waitFor();
    assert.equal(run.overall.pending, 0);
    assert.deepEqual(errors, []);
  });
});
