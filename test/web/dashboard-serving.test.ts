// The service serves the built dashboard at `/`, answers client-side routes with its page, and keeps API
// paths and missing assets as JSON 404s / 401s.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DASHBOARD_DIR } from '../../src/web/dashboard.js';
import { createTestApp, type TestApp } from '../support/app.js';

const built = fs.existsSync(path.join(DASHBOARD_DIR, 'index.html'));

describe('dashboard serving', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('serves the app page at / without a key', async () => {
    const res = await t.request({ method: 'GET', url: '/', key: null });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    if (built) assert.match(res.body, /<div id="root">/);
    else assert.match(res.body, /npm run build:web/);
    assert.equal(res.headers['x-frame-options'], 'DENY', 'the app is never framed (it holds approval buttons)');
  });

  it('answers a browser asking for a client-side route with the same page', async () => {
    const res = await t.request({ method: 'GET', url: '/analysis/runs/abc?x=1', key: null, headers: { accept: 'text/html,*/*' } });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, built ? /<div id="root">/ : /npm run build:web/);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('keeps API paths, non-browser clients and missing assets out of the fallback', async () => {
    const api = await t.request({ method: 'GET', url: '/v2/nothing-here', key: null, headers: { accept: 'text/html' } });
    assert.equal(api.statusCode, 404);
    assert.match(JSON.parse(api.body).detail, /no operation GET \/v2\/nothing-here/);
    const plain = await t.request({ method: 'GET', url: '/somewhere', key: null, headers: { accept: 'application/json' } });
    assert.equal(plain.statusCode, 404);
    assert.match(JSON.parse(plain.body).detail, /somewhere/);
    const asset = await t.request({ method: 'GET', url: '/assets/missing-123.js', key: null, headers: { accept: 'text/html' } });
    assert.equal(asset.statusCode, 404);
    const post = await t.request({ method: 'POST', url: '/analysis', key: null, headers: { accept: 'text/html' } });
    assert.equal(post.statusCode, 404);
  });

  it('serves hashed assets as immutable', { skip: built ? false : 'dashboard not built' }, async () => {
    const html = (await t.request({ method: 'GET', url: '/', key: null })).body;
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    assert.ok(asset, 'the page references a script under /assets');
    const res = await t.request({ method: 'GET', url: asset, key: null });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['cache-control']), /immutable/);
  });
});
