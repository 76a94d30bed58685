// The import-direction check (scripts/check-architecture.mjs with .dependency-cruiser.cjs) fails on each kind of
// import against the direction, and passes a tree that keeps it. `npm test` runs the same check on src/ itself.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const repo = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-architecture-'));
  dirs.push(dir);
  const all = {
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true }, include: ['src'] }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, [path.join(repo, 'scripts/check-architecture.mjs'), '--root', dir], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the import-direction check', () => {
  after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('fails on a cycle, an impure core, a core layer reaching up, an area or the shell importing upward, and a folder without a rule', () => {
    const dir = tree({
      'src/core/text/words.ts': "import fs from 'node:fs';\nimport { run } from '../../analysis/run.js';\nexport const words = fs.existsSync('x') ? run : 0;\n",
      'src/core/shapes/item.ts': "import { words } from '../text/words.js';\nexport const item = words;\n",
      'src/analysis/run.ts': "import { audit } from '../security/audit.js';\nexport const run = audit;\n",
      'src/security/audit.ts': "import { run } from '../analysis/run.js';\nexport const audit = () => run;\n",
      'src/http/auth.ts': "import { key } from '../accounts/key.js';\nexport const auth = key;\n",
      'src/accounts/key.ts': 'export const key = 1;\n',
      'src/gadgets/thing.ts': 'export const thing = 1;\n',
    });
    const { status, output } = check(dir);
    assert.equal(status, 1, output);
    for (const rule of [
      'no-circular',
      'core-imports-only-core',
      'core-does-no-io',
      'core-shapes-imports-lower-core-only',
      'security-imports-against-the-direction',
      'http-imports-against-the-direction',
      'folders-import-each-other: src/analysis and src/security',
      'folder-without-a-rule: src/gadgets',
    ]) {
      assert.ok(output.includes(rule), `expected "${rule}" in:\n${output}`);
    }
  });

  it('passes a tree whose imports point down', () => {
    const dir = tree({
      'src/core/text/words.ts': 'export const words = (s: string) => s.split(" ");\n',
      'src/core/detectors/empty.ts': "import { words } from '../text/words.js';\nexport const empty = (s: string) => words(s).length === 0;\n",
      'src/security/audit.ts': "import { empty } from '../core/detectors/empty.js';\nexport const audit = empty;\n",
      'src/analysis/run.ts':
        "import { audit } from '../security/audit.js';\nimport { key } from '../accounts/key.js';\nexport const run = () => audit('') && key;\n",
      'src/accounts/key.ts': 'export const key = 1;\n',
      'src/app.ts': "import { run } from './analysis/run.js';\nexport const app = run;\n",
    });
    const { status, output } = check(dir);
    assert.equal(status, 0, output);
    assert.match(output, /no cycle, no import against the direction/);
  });
});
