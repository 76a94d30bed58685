// A real `assay serve` for benchmarks: PGlite in a temp directory, an init key, its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_KEY = 'bench-key-0123456789abcdefghijklmnopqrstuvwxyz';

export interface BenchServer {
  url: string;
  process: ChildProcess;
  /** Peak resident memory of the server process so far, in MB. */
  peakRssMb(): number;
  /** Current resident memory, in MB. */
  rssMb(): number;
  /** CPU time the server process has used so far (all its threads), in seconds. */
  cpuSeconds(): number;
  /** CPU time so far of each of its threads, by thread id (the main thread's is the pid). */
  threadCpuSeconds(): Map<number, number>;
  stop(): Promise<void>;
}

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]) / 1024);
}

/** utime + stime of a /proc stat file (fields 14 and 15, counted after the command name), in clock ticks of 1/100 s. */
function statCpuSeconds(file: string): number {
  const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const procCpuSeconds = (pid: number) => statCpuSeconds(`/proc/${pid}/stat`);

/** CPU time of each thread of a process by thread id (the main thread's id is the pid). */
function threadCpuSeconds(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      out.set(Number(tid), statCpuSeconds(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return out;
}

/** A temp data directory for benchmark servers; removed by the caller (fs.rmSync) when done. */
export function benchDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'assay-bench-'));
}

/**
 * Starts `assay serve`. With a data directory given, the server uses it and leaves it in place (a second start
 * on it skips PGlite's initdb, as every start after a deployment's first does); else it uses a fresh temp one.
 * `root` is the checkout whose code the server runs (this one by default; another to compare against).
 */
export async function startBenchServer(env: Record<string, string> = {}, given?: string, root: string = ROOT): Promise<BenchServer> {
  const dataDir = given ?? benchDataDir();
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node (e.g. --cpu-prof, which NODE_OPTIONS refuses).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'bin/assay.mjs'), 'serve'], {
    env: { ...process.env, PORT: '0', ASSAY_DATA_DIR: dataDir, ASSAY_INIT_API_KEY: BENCH_KEY, ASSAY_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server logs one line per request at info, as in production; the lines are read and dropped here.
  let out = '';
  const url: string = await new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      if (process.env.BENCH_SERVER_LOG) fs.appendFileSync(process.env.BENCH_SERVER_LOG, d);
      out += d;
      const m = /"address":"(http:\/\/[^"]+)"/.exec(out);
      if (m) resolve(m[1]);
      if (out.length > 100_000) out = out.slice(-10_000);
    });
    child.on('exit', () => reject(new Error(`server exited:\n${out}`)));
  });
  return {
    url,
    process: child,
    peakRssMb: () => procStatus(child.pid!, 'VmHWM'),
    rssMb: () => procStatus(child.pid!, 'VmRSS'),
    cpuSeconds: () => procCpuSeconds(child.pid!),
    threadCpuSeconds: () => threadCpuSeconds(child.pid!),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
      if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL schema of a bench's own in the database at `base`, so the bench never touches real data: the URL
 * that selects it (search_path) and how to drop it. Throws when the database cannot be reached.
 */
export async function benchSchema(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}
