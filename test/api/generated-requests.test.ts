// Generated bad requests for EVERY operation of the app's own /openapi.json (issue 19): a NUL in each string
// field and parameter, deep nesting in each object or array, huge strings, odd values and wrong types, with a
// valid key and random ids. Never a 5xx; every 422 in the service's shape (a NUL or over-deep value at the loc
// it was put); /healthz still answers. An operation added later is covered without touching this file.
// Reproduce a failure with ASSAY_FUZZ_SEED=<the printed seed>.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { SchemaSampler, seededRandom } from '../support/request-generator.js';
import { operationsOf, problemWith, requestsFor } from '../support/generated-requests.js';

const SEED = Number(process.env.ASSAY_FUZZ_SEED ?? 19);
describe('generated bad requests for every operation of /openapi.json', () => {
  let t: TestApp;
  let doc: Record<string, any>;
  before(async () => {
    t = await createTestApp();
    doc = (await t.request({ method: 'GET', url: '/openapi.json', key: null })).json();
  });
  after(() => t.close());

  it(`never answer 5xx, answer 422 in the service's shape at the right loc (seed ${SEED})`, { timeout: 300_000 }, async (ctx) => {
    ctx.diagnostic(`seed ${SEED}: reproduce with ASSAY_FUZZ_SEED=${SEED}`);
    const random = seededRandom(SEED);
    const sampler = new SchemaSampler(doc, random);
    const operations = operationsOf(doc);
    assert.ok(operations.length >= 40, `only ${operations.length} operations in /openapi.json`);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const request of requestsFor(operation, sampler, random)) {
        const res = await t.request({
          method: request.method as never,
          url: request.url,
          ...(request.body === undefined ? {} : { payload: request.body, headers: { 'content-type': 'application/json' } }),
        });
        sent++;
        const problem = problemWith(request, res);
        if (problem && failures.length < 80) {
          failures.push(
            `${operation.method} ${operation.path} [${request.label}]: ${problem}\n    ${request.method} ${request.url.slice(0, 200)}` +
              `${request.body ? `\n    body ${request.body.slice(0, 300)}` : ''}\n    → ${res.statusCode} ${res.body.slice(0, 300)}`,
          );
        }
      }
    }
    ctx.diagnostic(`${sent} requests over ${operations.length} operations`);
    if (failures.length) assert.fail(`seed ${SEED} (reproduce with ASSAY_FUZZ_SEED=${SEED}):\n${failures.join('\n')}`);
    assert.equal((await t.request({ method: 'GET', url: '/healthz', key: null })).statusCode, 200);
  });
});
