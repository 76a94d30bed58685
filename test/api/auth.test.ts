import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiKey, hashApiKey, revokeApiKey } from '../../src/accounts/api-keys.js';
import { createTestApp, type TestApp } from '../support/app.js';

describe('API key authentication', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const protectedRoutes = [
    ['GET', '/v2/projects'],
    ['POST', '/v2/projects'],
    ['POST', '/v2/failure-analysis/analyze'],
    ['GET', '/api/v1/traces/abc/full'],
    ['GET', '/v2/jobs/00000000-0000-4000-8000-000000000000'],
  ] as const;

  for (const [method, url] of protectedRoutes) {
    it(`${method} ${url} without a key → 401 with WWW-Authenticate: Bearer`, async () => {
      const res = await t.request({ method, url, key: null, payload: method === 'POST' ? {} : undefined });
      assert.equal(res.statusCode, 401);
      assert.equal(res.headers['www-authenticate'], 'Bearer');
      assert.match(res.json().detail, /Authorization: Bearer/);
    });
  }

  it('refuses an unknown key and a malformed header', async () => {
    const unknown = await t.request({ method: 'GET', url: '/v2/projects', key: 'assay_not-a-real-key' });
    assert.equal(unknown.statusCode, 401);
    assert.match(unknown.json().detail, /Invalid API key/);
    assert.equal(unknown.headers['www-authenticate'], 'Bearer');
    const basic = await t.request({ method: 'GET', url: '/v2/projects', key: null, headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    assert.equal(basic.statusCode, 401);
    assert.match(basic.json().detail, /Malformed Authorization header/);
  });

  it('refuses a revoked key, and accepts a live one', async () => {
    const { key, record } = await createApiKey(t.store, t.adminId, 'to revoke');
    assert.equal((await t.request({ method: 'GET', url: '/v2/projects', key })).statusCode, 200);
    await revokeApiKey(t.store, record.id);
    const res = await t.request({ method: 'GET', url: '/v2/projects', key });
    assert.equal(res.statusCode, 401);
    assert.match(res.json().detail, /revoked/);
    assert.equal(res.headers['www-authenticate'], 'Bearer');
  });

  it('stores only a hash of each key, and records when it was last used', async () => {
    const { key, record } = await createApiKey(t.store, t.adminId, 'hash check');
    assert.equal(record.last_used_at, null);
    const rows = await t.store.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [record.id]);
    assert.ok(!Object.values(rows[0]).some((v) => v === key), 'the secret itself must not be stored');
    assert.equal(rows[0].key_hash, hashApiKey(key));
    await t.request({ method: 'GET', url: '/v2/projects', key });
    const after = await t.store.query<{ last_used_at: Date | null; created_at: Date }>('SELECT last_used_at, created_at FROM api_keys WHERE id = $1', [
      record.id,
    ]);
    assert.ok(after[0].last_used_at instanceof Date);
    assert.ok(after[0].created_at instanceof Date);
  });

  it('keys are random and distinct', async () => {
    const a = await createApiKey(t.store, t.adminId, 'a');
    const b = await createApiKey(t.store, t.adminId, 'b');
    assert.notEqual(a.key, b.key);
    assert.match(a.key, /^assay_[A-Za-z0-9_-]{43}$/);
  });

  it('leaves health, readiness and docs open', async () => {
    for (const url of ['/healthz', '/readyz', '/openapi.json', '/docs']) {
      const res = await t.request({ method: 'GET', url, key: null });
      assert.ok(res.statusCode < 400, `${url} answered ${res.statusCode}`);
    }
  });
});
