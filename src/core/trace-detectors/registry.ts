// Every trace-level detector (full mode). Each is one file; list it here.
import { detector as authError } from './auth_error.js';
import { detector as contextWindowOverflow } from './context_window_overflow.js';
import { detector as hiddenToolError } from './hidden_tool_error.js';
import { detector as infiniteLoop } from './infinite_loop.js';
import { detector as latencyOutlier } from './latency_outlier.js';
import { detector as prematureTermination } from './premature_termination.js';
import { detector as rateLimitError } from './rate_limit_error.js';
import { detector as repeatedToolCallTrace } from './repeated_tool_call_trace.js';
import { detector as toolTimeout } from './tool_timeout.js';
import type { TraceDetector } from './types.js';

export const traceDetectorRegistry: TraceDetector[] = [
  toolTimeout,
  rateLimitError,
  authError,
  infiniteLoop,
  contextWindowOverflow,
  latencyOutlier,
  prematureTermination,
  hiddenToolError,
  repeatedToolCallTrace,
];

export const traceDetectorsBySubcategory = new Map<string, TraceDetector[]>();
for (const d of traceDetectorRegistry) traceDetectorsBySubcategory.set(d.subcategory, [...(traceDetectorsBySubcategory.get(d.subcategory) ?? []), d]);
