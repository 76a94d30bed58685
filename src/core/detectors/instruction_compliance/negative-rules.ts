// Negative rules: "do not mention X", "without using the word 'Y'", "avoid X", "no bullet points", "never
// apologise", and where an answer breaks one. A topic after "use" ("don't use jargon") is not checkable word
// by word, so "use" needs a quoted or named word, or a format (bullets, emojis, code). Shared by
// ignored_negative_constraint and system_prompt_violation.
import type { Span } from '../../text/text-view.js';
import { codeFence, listLines } from './rule-text.js';

export type FormatItem = 'bullets' | 'emoji' | 'code' | 'apology' | 'exclamation' | 'markdown' | 'headings' | 'hashtags' | 'links';

export interface NegativeRule extends Span {
  terms: string[];
  format: FormatItem | null;
  /** The term was quoted or named as a word ("the word 'delve'"): a literal ban. */
  literal: boolean;
}

const NEG = "do not|don't|dont|never|without|avoid|please avoid|refrain from|must not|mustn't|should not|shouldn't|may not|not to|no need to";
const MENTION =
  'mention(?:ing)?|say(?:ing)?|includ(?:e|ing)|talk(?:ing)? about|discuss(?:ing)?|bring(?:ing)? up|refer(?:ring)? to|referenc(?:e|ing)|nam(?:e|ing)|reveal(?:ing)?|disclos(?:e|ing)|stat(?:e|ing)|recommend(?:ing)?|suggest(?:ing)?|cit(?:e|ing)|writ(?:e|ing) about';
const USE =
  'us(?:e|ing)|add(?:ing)?|put(?:ting)?|writ(?:e|ing)|typ(?:e|ing)|output(?:ting)?|print(?:ing)?|giv(?:e|ing)|provid(?:e|ing)|respond with|answer with|reply with|start with|begin with';
const RULE = new RegExp(
  `\\b(${NEG})\\s+(?:ever\\s+|at all\\s+|even\\s+|explicitly\\s+|directly\\s+|any\\s+)?(?:(${MENTION})|(${USE}))?\\s*([^\\n]{1,90})`,
  'gi',
);
// "No emojis." as an order: at a clause start or after "please"; "why are there no code blocks" is a question.
const NO_FORMAT =
  /(?:^|[.!?;:\n(—–-]\s*|\bplease,?\s+|\band\s+|,\s*)no\s+(emojis?|emoticons|bullet[- ]points|bullets|bulleted lists|lists|markdown|code(?: blocks| snippets)?|headings|headers|exclamation (?:marks|points)|hashtags|links|urls|apolog(?:y|ies))\b(?!\s+(?:are|is|were|was|appear|appears|show|shows|render|renders)\b)/gim;
const FORMAT_WORDS: [RegExp, FormatItem][] = [
  [/^(?:bullet[- ]?points?|bullets|bulleted lists?|lists|numbered lists?)\b/i, 'bullets'],
  [/^(?:emojis?|emoticons|emoji)\b/i, 'emoji'],
  [/^(?:code(?: blocks?| snippets?| examples?)?|programming code)\b(?!\s+(?:of|names?|words?))/i, 'code'],
  [/^(?:markdown|formatting)\b/i, 'markdown'],
  [/^(?:headings|headers|section headings)\b/i, 'headings'],
  [/^(?:exclamation (?:marks|points)|exclamations)\b/i, 'exclamation'],
  [/^hashtags\b/i, 'hashtags'],
  [/^(?:links|urls|hyperlinks|web links)\b/i, 'links'],
  [/^(?:apolog(?:y|ies|i[sz]ing)|sorry)\b/i, 'apology'],
];
const APOLOGISE = /\b(?:do not|don't|never|avoid|without|no need to)\s+(?:ever\s+)?(?:apologi[sz](?:e|ing)|say(?:ing)? sorry)\b/i;
const DETERMINER = /^(?:the|a|an|any|my|your|his|her|their|our|its|this|that|these|those|some)\s+/i;
const VAGUE =
  /^(?:it|this|that|them|anything|something|everything|any|yourself|you|me|him|her|us|these|those|other|others|personal|specific|sensitive|details?|information|info|facts?|data|things?|stuff|more|too much|much|other things|the user|users?|people|words?|terms?|phrases?|jargon|slang|technical terms|names?|instructions|rules|guidelines|policies|prompt|this prompt|these instructions|internal \w+|confidential \w+|competitors?)$/i;
const STOP =
  /\s\b(?:in|when|because|unless|if|as|for|while|since|but|so|that|which|who|to|from|at|on|with|by|even|until|anywhere|again|here|there|yet|ever)\b[\s\S]*$/i;
// A straight single quote inside a word ("don't") does not close a quotation.
const QUOTED = /"([^"\n]{1,60})"|“([^”\n]{1,60})”|‘([^’\n]{1,60})’|`([^`\n]{1,60})`|'((?:[^'\n]|'(?=\p{L})){1,60})'(?!\p{L})/gu;
const PART_SCOPE =
  /^\s*(?:in|within)\s+(?:the|your|my)\s+(?:title|subject|first|opening|intro|introduction|headline|heading|summary line|greeting|signature|conclusion)/i;

