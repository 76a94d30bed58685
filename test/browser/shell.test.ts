// The dashboard's frame in a real browser: a visitor is sent to sign-in, and a bad password shows the API's message;
// a signed-out visitor's pages log no console error (the session probe answers 200, not 401); the API's docs
// page runs under its Content-Security-Policy without a violation and shows the key as `Bearer <API key>`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, startDashboardServer, watchErrors, type DashboardServer } from './harness.js';

const skip = browserUnavailable();

describe('dashboard shell', { skip: skip ?? false }, () => {
  let server: DashboardServer;
  let browser: Browser;
  before(async () => {
    server = await startDashboardServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends a visitor without a session to sign-in, and shows why a sign-in failed', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.baseUrl}/analysis`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.match(page.url(), /\/signin\?next=%2Fanalysis$/);
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong password 123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /e-mail or password/i);
    // The failed login answers 401, which the browser reports as a console error; nothing else may fail.
    assert.deepEqual(
      errors.filter((e) => !/401/.test(e)),
      [],
    );
  });

  it('logs no console error on any page a signed-out visitor opens, the session probe included', async () => {
    for (const path of ['/', '/signin', '/signup', '/analysis', '/evaluation/runs/1', '/device?user_code=ABCD-EFGH', '/no-such-page']) {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      const probes: number[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname === '/v2/auth/session') probes.push(r.status());
      });
      // Awaited as such: on a loaded machine the probe can start after the network has been idle for a while.
      const probed = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/auth/session');
      await page.goto(`${server.baseUrl}${path}`);
      await probed;
      // The header offers sign-in once the probe said "signed out".
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(probes, [200], path);
      assert.deepEqual(errors, [], path);
      await page.close();
    }
  });

  it('serves /docs without a Content-Security-Policy violation, showing the key as "Bearer <API key>"', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.sourceFile}:${e.lineNumber}`));
    });
    const response = await page.goto(`${server.baseUrl}/docs`);
    assert.match(String(response?.headers()['content-security-policy']), /script-src 'self'/);
    const info = page.locator('.information-container');
    await info.getByText('Authorization: Bearer <API key>').waitFor();
    await page.getByText('/v2/auth/session').first().waitFor();
    await page
      .getByRole('button', { name: /Authorize/ })
      .first()
      .click();
    const dialog = page.locator('.modal-ux');
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /\(http, Bearer\)[\s\S]*Authorization: Bearer <key>/);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
