// A ready app on a test store, with an admin key, a second user's key, and captured log lines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createUser } from '../../src/accounts/users.js';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import type { Store } from '../../src/store/store.js';
import { openTestStore, type TestStore } from './stores.js';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  testStore: TestStore;
  adminKey: string;
  adminId: string;
  otherKey: string;
  otherId: string;
  logs: string[];
  config: Config;
  /** inject() with the admin key unless headers say otherwise. */
  request(options: InjectOptions & { key?: string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

// Files an app writes (the mail outbox) go to a temporary directory, never to ./data of the checkout.
let tempDataDir: string | null = null;
function testDataDir(): string {
  tempDataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'assay-test-data-'));
  return tempDataDir;
}
process.on('exit', () => {
  if (tempDataDir) fs.rmSync(tempDataDir, { recursive: true, force: true });
});

export function testConfig(overrides: Partial<Config> = {}): Config {
  // No test reaches the internet: with no judge endpoint configured, a request's llm_api_key would go to the
  // default provider (api.openai.com), so request keys are off then unless a test turns them on.
  const requestKeys = overrides.llmBaseUrl ? 'on' : 'off';
  return loadConfig({}, { logLevel: 'info', dataDir: testDataDir(), llmRequestKeys: requestKeys, warmUp: false, ...overrides });
}

export async function createTestApp(
  options: { config?: Partial<Config>; beforeReady?: (app: FastifyInstance) => void | Promise<void>; testStore?: TestStore } = {},
): Promise<TestApp> {
  const testStore = options.testStore ?? (await openTestStore());
  const store = testStore.store;
  const admin = await createUser(store, { email: null, displayName: 'admin', role: 'admin' });
  const other = await createUser(store, { email: 'other@example.com', displayName: 'other', role: 'member' });
  const { key: adminKey } = await createApiKey(store, admin.id, 'test admin');
  const { key: otherKey } = await createApiKey(store, other.id, 'test other');
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const config = testConfig(options.config);
  const app = await buildApp({ config, store, logStream });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    store,
    testStore,
    adminKey,
    adminId: admin.id,
    otherKey,
    otherId: other.id,
    logs,
    config,
    request: ({ key, headers, ...rest }) => {
      const auth = key === null ? {} : { authorization: `Bearer ${key ?? adminKey}` };
      return app.inject({ ...rest, headers: { ...auth, ...(headers ?? {}) } });
    },
    close: async () => {
      await app.close();
      if (!options.testStore) await testStore.close();
    },
  };
}
