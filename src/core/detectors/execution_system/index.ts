// The execution_system bucket needs a trace (timeouts, rate limits, loops, latency): its detectors are
// trace detectors (src/core/trace-detectors/), run in full mode over the trace's spans, not over items.
import type { Detector } from '../types.js';

export const detectors: Detector[] = [];
