// The Python SDK (sdk/python, standard library only) against a listening server: its unittest suite with
// ASSAY_TEST_URL and ASSAY_TEST_API_KEY set, so the real-server tests run too.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { ROOT } from '../support/process.js';

describe('Python SDK', () => {
  let t: TestApp;
  let baseUrl: string;
  before(async () => {
    t = await createTestApp({ config: { analysisThreads: 0 } });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(() => t.close());

  it('passes its unittest suite against this server', async () => {
    const child = spawn('python3', ['-m', 'unittest', '-v'], {
      cwd: path.join(ROOT, 'sdk/python'),
      env: { ...process.env, ASSAY_TEST_URL: baseUrl, ASSAY_TEST_API_KEY: t.adminKey },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 0, output);
    assert.match(output, /Ran 5 tests/);
    assert.doesNotMatch(output, /skipped/, 'the real-server tests ran');
  });
});
