// PATCH /v2/auth/me: the first-start admin (no address, no password) gets both with its key and then signs in
// to the dashboard as the owner of what the key made; changing an address or a password that exists needs the
// current password; a key limited to projects may change nothing; a taken address is 409.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { logIn, PASSWORD, signUp } from './helpers.js';

describe('PATCH /v2/auth/me', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const patch = (payload: unknown, key?: string | null, headers?: Record<string, string>) =>
    t.request({ method: 'PATCH', url: '/v2/auth/me', payload: payload as object, key, headers });

  it('gives the first-start admin an address and a password; signed in, it sees what its key made', async () => {
    const made = await t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze',
      payload: { project_name: 'first-hour', dataset: [{ input: 'Hi', output: 'Hello!' }] },
    });
    assert.equal(made.statusCode, 200, made.body);
    const before = (await t.request({ method: 'GET', url: '/v2/auth/me' })).json();
    assert.equal(before.user.email, null);

    const res = await patch({ email: 'Ada@example.com', password: PASSWORD, display_name: 'Ada' });
    assert.equal(res.statusCode, 200, res.body);
    const me = res.json();
    assert.deepEqual(
      [me.user.id, me.user.email, me.user.display_name, me.user.role, me.user.email_verified, me.auth],
      [t.adminId, 'Ada@example.com', 'Ada', 'admin', false, 'key'],
    );
    assert.ok(
      t.logs.some((l) => l.includes('verification mail written to the outbox') && l.includes('Ada@example.com')),
      'a verification mail went to the new address',
    );

    const session = await logIn(t, 'ada@example.com');
    assert.equal(session.userId, t.adminId, 'the sign-in is the admin the key belongs to');
    const run = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${made.json().run_id}`, key: null, headers: { cookie: session.cookie } });
    assert.equal(run.statusCode, 200, 'the dashboard session sees the run the key made');
  });

  it('asks for the current password to change an address or a password that exists, not a name', async () => {
    const missing = await patch({ password: 'another long passphrase' });
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().detail[0].loc, ['body', 'current_password']);
    const wrong = await patch({ email: 'ada2@example.com', current_password: 'not it at all' });
    assert.equal(wrong.statusCode, 403);
    assert.match(wrong.json().detail, /current_password/);
    assert.equal((await patch({ display_name: 'Ada L.' })).json().user.display_name, 'Ada L.');
    const changed = await patch({ password: 'another long passphrase', current_password: PASSWORD });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(
      (await t.request({ method: 'POST', url: '/v2/auth/login', key: null, payload: { email: 'ada@example.com', password: PASSWORD } })).statusCode,
      401,
    );
    await logIn(t, 'ada@example.com', 'another long passphrase');
  });

  it('refuses a taken address (409), a key limited to projects (403), no key (401) and bad bodies (422)', async () => {
    assert.equal((await signUp(t, 'grace@example.com')).statusCode, 201);
    const taken = await patch({ email: 'GRACE@example.com', current_password: 'another long passphrase' });
    assert.equal(taken.statusCode, 409);
    const limited = (await t.request({ method: 'POST', url: '/v2/keys', payload: { name: 'ci', projects: ['first-hour'] } })).json().key;
    const byLimited = await patch({ display_name: 'mallory' }, limited);
    assert.equal(byLimited.statusCode, 403);
    assert.match(byLimited.json().detail, /limited to projects/);
    assert.equal((await patch({ display_name: 'x' }, null)).statusCode, 401);
    for (const [body, loc] of [
      [{}, ['body']],
      [{ email: 'not an address' }, ['body', 'email']],
      [{ password: 'short' }, ['body', 'password']],
      [{ emial: 'ada@example.com' }, ['body', 'emial']],
    ] as const) {
      const res = await patch(body);
      assert.equal(res.statusCode, 422, JSON.stringify(body));
      assert.deepEqual(res.json().detail[0].loc, loc, JSON.stringify(res.json()));
    }
    assert.equal((await t.request({ method: 'GET', url: '/v2/auth/me' })).json().user.display_name, 'Ada L.', 'nothing changed by refused requests');
  });
});
