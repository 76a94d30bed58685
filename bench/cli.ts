// `npm run bench:cli`: `assay analyze` on the same rows as a CI job runs it — in the command's own process
// (--local) and through a server (PGlite, started once, as a team's would be running) — in interleaved rounds.
// Each round's figures: wall time of the command, its CPU (user + system, the process and its threads), its
// peak memory, and for the server runs the server's CPU and memory too.
//   BENCH_ITEMS (default 10000)  rows, from bench/support/dataset.ts (the analysis benchmark's synthetic items)
//   BENCH_ROUNDS (default 3)     rounds; each runs every mode, the order turned around every other round
//   BENCH_PEER_DIR               a directory holding an install of the peer (promptfoo): it runs on the same rows
//                                (bench/support/peer-promptfoo.ts says what it checks)
//   BENCH_RULES                  a number of custom rules: the same rows are also run with them, through a suite
//                                file, locally and on the server (what the rules stage costs)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeDataset } from './support/dataset.js';
import { peerArgs, peerCommand, peerEnv, writePeerSuite } from './support/peer-promptfoo.js';
import { BENCH_KEY, benchDataDir, startBenchServer } from './support/server.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RULES = Number(process.env.BENCH_RULES ?? 0);

/** N custom rules of a team's kind: keyword lists and patterns (numbers, links, addresses), on the input and output. */
function benchRules(n: number): string {
  const patterns = [String.raw`\b\d{4,}\b`, String.raw`https?://[^\s]+`, String.raw`[\w.]+@[\w.]+\.[a-z]{2,}`, String.raw`\$\s?\d+(?:\.\d\d)?`];
  const words = ['refund', 'guarantee', 'lawsuit', 'password', 'discount', 'free', 'promise', 'cancel', 'sorry', 'urgent', 'diagnosis', 'invest'];
  return Array.from({ length: n }, (_, i) => {
    const what = i % 2 === 0 ? `    pattern: '${patterns[(i / 2) % patterns.length]}'` : `    keywords: [${words.slice(i % 6, (i % 6) + 6).join(', ')}]`;
    return `  - name: rule_${i}\n${what}\n    where: [input, output]\n    bucket_id: safety_security\n`;
  }).join('');
}

interface Timed {
  wall: number;
  cpu: number;
  peakMb: number;
  code: number | null;
}

/** `assay …` under /usr/bin/time: wall, CPU (its threads included) and peak RSS as the kernel counted them. */
const timed = (args: string[], env: Record<string, string>, cwd: string): Timed => timedNode([path.join(ROOT, 'bin/assay.mjs'), ...args], env, cwd);

function timedNode(args: string[], env: Record<string, string>, cwd: string): Timed {
  const run = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %U %S %M', process.execPath, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
  });
  const m = /BENCH ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(run.stderr);
  if (!m) throw new Error(`no timing from: ${args.join(' ')}\n${run.stderr.slice(-2000)}`);
  return { wall: Number(m[1]), cpu: Number(m[2]) + Number(m[3]), peakMb: Math.round(Number(m[4]) / 1024), code: run.status };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-bench-cli-'));
const rows = path.join(dir, 'rows.jsonl');
const dataset = makeDataset(ITEMS, 42);
fs.writeFileSync(rows, dataset.map((item) => JSON.stringify(item)).join('\n') + '\n');
const suite = path.join(dir, 'rules.yaml');
if (RULES) fs.writeFileSync(suite, `datasets: [rows.jsonl]\ncustom_rules:\n${benchRules(RULES)}`);
const peer = peerCommand();
const peerConfig = peer ? writePeerSuite(dir, dataset) : null;
console.log(
  `bench:cli — ${ITEMS} rows (${(fs.statSync(rows).size / 2 ** 20).toFixed(1)} MB), ${ROUNDS} interleaved rounds; ${os.cpus().length} cores, Node ${process.version}`,
);

