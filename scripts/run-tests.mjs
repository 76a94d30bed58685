#!/usr/bin/env node
// `npm test`: type-check, then run every test file on each store: PGlite always, and PostgreSQL at
// ASSAY_TEST_DATABASE_URL (default: the local server) when reachable — or required, when listed in
// ASSAY_TEST_STORES (CI sets "pglite,postgres" so a missing server fails the run instead of skipping).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--'));
const skipTypecheck = args.includes('--no-typecheck');
const databaseUrl = process.env.ASSAY_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

function listTests(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return listTests(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

// A file opens a store when its imports reach test/support/stores.ts, or when it reads the database URL
// itself (the process tests that hand it to a server). Only those differ from one store to the next: the
// others run on the first store alone, as running them twice would test the same code twice. The imports are
// dependency-cruiser's (as for the layers' check), read once, and only when a second store runs.
let importGraph;
function importsOf(file) {
  if (!importGraph) {
    const cruise = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        'test',
        '--no-config',
        '--do-not-follow',
        'node_modules',
        '--output-type',
        'json',
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 },
    );
    if (!cruise.stdout) throw new Error(cruise.stderr || 'dependency-cruiser gave no output');
    const modules = JSON.parse(cruise.stdout).modules;
    importGraph = new Map(modules.map((m) => [path.join(root, m.source), m.dependencies.map((d) => path.join(root, d.resolved))]));
  }
  return importGraph.get(file) ?? [];
}
const storesModule = path.join(root, 'test/support/stores.ts');
function opensStore(file, seen = new Set()) {
  if (file === storesModule) return true;
  if (seen.has(file) || !fs.existsSync(file)) return false;
  seen.add(file);
  if (/ASSAY_TEST_DATABASE_URL|ASSAY_TEST_STORE\b/.test(fs.readFileSync(file, 'utf8'))) return true;
  return importsOf(file).some((f) => opensStore(f, seen));
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// The static checks first (--no-typecheck skips them, for a quick run of a few test files): types, the
// direction of imports (docs/architecture.md, "The layers"), then lint and format (docs/lint-rules.md).
if (!skipTypecheck) {
  console.log('> tsc --noEmit (service, then web/)');
  for (const project of [root, path.join(root, 'web')]) {
    const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', project], { stdio: 'inherit' });
    if (tsc.status !== 0) process.exit(tsc.status ?? 1);
  }
  console.log('> import direction (scripts/check-architecture.mjs)');
  const layers = spawnSync(process.execPath, [path.join(root, 'scripts/check-architecture.mjs')], { stdio: 'inherit', cwd: root });
  if (layers.status !== 0) process.exit(layers.status ?? 1);
  console.log('> lint and format (biome ci)');
  const biome = spawnSync(process.execPath, [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'ci', '--error-on-warnings', '.'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (biome.status !== 0) process.exit(biome.status ?? 1);
}

const requested = (process.env.ASSAY_TEST_STORES || '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const stores = requested.length ? requested : ['pglite', 'postgres?'];
const files = listTests(path.join(root, 'test'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
// PGlite instances take ~800 MB each; three test files at once fit comfortably in this machine's memory.
const concurrency = Number(process.env.ASSAY_TEST_CONCURRENCY || Math.max(2, Math.min(3, os.availableParallelism())));

const totals = { pass: 0, fail: 0, skipped: 0 };
// Where the time goes (scripts/test-file-times.mjs): the slowest files are listed at the end.
const slowest = [];
function fileDurations(lines, store) {
  const perFile = new Map();
  for (const line of lines.split('\n').filter(Boolean)) {
    const [file, ms] = line.split('\t');
    perFile.set(file, (perFile.get(file) ?? 0) + Number(ms));
  }
  return [...perFile].map(([file, ms]) => ({ file: path.relative(root, file), store, ms }));
}
let failed = false;
for (const entry of stores) {
  const optional = entry.endsWith('?');
  const store = entry.replace('?', '');
  if (store === 'postgres' && !(await postgresReachable())) {
    if (optional) {
      console.log(`\n# PostgreSQL is not reachable at ${databaseUrl}: its run is skipped (set ASSAY_TEST_STORES=pglite,postgres to require it).`);
      continue;
    }
    console.error(`\nPostgreSQL is required (ASSAY_TEST_STORES) but not reachable at ${databaseUrl}.`);
    process.exit(1);
  }
  const first = entry === stores[0];
  const chosen = first ? files : files.filter((f) => opensStore(f));
  console.log(
    `\n# Tests on ${store} (${chosen.length} files, ${concurrency} at a time${first ? '' : `; the ${files.length - chosen.length} that open no store ran on ${stores[0].replace('?', '')}`})`,
  );
  // node --test with no file would look for tests everywhere: a store with none to run is done.
  if (chosen.length === 0) continue;
  const tap = path.join(os.tmpdir(), `assay-tests-${process.pid}-${store}.tap`);
  const times = path.join(os.tmpdir(), `assay-tests-${process.pid}-${store}.times`);
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      `--test-reporter=${path.join(root, 'scripts/test-file-times.mjs')}`,
      `--test-reporter-destination=${times}`,
      ...chosen,
    ],
    { stdio: 'inherit', cwd: root, env: { ...process.env, ASSAY_TEST_STORE: store, ASSAY_TEST_DATABASE_URL: databaseUrl } },
  );
  const report = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  fs.rmSync(tap, { force: true });
  if (fs.existsSync(times)) slowest.push(...fileDurations(fs.readFileSync(times, 'utf8'), store));
  fs.rmSync(times, { force: true });
  const count = (name) => Number((new RegExp(`^# ${name} (\\d+)$`, 'm').exec(report) ?? [])[1] ?? 0);
  totals.pass += count('pass');
  totals.fail += count('fail') + count('cancelled');
  totals.skipped += count('skipped');
  if (run.status !== 0) failed = true;
}
// Where the time goes, so that a slow file is seen when it becomes slow (the CI budget is test/README.md's).
slowest.sort((a, b) => b.ms - a.ms);
console.log('\nSlowest test files:');
for (const { file, store, ms } of slowest.slice(0, 12)) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file} (${store})`);
console.log(`\n${totals.pass} passed, ${totals.fail} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.fail > 0 ? 1 : 0);
