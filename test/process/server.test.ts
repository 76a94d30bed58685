// The service as a person runs it: `assay serve` on a fresh store, restarts, SIGTERM, a second process.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, describe, it } from 'node:test';
import { runAssay, spawnAssay, startServer } from '../support/process.js';
import { createProcessStore, storeKind } from '../support/stores.js';

const KEY_LINE = /^\s+(assay_[A-Za-z0-9_-]{43})$/m;

describe(`assay serve (${storeKind})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  const storeEnv = async () => {
    const store = await createProcessStore();
    cleanups.push(store.cleanup);
    return store;
  };
  after(async () => {
    for (const c of cleanups) await c();
  });

  it('first start on an empty store prints an admin key once; it works; restarts keep it and print none', async () => {
    const { env } = await storeEnv();
    const first = await startServer(env);
    const key = (await first.waitFor(KEY_LINE))[1];
    assert.equal((await fetch(`${first.url}/healthz`)).status, 200);
    const ready = await fetch(`${first.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.equal((await ready.json()).store, storeKind);
    const projects = await fetch(`${first.url}/v2/projects`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(projects.status, 200);
    first.child.kill('SIGTERM');
    assert.equal((await first.exited).code, 0, first.output());
    assert.equal(first.output().split(key).length - 1, 1, 'the key is printed exactly once');
    // The warm-up runs before the server listens (test/support/process.ts turns it off for the other starts).
    const second = await startServer({ ...env, ASSAY_WARM_UP: '1' });
    const log = second.output();
    assert.match(log, /"ms":\d+,"msg":"judgments warmed up"/);
    assert.ok(log.indexOf('judgments warmed up') < log.indexOf('Server listening'), 'warmed up before listening');
    assert.doesNotMatch(first.output(), /judgments warmed up/);
    const again = await fetch(`${second.url}/v2/projects`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(again.status, 200);
    // It also says how to sign in to the dashboard as this admin: the printed request works as shown (sent here to the restarted server).
    const printed = /curl -X PATCH (\S+) -H "Authorization: Bearer \$ASSAY_API_KEY" -H "Content-Type: application\/json" \\\n\s+-d '([^']+)'/.exec(
      first.output(),
    );
    assert.ok(printed, first.output());
    assert.equal(printed[1], `${first.url}/v2/auth/me`);
    const claimed = await fetch(`${second.url}/v2/auth/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: printed[2],
    });
    assert.equal(claimed.status, 200, await claimed.clone().text());
    const login = await fetch(`${second.url}/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: printed[2] });
    assert.equal((await login.json()).user.role, 'admin');

    second.child.kill('SIGTERM');
    assert.deepEqual(await second.exited, { code: 0, signal: null }, second.output());
    assert.doesNotMatch(second.output(), KEY_LINE);
  });

  it('only serve makes the first-start key: a worker and `keys list` on an empty store make none; serve prints its URL', async () => {
    const { env } = await storeEnv();
    const worker = spawnAssay(['worker'], env);
    await worker.waitFor(/Assay started/);
    worker.child.kill('SIGTERM');
    assert.equal((await worker.exited).code, 0, worker.output());
    assert.doesNotMatch(worker.output(), KEY_LINE);
    const list = await runAssay(['keys', 'list', '--json'], env);
    assert.deepEqual(JSON.parse(list.output.slice(list.output.indexOf('['))), [], list.output);
    const server = await startServer(env);
    await server.waitFor(KEY_LINE);
    const url = server.url.replace(/[.]/g, '\\.');
    await server.waitFor(new RegExp(`Assay is listening on ${url}: dashboard ${url}/, API docs ${url}/docs`));
    server.child.kill('SIGTERM');
    assert.deepEqual(await server.exited, { code: 0, signal: null }, server.output());
  });

  it('ASSAY_INIT_API_KEY is provisioned for an admin at start, idempotently', async () => {
    const { env } = await storeEnv();
    const initKey = 'ci-provisioned-key-0123456789abcdef-XYZ';
    for (let round = 0; round < 2; round++) {
      const server = await startServer({ ...env, ASSAY_INIT_API_KEY: initKey });
      const res = await fetch(`${server.url}/v2/projects`, { headers: { authorization: `Bearer ${initKey}` } });
      assert.equal(res.status, 200);
      // PORT=0 without ASSAY_PUBLIC_URL: links (device login, mails) carry the port actually listened on.
      const device = await fetch(`${server.url}/v2/auth/device/code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal((await device.json()).verification_uri, `${server.url}/device`);
      assert.doesNotMatch(server.output(), KEY_LINE, 'no extra key is created when an init key is given');
      assert.ok(!server.output().includes(initKey), 'the init key is never printed');
      server.child.kill('SIGTERM');
      assert.deepEqual(await server.exited, { code: 0, signal: null }, server.output());
    }
    const list = await runAssay(['keys', 'list', '--json'], { ...env, ASSAY_INIT_API_KEY: initKey });
    assert.equal(list.code, 0, list.output);
    const keys = JSON.parse(list.output.slice(list.output.indexOf('[')));
    assert.equal(keys.length, 1);
    assert.equal(keys[0].name, 'ASSAY_INIT_API_KEY');

    const short = await runAssay(['serve'], { ...env, ASSAY_INIT_API_KEY: 'too-short', PORT: '0' });
    assert.equal(short.code, 2, 'a setting to change: a usage error');
    assert.match(short.output, /ASSAY_INIT_API_KEY: must be at least 32 characters/);
  });

  it('SIGTERM: stops accepting, finishes the in-flight request, closes the store, exits 0', async () => {
    const { env } = await storeEnv();
    const server = await startServer(env);
    const key = (await server.waitFor(KEY_LINE))[1];
    const { port, hostname } = new URL(server.url);
    const body = JSON.stringify({ name: 'in-flight' });
    // A request whose body is still arriving when the signal comes.
    const socket = net.connect(Number(port), hostname);
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d.toString()));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write(
      `POST /v2/projects HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    await server.waitFor(/shutting down/);
    // New connections are refused while the in-flight one is still served.
    const refused = await fetch(`${server.url}/healthz`).then(
      () => false,
      () => true,
    );
    assert.ok(refused, 'no new connections after SIGTERM');
    socket.write(body.slice(5));
    await closed;
    assert.match(response, /^HTTP\/1.1 201/);
    assert.match(response, /"name":"in-flight"/);
    const exit = await server.exited;
    assert.equal(exit.code, 0, server.output());
    assert.match(server.output(), /Assay stopped/);
  });

  if (storeKind === 'pglite') {
    it('a second process on the same PGlite directory is refused with a clear message', async () => {
      const { env } = await storeEnv();
      const server = await startServer(env);
      const second = await runAssay(['serve'], { ...env, PORT: '0' });
      assert.equal(second.code, 2);
      assert.match(second.output, /in use by another Assay process \(pid \d+\)/);
      assert.match(second.output, /DATABASE_URL/);
      const cli = await runAssay(['keys', 'list'], env);
      assert.equal(cli.code, 2);
      assert.match(cli.output, /in use by another Assay process/);
      assert.equal((await fetch(`${server.url}/readyz`)).status, 200, 'the first process is unaffected');
      server.child.kill('SIGTERM');
      assert.deepEqual(await server.exited, { code: 0, signal: null }, server.output());
    });
  } else {
    it('several processes starting at once migrate once and create one admin', async () => {
      const { env } = await storeEnv();
      const servers = await Promise.all([0, 1, 2].map(() => startServer(env, ['--no-worker'])));
      const printed = servers.map((s) => s.output().match(KEY_LINE)?.[1]).filter(Boolean);
      assert.equal(printed.length, 1, 'exactly one process created and printed the admin key');
      for (const s of servers) {
        const res = await fetch(`${s.url}/v2/projects`, { headers: { authorization: `Bearer ${printed[0]}` } });
        assert.equal(res.status, 200);
      }
      for (const s of servers) s.child.kill('SIGTERM');
      for (const s of servers) assert.deepEqual(await s.exited, { code: 0, signal: null }, s.output());
      const list = await runAssay(['keys', 'list', '--json'], env);
      assert.equal(JSON.parse(list.output.slice(list.output.indexOf('['))).length, 1);
    });
  }
});
