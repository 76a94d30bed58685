// Sign-up, login with a session cookie, CSRF, logout and the login rate limits, through the HTTP API.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sessionCookie } from '../../src/accounts/sessions.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { logIn, PASSWORD, sessionCookieOf, signUp } from './helpers.js';

describe('sign-up and sessions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { logLevel: 'info' } });
  });
  after(() => t.close());

  it('signs up with a hashed password, refuses a taken address whatever its case, validates input', async () => {
    const res = await signUp(t, 'Ada@Example.com');
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(Object.keys(res.json()).sort(), ['created_at', 'display_name', 'email', 'email_verified', 'id', 'role']);
    assert.equal(res.json().role, 'member');
    assert.equal(res.json().email_verified, false);
    const rows = await t.store.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [res.json().id]);
    assert.match(rows[0].password_hash, /^scrypt\$/);
    assert.ok(!rows[0].password_hash.includes(PASSWORD));

    const taken = await signUp(t, 'ada@EXAMPLE.com');
    assert.equal(taken.statusCode, 409);
    assert.match(taken.json().detail, /already exists/);

    const bad = await t.request({ method: 'POST', url: '/v2/auth/signup', key: null, payload: { email: 'nope', password: 'short' } });
    assert.equal(bad.statusCode, 422);
    const types = bad
      .json()
      .detail.map((d: { loc: string[]; type: string }) => `${d.loc.join('.')}:${d.type}`)
      .sort();
    assert.deepEqual(types, ['body.email:value_error', 'body.password:string_too_short'].sort());
  });

  it('logs in with an HttpOnly, SameSite=Lax cookie and stores only a hash of the session token', async () => {
    await signUp(t, 'grace@example.com');
    const res = await t.request({ method: 'POST', url: '/v2/auth/login', key: null, payload: { email: 'GRACE@example.com', password: PASSWORD } });
    assert.equal(res.statusCode, 200, res.body);
    const setCookie = String(res.headers['set-cookie']);
    assert.match(setCookie, /HttpOnly/);
    assert.match(setCookie, /SameSite=Lax/);
    assert.doesNotMatch(setCookie, /Secure/, 'plain http: no Secure flag');
    assert.ok(res.json().csrf_token);
    assert.equal(res.json().signed_in, true);
    const token = sessionCookieOf(res).split('=')[1];
    const rows = await t.store.query<Record<string, unknown>>('SELECT * FROM sessions WHERE user_id = $1', [res.json().user.id]);
    assert.equal(rows.length, 1);
    assert.ok(!Object.values(rows[0]).some((v) => v === token), 'the token itself is not stored');
    assert.ok(new Date(String(res.json().expires_at)).getTime() > Date.now() + 24 * 3600_000);
  });

  it('sets Secure on https', () => {
    assert.match(sessionCookie('x', { secure: true, maxAgeSeconds: 10 }), /; Secure$/);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const wrong = await t.request({ method: 'POST', url: '/v2/auth/login', key: null, payload: { email: 'grace@example.com', password: 'not the password' } });
    const unknown = await t.request({
      method: 'POST',
      url: '/v2/auth/login',
      key: null,
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(wrong.json(), unknown.json());
  });

  it('authenticates by cookie, requires the CSRF token to change something, and not for bearer keys', async () => {
    const { cookie, csrf, userId } = await logIn(t, 'grace@example.com');
    const list = await t.request({ method: 'GET', url: '/v2/projects', key: null, headers: { cookie } });
    assert.equal(list.statusCode, 200);
    const noCsrf = await t.request({ method: 'POST', url: '/v2/projects', key: null, headers: { cookie }, payload: { name: 'p1' } });
    assert.equal(noCsrf.statusCode, 403);
    assert.match(noCsrf.json().detail, /x-csrf-token/);
    const wrongCsrf = await t.request({ method: 'POST', url: '/v2/projects', key: null, headers: { cookie, 'x-csrf-token': 'abc' }, payload: { name: 'p1' } });
    assert.equal(wrongCsrf.statusCode, 403);
    const ok = await t.request({ method: 'POST', url: '/v2/projects', key: null, headers: { cookie, 'x-csrf-token': csrf }, payload: { name: 'p1' } });
    assert.equal(ok.statusCode, 201, ok.body);
    const bearer = await t.request({ method: 'POST', url: '/v2/projects', payload: { name: 'p2' } });
    assert.equal(bearer.statusCode, 201);

    const session = await t.request({ method: 'GET', url: '/v2/auth/session', key: null, headers: { cookie } });
    assert.equal(session.statusCode, 200);
    assert.deepEqual([session.json().signed_in, session.json().user.id, session.json().csrf_token], [true, userId, csrf]);
    const me = await t.request({ method: 'GET', url: '/v2/auth/me', key: null, headers: { cookie } });
    assert.deepEqual([me.json().user.id, me.json().auth, me.json().key_id], [userId, 'session', null]);
    const meByKey = await t.request({ method: 'GET', url: '/v2/auth/me' });
    assert.deepEqual([meByKey.json().user.id, meByKey.json().auth, meByKey.json().user.role], [t.adminId, 'key', 'admin']);
  });

  it('logs out (with the CSRF token): the cookie stops working', async () => {
    const { cookie, csrf } = await logIn(t, 'grace@example.com');
    const refused = await t.request({ method: 'POST', url: '/v2/auth/logout', key: null, headers: { cookie } });
    assert.equal(refused.statusCode, 403);
    const out = await t.request({ method: 'POST', url: '/v2/auth/logout', key: null, headers: { cookie, 'x-csrf-token': csrf } });
    assert.equal(out.statusCode, 204);
    assert.match(String(out.headers['set-cookie']), /assay_session=;.*Max-Age=0/);
    const after = await t.request({ method: 'GET', url: '/v2/projects', key: null, headers: { cookie } });
    assert.equal(after.statusCode, 401);
    assert.match(after.json().detail, /log in again/);
    // The probe answers 200 signed out (a 401 would be a console error on every signed-out dashboard page) and
    // clears the dead cookie.
    const probe = await t.request({ method: 'GET', url: '/v2/auth/session', key: null, headers: { cookie } });
    assert.equal(probe.statusCode, 200);
    assert.deepEqual(probe.json(), { signed_in: false });
    assert.match(String(probe.headers['set-cookie']), /assay_session=;.*Max-Age=0/);
  });

  it('answers the session probe without a cookie with 200 {"signed_in": false}, setting nothing', async () => {
    const probe = await t.request({ method: 'GET', url: '/v2/auth/session', key: null });
    assert.equal(probe.statusCode, 200);
    assert.deepEqual(probe.json(), { signed_in: false });
    assert.equal(probe.headers['set-cookie'], undefined);
    assert.equal(probe.headers['cache-control'], 'no-store');
  });

  it('refuses an expired session', async () => {
    const { cookie, userId } = await logIn(t, 'grace@example.com');
    await t.store.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [userId]);
    assert.equal((await t.request({ method: 'GET', url: '/v2/projects', key: null, headers: { cookie } })).statusCode, 401);
    assert.deepEqual((await t.request({ method: 'GET', url: '/v2/auth/session', key: null, headers: { cookie } })).json(), { signed_in: false });
  });

  it('limits failed logins per address (even with the right password then) and per IP, with Retry-After', async () => {
    await signUp(t, 'limited@example.com');
    const attempt = (email: string, password: string, ip = '10.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/v2/auth/login', payload: { email, password }, remoteAddress: ip });
    for (let i = 0; i < 10; i++) assert.equal((await attempt('limited@example.com', 'wrong password', `10.0.1.${i}`)).statusCode, 401);
    const blocked = await attempt('LIMITED@example.com', PASSWORD, '10.0.2.1');
    assert.equal(blocked.statusCode, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 800, String(blocked.headers['retry-after']));
    assert.match(blocked.json().detail, /Too many failed logins/);

    for (let i = 0; i < 10; i++) assert.equal((await attempt(`probe${i}@example.com`, 'wrong password', '10.9.9.9')).statusCode, 401);
    await signUp(t, 'fresh@example.com');
    assert.equal((await attempt('fresh@example.com', PASSWORD, '10.9.9.9')).statusCode, 429, 'the IP is blocked');
    assert.equal((await attempt('fresh@example.com', PASSWORD, '10.9.9.10')).statusCode, 200, 'another IP is not');
  });

  it('never logs passwords or session tokens', async () => {
    const { cookie } = await logIn(t, 'grace@example.com');
    const token = cookie.split('=')[1];
    const text = t.logs.join('\n');
    assert.ok(!text.includes(PASSWORD));
    assert.ok(!text.includes(token));
  });
});
