// PGlite silently loses writes when two processes open one data directory, so the first process
// takes an exclusive lock file holding its pid; a second one is refused with an actionable message.
// A lock left behind by a dead process (SIGKILL, power loss) is detected by its pid and taken over.
import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Assay process (pid ${pid}). ` +
        'The embedded store (PGlite) can be opened by one process only: stop that process first, ' +
        'or set DATABASE_URL to a PostgreSQL database to share one store between several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'assay.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // already gone: nothing to release
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // Stale lock of a dead process (or our own from an earlier open): remove it and retry.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}; remove it if no Assay process is running.`);
}
