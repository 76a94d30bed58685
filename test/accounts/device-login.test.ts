// Device login (RFC 8628) through the API: code, approval by a signed-in user, polling, one key.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatUserCode, generateUserCode, normalizeUserCode, USER_CODE_ALPHABET } from '../../src/accounts/device-login.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { logIn, signUp } from './helpers.js';

describe('device login', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { devicePollSeconds: 1, publicUrl: 'https://assay.example' } });
  });
  after(() => t.close());

  const start = async (payload?: object) => {
    const res = await t.request({ method: 'POST', url: '/v2/auth/device/code', key: null, ...(payload ? { payload } : {}) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const poll = (device_code: string) => t.request({ method: 'POST', url: '/v2/auth/device/token', key: null, payload: { device_code } });
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('user codes: 8 characters of an unambiguous alphabet, shown as XXXX-XXXX, typed any way', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateUserCode();
      assert.match(code, new RegExp(`^[${USER_CODE_ALPHABET}]{8}$`));
    }
    assert.doesNotMatch(USER_CODE_ALPHABET, /[AEIOU01L]/);
    assert.equal(formatUserCode('BCDFGHJK'), 'BCDF-GHJK');
    assert.equal(normalizeUserCode(' bcdf-ghjk '), 'BCDFGHJK');
  });

  it('runs the whole flow: pending, slow_down, approval, one key', async () => {
    const code = await start({ client_name: 'assay CLI on ci-7' });
    assert.match(code.user_code, /^[A-Z]{4}-[A-Z]{4}$/);
    assert.equal(code.verification_uri, 'https://assay.example/device');
    assert.equal(code.verification_uri_complete, `https://assay.example/device?user_code=${code.user_code}`);
    assert.equal(code.expires_in, 600);
    assert.equal(code.interval, 1);

    const pending = await poll(code.device_code);
    assert.equal(pending.statusCode, 400);
    assert.equal(pending.json().error, 'authorization_pending');
    assert.equal((await poll(code.device_code)).json().error, 'slow_down', 'polled at once again');

    await signUp(t, 'dev@example.com');
    const { cookie, csrf, userId } = await logIn(t, 'dev@example.com');
    const approved = await t.request({
      method: 'POST',
      url: '/v2/auth/device/approve',
      key: null,
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { user_code: code.user_code.toLowerCase(), approve: true },
    });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().status, 'approved');

    await wait(6100); // the interval grew by 5 s after slow_down
    const granted = await poll(code.device_code);
    assert.equal(granted.statusCode, 200, granted.body);
    assert.equal(granted.json().token_type, 'Bearer');
    const me = await t.request({ method: 'GET', url: '/v2/auth/me', key: granted.json().access_token });
    assert.equal(me.json().user.id, userId);
    const keys = await t.request({ method: 'GET', url: '/v2/keys', key: granted.json().access_token });
    assert.ok(keys.json().some((k: { name: string }) => k.name === 'assay CLI on ci-7'));

    await wait(6100);
    assert.equal((await poll(code.device_code)).json().error, 'invalid_grant', 'the key is issued once');
  });

  it('tells the person deciding which client asked, while the code is pending', async () => {
    const code = await start({ client_name: 'assay CLI on build-42' });
    const unnamed = await start();
    const look = (userCode: string, key?: string | null) => t.request({ method: 'GET', url: `/v2/auth/device/code/${encodeURIComponent(userCode)}`, key });
    const res = await look(code.user_code.toLowerCase().replace('-', ' '));
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual({ ...body, expires_at: undefined }, { user_code: code.user_code, client_name: 'assay CLI on build-42', expires_at: undefined });
    const left = Date.parse(body.expires_at) - Date.now();
    assert.ok(left > 500_000 && left <= 600_000, `expires in ten minutes, not ${left} ms`);
    assert.equal((await look(unnamed.user_code)).json().client_name, 'device login');
    assert.equal((await look(code.user_code, null)).statusCode, 401, 'only a signed-in person may look');
    assert.equal((await look('BCDF')).statusCode, 422, 'too short to be a code');
    assert.equal((await look('BCDF-BCDF')).statusCode, 404);
    const denied = await t.request({ method: 'POST', url: '/v2/auth/device/approve', payload: { user_code: code.user_code, approve: false } });
    assert.equal(denied.statusCode, 200, denied.body);
    const decided = await look(code.user_code);
    assert.equal(decided.statusCode, 404, 'decided: no longer pending');
    assert.match(decided.json().detail, /No pending device login/);
  });

  it('answers a browser at verification_uri with the dashboard, which may not be framed', async () => {
    // The approval page is the dashboard's /device route (test/browser/account.test.ts approves through it).
    const page = await t.request({ method: 'GET', url: '/device?user_code=BCDF-GHJK', key: null, headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(page.body, /<div id="root">|npm run build:web/);
    assert.equal(page.headers['x-frame-options'], 'DENY', 'no clickjacking of the approve button');
    assert.equal(page.headers['content-security-policy'], "frame-ancestors 'none'");
  });

  it('denied, expired and unknown codes', async () => {
    const denied = await start();
    const res = await t.request({ method: 'POST', url: '/v2/auth/device/approve', payload: { user_code: denied.user_code, approve: false } });
    assert.equal(res.json().status, 'denied');
    assert.equal((await poll(denied.device_code)).json().error, 'access_denied');
    const again = await t.request({ method: 'POST', url: '/v2/auth/device/approve', payload: { user_code: denied.user_code, approve: true } });
    assert.equal(again.statusCode, 404, 'a decided code cannot be decided again');
    assert.match(again.json().detail, /No pending device login/);

    const expired = await start();
    await t.store.query("UPDATE device_authorizations SET expires_at = now() - interval '1 second' WHERE user_code = $1", [expired.user_code.replace('-', '')]);
    assert.equal((await poll(expired.device_code)).json().error, 'expired_token');
    assert.equal((await poll('nope')).json().error, 'invalid_grant');
    assert.equal(
      (await t.request({ method: 'POST', url: '/v2/auth/device/approve', key: null, payload: { user_code: 'BCDF-GHJK', approve: true } })).statusCode,
      401,
    );
  });

  it('throttles guesses per client: 20 wrong user or device codes in 15 minutes, then 429 with Retry-After', async () => {
    // Another client address than the other tests', so that its guesses count apart (limits are per client).
    const guesser = { remoteAddress: '198.51.100.7' };
    const real = await start();
    for (let i = 0; i < 20; i++) {
      const res = await t.request({ method: 'GET', url: `/v2/auth/device/code/BCDF-GH${'JKLMNPQRSTVWXZBCDFGH'[i]}${'J'}`, ...guesser });
      assert.equal(res.statusCode, 404, res.body);
    }
    const throttled = await t.request({ method: 'GET', url: `/v2/auth/device/code/${real.user_code}`, ...guesser });
    assert.equal(throttled.statusCode, 429, 'even the right code waits: the client has guessed too often');
    assert.ok(Number(throttled.headers['retry-after']) > 0);
    assert.match(throttled.json().detail, /Too many unknown or expired user codes/);
    const approve = await t.request({ method: 'POST', url: '/v2/auth/device/approve', payload: { user_code: real.user_code, approve: true }, ...guesser });
    assert.equal(approve.statusCode, 429);
    // Another client is not held back by this one.
    assert.equal((await t.request({ method: 'GET', url: `/v2/auth/device/code/${real.user_code}` })).statusCode, 200);

    const pollFrom = (device_code: string) => t.request({ method: 'POST', url: '/v2/auth/device/token', key: null, payload: { device_code }, ...guesser });
    for (let i = 0; i < 20; i++) assert.equal((await pollFrom(`guess-${i}`)).json().error, 'invalid_grant');
    const slow = await pollFrom(real.device_code);
    assert.equal(slow.statusCode, 429);
    assert.equal(slow.json().error, 'slow_down');
    assert.ok(Number(slow.headers['retry-after']) > 0);
    assert.equal((await poll(real.device_code)).json().error, 'authorization_pending', 'the device itself polls on');
  });

  it('a key limited to projects approves only keys with the same limit', async () => {
    const limited = (await t.request({ method: 'POST', url: '/v2/keys', payload: { name: 'l', projects: ['only-this'] } })).json().key;
    const code = await start();
    await t.request({ method: 'POST', url: '/v2/auth/device/approve', key: limited, payload: { user_code: code.user_code, approve: true } });
    const granted = await poll(code.device_code);
    const me = await t.request({ method: 'GET', url: '/v2/auth/me', key: granted.json().access_token });
    assert.deepEqual(me.json().projects, ['only-this']);
  });
});
