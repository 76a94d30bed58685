// Settings for real deployments: closed sign-up (ASSAY_SIGNUP), client addresses behind a reverse proxy
// (ASSAY_TRUST_PROXY), and links that carry the real port when PORT=0.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig, trustProxyOption } from '../../src/config/config.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { logIn, PASSWORD, signUp } from './helpers.js';

describe('closed sign-up', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { signup: 'closed' } });
  });
  after(() => t.close());

  it('refuses visitors and members, and lets an admin create accounts', async () => {
    const anonymous = await signUp(t, 'visitor@example.com');
    assert.equal(anonymous.statusCode, 401, anonymous.body);
    const member = await t.request({ method: 'POST', url: '/v2/auth/signup', key: t.otherKey, payload: { email: 'm@example.com', password: PASSWORD } });
    assert.equal(member.statusCode, 403);
    assert.match(member.json().detail, /Sign-up is closed.*ASSAY_SIGNUP=closed.*administrator/);
    const byAdmin = await t.request({ method: 'POST', url: '/v2/auth/signup', payload: { email: 'invited@example.com', password: PASSWORD } });
    assert.equal(byAdmin.statusCode, 201, byAdmin.body);
    assert.equal(byAdmin.json().role, 'member');
    const { cookie } = await logIn(t, 'invited@example.com');
    assert.ok(cookie, 'the invited member can sign in');
  });
});

describe('reverse proxies', () => {
  it('reads ASSAY_TRUST_PROXY as off, any hop, or a list of proxies', () => {
    assert.equal(trustProxyOption(loadConfig({})), false);
    assert.equal(trustProxyOption(loadConfig({ ASSAY_TRUST_PROXY: 'true' })), true);
    assert.equal(trustProxyOption(loadConfig({ ASSAY_TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' })), '10.0.0.1, 192.168.0.0/16');
  });

  for (const trusted of [false, true]) {
    it(`counts login failures per ${trusted ? 'forwarded client address' : 'connection address'} when the proxy is ${trusted ? '' : 'not '}trusted`, async () => {
      const t = await createTestApp({ config: { trustProxy: trusted ? '127.0.0.1' : '' } });
      try {
        await signUp(t, 'behind-proxy@example.com');
        const attempt = (email: string, password: string, client: string) =>
          t.app.inject({
            method: 'POST',
            url: '/v2/auth/login',
            payload: { email, password },
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': client },
          });
        for (let i = 0; i < 10; i++) assert.equal((await attempt(`probe${i}@example.com`, 'wrong password', '203.0.113.7')).statusCode, 401);
        const otherClient = await attempt('behind-proxy@example.com', PASSWORD, '198.51.100.20');
        // Trusted: another client behind the same proxy is not blocked. Untrusted: every client is the proxy.
        assert.equal(otherClient.statusCode, trusted ? 200 : 429);
      } finally {
        await t.close();
      }
    });
  }
});
