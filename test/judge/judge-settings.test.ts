// Which judge a request gets: llm_api_key alone turns the judges on at the default provider, the operator's
// endpoint wins, ASSAY_LLM_REQUEST_KEYS=off ignores request keys, and nothing configured means no model call.
// Over the API, the key goes to the resolved base URL only: every outgoing fetch is recorded, the default
// provider is answered in process (no test reaches the internet), and the local stand-in serves the operator's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig, type Config } from '../../src/config/config.js';
import { EVAL_SYNC_MAX_ITEMS, evaluationJobHandler } from '../../src/evaluation/service.js';
import {
  configureJudge,
  DEFAULT_JUDGE_PROVIDER,
  judgeSettings,
  noJudgeReason,
  requestKeyForOperatorEndpoints,
  resolveJudgeSettings,
} from '../../src/models/judge/client.js';
import { configureGuardModel, guardFor } from '../../src/security/audit/audit-service.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { workUntilSettled } from '../support/jobs.js';
import { startJudgeServer, type JudgeServer } from './judge-server.js';

const config = (env: Record<string, string> = {}) => loadConfig(env);

describe('judge settings', () => {
  after(() => configureJudge(config()));

  it('nothing configured and no key: no judge (no model call)', () => {
    assert.equal(resolveJudgeSettings(config()), null);
    assert.equal(resolveJudgeSettings(config(), undefined), null);
    assert.equal(resolveJudgeSettings(config({ ASSAY_LLM_API_KEY: 'server-key' })), null, "the operator's key alone names no endpoint");
  });

  it('a request key alone: the default provider and model, with that key', () => {
    const s = resolveJudgeSettings(config(), 'sk-request')!;
    assert.deepEqual([s.baseUrl, s.model, s.apiKey], ['https://api.openai.com/v1', 'gpt-4o-mini', 'sk-request']);
    assert.deepEqual([s.baseUrl, s.model], [DEFAULT_JUDGE_PROVIDER.baseUrl, DEFAULT_JUDGE_PROVIDER.model]);
    assert.deepEqual([s.timeoutMs, s.concurrency, s.tokenBudget, s.maxRetries], [60000, 8, 2000000, 2]);
    // ASSAY_LLM_MODEL alone chooses the default provider's model.
    assert.equal(resolveJudgeSettings(config({ ASSAY_LLM_MODEL: 'gpt-4.1-mini' }), 'sk-request')!.model, 'gpt-4.1-mini');
  });

  it("the operator's endpoint wins: the request key goes there, else the operator's key", () => {
    const operator = config({ ASSAY_LLM_BASE_URL: 'http://llm.internal:8000/v1', ASSAY_LLM_MODEL: 'local-judge', ASSAY_LLM_API_KEY: 'server-key' });
    const withKey = resolveJudgeSettings(operator, 'sk-request')!;
    assert.deepEqual([withKey.baseUrl, withKey.model, withKey.apiKey], ['http://llm.internal:8000/v1', 'local-judge', 'sk-request']);
    const withoutKey = resolveJudgeSettings(operator)!;
    assert.deepEqual([withoutKey.baseUrl, withoutKey.apiKey], ['http://llm.internal:8000/v1', 'server-key']);
  });

  it('ASSAY_LLM_REQUEST_KEYS=off: a request key is ignored', () => {
    assert.equal(resolveJudgeSettings(config({ ASSAY_LLM_REQUEST_KEYS: 'off' }), 'sk-request'), null);
    const operator = config({
      ASSAY_LLM_REQUEST_KEYS: 'off',
      ASSAY_LLM_BASE_URL: 'http://llm.internal:8000/v1',
      ASSAY_LLM_MODEL: 'local-judge',
      ASSAY_LLM_API_KEY: 'server-key',
    });
    assert.equal(resolveJudgeSettings(operator, 'sk-request')!.apiKey, 'server-key');
  });

  it('reads ASSAY_LLM_REQUEST_KEYS (on by default) and refuses a base URL without a model', () => {
    assert.equal(config().llmRequestKeys, 'on');
    assert.equal(config({ ASSAY_LLM_REQUEST_KEYS: 'off' }).llmRequestKeys, 'off');
    assert.throws(
      () => config({ ASSAY_LLM_REQUEST_KEYS: 'maybe' }),
      (e: Error) => e instanceof ConfigError && /ASSAY_LLM_REQUEST_KEYS/.test(e.message),
    );
    assert.throws(
      () => config({ ASSAY_LLM_BASE_URL: 'http://llm.internal:8000/v1' }),
      (e: Error) => e instanceof ConfigError && /ASSAY_LLM_MODEL: needed with ASSAY_LLM_BASE_URL/.test(e.message),
    );
  });

  it('says why no judge runs, naming the switch when it ignored a key', () => {
    configureJudge(config());
    assert.equal(noJudgeReason('sk-request'), null);
    assert.match(noJudgeReason()!, /no language-model judge is configured \(set ASSAY_LLM_BASE_URL and ASSAY_LLM_MODEL, or send llm_api_key\)/);
    configureJudge(config({ ASSAY_LLM_REQUEST_KEYS: 'off' }));
    assert.match(noJudgeReason('sk-request')!, /ignores llm_api_key \(ASSAY_LLM_REQUEST_KEYS=off\)/);
    assert.match(noJudgeReason()!, /this server ignores llm_api_key/);
    assert.equal(judgeSettings('sk-request'), null);
  });

  it("gives the guard model a request key only when the operator's judge endpoint would get it too", () => {
    const guard = { ASSAY_GUARD_BASE_URL: 'http://guard.internal/v1', ASSAY_GUARD_MODEL: 'llama-guard-3', ASSAY_GUARD_API_KEY: 'guard-key' };
    const operator = { ASSAY_LLM_BASE_URL: 'http://llm.internal:8000/v1', ASSAY_LLM_MODEL: 'local-judge' };
    const cases: [Record<string, string>, string][] = [
      [{ ...guard, ...operator }, 'sk-request'],
      [guard, 'guard-key'], // the request key is for the default provider: it goes there only
      [{ ...guard, ...operator, ASSAY_LLM_REQUEST_KEYS: 'off' }, 'guard-key'],
    ];
    try {
      for (const [env, expected] of cases) {
        configureJudge(config(env));
        configureGuardModel(config(env));
        assert.equal(guardFor('sk-request')!.apiKey, expected, JSON.stringify(env));
        assert.equal(requestKeyForOperatorEndpoints('sk-request'), expected === 'sk-request' ? 'sk-request' : undefined);
      }
    } finally {
      configureGuardModel(config());
    }
  });
});

