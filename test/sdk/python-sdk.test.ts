// The Python SDK (sdk/python, standard library only) against a listening server: its unittest suite with
// ASSAY_TEST_URL and ASSAY_TEST_API_KEY set, so the real-server tests run too; and sdk/README.md's Python
// example, run as written with sdk/python on PYTHONPATH as the README says.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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

  async function python(args: string[], cwd: string, env: Record<string, string>) {
    const child = spawn('python3', args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, output };
  }

  it('passes its unittest suite against this server', async () => {
    const { code, output } = await python(['-m', 'unittest', '-v'], path.join(ROOT, 'sdk/python'), { ASSAY_TEST_URL: baseUrl, ASSAY_TEST_API_KEY: t.adminKey });
    assert.equal(code, 0, output);
    assert.match(output, /Ran 7 tests/);
    assert.doesNotMatch(output, /skipped/, 'the real-server tests ran');
  });

  it('runs the README example as written, from the checkout with sdk/python on PYTHONPATH', async () => {
    const readme = fs.readFileSync(path.join(ROOT, 'sdk/README.md'), 'utf8');
    const example = /```python\n([\s\S]*?)```/.exec(readme)?.[1];
    assert.ok(example, 'sdk/README.md has a Python example');
    const { code, output } = await python(['-c', example], ROOT, { PYTHONPATH: 'sdk/python', ASSAY_URL: baseUrl, ASSAY_API_KEY: t.adminKey });
    assert.equal(code, 0, output);
    assert.match(output, /^full 1$/m, output);
  });
});
