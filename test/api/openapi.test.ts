import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

describe('OpenAPI document and docs page', () => {
  let t: TestApp;
  let doc: Record<string, any>;
  before(async () => {
    t = await createTestApp();
    doc = (await t.request({ method: 'GET', url: '/openapi.json', key: null })).json();
  });
  after(() => t.close());

  it('is OpenAPI 3.1 with the contract’s component names', () => {
    assert.equal(doc.openapi, '3.1.0');
    for (const name of [
      'FailureAnalysisResponse',
      'FailureSummary',
      'FailureTag',
      'ScoringBreakdown',
      'EvidenceItem',
      'RunInput',
      'MinimalInputItem',
      'HTTPValidationError',
      'ValidationError',
      'Subcategory',
      'Project',
      'Job',
    ]) {
      assert.ok(doc.components.schemas[name], `component ${name} is missing`);
    }
    assert.ok(doc.components.securitySchemes.bearerAuth);
  });

  it('declares the nine operations of the contract with request and response schemas', () => {
    const operations: [string, string][] = [
      ['post', '/v2/failure-analysis/analyze'],
      ['get', '/v2/failure-analysis/taxonomy/{bucket_id}'],
      ['post', '/v2/security/audit'],
      ['post', '/v2/security/redteam'],
      ['get', '/v2/security/redteam/runs/{run_id}/attacks'],
      ['get', '/v2/evaluate/items/{item_id}'],
      ['get', '/api/v1/traces/{trace_id}/full'],
      ['post', '/v2/auth/resend-verification'],
      ['post', '/v2/scanner/uploads'],
    ];
    for (const [method, path] of operations) {
      const op = doc.paths[path]?.[method];
      assert.ok(op, `${method.toUpperCase()} ${path} is not declared`);
      const success = Object.keys(op.responses).find((c) => c.startsWith('2'));
      assert.ok(success, `${path} has no success response`);
      assert.ok(op.responses[success!].content['application/json'].schema, `${path} success has no schema`);
      assert.ok(op.responses['422'], `${path} does not declare 422`);
      assert.deepEqual(op.security, [{ bearerAuth: [] }]);
    }
    // The red team starts with 200 (the document's), and its attacks' paging is declared in headers.
    assert.deepEqual(
      Object.keys(doc.paths['/v2/security/redteam'].post.responses).filter((c) => c.startsWith('2')),
      ['200'],
    );
    const attacks = doc.paths['/v2/security/redteam/runs/{run_id}/attacks'].get;
    assert.deepEqual(Object.keys(attacks.responses['200'].headers).sort(), ['Link', 'X-Total-Count']);
    assert.equal(attacks.responses['200'].headers['X-Total-Count'].schema.type, 'integer');
    assert.equal(attacks.responses['200'].content['application/json'].schema.type, 'array');
    assert.deepEqual(attacks.parameters.find((p: any) => p.in === 'path').schema, { type: 'string', minLength: 1 });
    const analyze = doc.paths['/v2/failure-analysis/analyze'].post;
    assert.ok(analyze.requestBody.content['application/json'].schema.$ref.endsWith('FailureAnalysisRequest'));
  });

  it('serves an interactive docs page from local files (no CDN)', async () => {
    const page = await t.request({ method: 'GET', url: '/docs/', key: null });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.doesNotMatch(page.body, /(src|href)="https?:\/\//);
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(scripts.length > 0);
    for (const src of scripts) {
      const url = new URL(src, 'http://x/docs/').pathname;
      const asset = await t.request({ method: 'GET', url, key: null });
      assert.equal(asset.statusCode, 200, `${url} is not served`);
    }
  });

  it("sends the docs page a policy of its own files only, without upgrading a plain-http server's requests", async () => {
    const page = await t.request({ method: 'GET', url: '/docs/', key: null });
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /style-src 'self'(;|$)/, 'no unsafe-inline: the layout renders no inline style');
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /upgrade-insecure-requests|https:|unsafe-/);
  });

  it('keeps every <placeholder> of a description in backticks, so the docs page shows it (Markdown drops bare tags)', () => {
    const bare: string[] = [];
    JSON.stringify(doc, (key, value) => {
      if ((key === 'description' || key === 'summary') && typeof value === 'string') {
        const outsideCode = value.replace(/`[^`]*`/g, '');
        bare.push(...(outsideCode.match(/<[A-Za-z][^<>]*>/g) ?? []).map((tag) => `${tag} in "${value.slice(0, 80)}…"`));
      }
      return value;
    });
    assert.deepEqual(bare, []);
    assert.match(doc.info.description, /`Authorization: Bearer <API key>`/);
    const { type, scheme } = doc.components.securitySchemes.bearerAuth;
    assert.deepEqual([type, scheme], ['http', 'bearer']);
  });
});
