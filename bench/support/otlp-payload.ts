// Synthetic OTLP/JSON trace payloads for the traces benchmark: LLM, tool and retrieval spans with the
// GenAI and OpenInference attributes real instrumentations send, in requests of a given size.
import crypto from 'node:crypto';

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
const s = (key: string, v: string) => ({ key, value: { stringValue: v } });
const i = (key: string, v: number) => ({ key, value: { intValue: String(v) } });

function attributesFor(n: number) {
  switch (n % 4) {
    case 0:
      return [
        s('gen_ai.operation.name', 'chat'),
        s('gen_ai.provider.name', 'openai'),
        s('gen_ai.request.model', 'gpt-4o-mini'),
        i('gen_ai.usage.input_tokens', 412),
        i('gen_ai.usage.output_tokens', 38),
        s('gen_ai.prompt.0.role', 'user'),
        s('gen_ai.prompt.0.content', `Where is order ${n}? It was due on Monday.`),
        s('gen_ai.completion.0.role', 'assistant'),
        s('gen_ai.completion.0.content', `Order ${n} shipped on May 5 and arrives tomorrow.`),
      ];
    case 1:
      return [
        s('openinference.span.kind', 'TOOL'),
        s('tool.name', 'lookup_order'),
        s('input.value', `{"order": ${n}}`),
        s('output.value', '{"status": "shipped"}'),
      ];
    case 2:
      return [
        s('openinference.span.kind', 'RETRIEVER'),
        s('input.value', `order ${n} shipping`),
        s('retrieval.documents.0.document.id', `doc-${n}`),
        s('retrieval.documents.0.document.content', 'Orders ship within two days.'),
        { key: 'retrieval.documents.0.document.score', value: { doubleValue: 0.82 } },
      ];
    default:
      return [s('http.method', 'POST'), s('http.route', '/chat'), i('http.status_code', 200)];
  }
}

/**
 * Spans of traceCount traces, spansPerTrace each (a root and its children, or a chain when chain is set),
 * split into OTLP/JSON request objects of at most spansPerRequest spans.
 */
export function otlpRequests(traceCount: number, spansPerTrace: number, spansPerRequest: number, chain = false): { traceIds: string[]; requests: object[] } {
  const spans: object[] = [];
  const traceIds: string[] = [];
  const t0 = BigInt(Date.now()) * 1_000_000n;
  for (let t = 0; t < traceCount; t++) {
    const traceId = hex(16);
    traceIds.push(traceId);
    const ids = Array.from({ length: spansPerTrace }, () => hex(8));
    for (let n = 0; n < spansPerTrace; n++) {
      const parent = n === 0 ? '' : chain ? ids[n - 1] : ids[0];
      // Step n starts n ms in; parents end when their last child does, so the clocks are consistent.
      const start = t0 + BigInt(n) * 1_000_000n;
      const lasts = chain ? BigInt(spansPerTrace - n) * 1_000_000n : n === 0 ? BigInt(spansPerTrace) * 1_000_000n : 900_000n;
      spans.push({
        traceId,
        spanId: ids[n],
        parentSpanId: parent,
        name: n === 0 ? 'agent run' : `step ${n}`,
        kind: n === 0 ? 2 : 1,
        startTimeUnixNano: String(start),
        endTimeUnixNano: String(start + lasts),
        attributes: attributesFor(n),
        status: { code: n % 50 === 7 ? 2 : 0, message: n % 50 === 7 ? 'upstream timeout' : '' },
      });
    }
  }
  const requests: object[] = [];
  for (let k = 0; k < spans.length; k += spansPerRequest) {
    requests.push({
      resourceSpans: [
        {
          resource: { attributes: [s('service.name', 'bench-service'), s('assay.project', 'bench')] },
          scopeSpans: [{ scope: { name: 'bench' }, spans: spans.slice(k, k + spansPerRequest) }],
        },
      ],
    });
  }
  return { traceIds, requests };
}
