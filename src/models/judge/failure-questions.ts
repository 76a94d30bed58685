// The questions the language-model judge is asked in failure analysis, written for Assay: one per
// subcategory. Judge-only subcategories (judge-phase.ts) and hybrid ones (hybrid-phase.ts), which the judge
// decides together with a deterministic detector. Each asks for the verdict JSON of src/models/judge/verdict.ts,
// with quotes copied from the answer (quotes are checked against it).
import type { MinimalInputItem } from '../../core/shapes/input-item.js';

export const JUDGE_SYSTEM = 'You are a strict, fair reviewer of answers given by an AI assistant. Reply with one JSON object and nothing else.';
const FORMAT =
  'Reply as JSON: {"decision": "fail" if the problem is present, "pass" if not, "unsure" if you cannot tell, "confidence": <0..1>, "rationale": "<one or two sentences>", "evidence": [{"quote": "<exact words copied from the answer>"}]}.';
const clip = (s: string, n = 12_000) => (s.length > n ? `${s.slice(0, n)}\n[…]` : s);

const contextOf = (item: MinimalInputItem): string => {
  const chunks = item.context === undefined ? [] : Array.isArray(item.context) ? item.context : [item.context];
  return clip(chunks.map((c, i) => `[${i + 1}] ${c}`).join('\n\n'), 24_000);
};
const qa = (item: MinimalInputItem) => `Question:\n${clip(item.input)}\n\nAnswer:\n${clip(item.output)}`;

type Question = (item: MinimalInputItem) => string;

/** Subcategories with no deterministic detector: the judge alone decides (llm_judge tags). */
export const JUDGE_ONLY_QUESTIONS: Record<string, Question> = {
  self_contradiction: (item) =>
    `${qa(item)}\n\nDoes the answer contradict itself — state two things that cannot both be true (opposite claims, two different values for the same thing, a conclusion against an earlier statement)? Quote both conflicting statements. ${FORMAT}`,
  logical_leap: (item) =>
    `${qa(item)}\n\nDoes the answer reach a conclusion that its own stated premises or evidence do not justify (a cause from a coincidence, a rule from one example, a "therefore" that does not follow)? Quote the unjustified conclusion. ${FORMAT}`,
};

/** Subcategories with a deterministic detector that the judge also decides (hybrid tags). */
export const HYBRID_QUESTIONS: Record<string, Question> = {
  unsupported_claim: (item) =>
    `Context:\n${contextOf(item)}\n\n${qa(item)}\n\nDoes the answer state a fact that the context does not support — a claim, name, number, date or detail that appears nowhere in the context, even one changed word ("increased" for "decreased", another year, another name)? Statements the context supports, common knowledge needed to read it, and hedged opinions are fine. Quote each unsupported statement. ${FORMAT}`,
  context_contradiction: (item) =>
    `Context:\n${contextOf(item)}\n\n${qa(item)}\n\nDoes the answer contradict the context — say the opposite of what it says (a negation, an antonym, a different value or outcome for the same thing)? Statements the context does not mention are not contradictions. Quote the contradicting statement. ${FORMAT}`,
  ignored_negative_constraint: (item) =>
    `${qa(item)}\n\nDoes the question set a negative constraint ("do not mention…", "without…", "avoid…", "no code", "never…") that the answer breaks? If the question sets no such constraint, the decision is "pass". Quote the words of the answer that break it. ${FORMAT}`,
  system_prompt_violation: (item) =>
    `System prompt:\n${clip(item.system_prompt ?? '')}\n\n${qa(item)}\n\nDoes the answer break a rule the system prompt sets — its scope, persona, tone, format, or a forbidden topic or action? Quote the words of the answer that break it. ${FORMAT}`,
  incomplete_answer: (item) =>
    `${qa(item)}\n\nDoes the answer leave part of the task undone — a question or requested item it does not address, or a task it stops short of completing? Declining a harmful request is not incomplete. Quote the part of the answer where the gap shows, if any. ${FORMAT}`,
};
