// Issue 19, points 2 and 3: a NUL byte, an unpaired surrogate or JSON nested thousands of levels deep is a
// 422 naming its loc on every route, before anything is stored — never a 500 from the store or the stack.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../support/app.js';

/** JSON text of a value nested `levels` deep ({"a":{"a":…}} or [[…]]), built as text: JSON.stringify recurses. */
function nestedText(levels: number, kind: 'object' | 'array'): string {
  return kind === 'object' ? '{"a":'.repeat(levels) + '"bottom"' + '}'.repeat(levels) : '['.repeat(levels) + '"bottom"' + ']'.repeat(levels);
}

describe('strings a store cannot keep and over-deep JSON are refused at the edge (422)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  /** Rows in every table of the store: a refused request leaves every count as it was. */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await t.store.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [row] = await t.store.query<{ n: string | number }>(`SELECT count(*) AS n FROM "${table_name}"`);
      counts[table_name] = Number(row.n);
    }
    return counts;
  }

  /** 422 with an issue at `loc` (or, with prefix, at a loc starting with it), and no row added anywhere. */
  async function assertRefused(options: InjectOptions & { key?: string | null }, loc: (string | number)[], { type = 'string_unicode', prefix = false } = {}) {
    const beforeCounts = await rowCounts();
    const res = await t.request(options);
    const what = `${options.method} ${options.url}`;
    assert.equal(res.statusCode, 422, `${what}: ${res.body}`);
    const detail = res.json().detail;
    assert.ok(Array.isArray(detail), `${what}: ${res.body}`);
    const at = (l: (string | number)[]) => JSON.stringify(prefix ? l.slice(0, loc.length) : l) === JSON.stringify(loc);
    const hit = detail.find((d: { loc: (string | number)[] }) => at(d.loc));
    assert.ok(hit, `${what}: no issue at ${JSON.stringify(loc)} in ${res.body}`);
    assert.equal(hit.type, type);
    assert.equal(typeof hit.msg, 'string');
    assert.deepEqual(await rowCounts(), beforeCounts, `${what}: something was stored`);
    return res;
  }

  const dataset = (item: object) => [{ input: 'Where is my order?', output: 'It shipped on May 5.', ...item }];

  it('the routes the adversarial pass found: NUL in body, query and path → 422 naming the loc, nothing stored', async () => {
    const cases: [InjectOptions & { key?: string | null }, (string | number)[]][] = [
      [{ method: 'POST', url: '/v2/auth/device/code', key: null, payload: { client_name: 'cli\u0000' } }, ['body', 'client_name']],
      [
        {
          method: 'POST',
          url: '/v2/auth/signup',
          key: null,
          payload: { email: 'nul@example.com', password: 'correct horse battery staple', display_name: 'N\u0000L' },
        },
        ['body', 'display_name'],
      ],
      [
        { method: 'POST', url: '/v2/security/audit', payload: { project_name: 'nul', dataset: dataset({ output: 'x\u0000y' }) } },
        ['body', 'dataset', 0, 'output'],
      ],
      [{ method: 'POST', url: '/v2/evaluate', payload: { project_name: 'nul', dataset: dataset({ input: '\u0000' }) } }, ['body', 'dataset', 0, 'input']],
      [
        { method: 'POST', url: '/api/v1/traces', payload: { items: [{ type: 'message', trace_id: 'nul-trace', role: 'user', content: 'hi\u0000' }] } },
        ['body', 'items', 0, 'content'],
      ],
      [
        {
          method: 'POST',
          url: '/v2/scanner/uploads',
          payload: { project_name: 'nul', sarif: { version: '2.1.0', runs: [{ tool: { driver: { name: 'semgrep\u0000' } }, results: [] }] } },
        },
        ['body', 'sarif', 'runs', 0, 'tool', 'driver', 'name'],
      ],
      [{ method: 'POST', url: '/v2/keys', payload: { name: 'ci\u0000' } }, ['body', 'name']],
      [{ method: 'GET', url: '/api/v1/traces?service=%00' }, ['query', 'service']],
      [{ method: 'GET', url: '/api/v1/traces/%00/full' }, ['path', 'trace_id']],
      [
        { method: 'POST', url: '/v2/failure-analysis/analyze', payload: { project_name: 'nul', dataset: dataset({ metadata: { 'a\u0000b': 1 } }) } },
        ['body', 'dataset', 0, 'metadata', 'a\u0000b'],
      ],
    ];
    for (const [options, loc] of cases) await assertRefused(options, loc);
  });

  it('an escaped \\u0000 in JSON text is refused like any NUL; a raw one is already invalid JSON', async () => {
    await assertRefused({ method: 'POST', url: '/v2/keys', headers: { 'content-type': 'application/json' }, payload: '{"name": "ci\\u0000key"}' }, [
      'body',
      'name',
    ]);
    const raw = await t.request({ method: 'POST', url: '/v2/keys', headers: { 'content-type': 'application/json' }, payload: '{"name": "ci\u0000key"}' });
    assert.equal(raw.statusCode, 422);
    assert.equal(raw.json().detail[0].type, 'json_invalid');
  });

  it('an unpaired surrogate is refused, in a value or a field name; a 4-byte emoji is stored and read back intact', async () => {
    await assertRefused({ method: 'POST', url: '/v2/keys', headers: { 'content-type': 'application/json' }, payload: '{"name": "ci \\ud83d key"}' }, [
      'body',
      'name',
    ]);
    await assertRefused({ method: 'POST', url: '/v2/keys', headers: { 'content-type': 'application/json' }, payload: '{"name": "ci \\udc00"}' }, [
      'body',
      'name',
    ]);
    await assertRefused(
      {
        method: 'POST',
        url: '/v2/failure-analysis/analyze',
        headers: { 'content-type': 'application/json' },
        payload: `{"dataset": [{"input": "a", "output": "b", "metadata": {"\\ud800": 1}}]}`,
      },
      ['body', 'dataset', 0, 'metadata', '\ud800'],
    );
    const name = 'ci 🔑 deploy 😀';
    const created = await t.request({ method: 'POST', url: '/v2/keys', payload: { name } });
    assert.equal(created.statusCode, 201, created.body);
    const listed = await t.request({ method: 'GET', url: '/v2/keys' });
    assert.ok(JSON.stringify(listed.json()).includes(JSON.stringify(name).slice(1, -1)), listed.body);
    const escaped = await t.request({
      method: 'POST',
      url: '/v2/keys',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "pair \\ud83d\\ude00"}',
    });
    assert.equal(escaped.statusCode, 201, escaped.body);
    assert.equal(escaped.json().name, 'pair 😀');
  });

  it('NUL in a CSV upload and in its query parameters is refused alike', async () => {
    const csv = (text: string, query = 'project_name=csv') =>
      ({ method: 'POST', url: `/v2/failure-analysis/analyze?${query}`, headers: { 'content-type': 'text/csv' }, payload: text }) as const;
    await assertRefused(csv('input,output\nhello,wor\u0000ld\n'), ['body', 'dataset', 0, 'output']);
    await assertRefused(csv('input,output\nhello,world\n', 'project_name=c%00sv'), ['query', 'project_name']);
  });

  it('metadata and tool_calls nested 5,000 levels deep → 422 naming the field; 100,000 levels cannot overflow the stack', async () => {
    const analyze = (itemFields: string) =>
      ({
        method: 'POST',
        url: '/v2/failure-analysis/analyze',
        headers: { 'content-type': 'application/json' },
        payload: `{"project_name": "deep", "dataset": [{"input": "a", "output": "b", ${itemFields}}]}`,
      }) as const;
    for (const kind of ['object', 'array'] as const) {
      for (const [field, itemFields] of [
        ['metadata', `"metadata": ${nestedText(5000, kind)}`],
        ['tool_calls', `"tool_calls": [{"name": "lookup", "arguments": ${nestedText(5000, kind)}}]`],
      ]) {
        const res = await assertRefused(analyze(itemFields), ['body', 'dataset', 0, field], { type: 'value_error', prefix: true });
        assert.match(res.json().detail[0].msg, /nested .*100 levels/i);
      }
    }
    const deepest = await t.request(analyze(`"metadata": ${nestedText(100_000, 'array')}`));
    assert.equal(deepest.statusCode, 422, deepest.body.slice(0, 300));
    assert.deepEqual(deepest.json().detail[0].loc.slice(0, 5), ['body', 'dataset', 0, 'metadata', 0]);
    // An unclosed document that deep is reported as invalid JSON, not a crash.
    const unclosed = await t.request({ method: 'POST', url: '/v2/keys', headers: { 'content-type': 'application/json' }, payload: '['.repeat(100_000) });
    assert.equal(unclosed.statusCode, 422);
    assert.equal(unclosed.json().detail[0].type, 'json_invalid');
    assert.equal((await t.request({ method: 'GET', url: '/healthz', key: null })).statusCode, 200);
  });

  it('authentication still comes first: an unauthenticated request with a NUL is 401, not 422', async () => {
    const res = await t.request({ method: 'POST', url: '/v2/keys', key: null, payload: { name: 'ci\u0000' } });
    assert.equal(res.statusCode, 401);
  });

  it('a path that is not valid UTF-8 once decoded, or an id over the length limit, answers in the {"detail"} shape', async () => {
    for (const url of ['/api/v1/traces/%FF/full', '/api/v1/traces/%ED%A0%80/full']) {
      const res = await t.request({ method: 'GET', url });
      assert.equal(res.statusCode, 400, url);
      assert.match(res.json().detail, /^Malformed URL/);
    }
    const long = await t.request({ method: 'GET', url: `/api/v1/traces/${'x'.repeat(3000)}/full` });
    assert.equal(long.statusCode, 414);
    assert.match(long.json().detail, /at most 2048 characters/);
  });

  it('over real HTTP, a NUL in a header or the raw URL is refused by the parser with a {"detail"} body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const send = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(raw));
        let data = '';
        socket.on('data', (chunk) => (data += chunk));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
    for (const raw of [
      `GET /v2/auth/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.adminKey}\r\nx-assay-project: a\u0000b\r\n\r\n`,
      `GET /api/v1/traces?service=a\u0000b HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.adminKey}\r\n\r\n`,
    ]) {
      const answer = await send(raw);
      assert.match(answer, /^HTTP\/1\.1 400 /);
      assert.match(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).detail, /could not be parsed/);
    }
  });
});
