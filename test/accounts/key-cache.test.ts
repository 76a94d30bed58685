// The per-process cache of checked API keys (accounts/key-cache.ts, ASSAY_KEY_CACHE_SECONDS): a remembered key
// costs the store nothing, and a revoke is refused at once, in the revoking app and in another app on the store.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Principal } from '../../src/accounts/api-keys.js';
import { ApiKeyCache } from '../../src/accounts/key-cache.js';
import { buildApp } from '../../src/app.js';
import { openPostgresStore } from '../../src/store/postgres-store.js';
import type { Store } from '../../src/store/store.js';
import { createTestApp, testConfig, type TestApp } from '../support/app.js';

const principal = (keyId: string): Principal => ({ userId: 'u', role: 'member', via: 'key', keyId, sessionId: null, projects: null });

/** The store, counting the statements that read api_keys by hash (a key lookup). */
function countingLookups(store: Store): { store: Store; lookups: () => number } {
  let n = 0;
  const query: Store['query'] = (sql, params) => {
    if (/FROM api_keys k JOIN users/.test(sql)) n++;
    return store.query(sql, params);
  };
  return { store: Object.assign(Object.create(store) as Store, { query }), lookups: () => n };
}

async function newKey(t: TestApp, name: string): Promise<{ id: string; key: string }> {
  const res = await t.request({ method: 'POST', url: '/v2/keys', key: t.otherKey, payload: { name } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe('ApiKeyCache', () => {
  it('forgets an entry after its time, on forgetKey and on forgetAll', () => {
    const cache = new ApiKeyCache(1000, true);
    cache.remember('h1', principal('k1'), 0, cache.begin(), 5000);
    cache.remember('h2', principal('k2'), 0, cache.begin(), 5000);
    assert.equal(cache.get('h1', 5999)?.principal.keyId, 'k1');
    assert.equal(cache.get('h1', 6000), null, 'expired');
    cache.forgetKey('k2');
    assert.equal(cache.get('h2', 5001), null);
    cache.remember('h3', principal('k3'), 0, cache.begin(), 5000);
    cache.forgetAll();
    assert.equal(cache.size, 0);
  });

  it('does not remember a lookup that began before a revoke', () => {
    const cache = new ApiKeyCache(1000, true);
    const generation = cache.begin();
    cache.forgetKey('k1'); // a revoke while the lookup was reading the store
    cache.remember('h1', principal('k1'), 0, generation);
    assert.equal(cache.get('h1'), null);
  });

  it('remembers nothing when its time is 0', () => {
    const cache = new ApiKeyCache(0, true);
    cache.remember('h1', principal('k1'), 0, cache.begin());
    assert.equal(cache.get('h1'), null);
  });
});

describe('API keys through the cache', () => {
  let t: TestApp;
  let lookups: () => number;
  before(async () => {
    t = await createTestApp({ config: { keyCacheSeconds: 600 } });
  });
  after(() => t.close());

  it('asks the store once for a key used again and again', async () => {
    const counted = countingLookups(t.store);
    lookups = counted.lookups;
    const app = await buildApp({ config: testConfig({ keyCacheSeconds: 600 }), store: counted.store });
    try {
      const { key } = await newKey(t, 'repeat');
      for (let i = 0; i < 5; i++)
        assert.equal((await app.inject({ method: 'GET', url: '/v2/projects', headers: { authorization: `Bearer ${key}` } })).statusCode, 200);
      assert.equal(lookups(), 1);
    } finally {
      await app.close();
    }
  });

  it('remembers no key when the store cannot notify changes (a revoke elsewhere would otherwise pass)', async () => {
    const counted = countingLookups(t.store);
    const deaf = Object.assign(Object.create(counted.store) as Store, { listen: async () => Promise.reject(new Error('no LISTEN')) });
    const app = await buildApp({ config: testConfig({ keyCacheSeconds: 600, logLevel: 'silent' }), store: deaf });
    try {
      const { key } = await newKey(t, 'deaf');
      for (let i = 0; i < 3; i++)
        assert.equal((await app.inject({ method: 'GET', url: '/v2/projects', headers: { authorization: `Bearer ${key}` } })).statusCode, 200);
      assert.equal(counted.lookups(), 3);
    } finally {
      await app.close();
    }
  });

  it('refuses a revoked key on the very next request of the app that revoked it', async () => {
    const { id, key } = await newKey(t, 'revoke-now');
    assert.equal((await t.request({ method: 'GET', url: '/v2/projects', key })).statusCode, 200);
    assert.equal((await t.request({ method: 'DELETE', url: `/v2/keys/${id}`, key: t.otherKey })).statusCode, 200);
    const refused = await t.request({ method: 'GET', url: '/v2/projects', key });
    assert.equal(refused.statusCode, 401);
    // A key limited to projects revoking itself is refused at once too.
    const limited = (await t.request({ method: 'POST', url: '/v2/keys', key: t.otherKey, payload: { name: 'ci', projects: ['p1'] } })).json();
    assert.equal((await t.request({ method: 'GET', url: '/v2/projects', key: limited.key })).statusCode, 200);
    assert.equal((await t.request({ method: 'DELETE', url: `/v2/keys/${limited.id}`, key: limited.key })).statusCode, 200);
    assert.equal((await t.request({ method: 'GET', url: '/v2/projects', key: limited.key })).statusCode, 401);
  });

  it('refuses a key revoked through another app on the same store once the store notifies it', async () => {
    // On PostgreSQL the second app has connections of its own, as a second server process would.
    const second = t.testStore.databaseUrl ? await openPostgresStore(t.testStore.databaseUrl) : t.store;
    const counted = countingLookups(second);
    const other = await buildApp({ config: testConfig({ keyCacheSeconds: 600 }), store: counted.store });
    try {
      const { id, key } = await newKey(t, 'elsewhere');
      const viaOther = () => other.inject({ method: 'GET', url: '/v2/projects', headers: { authorization: `Bearer ${key}` } });
      assert.equal((await viaOther()).statusCode, 200);
      assert.equal((await viaOther()).statusCode, 200);
      assert.equal(counted.lookups(), 1, 'the second app remembers the key');
      assert.equal((await t.request({ method: 'DELETE', url: `/v2/keys/${id}`, key: t.otherKey })).statusCode, 200);
      // The notification crosses connections on PostgreSQL; far sooner than the 600 s the entry would live.
      assert.ok(await until(async () => (await viaOther()).statusCode === 401, 5000), 'the revoked key is refused by the other app');
    } finally {
      await other.close();
      if (second !== t.store) await second.close();
    }
  });
});
