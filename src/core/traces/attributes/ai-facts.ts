// What a span says about AI work, whichever convention it uses: GenAI first, OpenInference filling gaps.
import type { SpanKind } from '../trace-shapes.js';
import type { NormalisedSpan } from '../span-model.js';
import { emptyFacts, type AiFacts } from './attribute-values.js';
import { readGenAi } from './genai.js';
import { readOpenInference } from './openinference.js';

export type { AiFacts } from './attribute-values.js';

const AI_KINDS = new Set(['llm', 'tool', 'retrieval', 'agent', 'chain', 'embedding', 'reranker', 'guardrail']);
const OTEL_KINDS = new Set(['internal', 'server', 'client', 'producer', 'consumer']);

const OPENINFERENCE_PREFIXES = ['openinference.', 'llm.', 'retrieval.', 'reranker.', 'tool.', 'tool_call.'];

/** Which conventions a span uses, from one pass over its keys: most spans need one reader, many none. */
function conventions(span: Pick<NormalisedSpan, 'attributes' | 'events'>): { genAi: boolean; openInference: boolean } {
  let genAi = span.events !== null && span.events.length > 0;
  let openInference = false;
  for (const key in span.attributes) {
    if (key.startsWith('gen_ai.')) genAi = true;
    else if (!openInference && OPENINFERENCE_PREFIXES.some((p) => key.startsWith(p))) openInference = true;
  }
  return { genAi, openInference };
}

// Shared by every span that uses neither convention (most spans of a large trace); never mutated.
const NO_FACTS: AiFacts = Object.freeze(emptyFacts());

export function readAiFacts(span: Pick<NormalisedSpan, 'attributes' | 'events'>): AiFacts {
  const uses = conventions(span);
  if (!uses.genAi && !uses.openInference) return NO_FACTS;
  const g = uses.genAi ? readGenAi(span.attributes, span.events) : emptyFacts();
  const o = uses.openInference ? readOpenInference(span.attributes) : emptyFacts();
  return {
    kind: g.kind ?? o.kind,
    model: g.model ?? o.model,
    input_tokens: g.input_tokens ?? o.input_tokens,
    output_tokens: g.output_tokens ?? o.output_tokens,
    input_messages: g.input_messages.length ? g.input_messages : o.input_messages,
    output_messages: g.output_messages.length ? g.output_messages : o.output_messages,
    tool: g.tool && o.tool ? { ...o.tool, ...Object.fromEntries(Object.entries(g.tool).filter(([, v]) => v !== null)) } : (g.tool ?? o.tool),
    retrieval: g.retrieval ?? o.retrieval,
  };
}

/**
 * The span's kind: an AI kind declared by a native span, else an AI kind from the attributes, else the
 * OpenTelemetry kind, else unknown. (declaredKind is the OTLP span kind, or the kind a native span gave.)
 */
export function spanKind(facts: AiFacts, declaredKind: string): SpanKind {
  if (AI_KINDS.has(declaredKind)) return declaredKind as SpanKind;
  if (facts.kind && AI_KINDS.has(facts.kind)) return facts.kind as SpanKind;
  return OTEL_KINDS.has(declaredKind) ? (declaredKind as SpanKind) : 'unknown';
}
