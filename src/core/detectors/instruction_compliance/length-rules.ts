// Length rules: "in under 50 words", "in one sentence", "a two-paragraph summary", "max 280 characters",
// "answer yes or no", "a tweet"; and how long an answer is in those units. Vague asks ("keep it brief",
// "a few sentences") are not rules. Used by length_constraint_violation and system_prompt_violation.
import type { TextView } from '../../text/text-view.js';
import { answerBody, clauseAround, codeFence, COUNT, listLines, parseCount, round2 } from './rule-text.js';

export type LengthUnit = 'word' | 'sentence' | 'paragraph' | 'character' | 'line';
export type LengthKind = 'max' | 'min' | 'exact' | 'approx' | 'range' | 'loose_max';

export interface LengthRule {
  unit: LengthUnit;
  kind: LengthKind;
  value: number;
  /** Upper bound of a range. */
  value2?: number;
  text: string;
  start: number;
  end: number;
}

const MAX_Q =
  'under|below|less than|fewer than|no more than|not more than|no longer than|not (?:to )?exceed(?:ing)?|shorter than|up to|at most|max(?:imum)?(?: of)?|a maximum of|a max of|within|limit(?:ed)? (?:it |this |that |yourself |your (?:answer|response|reply|summary) )?to|keep (?:it|this|that|things|the (?:answer|response|reply|summary)|your (?:answer|response|reply|summary|responses|answers|replies)) (?:under|below|to|within)';
const MIN_Q = 'at least|no fewer than|no less than|a minimum of|min(?:imum)?(?: of)?|more than|over';
const APPROX_Q = 'about|around|approximately|roughly|~|close to';
const UNIT = '(words?|sentences?|paragraphs?|characters?|chars?|lines?)';
const QUALIFIED = new RegExp(
  `\\b((?:in|using|with)\\s+(?:${MAX_Q}|${MIN_Q}|${APPROX_Q}|exactly|precisely)|${MAX_Q}|${MIN_Q}|${APPROX_Q}|exactly|precisely|between (?:${COUNT}) and|in|using|with)\\s+(${COUNT}|an?)\\s+${UNIT}\\b(\\s+(?:or (?:less|fewer|under|below|shorter)|max(?:imum)?|at most|tops|or more|at least|minimum|limit))?`,
  'gi',
);
const ADJECTIVE = new RegExp(
  `\\b(${COUNT})([- ])(word|sentence|paragraph|line|character)(?:[- ](limit|max(?:imum)?|minimum))?\\b(?![- ](?:long|list|answer key))`,
  'gi',
);
const BARE_MAX = new RegExp(`\\b(?:max(?:imum)?|limit|word limit|length)\\s*(?:of|:|=)?\\s*(\\d{1,5})\\s*${UNIT}?`, 'gi');
const TWEET =
  /\b(?:write|compose|draft|create|give me|generate|craft|turn (?:this|it) into|as|in)\s+(?:me\s+)?(?:a|one|single)\s+tweet\b(?!\s*(?:thread|storm))|\btweet[- ]length\b/i;
const YES_NO =
  /\b(?:answer|reply|respond)(?:\s+(?:with|using))?\s+(only |just |simply |strictly )?(?:with\s+)?(?:a\s+)?(?:simple\s+|single\s+)?["'“]?yes["'”]?\s*(?:or|\/)\s*["'“]?no\b/i;
// A rule for one part of the answer ("a title under 10 words", "each bullet in one line", "a one-sentence
// summary followed by three bullets") says nothing of the whole answer's length.
const EACH = /\b(?:each|every|per)\b(?!\s+(?:\w+\s+)?(?:response|answer|reply|message|output|turn)s?\b)/i;
const MULTI_PART = /\b(?:then|followed by|plus|as well as|after that|along with|and also|together with)\b/i;
const PART_BEFORE =
  /\b(?:title|subject(?: line)?|headline|tagline|slogan|caption|heading|tl;?dr|intro(?:duction)?|conclusion|opening|closing|bullet(?: point)?|item|hashtag)s?\b[^.!?\n]{0,25}$/i;
