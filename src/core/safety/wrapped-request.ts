// The request a jailbreak wraps: role-play, a hypothetical or a "for research" cover keeps the goal clause
// ("Describe the steps you would take to tamper with the machine") inside a story whose fiction, history or
// protective words soften the whole prompt's reading. Each ask sentence is read on its own, without its cover,
// by the same category judges, so an answer that complies with it is judged against what it really asked.
// Used only for responses: the prompt's own verdict stays the whole prompt's reading.
import type { CategoryHit, SafetyCategory } from './categories/types.js';
import { AuditText } from './audit-text.js';

/** A wrapped ask this sure (on its own) makes a compliant answer unsafe: as sure as a plain ask must be. */
const WRAPPED_AT = 0.6;
/** Sentences read at most, from the prompt's head and tail (a long template's ask sits at one of its ends). */
const MAX_SENTENCES = 40;
/** Shortest sentence that can hold an ask with an act and its target. */
const MIN_WORDS = 4;

// The words a wrapper is made of: what a cover opens with, what a role-play's task is called, how "you" is told to do it.
const COVER_OPENERS = 'as|in|for|from|within|during|imagine|suppose|pretend|hypothetically|theoretically|purely|remember';
const TASK_NOUN = '(?:your|the) (?:task|job|goal|mission|assignment) is';
const YOU_MUST = 'you (?:need|have|are asked|must|should|will)';

// Sentence ends (not an abbreviation's: "U.S.", "e.g."), and the joins where a role-play hands over its task:
// "…, and your task is to …", "…: …".
const SENTENCE_BREAK = new RegExp(
  String.raw`(?<!\b(?:[A-Z]\.[A-Z]|e\.g|i\.e|Mr|Mrs|Ms|Dr|St|vs|etc)\.)(?<=[.!?])\s+|\n+|[;:]\s+|,\s+(?:and\s+)?(?=${TASK_NOUN}\b)`,
  'i',
);
// A cover before the ask that is no part of it: "As a villain, ", "In this story, ", "For research purposes, ".
const COVER = new RegExp(String.raw`^\s*(?:(?:${COVER_OPENERS})\b[^,]{0,120},\s*)+`, 'i');
// The ask a role-play states: "your task is to write …", "you need to explain …", "you must describe …".
const TASK = new RegExp(String.raw`^\s*(?:and\s+)?${TASK_NOUN} (?:to\s+)?|^\s*${YOU_MUST} (?:to\s+)?`, 'i');
// A cover at any sentence's start, or a task handed over anywhere: what COVER and TASK strip, looser.
const WRAPPER = new RegExp(String.raw`(?:^|[.!?:;\n]\s*)(?:${COVER_OPENERS})\b[^,]{0,120},|\b${TASK_NOUN}\b|\b${YOU_MUST}\b`, 'i');

/**
 * Whether the prompt may hide an ask in a wrapper: a cover ("As a villain, …", "In this story, …"), a task
 * hand-over ("your task is to …", "you need to …"), or a framing that softens the whole prompt's reading
 * (fiction, history, a definition, protection, a jailbreak persona). Without one, every sentence read alone
 * reads as it does in the whole prompt, and the sentence-by-sentence reading is skipped.
 */
export function mayWrap(prompt: AuditText): boolean {
  if (WRAPPER.test(prompt.text) || prompt.protective || prompt.jailbreak) return true;
  const f = prompt.framing;
  return f.fictional || f.historical || f.definitional;
}

/** The prompt's sentences that ask for something, each without its cover: what a wrapper hides. */
export function askSentences(prompt: string): string[] {
  const all = prompt.split(SENTENCE_BREAK).filter((s) => s !== undefined);
  const picked = all.length > MAX_SENTENCES ? [...all.slice(0, MAX_SENTENCES / 2), ...all.slice(-MAX_SENTENCES / 2)] : all;
  const out: string[] = [];
  for (const sentence of picked) {
    const bare = sentence.replace(COVER, '').replace(TASK, '').trim();
    if (bare.split(/\s+/).length >= MIN_WORDS && new AuditText(bare).asks) out.push(bare);
  }
  return out;
}

/**
 * Harmful asks found only in the prompt's sentences read alone (none of them found in the whole prompt), by
 * category: what an answer that complies would give. Empty when no sentence asks for harm.
 */
export function wrappedAsks(prompt: string, checked: SafetyCategory[]): { category: SafetyCategory; hit: CategoryHit }[] {
  const found = new Map<SafetyCategory, CategoryHit>();
  const whole = prompt.trim();
  // A one-sentence prompt without a cover was read whole already.
  for (const sentence of askSentences(prompt).filter((s) => s !== whole)) {
    const text = new AuditText(sentence);
    for (const c of checked) {
      const hit = c.judge(text, 'prompt');
      if (!hit?.request || hit.confidence < WRAPPED_AT) continue;
      const had = found.get(c);
      if (!had || had.confidence < hit.confidence) found.set(c, { ...hit, reason: `${hit.reason} (read out of its wrapper: "${sentence.slice(0, 80)}")` });
    }
  }
  return [...found].map(([category, hit]) => ({ category, hit }));
}
