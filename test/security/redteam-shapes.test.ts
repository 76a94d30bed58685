// The red team in the shapes of the service document (operations 2 and 5): the start answers 200 with job_id,
// run_id and run_name; the project by name, by id or the caller's default; 422s in FastAPI's shape; the attacks
// a JSON array with the document's fields, paged by the X-Total-Count and Link headers; 404 for every run id that
// names nothing, whatever its form; 401 without a key.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { Worker } from '../../src/jobs/worker.js';
import { attackDocument } from '../../src/security/redteam/attacks.js';
import { redTeamJobHandler } from '../../src/security/redteam/runner.js';
import type { AttackRow } from '../../src/security/redteam/runs-store.js';
import { createTestApp, type TestApp } from '../support/app.js';

const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const ATTACK_STATUSES = ['pending', 'succeeded', 'resisted', 'error'];
const UNKNOWN_UUID = '6f1c1c8e-7f0e-4a53-9d0e-0d7c0f7a1b11';
const PLAN = { attack_vector_keys: ['jailbreak', 'rot13'], target_vulnerabilities: ['s1-violence'], attacks_per_vector: 2, config: { seed: 7 } };

/** A 422 in FastAPI's shape whose first issue is at `loc`. */
function assertValidation(res: { statusCode: number; body: string; json(): any }, loc: (string | number)[]) {
  assert.equal(res.statusCode, 422, res.body);
  const { detail } = res.json();
  assert.ok(Array.isArray(detail) && detail.length > 0, res.body);
  for (const issue of detail) {
    assert.ok(Array.isArray(issue.loc) && issue.loc.every((p: unknown) => typeof p === 'string' || Number.isInteger(p)), res.body);
    assert.equal(typeof issue.msg, 'string');
    assert.equal(typeof issue.type, 'string');
  }
  assert.deepEqual(detail[0].loc, loc);
  return detail[0] as { loc: (string | number)[]; msg: string; type: string };
}

