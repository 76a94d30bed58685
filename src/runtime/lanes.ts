// Whose work is this? The shared threads (thread-pool.ts, pattern-thread/) take work lane by lane, a lane a
// user, in turn: one user's heavy run cannot keep another's small request waiting behind all of it. The lane
// rides on the async context, so the code between a request (or a job) and a thread does not pass it along:
// a request opens its scope before authentication names the user; a job runs in its owner's lane.
import { AsyncLocalStorage } from 'node:async_hooks';

interface LaneHolder {
  lane: string;
}

const storage = new AsyncLocalStorage<LaneHolder>();

/** The lane of work started outside any request or job (start-up, the CLI, tests). */
export const NO_LANE = '';

/** Runs `fn` in `lane` (a job in its owner's lane). */
export const runInLane = <T>(lane: string | null, fn: () => T): T => storage.run({ lane: lane ?? NO_LANE }, fn);

/** Opens a request's scope, lane-less until its user is known (a Fastify onRequest hook's `done`). */
export const openLaneScope = (next: () => void): void => storage.run({ lane: NO_LANE }, next);

/** Names the lane of the current scope (authentication, once it knows the user). */
export function setLane(lane: string): void {
  const holder = storage.getStore();
  if (holder) holder.lane = lane;
}

/** The lane of the work being started now. */
export const currentLane = (): string => storage.getStore()?.lane ?? NO_LANE;

/**
 * A queue that hands out items lane by lane, in turn (round robin), each lane's items in order: the next item
 * comes from the lane after the one served last, so a lane with one item waits for at most one item of each other lane.
 */
export class LaneQueue<T> {
  // A Map keeps insertion order: the lane served is moved to the end.
  private readonly lanes = new Map<string, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(lane: string, item: T): void {
    const queue = this.lanes.get(lane);
    if (queue) queue.push(item);
    else this.lanes.set(lane, [item]);
    this.count++;
  }

  /** The next item, from the lane whose turn it is; undefined when empty. */
  shift(): T | undefined {
    for (const [lane, queue] of this.lanes) {
      const item = queue.shift()!;
      this.lanes.delete(lane);
      if (queue.length) this.lanes.set(lane, queue);
      this.count--;
      return item;
    }
    return undefined;
  }

  /** Removes and answers every item (a failed pool rejects them). */
  drain(): T[] {
    const all = [...this.lanes.values()].flat();
    this.lanes.clear();
    this.count = 0;
    return all;
  }
}