function termsFrom(object: string, literalVerb: boolean): { terms: string[]; literal: boolean } {
  const named = /^(?:the\s+)?(?:words?|terms?|phrases?|expressions?|names?|letters?)\s+/i.exec(object);
  const rest = named ? object.slice(named[0].length) : object;
  const quoted = [...rest.matchAll(QUOTED)];
  if (quoted.length > 0 && /^\s*["“'‘`]/.test(rest)) {
    // Quoted terms count while the list continues ("'very', 'really' or 'just'").
    const terms: string[] = [];
    let last = 0;
    for (const q of quoted) {
      const gap = rest.slice(last, q.index);
      if (terms.length > 0 && !/^\s*(?:,|or|and|nor|,\s*or|,\s*and)?\s*$/i.test(gap)) break;
      terms.push(
        q
          .slice(1)
          .find((g) => g !== undefined)!
          .trim(),
      );
      last = q.index! + q[0].length;
    }
    return { terms: terms.filter((t) => t.length >= 1), literal: true };
  }
  if (named && /^\s*letter/i.test(named[0])) return { terms: [], literal: false };
  if (!literalVerb && !named) return { terms: [], literal: false };
  const segment = rest.split(/[.;:!?()\n]/)[0];
  const terms: string[] = [];
  const example = /\b(?:such as|like|e\.g\.?|including|for example|for instance)\s+/i.exec(segment);
  const head = example ? segment.slice(0, example.index) : segment;
  const parts = head.split(/,|\bor\b|\band\b|\bnor\b/i);
  if (example) parts.push(...segment.slice(example.index + example[0].length).split(/,|\bor\b|\band\b|\bnor\b/i));
  for (const raw of parts) {
    const part = raw
      .replace(STOP, '')
      .trim()
      .replace(DETERMINER, '')
      .replace(/^(?:any|other)\s+/i, '')
      .trim();
    if (!part || part.split(/\s+/).length > 3 || part.length < 2 || VAGUE.test(part)) continue;
    if (/^(?:that|how|what|why|where|who|whether|if)\b/i.test(part)) continue;
    terms.push(part);
  }
  return { terms, literal: Boolean(named) };
}

/** Every checkable "do not…" rule in an instruction. */
export function findNegativeRules(text: string): NegativeRule[] {
  const scan = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const rules: NegativeRule[] = [];
  for (const m of scan.matchAll(RULE)) {
    const object = m[4].replace(/^\s+/, '');
    const objectStart = m.index! + m[0].length - m[4].length + (m[4].length - object.length);
    const mention = Boolean(m[2]);
    const format = FORMAT_WORDS.find(([re]) => re.test(object.replace(DETERMINER, '')))?.[1] ?? null;
    if (format) {
      const len =
        object.replace(DETERMINER, '').match(/^\S+(?:\s+(?:blocks?|snippets?|points?|lists?|marks|examples?))?/)![0].length +
        (object.length - object.replace(DETERMINER, '').length);
      rules.push({ terms: [], format, literal: true, text: scan.slice(m.index!, objectStart + len), start: m.index!, end: objectStart + len });
      continue;
    }
    const { terms, literal } = termsFrom(object, mention);
    if (terms.length === 0) continue;
    const lastTerm = terms[terms.length - 1];
    const termEnd = object.toLowerCase().indexOf(lastTerm.toLowerCase());
    const end =
      termEnd >= 0
        ? objectStart + termEnd + lastTerm.length + (/["”'’`]/.test(object[termEnd + lastTerm.length] ?? '') ? 1 : 0)
        : objectStart + Math.min(object.length, 40);
    if (PART_SCOPE.test(scan.slice(end, end + 40))) continue;
    rules.push({ terms, format: null, literal, text: scan.slice(m.index!, end), start: m.index!, end });
  }
  for (const m of scan.matchAll(NO_FORMAT)) {
    const format = FORMAT_WORDS.find(([re]) => re.test(m[1]))?.[1];
    const at = m.index! + m[0].search(/no\s/i);
    if (format && !rules.some((r) => r.format === format))
      rules.push({ terms: [], format, literal: true, text: scan.slice(at, m.index! + m[0].length), start: at, end: m.index! + m[0].length });
  }
  const apology = APOLOGISE.exec(scan);
  if (apology && !rules.some((r) => r.format === 'apology')) {
    rules.push({ terms: [], format: 'apology', literal: true, text: apology[0], start: apology.index, end: apology.index + apology[0].length });
  }
  return rules;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NEGATED_BEFORE = /(?:\b(?:not|without|avoid|avoiding|no|never|except|excluding|exclude|besides|other than|apart from)\b|n't|n’t)[^.!?\n]{0,30}$/i;

function formatHit(output: string, format: FormatItem, ruleText: string): Span | null {
  let m: RegExpExecArray | null = null;
  switch (format) {
    case 'bullets': {
      // "No bullet points" still allows a numbered list; "no lists" allows neither.
      const lines = listLines(output).filter((l) => l.number === null || !/bullet/i.test(ruleText));
      if (lines.length < 2) return null;
      return { text: output.slice(lines[0].start, lines[0].end), start: lines[0].start, end: lines[0].end };
    }
    case 'code':
      return codeFence(output);
    case 'emoji':
      m = /\p{Extended_Pictographic}/u.exec(output);
      break;
    case 'apology':
      m = /\b(?:I apologi[sz]e|I'm sorry|I am sorry|sorry (?:for|about)|my apologies|apologies for)\b/i.exec(output);
      break;
    case 'exclamation':
      m = /[\p{L}\p{N})][!]+(?=\s|$)/u.exec(output);
      break;
    case 'markdown':
      m = /^#{1,6}\s.+$|\*\*[^*\n]+\*\*|^\s*[-*]\s.+$|```/m.exec(output);
      break;
    case 'headings':
      m = /^#{1,6}\s.+$/m.exec(output);
      break;
    case 'hashtags':
      m = /(?:^|\s)#[A-Za-z]\w+/.exec(output);
      break;
    case 'links':
      m = /\b(?:https?:\/\/|www\.)\S+/i.exec(output);
      break;
  }
  return m ? { text: m[0], start: m.index, end: m.index + m[0].length } : null;
}

/** The first place the answer breaks a rule: a banned term (whole words, not negated) or a banned format. */
export function findRuleBreach(output: string, rule: NegativeRule): Span | null {
  if (rule.format) return formatHit(output, rule.format, rule.text);
  for (const term of rule.terms) {
    const codeLike = /[()._/<>{}[\]]/.test(term);
    // An unquoted single word matches in the singular and plural ("apples" bans "apple" too).
    const inflect = !codeLike && !rule.literal && /^[\p{L}-]+$/u.test(term);
    const base = inflect ? term.replace(/([^s])s$/i, '$1') : term;
    const body = codeLike ? escapeRegExp(term.replace(/\(\)$/, '(')) : escapeRegExp(base).replace(/\s+/g, '\\s+');
    const plural = inflect ? '(?:s|es)?' : '';
    const re = new RegExp(codeLike ? body : `(?<![\\p{L}\\p{N}_])${body}${plural}(?![\\p{L}\\p{N}_])`, codeLike ? 'g' : 'giu');
    let seen = 0;
    for (const m of output.matchAll(re)) {
      if (++seen > 50) break;
      if (NEGATED_BEFORE.test(output.slice(Math.max(0, m.index! - 40), m.index!))) continue;
      return { text: m[0], start: m.index!, end: m.index! + m[0].length };
    }
  }
  return null;
}

export const FORMAT_LABEL: Record<FormatItem, string> = {
  bullets: 'bullet points',
  emoji: 'emojis',
  code: 'code',
  apology: 'an apology',
  exclamation: 'exclamation marks',
  markdown: 'Markdown',
  headings: 'headings',
  hashtags: 'hashtags',
  links: 'links',
};

/** Literal bans and format bans are clear; an unquoted topic word may be used in another sense. */
export function ruleConfidence(rule: NegativeRule): number {
  if (rule.format) return rule.format === 'exclamation' || rule.format === 'markdown' ? 0.7 : 0.85;
  if (rule.literal) return 0.88;
  return rule.terms.some((t) => /\s/.test(t)) ? 0.78 : 0.72;
}
