// `assay keys create|list|revoke` on the configured store, then the keys used against the API.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app.js';
import type { Store } from '../../src/store/store.js';
import { testConfig } from '../support/app.js';
import { runAssay } from '../support/process.js';
import { createProcessStore, storeKind } from '../support/stores.js';

describe(`assay keys (${storeKind})`, () => {
  let env: Record<string, string>;
  let openStore: () => Promise<Store>;
  let cleanup: () => Promise<void>;
  before(async () => {
    ({ env, open: openStore, cleanup } = await createProcessStore());
  });
  after(() => cleanup());

  async function status(key: string): Promise<number> {
    const store = await openStore();
    const app = await buildApp({ config: testConfig({ logLevel: 'silent' }), store });
    try {
      const res = await app.inject({ method: 'GET', url: '/v2/projects', headers: { authorization: `Bearer ${key}` } });
      return res.statusCode;
    } finally {
      await app.close();
      await store.close();
    }
  }

  it('creates a key shown once, lists it without the secret, and revokes it', async () => {
    const created = await runAssay(['keys', 'create', '--name', 'ci'], env);
    assert.equal(created.code, 0, created.output);
    const key = created.output.match(/^(assay_[A-Za-z0-9_-]{43})$/m)?.[1];
    assert.ok(key, created.output);
    assert.equal(await status(key), 200);

    const listed = await runAssay(['keys', 'list', '--json'], env);
    assert.equal(listed.code, 0, listed.output);
    assert.ok(!listed.output.includes(key), 'list never shows secrets');
    const records = JSON.parse(listed.output.slice(listed.output.indexOf('[')));
    assert.equal(records.length, 1, 'on an empty store, create makes the admin and this one key, no hidden extra');
    const record = records.find((r: { name: string }) => r.name === 'ci');
    assert.ok(record.created_at);
    assert.ok(record.last_used_at, 'last use is recorded');
    assert.equal(record.revoked_at, null);

    const table = await runAssay(['keys', 'list'], env);
    assert.match(table.output, /ID\s+PREFIX\s+NAME\s+CREATED\s+LAST USED\s+STATUS/);

    const revoked = await runAssay(['keys', 'revoke', record.id], env);
    assert.equal(revoked.code, 0, revoked.output);
    assert.equal(await status(key), 401);

    const unknown = await runAssay(['keys', 'revoke', 'assay_nope'], env);
    assert.equal(unknown.code, 2, 'an unknown key is a usage error');
    assert.match(unknown.output, /^assay: no API key with id or prefix 'assay_nope'/m);
    assert.equal(unknown.output.trim().split('\n').length, 1, 'one line, no stack trace');
  });
});
