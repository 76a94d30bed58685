// The peer in `bench:cli`: promptfoo, installed outside the project (BENCH_PEER_DIR, e.g. `npm install --prefix
// /tmp/peer promptfoo@0.121.20`, its last release that runs on Node 20), run the way a CI job runs it on stored
// answers: the `echo` provider hands back each row's output, and deterministic assertions (no model) check it.
// The assertions stand for the cheapest of Assay's checks — an empty answer, a refusal, an e-mail address leaked,
// an answer not about the question — so the peer does far less per row than Assay's detectors; the figures say so
// beside them.
import fs from 'node:fs';
import path from 'node:path';
import type { MinimalInputItem } from '../../src/analysis/schemas.js';

/** The peer's command, when BENCH_PEER_DIR holds an install of it; else null (the bench runs without it). */
export function peerCommand(): string[] | null {
  const dir = process.env.BENCH_PEER_DIR;
  if (!dir) return null;
  const bin = path.join(dir, 'node_modules', 'promptfoo', 'dist', 'src', 'main.js');
  if (!fs.existsSync(bin)) throw new Error(`BENCH_PEER_DIR=${dir}: no promptfoo there (npm install --prefix ${dir} promptfoo@0.121.20)`);
  return [bin];
}

/** Writes the peer's suite for the rows into `dir`: its config and its tests (JSON Lines); answers the config's path. */
export function writePeerSuite(dir: string, items: MinimalInputItem[]): string {
  const tests = path.join(dir, 'peer-tests.jsonl');
  fs.writeFileSync(tests, items.map((item) => JSON.stringify({ vars: { input: item.input, output: item.output } })).join('\n') + '\n');
  const config = path.join(dir, 'promptfooconfig.yaml');
  fs.writeFileSync(
    config,
    `description: bench:cli peer — stored answers, deterministic checks
prompts:
  - "{{output}}"
providers:
  - echo
defaultTest:
  assert:
    - type: javascript
      value: "output.trim().length > 0"
    - type: not-icontains-any
      value: ["I can't", "I cannot", "as an AI", "I'm sorry"]
    - type: not-regex
      value: "[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\\\.[A-Za-z]{2,}"
    - type: javascript
      value: "context.vars.input.toLowerCase().split(/\\\\W+/).filter(w => w.length > 4).some(w => output.toLowerCase().includes(w))"
tests: file://${tests}
`,
  );
  return config;
}

/** The peer's arguments for one run writing its results to `out`. */
export function peerArgs(config: string, out: string): string[] {
  return ['eval', '-c', config, '-o', out, '--no-cache', '--no-table', '--no-write', '--no-progress-bar'];
}

/** The environment the peer runs in: no telemetry, no update check, its home in the bench's directory. */
export function peerEnv(dir: string): Record<string, string> {
  return { PROMPTFOO_DISABLE_TELEMETRY: '1', PROMPTFOO_DISABLE_UPDATE: '1', PROMPTFOO_CONFIG_DIR: path.join(dir, 'promptfoo-home'), NO_COLOR: '1' };
}
