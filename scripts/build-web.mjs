#!/usr/bin/env node
// Builds the dashboard (web/ → web/dist) with Vite. `--if-stale` builds only when a source is newer than the
// last build, so `npm install` and `npm start` can call it every time at almost no cost.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');
const stamp = path.join(web, 'dist', '.build-stamp');

function newestMtime(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((e) => newestMtime(path.join(p, e))));
}

// The service's core modules the dashboard imports (the dataset file shapes) count as its sources too.
const sources = [
  path.join(web, 'src'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(root, 'package-lock.json'),
  path.join(root, 'src', 'core', 'shapes', 'dataset-export.ts'),
];
if (process.argv.includes('--if-stale') && fs.existsSync(stamp)) {
  const built = fs.statSync(stamp).mtimeMs;
  if (sources.filter((s) => fs.existsSync(s)).every((s) => newestMtime(s) <= built)) process.exit(0);
}

let vite;
try {
  vite = await import('vite');
} catch {
  // Installed without dev dependencies: the service still runs, and `/` says how to build the dashboard.
  console.warn('assay: the dashboard is not built (vite is not installed; run `npm install` with dev dependencies).');
  process.exit(0);
}
const started = Date.now();
await vite.build({ configFile: path.join(web, 'vite.config.ts'), logLevel: 'warn' });
fs.writeFileSync(stamp, new Date().toISOString() + '\n');
console.log(`assay: dashboard built into web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
