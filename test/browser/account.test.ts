// The Account pages in a real browser: sign up, verify through the mail in the outbox, sign in, create an API key
// (shown once) and revoke it, change a project's thresholds, and approve a device login at /device.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailable, latestMailLink, launchBrowser, startDashboardServer, watchErrors, type DashboardServer } from './harness.js';
import { PASSWORD, signInThrough } from './sign-in.js';
import { signedInPage } from './signed-in.js';

const skip = browserUnavailable();
const EMAIL = 'grace@example.com';

describe('dashboard: account', { skip: skip ?? false }, () => {
  let server: DashboardServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  before(async () => {
    server = await startDashboardServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    errors = watchErrors(page);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('signs up, verifies the address through the outbox link, and signs in', async () => {
    await page.goto(`${server.baseUrl}/signin`);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your mail' }).waitFor();
    assert.match(await page.getByRole('status').innerText(), new RegExp(EMAIL));

    // The mail links the dashboard's /verify page (the public URL of a port-0 test server is not its address).
    const link = new URL(latestMailLink(server.outboxDir));
    assert.equal(link.pathname, '/verify');
    await page.goto(`${server.baseUrl}${link.pathname}${link.search}`);
    const verified = page.getByRole('status').filter({ hasText: 'verified' });
    await verified.waitFor();
    assert.match(await verified.innerText(), new RegExp(`${EMAIL} is verified`));
    // The link works once: opening it again says so.
    await page.reload();
    const used = page.getByRole('alert');
    await used.waitFor();
    assert.match(await used.innerText(), /already been used/);

    await signInThrough(page, server.baseUrl, '/account', EMAIL);
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    assert.equal(await page.locator('dl.facts').getByText('verified', { exact: true }).count(), 1);
  });

  it('re-sends the verification mail, and says when no mail went out because of the hourly limit', async () => {
    const unverified = await signedInPage(server, browser);
    try {
      const own = watchErrors(unverified.page);
      await unverified.page.goto('/account');
      const resend = unverified.page.getByRole('button', { name: 'Send the verification mail again' });
      // The sign-up mail and two more make the hour's three; the fourth request sends nothing.
      for (let i = 0; i < 2; i++) {
        await resend.click();
        await unverified.page.getByRole('status').filter({ hasText: 'We sent a new verification link' }).waitFor();
      }
      await resend.click();
      const limited = unverified.page.getByRole('alert');
      await limited.waitFor();
      assert.match(await limited.innerText(), /No mail sent: 3 verification mails an hour at most\. Try again in (?:\d+ min|1 h)\./);
      assert.deepEqual(own, []);
    } finally {
      await unverified.context.close();
    }
  });

  it('creates an API key shown once, which works, and revokes it', async () => {
    await page.getByLabel('Key name').fill('laptop');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByLabel('New API key');
    await secret.waitFor();
    const key = (await secret.innerText()).trim();
    const me = await fetch(`${server.baseUrl}/v2/auth/me`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(me.status, 200);
    assert.equal((await me.json()).user.email, EMAIL);

    const table = page.getByRole('table', { name: 'API keys' });
    await table.getByRole('cell', { name: 'laptop', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    assert.equal(await page.getByLabel('New API key').count(), 0, 'the secret is shown once');
    await page.reload();
    await table.getByRole('cell', { name: 'laptop', exact: true }).waitFor();
    assert.ok(!(await page.content()).includes(key), 'the secret is never shown again');

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Revoke key laptop' }).click();
    await table.getByText(/^revoked/).waitFor();
    const after = await fetch(`${server.baseUrl}/v2/auth/me`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(after.status, 401);
  });

  it('creates a project and saves its thresholds', async () => {
    await page.getByLabel('New project name').fill('support-bot');
    await page.getByRole('button', { name: 'Create project' }).click();
    const gate = page.getByLabel('CI-gate threshold');
    await gate.waitFor();
    assert.equal(await gate.inputValue(), '0.8');
    await gate.fill('0.65');
    await page.getByRole('button', { name: 'Save thresholds' }).click();
    await page.getByText('Saved the thresholds of support-bot.').waitFor();
    await page.reload();
    await page.getByLabel('CI-gate threshold').waitFor();
    assert.equal(await page.getByLabel('CI-gate threshold').inputValue(), '0.65');
  });

  it('approves a device login at /device, and the device receives its key', async () => {
    const code = await (
      await fetch(`${server.baseUrl}/v2/auth/device/code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"client_name":"ci box"}',
      })
    ).json();
    const uri = new URL(code.verification_uri_complete);
    assert.equal(uri.pathname, '/device');
    await page.goto(`${server.baseUrl}${uri.pathname}${uri.search}`);
    await page.getByRole('heading', { name: 'Approve a device' }).waitFor();
    assert.equal(await page.getByLabel('Code from the device').inputValue(), code.user_code);
    // The page names the client that asked (its client_name), so a person approves only a login they started.
    const asker = page.getByTestId('device-client');
    await asker.waitFor();
    assert.match(await asker.innerText(), /^Asked by ci box · the code is valid until /);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
    const token = await fetch(`${server.baseUrl}/v2/auth/device/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device_code: code.device_code }),
    });
    assert.equal(token.status, 200);
    assert.equal((await token.json()).token_type, 'Bearer');
    // The browser logs failed calls as console errors: the session check before signing in (401) and the used
    // verification link (410) are expected; nothing else may fail.
    assert.deepEqual(
      errors.filter((e) => !/\b(401|410)\b/.test(e)),
      [],
    );
  });
});
