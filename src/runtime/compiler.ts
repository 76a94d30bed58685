// V8's optimising compiler, tuned for a service that starts threads of its own. Each analysis thread compiles
// the hot analysis code apart, on the machine's cores the analysis itself needs: on a 2-core machine the
// first large run after a start spent ~7 s of CPU on compiler and GC helper threads, against ~3 s on a later
// run. Inlining less (half V8's default budget of inlined bytecode per function) makes those compilations
// cheaper without slower code for the detectors: measured interleaved, 3 runs each, the first 10,000-item run
// took 11.4 s against 12.4 s, the next 9.4 s against 9.7 s (docs/benchmarks.md).
import v8 from 'node:v8';

/** Bytecode inlined into one optimised function at most; V8's default is 920. */
const INLINED_BYTECODE_CUMULATIVE = 460;

/** Sets the compiler flags for this process and the threads it starts after (V8's flags are per process). */
export function tuneCompiler(): void {
  v8.setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${INLINED_BYTECODE_CUMULATIVE}`);
}
