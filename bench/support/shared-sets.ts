// The labelled sets of ../shared/datasets, one JSONL file per set: read once per process, null when absent.
import fs from 'node:fs';
import path from 'node:path';

// BENCH_DATASETS: another place for the sets (a worktree whose ../shared is elsewhere).
export const DATASETS = process.env.BENCH_DATASETS ? path.resolve(process.env.BENCH_DATASETS) : path.resolve(import.meta.dirname, '../../../shared/datasets');
const cache = new Map<string, Record<string, any>[] | null>();

/** A set's rows, or null when the set is not present on this machine. */
export function loadSharedSet(name: string): Record<string, any>[] | null {
  if (!cache.has(name)) {
    const file = path.join(DATASETS, name, `${name}.jsonl`);
    cache.set(
      name,
      fs.existsSync(file)
        ? fs
            .readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l))
        : null,
    );
  }
  return cache.get(name)!;
}
