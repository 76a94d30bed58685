// The README's examples run as written, in order, in one shell, against a server started as the README says
// (first start: the printed admin key): every `curl` answers without an error body, and ids flow from one step to
// the next. Skipped, with the reason, where bash or curl is missing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT, startServer } from '../support/process.js';
import { createProcessStore, type ProcessStore } from '../support/stores.js';

/** The shell blocks a new user runs once the server is up: from the first-start key to the dashboard section. */
export function readmeExamples(readme: string): string {
  const part = readme.slice(readme.indexOf('On the first start, Assay creates'), readme.indexOf('## The dashboard'));
  return [...part.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .filter((block) => !block.includes('DATABASE_URL=postgres')) // the PostgreSQL start, another server
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !/^export ASSAY_(?:URL|API_KEY)=/.test(line))
        .join('\n'),
    )
    .join('\n');
}

const missing = ['bash', 'curl'].filter((tool) => spawnSync(tool, ['--version']).error);

describe('README examples', { skip: missing.length ? `${missing.join(' and ')} not installed` : false }, () => {
  let store: ProcessStore;
  let server: Awaited<ReturnType<typeof startServer>>;
  let key: string;
  let dir: string;
  before(async () => {
    store = await createProcessStore();
    server = await startServer(store.env);
    key = (await server.waitFor(/^\s+(assay_[A-Za-z0-9_-]{43})$/m))[1];
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-readme-'));
  });
  after(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await store.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('run in order in one shell, each answer without an error', () => {
    const script = readmeExamples(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
    assert.match(script, /PATCH \$ASSAY_URL\/v2\/auth\/me/);
    // -u: a variable an earlier step should have set (RUN_ID, JOB_ID, CSRF …) and did not stops the script.
    const run = spawnSync('bash', ['-c', `set -uo pipefail\n${script}`], {
      cwd: dir,
      env: { ...process.env, ASSAY_URL: server.url, ASSAY_API_KEY: key },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    assert.equal(run.status, 0, output.slice(-4000));
    const error = /\{"detail":[^}]*\}/.exec(output);
    assert.equal(error, null, `an example answered with an error: ${error?.[0]}`);
    assert.ok(!/\bundefined\b/.test(output), 'a field an example read from an answer was missing');
    // The steps that carry ids forward reached their answers.
    assert.match(output, /"email":"ada@example.com"/);
    assert.match(output, /"status":"sent"/, 'the admin, now with an address, gets its verification mail again');
    assert.match(output, /"mode":"full","input_type":"trace"/);
    assert.match(output, /"base_run_id":"[0-9a-f-]{36}","candidate_run_id":"[0-9a-f-]{36}"/);
    assert.match(output, /"kind":"redteam.run"/);
  });
});
