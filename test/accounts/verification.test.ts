// E-mail verification through a real SMTP server: sign up, receive the mail, follow the link; resend and
// its limit; the outbox when no SMTP server is configured.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { linkIn, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { logIn, PASSWORD, signUp } from './helpers.js';
import { durationText } from '../../src/core/text/duration.js';

// The mail links the dashboard's /verify page, which calls the API with the link's token.
const pathOf = (link: string) => {
  const url = new URL(link);
  assert.equal(url.pathname, '/verify');
  return `/v2/auth/verify${url.search}`;
};

describe('e-mail verification by SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  before(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ config: { smtpUrl: smtp.url, mailFrom: 'Assay <assay@test.example>', publicUrl: 'https://assay.test.example/' } });
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a single-use link at sign-up that verifies the address', async () => {
    assert.equal((await signUp(t, 'ada@example.com')).statusCode, 201);
    const mail = await smtp.next('ada@example.com');
    assert.match(mail.raw, /From: Assay <assay@test.example>/);
    const link = linkIn(mail.raw);
    assert.ok(link.startsWith('https://assay.test.example/verify?token='), link);

    const verified = await t.request({ method: 'GET', url: pathOf(link), key: null });
    assert.equal(verified.statusCode, 200, verified.body);
    assert.deepEqual(verified.json().status, 'verified');
    assert.equal(verified.json().email, 'ada@example.com');
    const again = await t.request({ method: 'GET', url: pathOf(link), key: null });
    assert.equal(again.statusCode, 410);
    assert.match(again.json().detail, /already been used/);

    const { cookie, csrf } = await logIn(t, 'ada@example.com');
    const me = await t.request({ method: 'GET', url: '/v2/auth/me', key: null, headers: { cookie } });
    assert.equal(me.json().user.email_verified, true);
    const resend = await t.request({ method: 'POST', url: '/v2/auth/resend-verification', key: null, headers: { cookie, 'x-csrf-token': csrf } });
    assert.equal(resend.statusCode, 200);
    assert.deepEqual(resend.json(), {
      status: 'already_verified',
      email: 'ada@example.com',
      message: 'ada@example.com is already verified: nothing to do.',
      retry_after_seconds: null,
    });
  });

  it('refuses unknown and expired links with a reason', async () => {
    const unknown = await t.request({ method: 'GET', url: '/v2/auth/verify?token=nope', key: null });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().detail, /not valid/);
    assert.equal((await t.request({ method: 'GET', url: '/v2/auth/verify', key: null })).statusCode, 422);

    const user = (await signUp(t, 'late@example.com')).json();
    const link = linkIn((await smtp.next('late@example.com')).raw);
    await t.store.query("UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    const expired = await t.request({ method: 'GET', url: pathOf(link), key: null });
    assert.equal(expired.statusCode, 410);
    assert.match(expired.json().detail, /expired/);
  });

  it('throttles wrong links per client: 20 in 15 minutes, then 429 with Retry-After', async () => {
    const guesser = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < 20; i++) {
      assert.equal((await t.request({ method: 'GET', url: `/v2/auth/verify?token=guess-${i}`, key: null, ...guesser })).statusCode, 400);
    }
    const throttled = await t.request({ method: 'GET', url: '/v2/auth/verify?token=guess-20', key: null, ...guesser });
    assert.equal(throttled.statusCode, 429);
    assert.ok(Number(throttled.headers['retry-after']) > 0);
    assert.match(throttled.json().detail, /Too many unknown or used verification links/);
    assert.equal((await t.request({ method: 'GET', url: '/v2/auth/verify?token=other-client', key: null })).statusCode, 400, 'another client is not held back');
  });

  it('re-sends for the key owner, 3 mails an hour at most (then 200 rate_limited with retry_after_seconds)', async () => {
    await signUp(t, 'bob@example.com');
    await smtp.next('bob@example.com');
    const { cookie, csrf } = await logIn(t, 'bob@example.com');
    const created = await t.request({ method: 'POST', url: '/v2/keys', key: null, headers: { cookie, 'x-csrf-token': csrf }, payload: { name: 'k' } });
    const key = created.json().key;
    const first = await t.request({ method: 'POST', url: '/v2/auth/resend-verification', key });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().status, 'sent');
    assert.equal(first.json().email, 'bob@example.com');
    assert.match(first.json().message, /expires in 24 hours/);
    assert.equal(first.json().retry_after_seconds, 0);
    const second = await t.request({ method: 'POST', url: '/v2/auth/resend-verification', key, payload: {} });
    assert.equal(second.statusCode, 200);
    assert.ok(second.json().retry_after_seconds > 3500, 'the third mail of the hour was this one');
    const third = await t.request({ method: 'POST', url: '/v2/auth/resend-verification', key });
    assert.equal(third.statusCode, 200, third.body);
    assert.match(third.headers['content-type'] as string, /^application\/json/);
    const limited = third.json();
    assert.deepEqual([limited.status, limited.email], ['rate_limited', 'bob@example.com']);
    assert.ok(limited.retry_after_seconds > 3500 && limited.retry_after_seconds <= 3600, String(limited.retry_after_seconds));
    assert.match(
      limited.message,
      new RegExp(`No mail sent: 3 verification mails an hour at most\\. Try again in ${durationText(limited.retry_after_seconds)}\\.`),
    );
    // Every link sent works until used: the newest verifies the address.
    await smtp.next('bob@example.com');
    const latest = linkIn((await smtp.next('bob@example.com')).raw);
    assert.equal((await t.request({ method: 'GET', url: pathOf(latest), key: null })).statusCode, 200);
  });

  it('says so for the first-start admin, which has no address (200 no_address)', async () => {
    const res = await t.request({ method: 'POST', url: '/v2/auth/resend-verification' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^application\/json/);
    assert.deepEqual(res.json(), {
      status: 'no_address',
      email: null,
      message: 'This account has no e-mail address (the first-start admin): there is nothing to verify.',
      retry_after_seconds: null,
    });
  });

  it('answers 401 without a key, or with a wrong one', async () => {
    for (const key of [null, 'assay_not-a-key-of-this-server-0123456789']) {
      const res = await t.request({ method: 'POST', url: '/v2/auth/resend-verification', key });
      assert.equal(res.statusCode, 401);
      assert.equal(typeof res.json().detail, 'string');
    }
  });

  it('never logs tokens or passwords when mail goes by SMTP', async () => {
    const text = t.logs.join('\n');
    assert.ok(!text.includes(PASSWORD));
    assert.ok(!/token=/.test(text));
  });
});

