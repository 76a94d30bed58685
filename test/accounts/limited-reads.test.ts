// Keys limited to projects reading by id: a run, batch, trace, evaluation run or item, or job of another
// project of the same owner answers 404 exactly like an unknown id (same status, same body but for the id),
// while the key's own project stays readable; trace listings show only the key's projects.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../support/app.js';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const dataset = [{ input: 'What is the capital of France?', output: 'Paris is the capital of France.' }];

interface ProjectResources {
  analysisRun: string;
  auditBatch: string;
  redteamRun: string;
  redteamJob: string;
  evaluationRun: string;
  evaluationItem: string;
  trace: string;
}

describe('a key limited to projects reading by id', () => {
  let t: TestApp;
  let limited: string;
  const secret = {} as ProjectResources;
  const own = {} as ProjectResources;

  async function post(url: string, payload: object, headers: Record<string, string> = {}) {
    const res = await t.request({ method: 'POST', url, key: t.otherKey, payload, headers });
    assert.ok(res.statusCode < 300, `${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  async function createResources(project: string, into: ProjectResources) {
    into.analysisRun = (await post('/v2/failure-analysis/analyze', { project_name: project, dataset })).run_id;
    into.auditBatch = (await post('/v2/security/audit', { project_name: project, dataset })).batch_id;
    const redteam = await post('/v2/security/redteam', {
      project_name: project,
      attack_vector_keys: ['rot13'],
      target_vulnerabilities: ['s17-malware'],
      attacks_per_vector: 1,
    });
    into.redteamRun = redteam.run_id;
    into.redteamJob = redteam.job_id;
    into.evaluationRun = (await post('/v2/evaluate', { project_name: project, dataset })).run_id;
    const items = await t.request({ method: 'GET', url: `/v2/evaluate/runs/${into.evaluationRun}/items`, key: t.otherKey });
    into.evaluationItem = items.json()[0].id;
    into.trace = `trace-${project}`;
    await post('/api/v1/traces', {
      project_name: project,
      items: [
        { type: 'message', trace_id: into.trace, role: 'user', content: 'What is the capital of France?' },
        { type: 'message', trace_id: into.trace, role: 'assistant', content: 'Paris.' },
      ],
    });
  }

  before(async () => {
    t = await createTestApp();
    const res = await t.request({ method: 'POST', url: '/v2/keys', key: t.otherKey, payload: { name: 'bot only', projects: ['support-bot'] } });
    limited = res.json().key;
    await createResources('secret-project', secret);
    await createResources('support-bot', own);
  });
  after(() => t.close());

  /** Every read by id, for the resources of one project; `id` marks the one that an unknown id replaces. */
  function reads(r: ProjectResources): { method: 'GET' | 'POST'; url: string; id: string; payload?: object }[] {
    return [
      { method: 'GET', url: `/v2/failure-analysis/runs/${r.analysisRun}`, id: r.analysisRun },
      { method: 'GET', url: `/v2/failure-analysis/runs/${r.analysisRun}/tags`, id: r.analysisRun },
      { method: 'GET', url: `/v2/failure-analysis/runs/${r.analysisRun}/items/0`, id: r.analysisRun },
      { method: 'GET', url: `/v2/security/audit/batches/${r.auditBatch}`, id: r.auditBatch },
      { method: 'GET', url: `/v2/security/audit/batches/${r.auditBatch}/items`, id: r.auditBatch },
      { method: 'GET', url: `/v2/security/redteam/runs/${r.redteamRun}`, id: r.redteamRun },
      { method: 'GET', url: `/v2/security/redteam/runs/${r.redteamRun}/attacks`, id: r.redteamRun },
      { method: 'GET', url: `/v2/security/redteam/runs/${r.redteamRun}/matrix`, id: r.redteamRun },
      { method: 'GET', url: `/v2/jobs/${r.redteamJob}`, id: r.redteamJob },
      { method: 'GET', url: `/v2/evaluate/runs/${r.evaluationRun}`, id: r.evaluationRun },
      { method: 'GET', url: `/v2/evaluate/runs/${r.evaluationRun}/items`, id: r.evaluationRun },
      { method: 'GET', url: `/v2/evaluate/items/${r.evaluationItem}`, id: r.evaluationItem },
      { method: 'GET', url: `/v2/evaluate/compare?base=${r.evaluationRun}&candidate=${r.evaluationRun}`, id: r.evaluationRun },
      { method: 'GET', url: `/api/v1/traces/${r.trace}/full`, id: r.trace },
      { method: 'POST', url: '/v2/evaluate', id: r.trace, payload: { project_name: 'support-bot', trace_ids: [r.trace] } },
      { method: 'POST', url: '/v2/failure-analysis/analyze', id: r.trace, payload: { project_name: 'support-bot', trace_id: r.trace } },
    ];
  }

  it("answers 404 for another project's resources, exactly as for an unknown id", async () => {
    for (const read of reads(secret)) {
      const unknownId = read.id.startsWith('trace-') ? 'trace-unknown' : UNKNOWN_UUID;
      const hidden = await t.request({ method: read.method, url: read.url, payload: read.payload, key: limited });
      const unknown = await t.request({
        method: read.method,
        url: read.url.replaceAll(read.id, unknownId),
        payload: read.payload ? JSON.parse(JSON.stringify(read.payload).replaceAll(read.id, unknownId)) : undefined,
        key: limited,
      });
      assert.equal(hidden.statusCode, 404, `${read.method} ${read.url}: ${hidden.body}`);
      assert.equal(hidden.body.replaceAll(read.id, unknownId), unknown.body, `${read.method} ${read.url}`);
      const owner = await t.request({ method: read.method, url: read.url, payload: read.payload, key: t.otherKey });
      assert.ok(owner.statusCode < 300, `the owner's unlimited key reads ${read.url}: ${owner.statusCode} ${owner.body}`);
    }
  });

  it("reads its own project's resources", async () => {
    for (const read of reads(own)) {
      const res = await t.request({ method: read.method, url: read.url, payload: read.payload, key: limited });
      assert.ok(res.statusCode < 300, `${read.method} ${read.url}: ${res.statusCode} ${res.body}`);
    }
  });

  it("cannot cancel another project's red-team run or job", async () => {
    for (const url of [`/v2/security/redteam/runs/${secret.redteamRun}/cancel`, `/v2/jobs/${secret.redteamJob}/cancel`]) {
      const res = await t.request({ method: 'POST', url, key: limited });
      assert.equal(res.statusCode, 404, `${url}: ${res.body}`);
    }
    const job = await t.request({ method: 'GET', url: `/v2/jobs/${secret.redteamJob}`, key: t.otherKey });
    assert.equal(job.json().cancel_requested, false, 'the refused cancel changed nothing');
  });

  it("refuses the WebSocket of another project's red-team run before the upgrade", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const status = (runId: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/v2/security/redteam/runs/${runId}/ws`, { headers: { authorization: `Bearer ${limited}` } });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('error', reject);
      });
    assert.equal(await status(secret.redteamRun), 404);
    assert.equal(await status(own.redteamRun), 101);
  });

  it('lists only traces of its projects without a project filter', async () => {
    const mine = await t.request({ method: 'GET', url: '/api/v1/traces', key: limited });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.deepEqual(
      mine.json().traces.map((x: { trace_id: string }) => x.trace_id),
      [own.trace],
    );
    const all = await t.request({ method: 'GET', url: '/api/v1/traces', key: t.otherKey });
    assert.deepEqual(
      all
        .json()
        .traces.map((x: { trace_id: string }) => x.trace_id)
        .sort(),
      [own.trace, secret.trace].sort(),
    );
  });
});
