// List rules: does the input ask for a list (bullets, numbered steps, "List the…") or for N items ("5 tips",
// "the top 3 risks"), and how many items does an answer list. Used by list_format_violation.
import type { Span } from '../../text/text-view.js';
import { answerBody, clauseAround, COUNT, listLines, parseCount, type ListLine } from './rule-text.js';

export interface ListRequest extends Span {
  /** bullet / numbered: the input names the format; list: "List the…", a loose ask an inline list meets. */
  style: 'bullet' | 'numbered' | 'list' | null;
  count: { value: number; kind: 'exact' | 'min' | 'max' } | null;
}

const FORMAT =
  /\b(?:(?:as|in|into|using|with|use)\s+(?:a\s+)?(?:short\s+)?(bulleted|bullet|numbered|ordered|unordered)?\s*(?:list|bullets|bullet[- ]points?)\b|(bullet(?:ed)?)[- ]points?|(bulleted) list|(numbered) (?:list|steps)|(step[- ]by[- ]step) list|in list form(?:at)?|list format|as a checklist)/gi;
// "Don't use bullet points" names the format to avoid it.
const NEGATED = /\b(?:not|don'?t|never|no|without|avoid|instead of|rather than|except)\b[^.!?\n]{0,25}$/i;
const MAKE_LIST =
  /\b(?:give|make|create|provide|write|compile|prepare|generate|share|produce|draw up|put together)\s+(?:me\s+|us\s+)?(?:a\s+)?(?:short\s+|quick\s+|brief\s+|complete\s+|full\s+)?(bulleted\s+|numbered\s+)?list\s+of\b/i;
const LIST_VERB = new RegExp(
  `(?:^|[.!?:\\n]\\s*|\\bplease\\s+|\\b(?:can|could|would) you\\s+)list\\s+(?:out\\s+)?(?:the|all|some|any|every|several|a few|your|my|our|its|their|examples|ways|reasons|${COUNT})\\b`,
  'i',
);
// The count must be the verb's direct object ("give me 5 tips", "what are the top 3 risks"): in "write an
// algorithm to find the top 3 movies" the count belongs to something else.
const COUNT_ASK = new RegExp(
  `(?:\\b(?:name|give(?: me| us)?|provide|suggest|recommend|share|enumerate|outline|identify|mention|brainstorm|come up with|generate|write(?: down)?|what are|tell me|offer|propose|pick|choose|select|rank|cite|show me|highlight)|(?:^|[.!?:\\n]\\s*|\\bplease\\s+|\\b(?:can|could|would) you\\s+)list(?: out)?)\\s+(?:me\\s+|us\\s+)?(?:(?:a|an|the|your|my|some|top|other|more|different|main|key)\\s+){0,3}(at least |up to |at most |no more than |exactly )?(${COUNT})\\s+(?:[\\w'-]+\\s+){0,3}?([a-z]+s)\\b(\\s+or more)?`,
  'dgi',
);
// Any "N <things>" in the same clause: two of them ("two advantages and two disadvantages") mean two lists.
const ANY_COUNT = new RegExp(`\\b(?:${COUNT})\\s+(?:[\\w'-]+\\s+){0,2}?[a-z]+s\\b`, 'gi');
const BULLET_COUNT = new RegExp(
  `\\b(?:in|with|using|into|as)\\s+(${COUNT})\\s+(?:short\\s+|key\\s+|concise\\s+|main\\s+)?(bullet(?:ed)?[- ]?points?|bullets|points|items|steps)\\b`,
  'gi',
);
// Units of length and plain quantities are not items ("in 3 sentences", "for 5 minutes").
const NOT_ITEMS =
  /^(?:words|sentences|paragraphs|lines|characters|chars|pages|minutes|hours|seconds|days|weeks|months|years|times|dollars|euros|percent|cents|miles|kilometers|kilometres|meters|metres|pounds|kilograms|kgs|lbs|grams|calories|degrees|decades|centuries|letters|syllables)$/i;

export function findListRequest(text: string): ListRequest | null {
  const scan = text.length > 20_000 ? text.slice(0, 20_000) : text;
  let style: ListRequest['style'] = null;
  let span: { start: number; end: number; text: string } | null = null;
  const format = [...scan.matchAll(FORMAT)].find((m) => !NEGATED.test(scan.slice(Math.max(0, m.index! - 40), m.index!)));
  if (format) {
    const word = (format.slice(1).find(Boolean) ?? '').toLowerCase();
    style = /numbered|ordered|step/.test(word) && !/unordered/.test(word) ? 'numbered' : /bullet/.test(word) || /bullet/i.test(format[0]) ? 'bullet' : 'list';
    span = { start: format.index!, end: format.index! + format[0].length, text: format[0] };
  } else {
    const make = MAKE_LIST.exec(scan) ?? LIST_VERB.exec(scan);
    if (make) {
      style = make[1] && /numbered/i.test(make[1]) ? 'numbered' : make[1] ? 'bullet' : 'list';
      const lead = make[0].search(/\S/);
      span = { start: make.index + lead, end: make.index + make[0].length, text: make[0].slice(lead) };
    }
  }
  const counts: { value: number; kind: 'exact' | 'min' | 'max'; start: number; end: number; text: string }[] = [];
  for (const m of scan.matchAll(COUNT_ASK)) {
    const noun = m[3].toLowerCase();
    if (NOT_ITEMS.test(noun)) continue;
    const after = scan.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
    const countAt = m.indices![2][0];
    const before = scan.slice(Math.max(0, countAt - 20), countAt);
    // "the 5 reviews below" points at the input, not at what to produce.
    if (/^\s*(?:below|above|following|listed|provided|here)\b/i.test(after) || /\b(?:these|those|following|above)\s+\S*\s*$/i.test(before)) continue;
    const value = parseCount(m[2]);
    if (value === null || value < 2 || value > 50) continue;
    const clause = clauseAround(scan, m.index!).text;
    if ((clause.match(ANY_COUNT) ?? []).filter((c) => !NOT_ITEMS.test(c.split(/\s+/).pop()!)).length > 1) continue;
    const qual = (m[1] ?? '').trim().toLowerCase();
    const kind = qual === 'at least' || m[4] ? 'min' : ['up to', 'at most', 'no more than'].includes(qual) ? 'max' : 'exact';
    const lead = m[0].search(/\w/);
    counts.push({ value, kind, start: m.index! + lead, end: m.index! + m[0].length, text: m[0].slice(lead) });
  }
  for (const m of scan.matchAll(BULLET_COUNT)) {
    if (NEGATED.test(scan.slice(Math.max(0, m.index! - 40), m.index!))) continue;
    const value = parseCount(m[1]);
    if (value === null || value < 2 || value > 50 || counts.some((c) => c.start <= m.index! && m.index! < c.end)) continue;
    counts.push({ value, kind: 'exact', start: m.index!, end: m.index! + m[0].length, text: m[0] });
  }
  // "3 pros and 3 cons" asks for two lists: a single count cannot be checked against the whole answer.
  const count = counts.length === 1 ? counts[0] : null;
  if (!style && !count) return null;
  if (count && /bullet|points?\b/i.test(count.text) && !style) style = 'bullet';
  const where = span ?? count!;
  return { text: where.text, start: where.start, end: where.end, style, count: count ? { value: count.value, kind: count.kind } : null };
}

export interface ListShape {
  /** Top-level items by line markers, in groups (a numbered restart or a heading between runs starts a group). */
  groups: ListLine[][];
  total: number;
  /** Items found without line markers: bold-headed paragraphs, or an inline "a, b, and c" run. */
  looseItems: number;
  looseKind: 'headed' | 'lines' | 'inline' | null;
  /** Numbers that skip or repeat within a numbered run ("1, 2, 4"). */
  badNumbering: ListLine | null;
  span: { start: number; end: number };
}

const HEADED_BLOCK = /^\s*(?:\*\*[^*\n]{2,80}\*\*|__[^_\n]{2,80}__|[A-Z][^\n:.!?]{1,50}:\s)/;

export function listShape(output: string): ListShape {
  const body = answerBody(output);
  const lines = listLines(body.text).map((l) => ({ ...l, start: l.start + body.start, end: l.end + body.start }));
  const numbered = lines.filter((l) => l.number !== null);
  const bullets = lines.filter((l) => l.number === null);
  const minNum = numbered.length ? Math.min(...numbered.map((l) => l.indent)) : Infinity;
  const minBul = bullets.length ? Math.min(...bullets.map((l) => l.indent)) : Infinity;
  // Bullets under numbered items (even unindented) are details; numbered lines under bullets are sub-steps.
  const top = minNum <= minBul ? numbered.filter((l) => l.indent === minNum) : bullets.filter((l) => l.indent === minBul);
  const groups: ListLine[][] = [];
  let badNumbering: ListLine | null = null;
  const allOnes = top.every((l) => l.number === 1);
  for (let i = 0; i < top.length; i++) {
    const line = top[i];
    const prev = top[i - 1];
    let restart = i === 0;
    if (prev && line.number !== null && prev.number !== null && !allOnes) {
      if (line.number === 1 || line.number < prev.number) restart = true;
      else if (line.number !== prev.number + 1) badNumbering ??= line;
    }
    // A heading or a "Cons:" line between two bullet runs starts a new group.
    if (prev && line.number === null) {
      const between = output.slice(prev.end, line.start);
      if (/\n\s*(?:#{1,6}\s|\*\*[^\n]*\*\*\s*:?\s*\n|[^\n-*•]{1,60}:\s*\n)/.test(between)) restart = true;
    }
    if (restart) groups.push([line]);
    else groups[groups.length - 1].push(line);
  }
  let looseItems = 0;
  let looseKind: ListShape['looseKind'] = null;
  if (top.length === 0) {
    const blocks = body.text.split(/\n\s*\n/);
    const headed = blocks.filter((b) => HEADED_BLOCK.test(b)).length;
    const lines = body.text.split('\n').filter((l) => l.trim());
    // One short item per line, without markers ("Canada\nMexico\n…").
    const shortLines = lines.filter((l) => l.trim().split(/\s+/).length <= 8 && !/[.!?:]\s*$/.test(l.trim())).length;
    if (headed >= 2) {
      looseItems = headed;
      looseKind = 'headed';
    } else if (lines.length >= 3 && shortLines >= lines.length * 0.8) {
      // Stanzas separated by blank lines ("two haikus") are one item each; otherwise each line is one.
      const stanzas = blocks.filter((b) => b.trim()).length;
      looseItems = stanzas >= 2 && lines.length > stanzas ? stanzas : shortLines;
      looseKind = 'lines';
    } else {
      // The longest inline run of short comma-separated items ("Hydrogen, Helium, Lithium and Boron").
      for (const segment of body.text.slice(0, 4000).split(/[.!?\n]+(?:\s|$)/)) {
        const run = segment.includes(':') ? segment.slice(segment.lastIndexOf(':') + 1) : segment.replace(/^.*?\b(?:are|include|includes|is)\s+/i, '');
        if (!run.includes(',')) continue;
        const parts = run.split(/\s*(?:,\s*(?:and|or)\s+|,|;|\s+and\s+|\s+or\s+)\s*/).filter((p) => p.trim());
        if (parts.length >= 2 && parts.every((p) => p.split(/\s+/).length <= 8) && parts.length > looseItems) {
          looseItems = parts.length;
          looseKind = 'inline';
        }
      }
    }
  }
  const span = top.length ? { start: top[0].start, end: top[top.length - 1].end } : { start: body.start, end: body.end };
  return { groups, total: top.length, looseItems, looseKind, badNumbering, span };
}

export function countMatches(count: NonNullable<ListRequest['count']>, n: number): boolean {
  if (count.kind === 'min') return n >= count.value;
  if (count.kind === 'max') return n <= count.value && n > 0;
  return n === count.value;
}
