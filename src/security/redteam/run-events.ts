// Wake-ups for WebSocket streams: one LISTEN per process on the red-team channel, fanned out to the
// streams of each run. A stream also polls, so a missed notification only delays it.
import type { Store } from '../../store/store.js';
import { REDTEAM_CHANNEL } from './service.js';

type Wake = () => void;
const subscribers = new Map<string, Set<Wake>>();
let listening: Promise<() => Promise<void>> | null = null;

export async function subscribeRun(store: Store, runId: string, wake: Wake): Promise<() => void> {
  listening ??= store
    .listen(REDTEAM_CHANNEL, (payload) => {
      for (const w of subscribers.get(payload) ?? []) w();
    })
    .catch((err) => {
      listening = null;
      throw err;
    });
  await listening.catch(() => {}); // without notifications, streams still poll
  const set = subscribers.get(runId) ?? new Set<Wake>();
  set.add(wake);
  subscribers.set(runId, set);
  return () => {
    set.delete(wake);
    if (set.size === 0) subscribers.delete(runId);
  };
}

/** Stops the process's listener (the app closing). */
export async function closeRunEvents(): Promise<void> {
  const stop = await listening?.catch(() => null);
  listening = null;
  subscribers.clear();
  await stop?.();
}
