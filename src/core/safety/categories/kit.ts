// Building blocks the category files share: hits from the shared lexicons in core/lexicons/ (harmful
// asks, harm topics, toxicity, PII), from a category's own patterns, and the merge of several into one.
import type { HarmCategory as RequestKind } from '../../lexicons/harmful-request.js';
import type { HarmCategory as TopicLabel } from '../../lexicons/harm-lexicon.js';
import type { ToxicKind } from '../../lexicons/toxic-lexicon.js';
import { narrowed } from '../../lexicons/regex-alternatives.js';
import { RegexGate } from '../../lexicons/regex-gate.js';
import type { AuditText } from '../audit-text.js';
import { ruleOf, type CompiledRuleSet } from '../../rulebook/compile.js';
import { compiledSet } from '../../rulebook/registry.js';
import { READING_IDS } from '../../rulebook/reading-ids.js';
import type { CategoryHit, EvidenceSnippet, Role } from './types.js';

const MAX_EVIDENCE = 5;
const SNIPPET = 200;

export function snippet(start: number, end: number, text: string): EvidenceSnippet {
  return { start, end, text: text.length > SNIPPET ? `${text.slice(0, SNIPPET)}…` : text };
}

/** The most confident of several hits, carrying the others' evidence and a small bonus for agreement. */
export function strongest(...hits: (CategoryHit | null)[]): CategoryHit | null {
  const found = hits.filter((h): h is CategoryHit => h !== null).sort((a, b) => b.confidence - a.confidence);
  if (found.length === 0) return null;
  const evidence: EvidenceSnippet[] = [];
  for (const h of found) for (const e of h.evidence) if (!evidence.some((x) => x.start === e.start)) evidence.push(e);
  const bonus = Math.min(0.1, 0.05 * (found.length - 1));
  const rules = [...new Set(found.flatMap((h) => h.rules ?? []))];
  return {
    confidence: Math.min(0.99, found[0].confidence + bonus),
    evidence: evidence.slice(0, MAX_EVIDENCE),
    reason: found[0].reason,
    request: found.some((h) => h.request === true),
    ...(rules.length ? { rules } : {}),
  };
}

/** Prompts only: clear asks for harm of the given kinds ("how do I make a pipe bomb"). */
export function harmfulAsk(text: AuditText, role: Role, kinds: RequestKind[], what: string): CategoryHit | null {
  if (role !== 'prompt') return null;
  // Protective framing ("where can I get help for cocaine addiction") outweighs all but the clearest asks.
  const found = text.harmfulRequests.filter((m) => kinds.includes(m.category) && (m.confidence >= 0.9 || !text.protective));
  if (found.length === 0) return null;
  const top = Math.max(...found.map((m) => m.confidence));
  return {
    confidence: top,
    evidence: found.map((m) => snippet(m.start, m.end, m.text)).slice(0, MAX_EVIDENCE),
    reason: `asks for ${what}`,
    request: true,
    rules: [READING_IDS.harmfulRequest],
  };
}

/**
 * Strong harm terms of one label (pipe bomb, ransomware). In a prompt they count when the prompt asks for
 * something (a request, not a mention); in a response, when the response reads as instructions.
 */
export function harmTopic(text: AuditText, role: Role, label: TopicLabel, what: string): CategoryHit | null {
  const strong = text.harmTopics.filter((h) => h.category === label && h.strong);
  if (strong.length === 0) return null;
  if (role === 'prompt') {
    const { definitional, historical, fictional } = text.framing;
    // "What is LSD?", "Why did he kill people?", "How did they rob the vault in Mission Impossible?".
    if (!text.asks || definitional || historical || text.protective || (fictional && RETOLD.includes(label))) return null;
    return {
      confidence: 0.7,
      evidence: strong.slice(0, MAX_EVIDENCE).map((h) => snippet(h.start, h.end, h.text)),
      reason: `asks about ${what}`,
      request: true,
      rules: [READING_IDS.harmTopic],
    };
  }
  return null;
}

/** Categories whose acts films, games and novels retell (a heist, a fight), unlike recipes for weapons or drugs. */
const RETOLD: TopicLabel[] = ['S1', 'S3', 'S22'];

/** Harmful assistance in a response (the analysis area's harmful_content judgement), of one label. */
export function assistance(text: AuditText, role: Role, label: TopicLabel, what: string): CategoryHit | null {
  if (role !== 'response') return null;
  const found = text.assistance;
  if (!found || found.category !== label) return null;
  return { confidence: found.confidence, evidence: found.evidence, reason: `gives actionable help with ${what}`, rules: [READING_IDS.assistance] };
}

/** Toxic language of the given kinds, used rather than mentioned. */
export function toxic(text: AuditText, kinds: ToxicKind[], what: string): CategoryHit | null {
  const found = text.toxic.filter((h) => kinds.includes(h.kind));
  if (found.length === 0) return null;
  return {
    confidence: Math.min(0.95, Math.max(...found.map((h) => h.confidence)) + 0.03 * (found.length - 1)),
    evidence: found.slice(0, MAX_EVIDENCE).map((h) => snippet(h.start, h.end, h.text)),
    reason: `contains ${what}`,
    rules: [READING_IDS.toxic],
  };
}

/** A hit that protective framing ("what should I do if I receive a death threat") cancels; read only for a hit. */
export const unlessProtective = (text: AuditText, hit: CategoryHit | null): CategoryHit | null => (hit && !text.protective ? hit : null);

/**
 * The readings a built-in rule's `requires` and `unless` can name, of a prompt or a response (audit-text.ts) and,
 * where a reading looks at the words around it, of the match.
 */
