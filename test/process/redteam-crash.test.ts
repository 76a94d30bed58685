// A red-team worker killed with SIGKILL in the middle of a run: another worker resumes it, no planned attack
// is lost and none is recorded twice (the attacks in flight at the kill are sent again). Killed more times than
// the job's max_attempts, each time after some progress, the run still completes. A best-of-N attack killed
// between its tries is sent again from try 1, with the same tries, and recorded once.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createUser } from '../../src/accounts/users.js';
import { getJob } from '../../src/jobs/queue.js';
import { loadConfig } from '../../src/config/config.js';
import { tryRandom } from '../../src/security/redteam/plan.js';
import { configureRedTeam, startRun } from '../../src/security/redteam/service.js';
import { vector as bestOfN } from '../../src/security/redteam/vectors/best-of-n.js';
import { migrate } from '../../src/store/migrate.js';
import type { Store } from '../../src/store/store.js';
import { spawnAssay, startServer, type Spawned } from '../support/process.js';
import { createProcessStore, storeKind } from '../support/stores.js';

describe(`red-team worker crash (${storeKind})`, () => {
  let env: Record<string, string>;
  let openStore: () => Promise<Store>;
  let cleanup: () => Promise<void> = async () => {};
  const children: Spawned[] = [];
  let server: http.Server;
  let requests = 0;
  let lastRequestAt = 0;
  let answerDelayMs = 60;

  before(async () => {
    const processStore = await createProcessStore();
    env = { ASSAY_JOB_LEASE_SECONDS: '2', ASSAY_JOB_POLL_MS: '100', ASSAY_ALLOW_PRIVATE_TARGETS: '1', ...processStore.env };
    openStore = processStore.open;
    cleanup = processStore.cleanup;
    // A slow target that always refuses.
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        requests++;
        lastRequestAt = Date.now();
        setTimeout(() => res.end(JSON.stringify({ answer: "I'm sorry, but I can't help with that." })), answerDelayMs);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  after(async () => {
    for (const c of children) c.child.kill('SIGKILL');
    server.close();
    await cleanup();
  });

  const worker = () => {
    const w = spawnAssay(['worker'], env);
    children.push(w);
    return w;
  };

  it('resumes after SIGKILL: every planned attack recorded exactly once', async () => {
    let store = await openStore();
    await migrate(store);
    const owner = await createUser(store, { email: null, displayName: 'admin', role: 'admin' });
    configureRedTeam(loadConfig({ ASSAY_ALLOW_PRIVATE_TARGETS: '1' }));
    const port = (server.address() as AddressInfo).port;
    const run = await startRun(
      store,
      { userId: owner.id, projects: null },
      {
        project_name: 'crash',
        attack_vector_keys: ['hex', 'rot13'],
        attacks_per_vector: 2,
        config: { seed: 1, concurrency: 2, target: { type: 'http', url: `http://127.0.0.1:${port}/chat`, response_path: '$.answer' } },
      },
    );
    const total = run.total_attacks;
    assert.equal(total, 2 * 26 * 2);
    if (storeKind === 'pglite') await store.close();

    const b = worker();
    while (requests < 20) await new Promise((r) => setTimeout(r, 20));
    b.child.kill('SIGKILL');
    assert.equal((await b.exited).signal, 'SIGKILL');
    const atKill = requests;

    const c = worker();
    // Wait until the target has seen every attack and then nothing for a while: the run is over.
    while (requests < total || Date.now() - lastRequestAt < 1500) await new Promise((r) => setTimeout(r, 100));
    if (storeKind === 'postgres') {
      for (let i = 0; i < 100 && (await getJob(store, run.job_id))?.state !== 'completed'; i++) await new Promise((r) => setTimeout(r, 100));
    }
    c.child.kill('SIGTERM');
    assert.equal((await c.exited).code, 0, c.output());

    if (storeKind === 'pglite') store = await openStore();
    try {
      assert.equal((await getJob(store, run.job_id))?.state, 'completed');
      const rows = await store.query<{ status: string; n: number; seqs: number; answered: number }>(
        `SELECT status, count(*)::int AS n, count(DISTINCT done_seq)::int AS seqs, count(*) FILTER (WHERE jsonb_array_length(conversation) = 2)::int AS answered
           FROM redteam_attacks WHERE run_id = $1 GROUP BY status`,
        [run.run_id],
      );
      assert.deepEqual(
        rows.map((r) => [r.status, Number(r.n), Number(r.seqs), Number(r.answered)]),
        [['resisted', total, total, total]],
        'each attack recorded once, none left pending',
      );
      const [runRow] = await store.query<{ status: string }>('SELECT status FROM redteam_runs WHERE id = $1', [run.run_id]);
      assert.equal(runRow.status, 'completed');
      // Attacks in flight at the kill were sent again; nothing was skipped.
      assert.ok(requests >= total, `${requests} requests for ${total} attacks (${atKill} before the kill)`);
    } finally {
      await store.close();
    }
  });

  it('a run killed more times than max_attempts, each time after progress, completes with each attack judged once', async () => {
    answerDelayMs = 15;
    const key = 'assay_crashloop_key_0123456789abcdef0123';
    const serverEnv = { ...env, ASSAY_INIT_API_KEY: key };
    const api = async (url: string, path: string, init: RequestInit = {}) => {
      const res = await fetch(url + path, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
      return { status: res.status, body: (await res.json()) as any };
    };
    let assay = await startServer(serverEnv);
    children.push(assay);
    const port = (server.address() as AddressInfo).port;
    const started = await api(assay.url, '/v2/security/redteam', {
      method: 'POST',
      body: JSON.stringify({
        project_name: 'crash-loop',
        attack_vector_keys: ['hex', 'rot13', 'base64'],
        attacks_per_vector: 10,
        config: { seed: 3, concurrency: 2, target: { type: 'http', url: `http://127.0.0.1:${port}/chat`, response_path: '$.answer' } },
      }),
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const { run_id: runId, job_id: jobId, total_attacks: total } = started.body;
    const judged = async () => {
      const run = (await api(assay.url, `/v2/security/redteam/runs/${runId}`)).body;
      return { run, judged: run.overall.total - run.overall.pending };
    };

    // Six kills, one more than max_attempts (5), each once the run has recorded attacks since the server started.
    let before = 0;
    for (let kill = 0; kill < 6; kill++) {
      let now = await judged();
      while (now.judged <= before) {
        assert.equal(now.run.status === 'completed' || now.run.status === 'failed', false, `the run ended before kill ${kill + 1}`);
        await new Promise((r) => setTimeout(r, 25));
        now = await judged();
      }
      before = now.judged;
      assay.child.kill('SIGKILL');
      await assay.exited;
      assay = await startServer(serverEnv);
      children.push(assay);
    }
    let end = await judged();
    for (let i = 0; i < 1200 && (end.run.status === 'queued' || end.run.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      end = await judged();
    }
    assert.equal(end.run.status, 'completed', JSON.stringify(end.run.error));
    assert.equal(end.run.overall.pending, 0);
    const job = (await api(assay.url, `/v2/jobs/${jobId}`)).body;
    assert.equal(job.status, 'completed');
    assert.ok(job.attempts >= 7, `${job.attempts} attempts`);
    assert.ok(job.events.filter((e: { event: string }) => e.event === 'lease_expired').length >= 6, 'each restart took the job over');
    assay.child.kill('SIGTERM');
    await assay.exited;

    const store = await openStore();
    try {
      const [row] = await store.query<{ n: number; seqs: number; pending: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT done_seq)::int AS seqs, count(*) FILTER (WHERE status = 'pending')::int AS pending
           FROM redteam_attacks WHERE run_id = $1`,
        [runId],
      );
      assert.deepEqual([Number(row.n), Number(row.seqs), Number(row.pending)], [total, total, 0], 'each attack recorded exactly once');
      const [runRow] = await store.query<{ status: string }>('SELECT status FROM redteam_runs WHERE id = $1', [runId]);
      assert.equal(runRow.status, 'completed');
    } finally {
      await store.close();
    }
  });

  it('a best-of-N attack killed between its tries is sent again from try 1 and recorded once, with its seeded tries', async () => {
    answerDelayMs = 60;
    const store = await openStore();
    const owner = await createUser(store, { email: null, displayName: 'bon', role: 'admin' });
    const port = (server.address() as AddressInfo).port;
    const run = await startRun(
      store,
      { userId: owner.id, projects: null },
      {
        project_name: 'crash-bon',
        attack_vector_keys: ['best_of_n'],
        target_vulnerabilities: ['s1-violence'],
        attacks_per_vector: 4,
        config: { seed: 9, best_of_n: 3, concurrency: 1, target: { type: 'http', url: `http://127.0.0.1:${port}/chat`, response_path: '$.answer' } },
      },
    );
    if (storeKind === 'pglite') await store.close();
    const from = requests;
    const b = worker();
    // Two tries into the first attack (3 tries each, the target refuses all): killed mid-attack.
    while (requests < from + 2) await new Promise((r) => setTimeout(r, 10));
    b.child.kill('SIGKILL');
    await b.exited;
    const c = worker();
    while (requests < from + 12 + 2 || Date.now() - lastRequestAt < 1500) await new Promise((r) => setTimeout(r, 100));
    c.child.kill('SIGTERM');
    assert.equal((await c.exited).code, 0, c.output());

    const after = await openStore();
    try {
      const rows = await after.query<{ idx: number; base: string; status: string; tries: { turns: string[] }[]; done_seq: string | null }>(
        'SELECT idx, base, status, tries, done_seq::text FROM redteam_attacks WHERE run_id = $1 ORDER BY idx',
        [run.run_id],
      );
      assert.equal(new Set(rows.map((r) => r.done_seq)).size, 4, 'each attack recorded once');
      for (const r of rows) {
        assert.equal(r.status, 'resisted');
        const seeded = [1, 2, 3].map((n) => bestOfN.retry!.build({ base: r.base, turns: [r.base], random: tryRandom(9, r.idx, n) }, n));
        assert.deepEqual(
          r.tries.map((x) => x.turns),
          seeded,
          `attack ${r.idx}: the seed's tries`,
        );
      }
    } finally {
      await after.close();
    }
  });
});
