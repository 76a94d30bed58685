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

/** A shell line that writes a file where it runs: a redirection into a named file, a report option, a cookie jar, `assay init`. */
const WRITES_FILE = /(?:^|[^0-9&<])>>?\s*['"]?[\w.-]+|\s(?:-o|--junit|--sarif|-c)\s+\S|assay init\b/;
const SCRATCH_CD = /\bcd "\$\(mktemp -d [^)]*\)"/;

/** README sections (from the quick start's first key on) whose examples write a file before moving to a scratch folder. */
export function sectionsWritingInPlace(readme: string): string[] {
  const from = readme.slice(readme.indexOf('On the first start, Assay creates'));
  return from.split(/^## /m).flatMap((section) => {
    const lines = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1].split('\n'));
    const scratch = lines.findIndex((line) => SCRATCH_CD.test(line));
    const writes = lines.findIndex((line) => WRITES_FILE.test(line.replace(/\s#.*$/, '')));
    return writes >= 0 && (scratch < 0 || scratch > writes) ? [section.split('\n')[0]] : [];
  });
}

describe('README examples write in a scratch folder', () => {
  it('every section whose examples write files moves to a scratch folder first', () => {
    assert.deepEqual(sectionsWritingInPlace(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')), []);
  });
  it('sees a section that writes in place', () => {
    assert.deepEqual(sectionsWritingInPlace('On the first start, Assay creates\n## Try\n```sh\nnpx assay init\n```\n'), ['Try']);
    assert.deepEqual(sectionsWritingInPlace('On the first start, Assay creates\n## Try\n```sh\ncd "$(mktemp -d tmp/x.XXXXXX)"\necho hi > a.txt\n```\n'), []);
  });
});

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