export const AUDIT_READINGS: Record<string, (text: AuditText, match: RegExpExecArray) => boolean> = {
  /** The text asks for something (a request or a question), rather than stating. */
  asks: (text) => text.asks,
  /** Asks what something is or means ("What is LSD?"). */
  definitional: (text) => text.framing.definitional,
  /** Asks about the past ("How did they rob the vault in 1971?"). */
  historical: (text) => text.framing.historical,
  /** The ask is to protect someone ("how do I keep my child from finding a lethal dose"). */
  protective: (text) => text.protective,
};

const holds = (readings: { reading: string }[] | undefined, text: AuditText, match: RegExpExecArray, want: boolean): boolean =>
  (readings ?? []).every((r) => (AUDIT_READINGS[r.reading]?.(text, match) ?? false) === want);

/** A built-in rule set for a category (core/rulebook/), its unions behind the shared pattern gate. */
export function gatedSet(id: string): CompiledRuleSet {
  const compiled = compiledSet(id);
  for (const place of Object.values(compiled.places)) gated(place.union, compiled.set.triggers?.join(' '));
  return compiled;
}

/**
 * A rule set's hit (core/rulebook/): its matches in the text at this role's place, each credited to the rule that
 * made it, less those whose `requires` readings do not all hold or whose `unless` readings do; as confident as its
 * surest rule. `rules` names the rules that fired, in the order of their evidence.
 */
export function ruleSetHit(text: AuditText, role: Role, compiled: CompiledRuleSet, reason: string): CategoryHit | null {
  const place = compiled.places[role === 'prompt' ? 'input' : 'output'];
  if (!place) return null;
  const run = runnable(text, place.union);
  if (run === null) return null;
  const fired = text.matches(place.union, run).flatMap((match) => {
    const rule = ruleOf(place, text.text, match.index);
    if (!rule || !holds(rule.requires, text, match, true) || !holds(rule.unless, text, match, false)) return [];
    return [{ match, rule }];
  });
  if (fired.length === 0) return null;
  return {
    confidence: Math.max(...fired.map((f) => f.rule.confidence)),
    evidence: fired.slice(0, MAX_EVIDENCE).map(({ match }) => snippet(match.index, match.index + match[0].length, match[0])),
    reason,
    request: fired.some((f) => f.rule.request === true),
    rules: [...new Set(fired.map((f) => f.rule.id))],
  };
}

/**
 * A category's own pattern. `needsAsk` keeps it to texts that request something, and not to understand or
 * to protect; `request` marks the hit an ask for help with the harm (by default: when it needs an ask);
 * `keep`, where given, reads each match further and drops those it rejects.
 */
export function pattern(
  text: AuditText,
  re: RegExp,
  confidence: number,
  reason: string,
  needsAsk = false,
  request = needsAsk,
  keep?: (match: RegExpExecArray) => boolean,
): CategoryHit | null {
  const run = runnable(text, re);
  if (run === null) return null;
  const found = keep ? text.matches(re, run).filter(keep) : text.matches(re, run);
  if (found.length === 0) return null;
  if (needsAsk && (!text.asks || text.framing.definitional || text.framing.historical || text.protective)) return null;
  const evidence = found.slice(0, MAX_EVIDENCE).map((m) => snippet(m.index, m.index + m[0].length, m[0]));
  return { confidence, evidence, reason, request };
}

/**
 * A category pattern behind a gate: texts without the words each of its alternatives requires skip the
 * regular expression (the words are read from the pattern itself, so the gate only skips what cannot match:
 * regex-gate.ts). `triggers`, where given, are listed trigger words: the text must also hold one of them (as a
 * word, or the first four letters of a word for longer triggers). Listed triggers predate the derived gate and
 * stay so that no verdict changes, though they can miss a word after a hyphen or apostrophe ("anti-bullying").
 */
export function gated(re: RegExp, triggers?: string): RegExp {
  if (!GATED.has(re)) GATED.set(re, GATED.size);
  if (triggers)
    TRIGGERS.set(
      re,
      triggers
        .split(/\s+/)
        .filter(Boolean)
        .map((t) => t.toLowerCase()),
    );
  return re;
}
const TRIGGERS = new WeakMap<RegExp, string[]>();
/** Every gated pattern, by its index in the gate. */
const GATED = new Map<RegExp, number>();
let gate: RegexGate | null = null;

/** The gate of every gated pattern, built on first use: by then each category file has listed its own. */
export function patternGate(): RegexGate {
  if (gate === null || gate.patterns.length !== GATED.size) gate = new RegexGate([...GATED.keys()]);
  return gate;
}

/**
 * What to run for a pattern on a text: the pattern, or a copy with only the alternatives the text's words allow
 * (regex-alternatives.ts), which matches the same; null when the text cannot match it.
 */
export function runnable(text: AuditText, re: RegExp): RegExp | null {
  let run: RegExp | null = re;
  const index = GATED.get(re);
  if (index !== undefined) {
    const current = patternGate();
    const rules = text.memo(current, () => current.openRules(text.text, text.wordSet));
    const first = current.firstRule[index];
    if (first >= 0) run = narrowed(re, rules, first, current.ruleCount[index]);
    if (run === null) return null;
  }
  const triggers = TRIGGERS.get(re);
  if (!triggers) return run;
  const { whole, prefixes } = text.wordKeys;
  return triggers.some((t) => (t.length < 4 ? whole.has(t) : prefixes.has(t.slice(0, 4)))) ? run : null;
}
