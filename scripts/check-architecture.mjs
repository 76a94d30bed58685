#!/usr/bin/env node
// The direction of imports in src/ (docs/architecture.md, "The layers"): dependency-cruiser checks the rules of
// .dependency-cruiser.cjs (cycles, a pure core, each folder's allowed imports); this script adds two checks the
// rules cannot express: no two top-level folders of src/ import each other, and every top-level folder has a
// rule (a new folder must say what it may import). `--root DIR` checks another tree with this repo's rules.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootAt = process.argv.indexOf('--root');
const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1]) : repo;
const configFile = path.join(repo, '.dependency-cruiser.cjs');
const config = createRequire(import.meta.url)(configFile);

const cruise = spawnSync(
  process.execPath,
  [path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'src', '--config', configFile, '--output-type', 'json'],
  { cwd: root, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 },
);
if (!cruise.stdout) {
  console.error(cruise.stderr || 'dependency-cruiser gave no output');
  process.exit(2);
}
const result = JSON.parse(cruise.stdout);
const problems = [];

for (const v of result.summary.violations) {
  const through = v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(' → ')})` : '';
  problems.push(`${v.rule.name}: ${v.from} → ${v.to}${through}`);
}

// Top-level folders of src/ that import each other, whatever the rules say.
const topOf = (file) => {
  const parts = file.split('/');
  return parts[0] === 'src' && parts.length > 2 ? parts[1] : null;
};
const edges = new Map();
for (const m of result.modules) {
  const from = topOf(m.source);
  if (!from) continue;
  for (const d of m.dependencies) {
    const to = topOf(d.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${m.source} → ${d.resolved}`);
  }
}
for (const [a, targets] of edges) {
  for (const [b, example] of targets) {
    if (a < b && edges.get(b)?.has(a)) problems.push(`folders-import-each-other: src/${a} and src/${b} (${example}; ${edges.get(b).get(a)})`);
  }
}

// Every top-level folder of src/ has a rule saying what it may import.
const ruled = new Set(config.forbidden.map((r) => /^(.+)-imports-against-the-direction$/.exec(r.name)?.[1]).filter(Boolean));
for (const entry of fs.readdirSync(path.join(root, 'src'), { withFileTypes: true })) {
  const hasFiles = entry.isDirectory() && fs.readdirSync(path.join(root, 'src', entry.name), { recursive: true }).length > 0;
  if (hasFiles && !['core', 'cli'].includes(entry.name) && !ruled.has(entry.name)) {
    problems.push(`folder-without-a-rule: src/${entry.name} is not in .dependency-cruiser.cjs (say what it may import in MAY_IMPORT)`);
  }
}

if (problems.length > 0) {
  console.error(`Imports against the direction of docs/architecture.md ("The layers"):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Architecture: ${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports, no cycle, no import against the direction.`,
);
