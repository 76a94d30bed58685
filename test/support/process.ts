// Spawning Assay processes (the real CLI, or a fixture) and reading what they print.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Spawned {
  child: ChildProcess;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnNode(args: string[], env: Record<string, string | undefined>, cwd = ROOT): Spawned {
  const child = spawn(process.execPath, args, {
    cwd,
    // The warm-up (ASSAY_WARM_UP) costs each start ~1-3 s here; test/process/server.test.ts checks it.
    env: { ...process.env, ASSAY_LOG_LEVEL: 'info', ASSAY_WARM_UP: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const w of [...waiters]) {
      const m = text.match(w.pattern);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => text,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      const m = text.match(pattern);
      if (m) return Promise.resolve(m);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${text}`)), timeoutMs);
        const waiter = {
          pattern,
          resolve: (match: RegExpMatchArray) => {
            clearTimeout(timer);
            resolve(match);
          },
        };
        waiters.push(waiter);
        exited.then(() => {
          setTimeout(() => {
            if (waiters.includes(waiter)) {
              clearTimeout(timer);
              reject(new Error(`process exited before printing ${pattern}; output:\n${text}`));
            }
          }, 50);
        });
      });
    },
  };
}

/** `assay …` as a user runs it. */
export function spawnAssay(args: string[], env: Record<string, string | undefined>, cwd?: string): Spawned {
  return spawnNode([path.join(ROOT, 'bin/assay.mjs'), ...args], env, cwd);
}

/** Starts `assay serve` on a free port and resolves once it listens. */
export async function startServer(env: Record<string, string | undefined>, args: string[] = []) {
  // As in testConfig (app.ts): without a judge endpoint, request keys would go to the internet, so they are off.
  const requestKeys = (env.ASSAY_LLM_BASE_URL ?? process.env.ASSAY_LLM_BASE_URL) ? 'on' : 'off';
  const server = spawnAssay(['serve', ...args], { HOST: '127.0.0.1', PORT: '0', ASSAY_LLM_REQUEST_KEYS: requestKeys, ...env });
  // A generous wait: on a busy machine (CI running both stores, other tests' servers) a start took over 40 s.
  const [, address] = await server.waitFor(/"address":"(http:\/\/[^"]+)"/, 120_000);
  return { ...server, url: address };
}

export async function runAssay(args: string[], env: Record<string, string | undefined>, cwd?: string) {
  const p = spawnAssay(args, env, cwd);
  const { code } = await p.exited;
  return { code, output: p.output() };
}
