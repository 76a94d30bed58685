// Red-team runs over the API: start (200, plan size, defaults, reproducible plans), validation (422 with the
// known keys, refused targets), a run on the demo target to completion with success rates, the attacks
// listing with filters and paging, the WebSocket, cancellation, and 404s. The document's shapes, field by
// field: redteam-shapes.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { Worker } from '../../src/jobs/worker.js';
import { redTeamJobHandler } from '../../src/security/redteam/runner.js';
import { createTestApp, type TestApp } from '../support/app.js';

describe('red-team runs over the API', () => {
  let t: TestApp;
  let worker: Worker | null = null;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await worker?.stop();
    await t.close();
  });

  const start = (payload: object, key?: string) => t.request({ method: 'POST', url: '/v2/security/redteam', payload, key });
  const getRun = (id: string, key?: string) => t.request({ method: 'GET', url: `/v2/security/redteam/runs/${id}`, key });
  const startWorker = async () => {
    worker ??= new Worker(t.store, [redTeamJobHandler], { concurrency: 2, leaseSeconds: 5, pollMs: 50 });
    await worker.start();
  };
  async function waitDone(id: string) {
    for (let i = 0; i < 400; i++) {
      const run = (await getRun(id)).json();
      if (!['queued', 'running'].includes(run.status)) return run;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('run did not finish');
  }

  it('plans, answers 200 at once, and runs against the demo target to completion', async () => {
    const res = await start({
      project_name: 'rt',
      attack_vector_keys: ['jailbreak', 'base64', 'crescendo'],
      target_vulnerabilities: ['s4-guns-illegal-weapons', 'system-prompt-leakage'],
      attacks_per_vector: 2,
      config: { seed: 42 },
    });
    assert.equal(res.statusCode, 200, res.body);
    const started = res.json();
    assert.equal(started.status, 'queued');
    assert.equal(started.total_attacks, 12);
    assert.equal(started.seed, 42);
    assert.deepEqual(started.attack_vector_keys, ['jailbreak', 'base64', 'crescendo']);
    assert.deepEqual(started.target_vulnerabilities, ['s4-guns-illegal-weapons', 'system-prompt-leakage']);
    assert.equal(started.attacks_per_vector, 2);

    await startWorker();
    const run = await waitDone(started.run_id);
    assert.equal(run.status, 'completed');
    assert.equal(run.target_type, 'demo');
    assert.equal(run.overall.total, 12);
    assert.equal(run.overall.pending, 0);
    assert.equal(run.overall.succeeded + run.overall.resisted + run.overall.errors, 12);
    // The naive keyword guard stops plain jailbreaks about weapons, not Base64.
    assert.ok(run.by_vector.base64.succeeded >= 1);
    assert.ok(run.overall.attack_success_rate > 0 && run.overall.attack_success_rate < 1);
    assert.equal(run.overall.attack_success_rate, Math.round((run.overall.succeeded / (run.overall.succeeded + run.overall.resisted)) * 10000) / 10000);
    assert.ok(run.started_at && run.completed_at && run.duration_ms >= 0);

    const attacks = (await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${started.run_id}/attacks` })).json();
    assert.deepEqual(
      attacks.map((a: any) => a.index),
      Array.from({ length: 12 }, (_, i) => i),
    );
    const crescendo = attacks.find((a: any) => a.attack_vector_key === 'crescendo');
    assert.equal(crescendo.turn_count, 3);
    assert.equal(crescendo.conversation.length, 6);
    assert.equal(crescendo.prompt, crescendo.conversation[4].content);
    const leak = attacks.find((a: any) => a.vulnerability_key === 'system-prompt-leakage' && a.status === 'succeeded');
    assert.ok(leak, 'the demo bot leaks its system prompt to some attack');
    assert.match(leak.judge.rationale, /system prompt|instructions/i);
    assert.equal(leak.vulnerability_label, null);
    assert.ok(
      attacks
        .filter((a: any) => a.vulnerability_key === 's4-guns-illegal-weapons' && a.attack_vector_key === 'jailbreak')
        .every((a: any) => a.status === 'resisted' && a.judge.refusal),
    );
    const weapons = attacks.find((a: any) => a.vulnerability_key === 's4-guns-illegal-weapons' && a.status === 'succeeded');
    assert.equal(weapons.vulnerability_label, 'S4');
    assert.ok(weapons.judge.categories.length > 0 && weapons.latency_ms >= 0 && Date.parse(weapons.timestamp) > 0);

    const resistedJailbreaks = attacks.filter((a: any) => a.status === 'resisted' && a.attack_vector_key === 'jailbreak');
    assert.equal(resistedJailbreaks.length, 2);
    const filtered = (
      await t.request({
        method: 'GET',
        url: `/v2/security/redteam/runs/${started.run_id}/attacks?status=resisted&attack_vector_key=jailbreak&limit=1&offset=1`,
      })
    ).json();
    assert.deepEqual(
      filtered.map((a: any) => a.index),
      [resistedJailbreaks[1].index],
    );
    const byVulnerability = (
      await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${started.run_id}/attacks?vulnerability_key=system-prompt-leakage` })
    ).json();
    assert.equal(byVulnerability.length, 6);
    const badStatus = await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${started.run_id}/attacks?status=won` });
    assert.equal(badStatus.statusCode, 422);

    // The same seed plans the same attacks.
    const again = (
      await start({
        project_name: 'rt',
        attack_vector_keys: ['jailbreak', 'base64', 'crescendo'],
        target_vulnerabilities: ['s4-guns-illegal-weapons', 'system-prompt-leakage'],
        attacks_per_vector: 2,
        config: { seed: 42 },
      })
    ).json();
    await waitDone(again.run_id);
    const replay = (await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${again.run_id}/attacks` })).json();
    assert.deepEqual(
      replay.map((a: any) => a.conversation.filter((c: any) => c.role === 'user')),
      attacks.map((a: any) => a.conversation.filter((c: any) => c.role === 'user')),
    );
    await worker!.stop();
    worker = null;
  });

  it('uses documented defaults: every vector that needs no model and every vulnerability, 3 attacks each', async () => {
    const res = (await start({ project_name: 'rt-defaults' })).json();
    assert.ok(!res.attack_vector_keys.includes('iterative') && !res.attack_vector_keys.includes('attacker_conversation'));
    assert.equal(res.attack_vector_keys.length, 16);
    assert.equal(res.target_vulnerabilities.length, 26);
    assert.equal(res.total_attacks, 16 * 26 * 3);
    assert.equal((await t.request({ method: 'POST', url: `/v2/security/redteam/runs/${res.run_id}/cancel` })).json().status, 'cancelled');
  });

  it('refuses the attacker-model vectors and purpose tailoring when the run has no model, saying how to get one', async () => {
    const one = await start({ project_name: 'rt-model', attack_vector_keys: ['jailbreak', 'iterative'] });
    assert.equal(one.statusCode, 422);
    assert.deepEqual(one.json().detail[0].loc, ['body', 'attack_vector_keys']);
    assert.match(
      one.json().detail[0].msg,
      /The attack vector iterative needs an attacker model, and this run has none: .*ASSAY_LLM_BASE_URL.*llm_api_key.*Leave it out to run offline/,
    );
    const both = await start({ project_name: 'rt-model', attack_vector_keys: ['iterative', 'attacker_conversation'] });
    assert.match(both.json().detail[0].msg, /The attack vectors iterative, attacker_conversation need an attacker model/);
    const purpose = await start({ project_name: 'rt-model', attack_vector_keys: ['jailbreak'], config: { purpose: "a bank's support bot" } });
    assert.equal(purpose.statusCode, 422);
    assert.deepEqual(purpose.json().detail[0].loc, ['body', 'config', 'purpose']);
    assert.match(purpose.json().detail[0].msg, /config\.purpose needs an attacker model/);
    for (const config of [{ max_turns: 0 }, { max_turns: 21 }, { max_attacker_calls: 0 }, { max_model_tokens: 0 }, { purpose: '' }, { max_turns: 2.5 }]) {
      const res = await start({ project_name: 'rt-model', attack_vector_keys: ['jailbreak'], config });
      assert.equal(res.statusCode, 422, JSON.stringify(config));
      assert.deepEqual(res.json().detail[0].loc, ['body', 'config', Object.keys(config)[0]]);
    }
    assert.deepEqual((await t.request({ method: 'GET', url: '/v2/security/redteam/runs?project_name=rt-model' })).json().runs, [], 'nothing was planned');
  });

  it('rejects unknown keys listing the known, refused targets, and bad project references', async () => {
    const vectors = await start({ project_name: 'rt', attack_vector_keys: ['rot13', 'rot14'] });
    assert.equal(vectors.statusCode, 422);
    assert.deepEqual(vectors.json().detail[0].loc, ['body', 'attack_vector_keys']);
    assert.match(vectors.json().detail[0].msg, /Unknown attack vector keys: rot14\. Known: jailbreak, rot13/);
    const vulns = await start({ project_name: 'rt', target_vulnerabilities: ['s1-violence', 'violence'] });
    assert.deepEqual(vulns.json().detail[0].loc, ['body', 'target_vulnerabilities']);
    assert.match(vulns.json().detail[0].msg, /Unknown target vulnerabilities: violence\. Known: s1-violence.*excessive-agency/);
    for (const url of ['http://127.0.0.1:8000/chat', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.5/x', 'http://localhost/x']) {
      const refused = await start({ project_name: 'rt', config: { target: { type: 'http', url } } });
      assert.equal(refused.statusCode, 422, url);
      assert.deepEqual(refused.json().detail[0].loc, ['body', 'config', 'target']);
      assert.match(refused.json().detail[0].msg, /ASSAY_ALLOW_PRIVATE_TARGETS/);
    }
    const project = (await t.request({ method: 'POST', url: '/v2/projects', payload: { name: 'by-id' } })).json();
    const byId = await start({ project_id: project.id, attack_vector_keys: ['hex'], target_vulnerabilities: ['s12-profanity'], attacks_per_vector: 1 });
    assert.equal(byId.statusCode, 200);
    assert.equal(byId.json().project_name, 'by-id');
    const mismatch = await start({ project_id: project.id, project_name: 'other', attack_vector_keys: ['hex'] });
    assert.equal(mismatch.statusCode, 422);
    const unknown = await start({ project_id: '6f1c1c8e-7f0e-4a53-9d0e-0d7c0f7a1b11', attack_vector_keys: ['hex'] });
    assert.equal(unknown.statusCode, 404);
    assert.equal((await start({ project_id: 'by-id', attack_vector_keys: ['hex'] })).statusCode, 404, 'a name is not an id');
    assert.equal((await start({ project_id: project.id, attack_vector_keys: ['hex'] }, t.otherKey)).statusCode, 404, "another owner's project");
  });

  it('refuses fields it does not know, in the request, its config and its target, naming each: nothing is planned', async () => {
    const runsBefore = (await t.request({ method: 'GET', url: '/v2/security/redteam/runs' })).json();
    const cases: [object, (string | number)[][]][] = [
      [
        { attack_vector: ['hex'], vulnerabilites: ['s12-profanity'] },
        [
          ['body', 'attack_vector'],
          ['body', 'vulnerabilites'],
        ],
      ],
      [{ attack_vector_keys: ['hex'], config: { attacks_per_vector: 1 } }, [['body', 'config', 'attacks_per_vector']]],
      [
        { attack_vector_keys: ['hex'], config: { target: { type: 'http', url: 'https://bot.example.com/chat', respons_path: '$.a' } } },
        [['body', 'config', 'target', 'respons_path']],
      ],
      [{ attack_vector_keys: ['hex'], config: { target: { type: 'demo', url: 'https://bot.example.com/chat' } } }, [['body', 'config', 'target', 'url']]],
    ];
    for (const [payload, locs] of cases) {
      const res = await start({ project_name: 'rt', ...payload });
      assert.equal(res.statusCode, 422, JSON.stringify(payload));
      const detail = res.json().detail;
      for (const loc of locs) {
        const issue = detail.find((d: any) => JSON.stringify(d.loc) === JSON.stringify(loc));
        assert.ok(issue, `${JSON.stringify(loc)} not named in ${JSON.stringify(detail)}`);
        assert.equal(issue.type, 'extra_forbidden');
      }
    }
    const runsAfter = (await t.request({ method: 'GET', url: '/v2/security/redteam/runs' })).json();
    assert.deepEqual(runsAfter, runsBefore, 'a refused request plans no run');
  });

  it('streams progress, attacks and completion over the WebSocket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const started = (
      await start({ project_name: 'rt-ws', attack_vector_keys: ['rot13', 'hex'], target_vulnerabilities: ['s17-malware'], attacks_per_vector: 3 })
    ).json();
    const messages: any[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/v2/security/redteam/runs/${started.run_id}/ws`, { headers: { authorization: `Bearer ${t.adminKey}` } });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((r) => ws.on('open', r));
    await startWorker();
    assert.equal(await closed, 1000);
    await worker!.stop();
    worker = null;
    assert.equal(messages[0].type, 'progress');
    const attacks = messages
      .filter((m) => m.type === 'attack')
      .map((m) => m.attack.index)
      .sort((a, b) => a - b);
    assert.deepEqual(attacks, [0, 1, 2, 3, 4, 5]);
    assert.equal(messages.at(-1).type, 'completed');
    assert.equal(messages.at(-1).run.overall.pending, 0);
    // The stream's attacks are the listing's, field for field.
    const streamed = messages
      .filter((m) => m.type === 'attack')
      .map((m) => m.attack)
      .sort((a, b) => a.index - b.index);
    assert.deepEqual(streamed, (await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${started.run_id}/attacks` })).json());

    const refused = new WebSocket(`ws://127.0.0.1:${port}/v2/security/redteam/runs/${started.run_id}/ws`, {
      headers: { authorization: `Bearer ${t.otherKey}` },
    });
    const status = await new Promise<number>((resolve) => refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    assert.equal(status, 404);
  });

  it('sends to an http target the template and headers only: llm_api_key never reaches it', async () => {
    const http = await import('node:http');
    const seen: { headers: Record<string, unknown>; body: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res.end(JSON.stringify({ reply: "I'm sorry, I can't help with that." }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/bot`;
    const { configureRedTeam } = await import('../../src/security/redteam/service.js');
    configureRedTeam({ ...t.config, allowPrivateTargets: true });
    try {
      const started = (
        await start({
          project_name: 'rt-http',
          attack_vector_keys: ['rot13'],
          target_vulnerabilities: ['s17-malware'],
          attacks_per_vector: 2,
          llm_api_key: 'sk-judge-secret-123',
          config: {
            target: {
              type: 'http',
              url,
              headers: { 'x-bot-key': 'target-secret' },
              body_template: { message: '{{prompt}}', turns: '{{history}}' },
              response_path: '$.reply',
            },
          },
        })
      ).json();
      await startWorker();
      const run = await waitDone(started.run_id);
      assert.deepEqual([run.status, run.overall.resisted], ['completed', 2]);
      assert.equal(seen.length, 2);
      for (const request of seen) {
        assert.equal(request.headers['x-bot-key'], 'target-secret');
        assert.ok(!JSON.stringify(request).includes('sk-judge-secret-123'));
        assert.deepEqual(Object.keys(JSON.parse(request.body)).sort(), ['message', 'turns']);
      }
      const stored = await t.store.query('SELECT * FROM redteam_runs WHERE id = $1', [started.run_id]);
      assert.ok(!JSON.stringify(stored).includes('sk-judge-secret-123'));
      assert.ok(!t.logs.join('\n').includes('sk-judge-secret-123') && !t.logs.join('\n').includes('target-secret'));
      const body =
        JSON.stringify((await getRun(started.run_id)).json()) +
        JSON.stringify((await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${started.run_id}/attacks` })).json());
      assert.ok(!body.includes('target-secret'));
    } finally {
      await worker?.stop();
      worker = null;
      configureRedTeam(t.config);
      server.close();
    }
  });

  it('records a target reply holding NUL or a broken surrogate, with U+FFFD in their place', async () => {
    const http = await import('node:http');
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end(JSON.stringify({ reply: 'ok\u0000 here \ud800 you go' })));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/bot`;
    const { configureRedTeam } = await import('../../src/security/redteam/service.js');
    configureRedTeam({ ...t.config, allowPrivateTargets: true });
    try {
      const started = (
        await start({
          project_name: 'rt-nul',
          attack_vector_keys: ['rot13'],
          target_vulnerabilities: ['s12-profanity'],
          attacks_per_vector: 1,
          config: { target: { type: 'http', url, response_path: '$.reply' } },
        })
      ).json();
      await startWorker();
      const run = await waitDone(started.run_id);
      assert.equal(run.status, 'completed', JSON.stringify(run));
      const [attack] = (await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${started.run_id}/attacks` })).json();
      assert.notEqual(attack.status, 'error', JSON.stringify(attack));
      assert.equal(attack.response, 'ok\uFFFD here \uFFFD you go');
    } finally {
      await worker?.stop();
      worker = null;
      configureRedTeam(t.config);
      server.close();
    }
  });

  it('cancels a queued run at once; unknown or foreign runs are 404', async () => {
    const queued = (await start({ project_name: 'rt', attack_vector_keys: ['hex'], attacks_per_vector: 1 })).json();
    const cancelled = await t.request({ method: 'POST', url: `/v2/security/redteam/runs/${queued.run_id}/cancel` });
    assert.equal(cancelled.json().status, 'cancelled');
    assert.ok(cancelled.json().completed_at);
    assert.equal((await getRun(queued.run_id, t.otherKey)).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${queued.run_id}/attacks`, key: t.otherKey })).statusCode, 404);
    assert.equal((await t.request({ method: 'POST', url: `/v2/security/redteam/runs/${queued.run_id}/cancel`, key: t.otherKey })).statusCode, 404);
    assert.equal((await getRun('6f1c1c8e-7f0e-4a53-9d0e-0d7c0f7a1b11')).statusCode, 404);
  });
});