describe("red team in the service document's shapes", () => {
  let t: TestApp;
  let started: any;
  before(async () => {
    t = await createTestApp();
    const res = await t.request({ method: 'POST', url: '/v2/security/redteam', payload: { project_name: 'shapes', run_name: 'contract', ...PLAN } });
    assert.equal(res.statusCode, 200, res.body);
    started = res.json();
    const worker = new Worker(t.store, [redTeamJobHandler], { concurrency: 1, leaseSeconds: 5, pollMs: 50 });
    await worker.start();
    try {
      for (let i = 0; i < 400; i++) {
        const run = (await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${started.run_id}` })).json();
        if (!['queued', 'running'].includes(run.status)) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await worker.stop();
    }
  });
  after(() => t.close());

  const start = (payload: object, key?: string) => t.request({ method: 'POST', url: '/v2/security/redteam', payload, key });
  const attacksUrl = (runId: string, query = '') => `/v2/security/redteam/runs/${runId}/attacks${query}`;

  it('starts a run: 200 with job_id, run_id, run_name and the plan, under one name per fact', async () => {
    assert.equal(typeof started.job_id, 'string');
    assert.equal(typeof started.run_id, 'string');
    assert.equal(started.run_name, 'contract');
    assert.equal(started.status, 'queued');
    assert.equal(started.total_attacks, 4);
    assert.deepEqual(started.attack_vector_keys, ['jailbreak', 'rot13']);
    assert.deepEqual(started.target_vulnerabilities, ['s1-violence']);
    const run = (await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${started.run_id}` })).json();
    assert.equal(run.status, 'completed');
    assert.deepEqual([run.run_name, run.attack_vector_keys, run.target_vulnerabilities], ['contract', ['jailbreak', 'rot13'], ['s1-violence']]);
    const [listed] = (await t.request({ method: 'GET', url: '/v2/security/redteam/runs?project_name=shapes' })).json().runs;
    assert.equal(listed.run_name, 'contract');
    const matrix = (await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${started.run_id}/matrix` })).json();
    assert.deepEqual([matrix.attack_vector_keys, matrix.target_vulnerabilities], [['jailbreak', 'rot13'], ['s1-violence']]);
    assert.deepEqual(Object.keys(matrix.cells[0]).slice(0, 2), ['attack_vector_key', 'vulnerability_key']);
    const catalog = (await t.request({ method: 'GET', url: '/v2/security/redteam/catalog' })).json();
    assert.deepEqual(catalog.attack_vectors.find((v: any) => v.attack_vector_key === 'rot13').attack_vector_name, 'ROT13 encoding');
    assert.deepEqual(catalog.vulnerabilities.find((v: any) => v.vulnerability_key === 's1-violence').vulnerability_name, 'S1 Violence');
    // The names the API had before the document are gone, not kept as twins.
    for (const doc of [started, run, matrix]) for (const old of ['attack_vectors', 'vulnerabilities']) assert.ok(!(old in doc), old);
  });

  it("generates a run name when none is given, and uses the caller's default project when none is named", async () => {
    const res = await start({ attack_vector_keys: ['hex'], target_vulnerabilities: ['s12-profanity'], attacks_per_vector: 1 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().project_name, 'default');
    assert.match(res.json().run_name, /^redteam-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // A key limited to one project can use no other: that one is its default.
    const { key } = await createApiKey(t.store, t.adminId, 'solo', undefined, ['solo']);
    const solo = await start({ attack_vector_keys: ['hex'], target_vulnerabilities: ['s12-profanity'], attacks_per_vector: 1 }, key);
    assert.equal(solo.statusCode, 200, solo.body);
    assert.equal(solo.json().project_name, 'solo');
  });

  it("takes the project by project_id, a UUID of the caller's project; any other project_id → 404", async () => {
    const project = (await t.request({ method: 'POST', url: '/v2/projects', payload: { name: 'by-uuid' } })).json();
    const byId = await start({ project_id: project.id, ...PLAN });
    assert.equal(byId.statusCode, 200, byId.body);
    assert.equal(byId.json().project_name, 'by-uuid');
    const { key: limited } = await createApiKey(t.store, t.adminId, 'limited', undefined, ['by-uuid']);
    for (const [projectId, key] of [
      ['by-uuid', undefined],
      ['no-such-project', limited],
      [UNKNOWN_UUID, undefined],
      [project.id, t.otherKey],
    ] as const) {
      const res = await start({ project_id: projectId, ...PLAN }, key);
      assert.equal(res.statusCode, 404, `${projectId}: ${res.body}`);
      assert.equal(typeof res.json().detail, 'string');
    }
  });

  it("refuses unknown keys and attacks_per_vector -1 with 422 in FastAPI's shape", async () => {
    const vector = assertValidation(await start({ ...PLAN, attack_vector_keys: ['no-such-vector'] }), ['body', 'attack_vector_keys']);
    assert.match(vector.msg, /no-such-vector\. Known: jailbreak, rot13, base64/);
    const vulnerability = assertValidation(await start({ ...PLAN, target_vulnerabilities: ['violence'] }), ['body', 'target_vulnerabilities']);
    assert.match(vulnerability.msg, /violence\. Known: s1-violence, s2-sexual/);
    assertValidation(await start({ ...PLAN, attacks_per_vector: -1 }), ['body', 'attacks_per_vector']);
    assertValidation(await start({ ...PLAN, run_name: '' }), ['body', 'run_name']);
    assertValidation(await start({ ...PLAN, run_name: 'x'.repeat(201) }), ['body', 'run_name']);
  });

  it("lists the attacks as a JSON array with the document's fields, only of the vectors asked for", async () => {
    const res = await t.request({ method: 'GET', url: attacksUrl(started.run_id) });
    assert.equal(res.statusCode, 200, res.body);
    const attacks = res.json();
    assert.ok(Array.isArray(attacks));
    assert.equal(attacks.length, 4);
    for (const a of attacks) {
      for (const field of ['id', 'input_short', 'response_short', 'attack_vector_name', 'vulnerability_name', 'status'])
        assert.equal(typeof a[field], 'string', field);
      assert.match(a.timestamp, ISO_DATE_TIME);
      assert.ok(ATTACK_STATUSES.includes(a.status), a.status);
      assert.ok(
        ['jailbreak', 'rot13'].some((key) => a.attack_vector_name.toLowerCase().includes(key)),
        a.attack_vector_name,
      );
      assert.equal(a.vulnerability_name, 'S1 Violence');
      assert.equal(a.input_short, [...a.prompt].length > 200 ? `${[...a.prompt].slice(0, 200).join('')}…` : a.prompt);
      assert.equal(a.response_short, a.response === null ? '' : [...a.response].length > 200 ? `${[...a.response].slice(0, 200).join('')}…` : a.response);
      for (const old of ['attack_id', 'attack_vector', 'vulnerability', 'created_at', 'completed_at']) assert.ok(!(old in a), old);
    }
    assert.deepEqual([...new Set(attacks.map((a: any) => a.attack_vector_key))], ['jailbreak', 'rot13']);
  });

  it('cuts input_short and response_short after 200 code points, never inside a surrogate pair', () => {
    const planned = new Date('2025-05-01T12:00:00.000Z');
    const row: AttackRow = {
      id: UNKNOWN_UUID,
      run_id: UNKNOWN_UUID,
      idx: 0,
      attack_vector: 'rot13',
      vulnerability: 'pii-leakage',
      vulnerability_label: null,
      base: 'b',
      turns: ['😀'.repeat(250)],
      status: 'pending',
      tries: null,
      replay_tries: null,
      conversation: null,
      response: null,
      judge: null,
      error: null,
      latency_ms: null,
      created_at: planned,
      completed_at: null,
    };
    const pending = attackDocument(row);
    assert.equal(pending.input_short, `${'😀'.repeat(200)}…`);
    assert.deepEqual([pending.response_short, pending.timestamp, pending.vulnerability_name], ['', planned.toISOString(), 'PII Leakage']);
    const settled = new Date('2025-05-01T12:00:02.000Z');
    const answered = attackDocument({ ...row, turns: ['x'.repeat(200)], status: 'resisted', response: `${'a'.repeat(199)}😀b`, completed_at: settled });
    assert.equal(answered.input_short, 'x'.repeat(200), 'exactly 200: not cut');
    assert.equal(answered.response_short, `${'a'.repeat(199)}😀…`);
    assert.equal(answered.timestamp, settled.toISOString());
  });

  it('pages with X-Total-Count and a Link to the next page; the last page has none', async () => {
    const first = await t.request({ method: 'GET', url: attacksUrl(started.run_id, '?limit=3') });
    assert.equal(first.json().length, 3);
    assert.equal(first.headers['x-total-count'], '4');
    const link = String(first.headers.link);
    assert.equal(link, `<${attacksUrl(started.run_id, '?limit=3&offset=3')}>; rel="next"`);
    const last = await t.request({ method: 'GET', url: link.slice(1, link.indexOf('>')) });
    assert.deepEqual(
      last.json().map((a: any) => a.index),
      [3],
    );
    assert.equal(last.headers['x-total-count'], '4');
    assert.equal(last.headers.link, undefined);
    // Filters count too, and travel to the next page.
    const rot13 = await t.request({ method: 'GET', url: attacksUrl(started.run_id, '?attack_vector_key=rot13&limit=1') });
    assert.equal(rot13.headers['x-total-count'], '2');
    assert.equal(rot13.headers.link, `<${attacksUrl(started.run_id, '?attack_vector_key=rot13&limit=1&offset=1')}>; rel="next"`);
    const none = await t.request({ method: 'GET', url: attacksUrl(started.run_id, '?vulnerability_key=s2-sexual') });
    assert.deepEqual([none.json(), none.headers['x-total-count'], none.headers.link], [[], '0', undefined]);
    const past = await t.request({ method: 'GET', url: attacksUrl(started.run_id, '?offset=10') });
    assert.deepEqual([past.json(), past.headers['x-total-count'], past.headers.link], [[], '4', undefined]);
  });

  it("answers 404 on every run route for an id that names nothing, whatever its form, and for another owner's run", async () => {
    const routes = (id: string) =>
      [
        ['GET', `/v2/security/redteam/runs/${id}`],
        ['GET', attacksUrl(id)],
        ['GET', `/v2/security/redteam/runs/${id}/matrix`],
        ['POST', `/v2/security/redteam/runs/${id}/cancel`],
      ] as const;
    for (const [id, key] of [
      ['no-such-run', undefined],
      [UNKNOWN_UUID, undefined],
      ['x', undefined],
      [started.run_id, t.otherKey],
    ]) {
      for (const [method, url] of routes(id)) {
        const res = await t.request({ method, url, key });
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
        assert.equal(typeof res.json().detail, 'string');
      }
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    for (const id of ['no-such-run', UNKNOWN_UUID]) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/v2/security/redteam/runs/${id}/ws`, { headers: { authorization: `Bearer ${t.adminKey}` } });
      const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
      assert.equal(status, 404, id);
    }
  });

  it('answers 401 without a key', async () => {
    for (const [method, url] of [
      ['POST', '/v2/security/redteam'],
      ['GET', attacksUrl(started.run_id)],
      ['GET', attacksUrl('no-such-run')],
    ] as const) {
      const res = await t.request({ method, url, key: null, payload: method === 'POST' ? PLAN : undefined });
      assert.equal(res.statusCode, 401, `${method} ${url}`);
    }
  });
});
