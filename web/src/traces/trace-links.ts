// Dashboard addresses of a trace and of one of its spans (the trace page selects a span from ?span=).
export const tracePath = (traceId: string): string => `/traces/${encodeURIComponent(traceId)}`;

export const spanPath = (traceId: string, spanId: string): string => `${tracePath(traceId)}?span=${encodeURIComponent(spanId)}`;
