// Evaluation with a language-model judge configured: a local OpenAI-compatible server answers with canned
// scores, malformed text and errors; the judged metrics say which source counts, and tokens are counted.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

describe('evaluation with a language-model judge', () => {
  let t: TestApp;
  let server: http.Server;
  const auth: string[] = [];
  before(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        auth.push(String(req.headers.authorization));
        const prompt: string = JSON.parse(raw).messages[1].content;
        const reply = (content: string) =>
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }], usage: { total_tokens: 10 } }));
        if (prompt.includes('share of them does the context support')) return reply('{"score": 0.25, "reason": "The total of $999 is not in the context."}');
        if (prompt.includes('How directly and usefully')) return reply('Sure thing, looks relevant!');
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error": "overloaded"}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({ config: { llmBaseUrl: `http://127.0.0.1:${port}/v1`, llmModel: 'judge-1', llmApiKey: 'server-key', llmTimeoutMs: 2000 } });
  });
  after(async () => {
    await t.close();
    server.close();
  });

  it('scores faithfulness with the judge; falls back with the reason when it cannot', async () => {
    const item = { input: 'What was the total of order 1182?', output: 'The order total was $999.', context: ['Order 1182: the order total was $249.'] };
    const run = (
      await t.request({
        method: 'POST',
        url: '/v2/evaluate',
        payload: {
          project_name: 'judged',
          dataset: [item],
          metrics: ['faithfulness', 'answer_relevancy', 'completeness', 'exact_match'],
          llm_api_key: 'request-key-7',
        },
      })
    ).json();
    assert.equal(run.metrics.faithfulness.mean, 0.25);
    assert.equal(run.tokens_used, 20, 'the malformed answer used tokens too');
    const [listed] = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}/items` })).json();
    const byName = Object.fromEntries(listed.metrics.map((m: any) => [m.name, m]));
    assert.equal(byName.faithfulness.source, 'llm_judge');
    assert.match(byName.faithfulness.reason, /^Judge: The total of \$999/);
    assert.equal(byName.answer_relevancy.source, 'deterministic');
    assert.match(byName.answer_relevancy.reason, /could not be used: the judge's answer is not JSON/);
    assert.equal(byName.completeness.source, 'deterministic');
    assert.match(byName.completeness.reason, /HTTP 500/);
    assert.match(byName.exact_match.reason, /^Skipped/);
    assert.ok(auth.every((a) => a === 'Bearer request-key-7'));
    assert.ok(!t.logs.join('\n').includes('request-key-7'));
    const stored = await t.store.query('SELECT options FROM evaluation_runs WHERE id = $1', [run.run_id]);
    assert.ok(!JSON.stringify(stored).includes('request-key-7'));
  });
});
