import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.port, 8000);
    assert.equal(c.dataDir, path.resolve('./data'));
    assert.equal(c.bodyLimitBytes, 64 * 1024 * 1024);
    assert.equal(c.databaseUrl, undefined);
  });

  it('reads the environment', () => {
    const c = loadConfig({ HOST: '0.0.0.0', PORT: '9001', ASSAY_DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db' });
    assert.deepEqual([c.host, c.port, c.dataDir, c.databaseUrl], ['0.0.0.0', 9001, '/tmp/x', 'postgres://u@h/db']);
  });

  it('names the variable that is wrong', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty' }),
      (e: Error) => e instanceof ConfigError && /PORT/.test(e.message),
    );
    assert.throws(
      () => loadConfig({ ASSAY_INIT_API_KEY: 'short' }),
      (e: Error) => /ASSAY_INIT_API_KEY: must be at least 32/.test(e.message),
    );
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'mysql://x' }),
      (e: Error) => /DATABASE_URL/.test(e.message),
    );
  });
});

describe('docs/configuration.md', () => {
  it('documents every setting the config reads', async () => {
    const fs = await import('node:fs');
    const { ENV_NAMES } = await import('../../src/config/config.js');
    const doc = fs.readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
    for (const name of Object.values(ENV_NAMES)) assert.ok(doc.includes(`\`${name}\``), `${name} is not documented`);
  });
});