describe('the request key goes to the resolved base URL only', () => {
  let t: TestApp;
  let operator: JudgeServer;
  const calls: { url: string; auth: string | null; model: string }[] = [];
  const realFetch = globalThis.fetch;
  const item = { input: 'What was the total of order 1182?', output: 'The order total was $999.', context: ['Order 1182: the order total was $249.'] };
  const judgeAs = (overrides: Partial<Config>) => configureJudge({ ...t.config, llmRequestKeys: 'on', ...overrides });
  const evaluate = (payload: object) =>
    t.request({ method: 'POST', url: '/v2/evaluate', payload: { project_name: 'judges', metrics: ['faithfulness', 'exact_match'], ...payload } });

  before(async () => {
    operator = await startJudgeServer([], { content: '{"score": 0.3, "reason": "The operator\'s judge read it."}' });
    // Every call the judges make goes through fetch (the openai client's): recorded here. The default provider
    // is answered in process; other addresses than the local stand-in are refused.
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      calls.push({ url, auth: headers.get('authorization'), model: JSON.parse(String(init?.body ?? '{}')).model });
      if (url.startsWith(`${DEFAULT_JUDGE_PROVIDER.baseUrl}/`)) {
        const completion = {
          choices: [{ index: 0, message: { role: 'assistant', content: '{"score": 0.2, "reason": "The default provider read it."}' } }],
          usage: { total_tokens: 7 },
        };
        return new Response(JSON.stringify(completion), { headers: { 'content-type': 'application/json' } });
      }
      if (url.startsWith('http://127.0.0.1:')) return realFetch(input, init);
      throw new Error(`a test tried to reach ${url}`);
    };
    t = await createTestApp();
  });
  after(async () => {
    globalThis.fetch = realFetch;
    await t.close();
    await operator.close();
  });

  it('a request key with nothing configured: the judge runs at the default provider, with that key', async () => {
    judgeAs({});
    calls.length = 0;
    const run = (await evaluate({ dataset: [item], llm_api_key: 'sk-request-1' })).json();
    const [listed] = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}/items` })).json();
    const faithfulness = listed.metrics.find((m: any) => m.name === 'faithfulness');
    assert.deepEqual([faithfulness.source, faithfulness.score], ['llm_judge', 0.2]);
    assert.equal(run.tokens_used, 7);
    assert.ok(calls.length > 0);
    for (const call of calls) assert.deepEqual(call, { url: 'https://api.openai.com/v1/chat/completions', auth: 'Bearer sk-request-1', model: 'gpt-4o-mini' });
  });

  it("with the operator's endpoint configured, the key goes there and nowhere else", async () => {
    judgeAs({ llmBaseUrl: operator.url, llmModel: 'judge-1', llmApiKey: 'server-key' });
    calls.length = 0;
    const run = (await evaluate({ dataset: [{ ...item, output: 'The total was $998.' }], llm_api_key: 'sk-request-2' })).json();
    assert.equal(run.metrics.faithfulness.mean, 0.3);
    assert.ok(
      calls.length > 0 && calls.every((c) => c.url === `${operator.url}/chat/completions` && c.auth === 'Bearer sk-request-2' && c.model === 'judge-1'),
    );
    assert.ok(operator.seen.length > 0 && operator.seen.every((s) => s.auth === 'Bearer sk-request-2'));
  });

  it('request keys off: no call, and the judged metrics say why the key was not used', async () => {
    judgeAs({ llmRequestKeys: 'off' });
    calls.length = 0;
    const run = (await evaluate({ dataset: [{ ...item, output: 'The total was $997.' }], llm_api_key: 'sk-request-3' })).json();
    const [listed] = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}/items` })).json();
    const faithfulness = listed.metrics.find((m: any) => m.name === 'faithfulness');
    assert.equal(faithfulness.source, 'deterministic');
    assert.match(faithfulness.reason, /Not scored by a judge: no language-model judge: this server ignores llm_api_key \(ASSAY_LLM_REQUEST_KEYS=off\)/);
    assert.deepEqual(calls, []);
  });

  it('no key and nothing configured: no call, and nothing is said', async () => {
    judgeAs({});
    calls.length = 0;
    const run = (await evaluate({ dataset: [{ ...item, output: 'The total was $996.' }] })).json();
    const [listed] = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}/items` })).json();
    assert.doesNotMatch(listed.metrics.find((m: any) => m.name === 'faithfulness').reason, /judge/i);
    assert.deepEqual(calls, []);
  });

  it(`a run over ${EVAL_SYNC_MAX_ITEMS} items (a job) judges with the request's key, kept in memory only`, async () => {
    judgeAs({});
    calls.length = 0;
    const dataset = Array.from({ length: EVAL_SYNC_MAX_ITEMS + 1 }, () => ({ ...item, output: 'The total was $995.' }));
    const start = (await evaluate({ dataset, metrics: ['faithfulness'], llm_api_key: 'sk-request-4' })).json();
    assert.equal(start.status, 'processing');
    const stored = await t.store.query('SELECT options FROM evaluation_runs WHERE id = $1', [start.run_id]);
    assert.ok(!JSON.stringify(stored).includes('sk-request-4'));
    const run = await workUntilSettled(t, [evaluationJobHandler], `/v2/evaluate/runs/${start.run_id}`);
    assert.deepEqual([run.status, run.metrics.faithfulness.mean], ['completed', 0.2]);
    assert.ok(calls.length > 0 && calls.every((c) => c.url === 'https://api.openai.com/v1/chat/completions' && c.auth === 'Bearer sk-request-4'));
    assert.ok(!t.logs.join('\n').includes('sk-request-'));
  });
});
