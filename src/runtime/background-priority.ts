// Judging threads run at a lower CPU priority than the event loop and libuv's pool. On a machine whose cores
// the threads keep busy, the loop (health checks, small requests) and sign-in's password hash (scrypt, on the
// libuv pool) would otherwise get a core only a share of the time; at nice 10 a thread gets ~10% of a core
// that an ordinary thread wants too, and all of an idle one, so large runs lose nothing on a quiet machine.

import fs from 'node:fs';
import os from 'node:os';

/** The niceness of judging threads (0 normal, 19 lowest). */
export const JUDGING_THREAD_NICENESS = 10;

/**
 * Lowers the calling thread's priority to JUDGING_THREAD_NICENESS. Linux sets niceness per thread (setpriority
 * on a thread id), found through /proc/thread-self; elsewhere, or where it is refused, nothing changes.
 */
export function lowerThisThreadsPriority(): boolean {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    os.setPriority(threadId, JUDGING_THREAD_NICENESS);
    return true;
  } catch {
    return false;
  }
}
