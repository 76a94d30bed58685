// The dashboard's frame in a real browser: a visitor is sent to sign-in, and a bad password shows the API's message.
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
});
