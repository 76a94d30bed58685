// A process judges a few examples in-line before it serves (each task module's warmUp): the pattern gates,
// lexicon indexes and compiled code the checks build at first use would otherwise be built on the event loop
// during the first small requests (~0.3-0.8 s once, every other request waiting). The threads warm themselves
// (thread-worker.ts).
import { pathToFileURL } from 'node:url';
import type { ThreadTaskModule } from './thread-pool.js';

/** Warms every task module in this thread; returns the milliseconds it took. */
export async function warmUpHere(modules: string[]): Promise<number> {
  const started = performance.now();
  for (const module of modules) {
    const loaded = (await import(pathToFileURL(module).href)) as ThreadTaskModule;
    loaded.warmUp?.();
  }
  return Math.round(performance.now() - started);
}