describe('e-mail verification without SMTP: the outbox', () => {
  let t: TestApp;
  let dataDir: string;
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-outbox-'));
    t = await createTestApp({ config: { dataDir, host: '127.0.0.1', port: 8123 } });
  });
  after(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the mail as an .eml file, a plain .txt beside it whose link works as copied, and logs the link at info', async () => {
    assert.equal((await signUp(t, 'laptop@example.com')).statusCode, 201);
    const files = fs.readdirSync(path.join(dataDir, 'outbox')).sort();
    assert.equal(files.length, 2);
    assert.match(files[0], /\.eml$/);
    assert.equal(files[1], files[0].replace(/\.eml$/, '.txt'));
    const raw = fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8');
    assert.match(raw, /To: laptop@example.com/);
    const link = linkIn(raw);
    // The .txt is what a person copies from: the link is whole there, with no quoted-printable to undo.
    const plain = fs.readFileSync(path.join(dataDir, 'outbox', files[1]), 'utf8');
    assert.match(plain, /^To: laptop@example.com\nSubject: /);
    assert.equal(/https?:\/\/\S+/.exec(plain.split('\n\n').slice(1).join('\n\n'))?.[0], link);
    assert.ok(link.startsWith('http://127.0.0.1:8123/verify?token='), link);
    const line = t.logs.find((l) => l.includes('verification mail written to the outbox'));
    assert.ok(line);
    assert.equal(JSON.parse(line).level, 30);
    assert.equal(JSON.parse(line).link, link);
    assert.equal((await t.request({ method: 'GET', url: pathOf(link), key: null })).statusCode, 200);
  });
});

describe('e-mail verification when the mail server is down', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  after(() => t.close());

  it('still creates the account, and resend answers 502 with a reason', async () => {
    assert.equal((await signUp(t, 'nomail@example.com')).statusCode, 201);
    const { cookie, csrf } = await logIn(t, 'nomail@example.com');
    const res = await t.request({ method: 'POST', url: '/v2/auth/resend-verification', key: null, headers: { cookie, 'x-csrf-token': csrf } });
    assert.equal(res.statusCode, 502);
    assert.match(res.json().detail, /could not be sent/);
    assert.ok(t.logs.some((l) => l.includes('verification mail not sent')));
    assert.ok(!t.logs.some((l) => l.includes('token=')));
  });
});