const PART_AFTER =
  /^[- ]?\s*(?:\w+\s+)?(?:title|subject(?: line)?|headline|tagline|slogan|caption|heading|tl;?dr|intro(?:duction)?|conclusion|opening|closing|bullet(?: point)?|item|hashtag)s?\b/i;

// "Find three words and use them in a sentence" asks for one sentence per word, not a one-sentence answer.
const USE_EACH = /\b(?:use|using|put|include|including)\s+(?:it|them|each(?: one)?|these|those|the (?:words?|terms?|phrases?))\s*$/i;

function isPartRule(text: string, start: number, end: number): boolean {
  const clause = clauseAround(text, start).text;
  if (EACH.test(clause) || MULTI_PART.test(clause)) return true;
  const before = text.slice(Math.max(0, start - 40), start);
  return PART_BEFORE.test(before) || USE_EACH.test(before) || PART_AFTER.test(text.slice(end, end + 25));
}

function unitOf(raw: string): LengthUnit {
  const u = raw.toLowerCase();
  if (u.startsWith('word')) return 'word';
  if (u.startsWith('sentence')) return 'sentence';
  if (u.startsWith('paragraph')) return 'paragraph';
  if (u.startsWith('line')) return 'line';
  return 'character';
}

/** Every whole-answer length rule in an instruction, in order of appearance. */
export function findLengthRules(text: string): LengthRule[] {
  const rules: LengthRule[] = [];
  const scan = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const push = (rule: LengthRule) => {
    // A handful of rules is all a real instruction holds; the cap bounds pathological inputs.
    if (rules.length >= 8 || isPartRule(scan, rule.start, rule.end)) return;
    if (!rules.some((r) => r.start < rule.end && rule.start < r.end)) rules.push(rule);
  };
  for (const m of scan.matchAll(QUALIFIED)) {
    const qual = m[1].toLowerCase().replace(/\s+/g, ' ');
    const count = m[2].toLowerCase();
    const unit = unitOf(m[3]);
    const tail = (m[4] ?? '').toLowerCase();
    const plain = /^(?:in|using|with)$/.test(qual);
    if (/^an?$/.test(count) && !(qual === 'in' || qual.startsWith('in '))) continue;
    const value = /^an?$/.test(count) ? 1 : parseCount(count);
    if (value === null || value <= 0) continue;
    // "A story with three characters" is about the story, not its length: characters need a real limit.
    if (unit === 'character' && (value < 10 || plain)) continue;
    if (unit === 'line' && plain && qual !== 'in') continue;
    let kind: LengthKind;
    let value2: number | undefined;
    if (qual.startsWith('between')) {
      kind = 'range';
      value2 = value;
      const low = parseCount(qual.replace(/^between\s+/, '').replace(/\s+and$/, ''));
      if (low === null || low >= value) continue;
      push({ unit, kind, value: low, value2, text: m[0], start: m.index!, end: m.index! + m[0].length });
      continue;
    }
    if (/or (?:less|fewer|under|below|shorter)|max|at most|tops|limit/.test(tail) || new RegExp(`(?:^|\\s)(?:${MAX_Q})$`).test(qual)) kind = 'max';
    else if (/or more|at least|minimum/.test(tail) || new RegExp(`(?:^|\\s)(?:${MIN_Q})$`).test(qual)) kind = 'min';
    else if (/exactly|precisely/.test(qual)) kind = 'exact';
    else if (new RegExp(`(?:^|\\s)(?:${APPROX_Q})$`).test(qual)) kind = 'approx';
    else kind = unit === 'word' || unit === 'character' ? 'loose_max' : value === 1 ? 'max' : 'exact';
    // "more than N" is a strict lower bound, unless negated: "don't write more than N words" is a limit.
    if (/(?:more than|over)$/.test(qual) && /\b(?:not|don'?t|never|no|nothing)\b[^.!?\n]{0,20}$/i.test(scan.slice(Math.max(0, m.index! - 30), m.index!)))
      kind = 'max';
    const adjusted = kind === 'min' && /(?:more than|over)$/.test(qual) ? value + 1 : value;
    push({ unit, kind, value: adjusted, text: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of scan.matchAll(ADJECTIVE)) {
    const value = parseCount(m[1]);
    if (value === null || value <= 0) continue;
    const unit = unitOf(m[3]);
    if (unit === 'character' && value < 10) continue;
    // "a 100 word summary" needs its article; "List 5 words that rhyme" asks for words as content, not a length.
    if (m[2] === ' ' && !/\b(?:a|an|the|your)\s+$/i.test(scan.slice(Math.max(0, m.index! - 6), m.index!))) continue;
    if (!m[4] && !/^\s+[a-z]/i.test(scan.slice(m.index! + m[0].length, m.index! + m[0].length + 3))) continue;
    const kind: LengthKind = m[4]
      ? /min/i.test(m[4])
        ? 'min'
        : 'max'
      : unit === 'word' || unit === 'character'
        ? value <= 10
          ? 'loose_max'
          : 'approx'
        : value === 1
          ? 'max'
          : 'exact';
    push({ unit, kind, value, text: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of scan.matchAll(BARE_MAX)) {
    if (!m[2] && !/word limit/i.test(m[0])) continue;
    const value = Number(m[1]);
    if (!(value > 0)) continue;
    push({ unit: m[2] ? unitOf(m[2]) : 'word', kind: 'max', value, text: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  const tweet = TWEET.exec(scan);
  if (tweet && !rules.some((r) => r.unit === 'character')) {
    push({ unit: 'character', kind: 'max', value: 280, text: tweet[0], start: tweet.index, end: tweet.index + tweet[0].length });
  }
  const yesNo = YES_NO.exec(scan);
  if (yesNo) push({ unit: 'sentence', kind: 'max', value: yesNo[1] ? 1 : 2, text: yesNo[0], start: yesNo.index, end: yesNo.index + yesNo[0].length });
  return rules;
}

const ABBREVIATION = /(?:\b(?:e\.g|i\.e|etc|vs|mr|mrs|ms|dr|prof|st|no|inc|ltd|jr|sr|approx|fig|al|u\.s|u\.k|a\.m|p\.m)\.|\b\p{Lu}\.)$/iu;

/**
 * The answer's length in a unit, measured on its body (without a "Here is…:" lead-in), with where each unit
 * starts (characters: none, their offset is arithmetic); null when unmeasurable (code, lists for paragraphs).
 */
export function measure(view: TextView, unit: LengthUnit): { value: number; starts: number[]; start: number; end: number } | null {
  const body = answerBody(view.text);
  if (!body.text) return null;
  const span = { start: body.start, end: body.end };
  const starts: number[] = [];
  switch (unit) {
    case 'word':
      for (const w of view.words) if (w.start >= body.start && w.end <= body.end) starts.push(w.start);
      return { value: starts.length, starts, ...span };
    case 'character': {
      // A tweet or slogan given in quotes is measured without them.
      const quoted = /^["“'][^\n]*["”']$/.test(body.text) ? 2 : 0;
      let n = -quoted;
      for (let i = 0; i < body.text.length; i++) {
        const c = body.text.charCodeAt(i);
        if (c < 0xdc00 || c > 0xdfff) n++;
      }
      return { value: n, starts, ...span };
    }
    case 'line':
    case 'paragraph': {
      if (unit === 'paragraph' && (codeFence(body.text) || listLines(body.text).length > 0 || /^#{1,6}\s/m.test(body.text))) return null;
      const lineStarts: number[] = [];
      let blockStarts: number[] = [];
      let blank = true;
      let pos = 0;
      for (const line of body.text.split('\n')) {
        if (line.trim()) {
          lineStarts.push(body.start + pos);
          if (blank) blockStarts.push(body.start + pos);
          blank = false;
        } else blank = true;
        pos += line.length + 1;
      }
      if (unit === 'line') return { value: lineStarts.length, starts: lineStarts, ...span };
      // Paragraphs separated by single newlines count when every line is paragraph-long.
      if (blockStarts.length === 1 && lineStarts.length > 1) {
        const lines = body.text.split('\n').filter((l) => l.trim());
        if (lines.every((l) => l.trim().length >= 40)) blockStarts = lineStarts;
      }
      return { value: blockStarts.length, starts: blockStarts, ...span };
    }
    case 'sentence': {
      if (codeFence(body.text)) return null;
      let prev = '';
      for (const s of view.sentences) {
        if (s.start < body.start || s.end > body.end + 1) continue;
        if (!/\p{L}/u.test(s.text)) continue;
        // A split after "e.g." or before a lower-case word is one sentence, not two.
        const continues = prev !== '' && (ABBREVIATION.test(prev) || /^\p{Ll}/u.test(s.text));
        if (!continues) starts.push(s.start);
        prev = s.text;
      }
      return { value: starts.length, starts, ...span };
    }
  }
}

export interface LengthBreach {
  rule: LengthRule;
  actual: number;
  /** Where the answer goes past an upper limit (the first unit over it); null for answers that are too short. */
  overAt: number | null;
  /** How far off, relative to the limit: 0.1 is 10% over or under. */
  ratio: number;
  start: number;
  end: number;
}

/** Whether the answer breaks a rule; tolerances only for "about N" and for plain "in N words". */
// Several rules on one answer measure it in the same unit: measure each (answer, unit) once.
const measured = new WeakMap<TextView, Map<LengthUnit, ReturnType<typeof measure>>>();

export function checkLength(view: TextView, rule: LengthRule): LengthBreach | null {
  let byUnit = measured.get(view);
  if (!byUnit) measured.set(view, (byUnit = new Map()));
  if (!byUnit.has(rule.unit)) byUnit.set(rule.unit, measure(view, rule.unit));
  const m = byUnit.get(rule.unit)!;
  if (!m) return null;
  const { value: n } = m;
  const v = rule.value;
  let bad = false;
  let ratio = 0;
  switch (rule.kind) {
    case 'max':
      bad = n > v;
      ratio = (n - v) / v;
      break;
    case 'loose_max':
      bad = n > Math.ceil(v * 1.1) + 1;
      ratio = (n - v) / v;
      break;
    case 'min':
      bad = n < v;
      ratio = (v - n) / v;
      break;
    case 'exact':
      bad = n !== v;
      ratio = Math.abs(n - v) / v;
      break;
    case 'approx': {
      const slack = rule.unit === 'word' || rule.unit === 'character' ? Math.max(v * 0.25, 3) : 1;
      bad = Math.abs(n - v) > slack;
      ratio = Math.abs(n - v) / v;
      break;
    }
    case 'range':
      bad = n < v || n > (rule.value2 ?? v);
      ratio = n < v ? (v - n) / v : (n - (rule.value2 ?? v)) / (rule.value2 ?? v);
      break;
  }
  if (!bad) return null;
  const upper = rule.kind === 'range' ? (rule.value2 ?? v) : v;
  let overAt: number | null = null;
  if (n > upper && rule.kind !== 'min') {
    if (rule.unit === 'character') {
      // Count code points up to the limit to find where it is crossed.
      let count = 0;
      let i = m.start;
      while (i < m.end && count < upper) {
        const c = view.text.charCodeAt(i);
        i += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
        count++;
      }
      overAt = i;
    } else overAt = m.starts[upper] ?? null;
  }
  return { rule, actual: n, ratio, overAt, start: m.start, end: m.end };
}

export function describeRule(rule: LengthRule): string {
  const unit = rule.value === 1 && rule.kind !== 'range' ? rule.unit : `${rule.unit}s`;
  switch (rule.kind) {
    case 'max':
    case 'loose_max':
      return `at most ${rule.value} ${unit}`;
    case 'min':
      return `at least ${rule.value} ${unit}`;
    case 'exact':
      return `exactly ${rule.value} ${unit}`;
    case 'approx':
      return `about ${rule.value} ${unit}`;
    case 'range':
      return `${rule.value}–${rule.value2} ${unit}`;
  }
}

/** Calibrated on overshoot: a few words over a 50-word limit is weak, twice the limit is not. */
export function breachConfidence(breach: LengthBreach): number {
  const cap = breach.rule.unit === 'sentence' || breach.rule.unit === 'paragraph' ? 0.85 : 0.93;
  return round2(Math.min(cap, 0.55 + Math.min(0.4, breach.ratio * 0.35)));
}

export function breachSentence(breach: LengthBreach): string {
  const unit = breach.actual === 1 ? breach.rule.unit : `${breach.rule.unit}s`;
  return `asks for ${describeRule(breach.rule)} ("${breach.rule.text}"), but the answer has ${breach.actual} ${unit}`;
}
