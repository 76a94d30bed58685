// A full garbage collection on demand. A large request (a 50 MB dataset) leaves a few hundred MB of garbage
// on the main thread — the body, its parsed objects, the blocks' texts — which V8 keeps until its next full
// collection; on a main thread that is mostly waiting for the analysis threads, that can be many seconds, at the
// server's peak memory. Collecting once, right after such a request, gives that memory back at once.
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | null | undefined;

/** Runs a full collection (when the runtime allows it: --expose-gc set at run time); its time in ms. */
export function collectGarbage(): number {
  if (gc === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc') as () => void;
    } catch {
      gc = null;
    }
  }
  const started = performance.now();
  gc?.();
  return performance.now() - started;
}

/** collectGarbage once the current work (the response being sent) is done. */
export function collectGarbageSoon(): void {
  setImmediate(collectGarbage).unref();
}