const dataDir = benchDataDir();
const server = await startBenchServer({}, dataDir);
const noServer = { ASSAY_URL: '', ASSAY_API_KEY: '', XDG_CONFIG_HOME: path.join(dir, 'config') };
const withServer = { ASSAY_URL: server.url, ASSAY_API_KEY: BENCH_KEY, XDG_CONFIG_HOME: path.join(dir, 'config') };
const results: { mode: string; round: number; t: Timed; serverCpu?: number; serverPeakMb?: number }[] = [];
try {
  // One unmeasured server run first: the server's first request compiles the hot code in its threads.
  timed(['analyze', rows, '-o', path.join(dir, 'warm.json')], withServer, dir);
  for (let round = 1; round <= ROUNDS; round++) {
    const modes = [...(RULES ? ['local', 'server', 'local+rules', 'server+rules'] : ['local', 'server']), ...(peer ? ['peer'] : [])];
    const order = round % 2 === 1 ? modes : [...modes].reverse();
    for (const mode of order) {
      if (mode === 'peer') {
        results.push({ mode, round, t: timedNode([...peer!, ...peerArgs(peerConfig!, path.join(dir, 'peer.json'))], peerEnv(dir), dir) });
      } else if (mode.startsWith('local')) {
        const what = mode === 'local' ? [rows] : ['--suite', suite];
        results.push({ mode, round, t: timed(['analyze', ...what, '--local', '-o', path.join(dir, `${mode}.json`)], noServer, dir) });
      } else {
        const cpuBefore = server.cpuSeconds();
        const what = mode === 'server' ? [rows] : ['--suite', suite];
        const t = timed(['analyze', ...what, '-o', path.join(dir, `${mode}.json`)], withServer, dir);
        results.push({ mode, round, t, serverCpu: server.cpuSeconds() - cpuBefore, serverPeakMb: server.peakRssMb() });
      }
    }
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** JSON with every object's keys sorted: the server's store (JSONB) keeps an object's keys in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y))) : v,
  );
const summaryOf = (file: string) => canonical(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).run.summary);
const same = summaryOf('local.json') === summaryOf('server.json');
const sameWithRules = RULES ? summaryOf('local+rules.json') === summaryOf('server+rules.json') : null;
const ruleTagCount = RULES
  ? JSON.parse(fs.readFileSync(path.join(dir, 'local+rules.json'), 'utf8')).run.failure_tags.filter((t: { detector_id: string }) =>
      t.detector_id.startsWith('rule:'),
    ).length
  : 0;
fs.rmSync(dir, { recursive: true, force: true });

console.log('\n| mode | round | wall s | items/s | CLI CPU s | server CPU s | CPU ms per item | CLI peak MB | server peak MB | exit |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const cpu = r.t.cpu + (r.serverCpu ?? 0);
  console.log(
    `| ${r.mode} | ${r.round} | ${r.t.wall.toFixed(2)} | ${Math.round(ITEMS / r.t.wall)} | ${r.t.cpu.toFixed(2)} | ${r.serverCpu?.toFixed(2) ?? '—'} | ` +
      `${((cpu / ITEMS) * 1000).toFixed(3)} | ${r.t.peakMb} | ${r.serverPeakMb ?? '—'} | ${r.t.code} |`,
  );
}
const range = (mode: string, f: (r: (typeof results)[number]) => number) => {
  const xs = results.filter((r) => r.mode === mode).map(f);
  return `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
};
for (const suffix of RULES ? ['', '+rules'] : ['']) {
  const [l, sv] = [`local${suffix}`, `server${suffix}`];
  console.log(`\n${suffix ? `with ${RULES} custom rules (${ruleTagCount} rule tags)` : 'no custom rules'}:`);
  console.log(`wall s: local ${range(l, (r) => r.t.wall)}, server ${range(sv, (r) => r.t.wall)}`);
  console.log(`CPU s (all processes): local ${range(l, (r) => r.t.cpu)}, server ${range(sv, (r) => r.t.cpu + (r.serverCpu ?? 0))}`);
}
if (peer) {
  console.log(`peer (promptfoo, 4 deterministic assertions a row): wall s ${range('peer', (r) => r.t.wall)}, CPU s ${range('peer', (r) => r.t.cpu)}`);
  const ratio = (f: (r: (typeof results)[number]) => number) =>
    results
      .filter((r) => r.mode === 'peer')
      .map((p) => (f(p) / f(results.find((l) => l.mode === 'local' && l.round === p.round)!)).toFixed(1))
      .join(', ');
  console.log(`peer / assay --local, per round: wall ${ratio((r) => r.t.wall)}; CPU ${ratio((r) => r.t.cpu)}`);
}
console.log(
  `same summary locally and on the server: ${same ? 'yes' : 'NO'}${sameWithRules === null ? '' : `; with the rules: ${sameWithRules ? 'yes' : 'NO'}`}`,
);
