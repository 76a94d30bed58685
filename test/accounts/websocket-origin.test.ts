// Cross-site WebSocket hijacking: a handshake signed in by the session cookie must come from the service's
// own origin (the Host it was sent to, or ASSAY_PUBLIC_URL); bearer-key clients need no Origin.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../support/app.js';
import { logIn, signUp } from './helpers.js';

const PUBLIC_URL = 'https://assay.example.com';

describe('the red-team WebSocket and the Origin of cookie sign-ins', () => {
  let t: TestApp;
  let base: string;
  let runUrl: string;
  let cookie: string;
  let key: string;

  before(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    await signUp(t, 'ws-origin@example.com');
    const session = await logIn(t, 'ws-origin@example.com');
    cookie = session.cookie;
    const keyRes = await t.request({ method: 'POST', url: '/v2/keys', key: null, headers: { cookie, 'x-csrf-token': session.csrf }, payload: { name: 'ws' } });
    key = keyRes.json().key;
    const run = await t.request({
      method: 'POST',
      url: '/v2/security/redteam',
      key,
      payload: { project_name: 'ws-origin', attack_vector_keys: ['rot13'], target_vulnerabilities: ['s17-malware'], attacks_per_vector: 1 },
    });
    assert.equal(run.statusCode, 200, run.body);
    runUrl = `ws://${base}/v2/security/redteam/runs/${run.json().run_id}/ws`;
  });
  after(() => t.close());

  /** The handshake's outcome: 101 when the socket opened, else the HTTP status and body of the refusal. */
  function connect(headers: Record<string, string>, origin?: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(runUrl, { headers, origin });
      ws.on('unexpected-response', (req, res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          req.destroy(); // the refused handshake's connection would otherwise hold the server open
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
      ws.on('open', () => {
        ws.close();
        resolve({ status: 101, body: '' });
      });
      ws.on('error', reject);
    });
  }

  it('refuses the cookie from a foreign origin, or without an Origin, before the upgrade', async () => {
    const foreign = await connect({ cookie }, 'https://evil.example.net');
    assert.equal(foreign.status, 403);
    assert.match(foreign.body, /own origin/);
    assert.equal((await connect({ cookie }, `http://${base}.evil.example.net`)).status, 403);
    assert.equal((await connect({ cookie })).status, 403, 'a cookie handshake must say where it comes from');
  });

  it('accepts the cookie from its own origin: the Host, or ASSAY_PUBLIC_URL', async () => {
    assert.equal((await connect({ cookie }, `http://${base}`)).status, 101);
    assert.equal((await connect({ cookie }, PUBLIC_URL)).status, 101);
  });

  it('accepts a bearer key without an Origin, and ignores the Origin for it', async () => {
    assert.equal((await connect({ authorization: `Bearer ${key}` })).status, 101);
    assert.equal((await connect({ authorization: `Bearer ${key}` }, 'https://evil.example.net')).status, 101);
    assert.equal((await connect({ authorization: 'Bearer not-a-key' })).status, 401, 'refused handshakes close (the app still closes after)');
  });
});
