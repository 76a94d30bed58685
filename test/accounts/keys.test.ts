// API keys of users (POST/GET/DELETE /v2/keys) and keys limited to projects.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { logIn, signUp } from './helpers.js';

describe('API keys of users', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('creates a key shown once, lists it without the secret, and revokes it', async () => {
    const created = await t.request({ method: 'POST', url: '/v2/keys', key: t.otherKey, payload: { name: 'ci' } });
    assert.equal(created.statusCode, 201, created.body);
    const { key, id } = created.json();
    assert.match(key, /^assay_[A-Za-z0-9_-]{43}$/);
    assert.equal(created.json().projects, null);
    assert.equal((await t.request({ method: 'GET', url: '/v2/auth/me', key })).json().user.id, t.otherId);

    const listed = await t.request({ method: 'GET', url: '/v2/keys', key: t.otherKey });
    assert.equal(listed.statusCode, 200);
    assert.ok(!listed.body.includes(key));
    assert.deepEqual(
      listed
        .json()
        .map((k: { name: string }) => k.name)
        .sort(),
      ['ci', 'test other'],
    );
    assert.ok(!('key' in listed.json()[0]));

    const foreign = await t.request({ method: 'DELETE', url: `/v2/keys/${id}`, key: (await createKeyFor(t, 'third@example.com')).key });
    assert.equal(foreign.statusCode, 404, "another user's key is not found");
    const revoked = await t.request({ method: 'DELETE', url: `/v2/keys/${id}`, key: t.otherKey });
    assert.equal(revoked.statusCode, 200);
    assert.ok(revoked.json().revoked_at);
    assert.equal((await t.request({ method: 'GET', url: '/v2/projects', key })).statusCode, 401);
  });

  it('lets the admin revoke any key', async () => {
    const { id, key } = (await t.request({ method: 'POST', url: '/v2/keys', key: t.otherKey, payload: { name: 'x' } })).json();
    assert.equal((await t.request({ method: 'DELETE', url: `/v2/keys/${id}` })).statusCode, 200);
    assert.equal((await t.request({ method: 'GET', url: '/v2/projects', key })).statusCode, 401);
  });

  it('creates keys from a dashboard session (with the CSRF token)', async () => {
    await signUp(t, 'dash@example.com');
    const { cookie, csrf } = await logIn(t, 'dash@example.com');
    const res = await t.request({ method: 'POST', url: '/v2/keys', key: null, headers: { cookie, 'x-csrf-token': csrf }, payload: { name: 'laptop' } });
    assert.equal(res.statusCode, 201, res.body);
  });

  it('validates the request', async () => {
    const res = await t.request({ method: 'POST', url: '/v2/keys', payload: { name: '', projects: [] } });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().detail.length, 2);
    // Path ids are strings: one that is not a UUID names no key (404), like an unknown one.
    assert.equal((await t.request({ method: 'DELETE', url: '/v2/keys/not-a-uuid' })).statusCode, 404);
    assert.equal((await t.request({ method: 'DELETE', url: '/v2/keys/00000000-0000-4000-8000-000000000000' })).statusCode, 404);
  });

  describe('a key limited to projects', () => {
    let limited: string;
    before(async () => {
      const res = await t.request({ method: 'POST', url: '/v2/keys', key: t.otherKey, payload: { name: 'bot only', projects: ['support-bot'] } });
      assert.equal(res.statusCode, 201, res.body);
      assert.deepEqual(res.json().projects, ['support-bot']);
      limited = res.json().key;
      await t.request({ method: 'POST', url: '/v2/projects', key: t.otherKey, payload: { name: 'secret-project' } });
    });

    it('uses its project and is refused others with 403', async () => {
      assert.equal((await t.request({ method: 'POST', url: '/v2/projects', key: limited, payload: { name: 'support-bot' } })).statusCode, 201);
      const other = await t.request({ method: 'POST', url: '/v2/projects', key: limited, payload: { name: 'secret-project' } });
      assert.equal(other.statusCode, 403);
      assert.match(other.json().detail, /limited to the project 'support-bot'; it cannot use project 'secret-project'/);
      assert.equal((await t.request({ method: 'GET', url: '/v2/projects/secret-project', key: limited })).statusCode, 403);
      assert.equal((await t.request({ method: 'GET', url: '/v2/projects/support-bot/settings', key: limited })).statusCode, 200);
      const listed = await t.request({ method: 'GET', url: '/v2/projects', key: limited });
      assert.deepEqual(
        listed.json().map((p: { name: string }) => p.name),
        ['support-bot'],
      );
    });

    it('is refused where areas resolve projects by name', async () => {
      const dataset = [{ input: 'hi', output: 'hello' }];
      const audit = await t.request({ method: 'POST', url: '/v2/security/audit', key: limited, payload: { project_name: 'secret-project', dataset } });
      assert.equal(audit.statusCode, 403);
      const analyze = await t.request({
        method: 'POST',
        url: '/v2/failure-analysis/analyze',
        key: limited,
        payload: { project_name: 'secret-project', dataset },
      });
      assert.equal(analyze.statusCode, 403);
      const allowed = await t.request({ method: 'POST', url: '/v2/security/audit', key: limited, payload: { project_name: 'support-bot', dataset } });
      assert.equal(allowed.statusCode, 200, allowed.body);
      const traces = await t.request({ method: 'GET', url: '/api/v1/traces?project=secret-project', key: limited });
      assert.equal(traces.statusCode, 403);
      const nativeDefault = await t.request({
        method: 'POST',
        url: '/api/v1/traces',
        key: limited,
        payload: { items: [{ type: 'message', trace_id: 't-1', role: 'user', content: 'Hi' }] },
      });
      assert.equal(nativeDefault.statusCode, 403, 'the default project is not one of the key');
      const otlp = await t.request({ method: 'POST', url: '/v1/traces', key: limited, payload: { resourceSpans: [] } });
      assert.equal(otlp.statusCode, 403);
      assert.match(otlp.body, /x-assay-project/);
    });

    it('can only create keys limited to some of its projects', async () => {
      const wider = await t.request({ method: 'POST', url: '/v2/keys', key: limited, payload: { name: 'escape' } });
      assert.equal(wider.statusCode, 403);
      const same = await t.request({ method: 'POST', url: '/v2/keys', key: limited, payload: { name: 'ok', projects: ['support-bot'] } });
      assert.equal(same.statusCode, 201);
    });

    it("manages at most itself: lists and revokes only itself, never its owner's other keys", async () => {
      const owner = (await t.request({ method: 'GET', url: '/v2/keys', key: t.otherKey })).json();
      assert.ok(owner.length >= 3, 'the owner sees all of its keys');
      const listed = await t.request({ method: 'GET', url: '/v2/keys', key: limited });
      assert.equal(listed.statusCode, 200);
      assert.equal(listed.json().length, 1, JSON.stringify(listed.json()));
      assert.deepEqual(listed.json()[0].projects, ['support-bot']);
      const self = listed.json()[0].id;
      for (const other of owner.filter((k: { id: string }) => k.id !== self)) {
        const refused = await t.request({ method: 'DELETE', url: `/v2/keys/${other.id}`, key: limited });
        assert.equal(refused.statusCode, 404, `${other.name}: ${refused.body}`);
      }
      assert.equal((await t.request({ method: 'GET', url: '/v2/auth/me', key: t.otherKey })).statusCode, 200, "the owner's unlimited key still works");
      const revoked = await t.request({ method: 'DELETE', url: `/v2/keys/${self}`, key: limited });
      assert.equal(revoked.statusCode, 200, 'it may revoke itself');
      assert.equal((await t.request({ method: 'GET', url: '/v2/auth/me', key: limited })).statusCode, 401);
    });

    it("limits an admin's key too: a limited admin key revokes no other key", async () => {
      const adminLimited = (await t.request({ method: 'POST', url: '/v2/keys', payload: { name: 'admin ci', projects: ['p1'] } })).json().key;
      const others = (await t.request({ method: 'GET', url: '/v2/keys', key: t.otherKey })).json();
      const res = await t.request({ method: 'DELETE', url: `/v2/keys/${others[0].id}`, key: adminLimited });
      assert.equal(res.statusCode, 404);
    });
  });
});

async function createKeyFor(t: TestApp, email: string): Promise<{ key: string }> {
  await signUp(t, email);
  const { cookie, csrf } = await logIn(t, email);
  const res = await t.request({ method: 'POST', url: '/v2/keys', key: null, headers: { cookie, 'x-csrf-token': csrf }, payload: { name: 'k' } });
  return { key: res.json().key };
}
