// A judge's answer read robustly: JSON (also fenced or inside prose) checked against the verdict schema. A
// malformed or refused answer is an "unsure" verdict with the reason — never an exception, never a pass.
// Quotes given as evidence must be found in the judged text; each one that is not lowers the confidence.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export const JudgeAnswer = Type.Object({
  decision: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('unsure')]),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  rationale: Type.String(),
  evidence: Type.Optional(Type.Array(Type.Object({ quote: Type.String() }))),
});
export type JudgeAnswer = Static<typeof JudgeAnswer>;

export interface JudgeVerdict extends JudgeAnswer {
  evidence: { quote: string; found: boolean }[];
  /** Why the verdict is unsure when the answer could not be used; null otherwise. */
  problem: string | null;
}

/** Confidence lost per quote that is not in the judged text. */
const MISQUOTE_PENALTY = 0.2;
const REFUSAL = /^\s*(?:I'?m sorry|I cannot|I can'?t|I am unable|As an AI)/i;

export const unsure = (problem: string): JudgeVerdict => ({ decision: 'unsure', confidence: 0, rationale: problem, evidence: [], problem });

/** The first JSON object in a text (whole text, a ```json fence, or the outermost braces). */
export function extractJson(text: string): unknown {
  const candidates = [text.trim(), /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1], text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)];
  for (const c of candidates) {
    if (!c) continue;
    try {
      return JSON.parse(c);
    } catch {
      // try the next form
    }
  }
  return undefined;
}

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function readVerdict(answer: string, judgedText: string): JudgeVerdict {
  const parsed = extractJson(answer);
  if (parsed === undefined) {
    return unsure(REFUSAL.test(answer) ? 'the judge refused to give a verdict' : `the judge's answer is not JSON: ${JSON.stringify(answer.slice(0, 120))}`);
  }
  if (!Value.Check(JudgeAnswer, parsed)) {
    const first = [...Value.Errors(JudgeAnswer, parsed)][0];
    return unsure(`the judge's verdict does not follow the schema (${first.path || '/'}: ${first.message})`);
  }
  const haystack = normalise(judgedText);
  const evidence = (parsed.evidence ?? []).map((e) => ({ quote: e.quote, found: e.quote.trim() !== '' && haystack.includes(normalise(e.quote)) }));
  const misquoted = evidence.filter((e) => !e.found).length;
  const confidence = Math.max(0, Math.round((parsed.confidence - MISQUOTE_PENALTY * misquoted) * 1000) / 1000);
  return { ...parsed, confidence, evidence, problem: null };
}

/** A metric score from a judge: JSON {"score": 0..1, "reason": "…"}; null with the problem when unusable. */
export function readScore(answer: string): { score: number; reason: string } | { problem: string } {
  const parsed = extractJson(answer) as { score?: unknown; reason?: unknown } | undefined;
  if (!parsed || typeof parsed !== 'object') return { problem: REFUSAL.test(answer) ? 'the judge refused to score' : "the judge's answer is not JSON" };
  if (typeof parsed.score !== 'number' || !(parsed.score >= 0 && parsed.score <= 1)) return { problem: 'the judge gave no score between 0 and 1' };
  return { score: parsed.score, reason: typeof parsed.reason === 'string' ? parsed.reason : '' };
}
