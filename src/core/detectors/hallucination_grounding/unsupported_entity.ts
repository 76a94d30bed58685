// Names in the answer (people, places, organisations, products) that no source mentions. Matching is
// case-insensitive and lenient: one distinctive word of a multi-word name suffices ("Dr. Smith" is
// supported by "John Smith"), and so do acronyms ("EU") of a source's names and other forms ("Chinese").
import { isDictionaryAbbreviation } from '../../text/dictionary-abbreviations.js';
import type { Span } from '../../text/text-view.js';
import { ENGLISH_STOPWORDS } from '../../text/stopwords.js';
import type { Detector, Finding } from '../types.js';
import { periodSupported, sourceIndex, type SourceIndex } from './sources.js';
import { hasGroundingSource, stemOf } from './util.js';
import { capitalisesNouns } from './words.js';

/** Words capitalised by convention, not because they name something the sources should hold. */
const COMMON = new Set(
  `i i'm i've i'll i'd monday tuesday wednesday thursday friday saturday sunday january february march april may june
  july august september october november december mon tue wed thu fri sat sun jan feb mar apr jun jul aug sep sept oct nov
  dec ok okay yes no hi hello hey dear thanks thank note notes step steps summary overview answer question example
  examples conclusion introduction source sources context tl;dr faq tip tips warning important update edit ps p.s.
  mr mrs ms dr prof sir madam english internet web ai api url faqs q a option pros cons key yes. however additionally
  first second third finally also tv yoy qoq mom ytd eps ebitda ceo cfo cto coo kpi kpis roi b2b saas gdp usd eur`.split(/\s+/),
);
const TITLES = new Set([
  'inc',
  'ltd',
  'llc',
  'corp',
  'co',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sir',
  'st',
  'jr',
  'sr',
  'mt',
  'dame',
  'lord',
  'lady',
  'king',
  'queen',
  'president',
  'ceo',
]);
const MAX_EVIDENCE = 10;

const FORMATTING = /[\s\-*•#>|_`\d.)]/;
const OPENING = /[:"“'([]/;
const ONLY_OPENING = /^[\s:"“'([]*$/;

/** Whether the entity starts where formatting, not meaning, capitalises a word (list item, heading, bold). */
function positional(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && text[i] !== '\n') {
    const c = text[i];
    if (!FORMATTING.test(c)) return OPENING.test(c) && ONLY_OPENING.test(text.slice(i, start));
    i--;
  }
  return true;
}

interface NameWords {
  /** The words that can identify the name (no titles, function words or conventional capitals). */
  words: string[];
  key: string;
  /** One word only ("Monday"), which a list item or heading may capitalise by position. */
  single: boolean;
  /** Written in capitals throughout ("IMPORTANT"). */
  shouting: boolean;
}

const nameWordsMemo = new Map<string, NameWords>();

/** What the detector reads of a name's text, remembered: answers and items repeat their names. */
function nameWords(text: string): NameWords {
  let r = nameWordsMemo.get(text);
  if (!r) {
    if (nameWordsMemo.size >= 20_000) nameWordsMemo.clear();
    const words = distinctive(text);
    r = { words, key: words.join(' '), single: text.split(/\s+/).length === 1, shouting: text.toUpperCase() === text };
    nameWordsMemo.set(text, r);
  }
  return r;
}

function distinctive(entity: string): string[] {
  return (
    entity
      .split(/\s+/)
      // In a hyphenated compound only the capitalised parts name something ("Sims-based" → Sims).
      .flatMap((w) => (w.includes('-') ? w.split('-').filter((p) => /^\p{Lu}/u.test(p)) : [w]))
      .map((w) =>
        w
          .toLowerCase()
          .replace(/[’']s$/, '')
          .replace(/[.,]+$/, ''),
      )
      .filter((w) => w.length >= 2 && !ENGLISH_STOPWORDS.has(w) && !TITLES.has(w) && !COMMON.has(w))
  );
}

/** The word of a name that decides whether it is supported (its last distinctive word), as written. */
function headWord(text: string): string {
  const last = nameWords(text).words.at(-1);
  const parts = text.split(/\s+/);
  for (let k = parts.length - 1; k >= 0; k--) if (distinctive(parts[k]).includes(last ?? '')) return parts[k];
  return text;
}

function wordSupported(w: string, index: SourceIndex): boolean {
  if (index.mentions(w) || index.hasStem(stemOf(w)) || periodSupported(w, index)) return true;
  if (/^[a-z]{2,6}$/.test(w) && index.hasAcronym(w)) return true;
  return index.hasPrefix(stemOf(w), true);
}

/**
 * A name is supported when its last distinctive word is: the surname of a person ("Dr. Smith" / "John
 * Smith"), the head of an organisation's name ("European Parliament" is not "European Commission").
 */
function isSupported(words: string[], index: SourceIndex): boolean {
  return wordSupported(words[words.length - 1], index);
}

export const detector: Detector = {
  id: 'unsupported_entity',
  requires: ['context'],
  detect(_item, text): Finding | null {
    if (!hasGroundingSource(text) || text.output.isBlank) return null;
    const out = text.output;
    // German capitalises every noun, so capitals do not mark names there.
    if (capitalisesNouns(out)) return null;
    const index = sourceIndex(text);
    const skip = [...out.urls, ...codeSpans(out.text)];
    const unsupported: Span[] = [];
    const seen = new Set<string>();
    for (const e of out.entities.flatMap(splitNames)) {
      if (skip.some((r) => e.start < r.end && e.end > r.start)) continue;
      const name = nameWords(e.text);
      let words = name.words;
      if (words.length === 0) continue;
      // One capitalised word at the start of a list item or heading is capitalised by position.
      if (words.length === 1 && name.single && positional(out.text, e.start)) continue;
      if (seen.has(name.key)) continue;
      seen.add(name.key);
      // All-caps shouting ("IMPORTANT", "NOTE") is emphasis when it is an everyday word the sources hold.
      if (name.shouting) words = words.filter((w) => !(w.length > 6 && index.hasStem(stemOf(w))));
      if (words.length === 0 || isSupported(words, index)) continue;
      unsupported.push(e);
    }
    if (unsupported.length === 0) return null;
    // Abbreviations a dictionary lists ("UK", "USA") may stand for what the sources say otherwise: alone, unsure.
    if (unsupported.every((e) => isDictionaryAbbreviation(headWord(e.text)))) {
      const names = [...new Set(unsupported.map((e) => headWord(e.text)))];
      return {
        decision: 'unsure',
        confidence: 0.4,
        rationale: `The answer names ${names.map((n) => `"${n}"`).join(', ')}, which no source writes: an abbreviation a dictionary lists (a country, a title, a thing). It may stand for what the sources say in other words, or be made up; this cannot be verified without a model, so a person should check it against the source.`,
        evidence: unsupported
          .slice(0, MAX_EVIDENCE)
          .map((e) => ({ source: 'output' as const, start: e.start, end: e.end, description: `"${e.text}" appears in no source.` })),
        severity: 'low',
      };
    }
    const names = unsupported.map((e) => e.text);
    const multiWord = unsupported.some((e) => /\s/.test(e.text));
    return {
      decision: 'fail',
      confidence: Number(Math.min(0.9, (multiWord ? 0.65 : 0.55) + 0.08 * (names.length - 1)).toFixed(3)),
      rationale: `The answer names ${names
        .slice(0, 4)
        .map((n) => `"${n}"`)
        .join(', ')}${names.length > 4 ? ` and ${names.length - 4} more` : ''}, which no source (context, input or tool results) mentions.`,
      evidence: unsupported.slice(0, MAX_EVIDENCE).map((e) => ({
        source: 'output' as const,
        start: e.start,
        end: e.end,
        description: `"${e.text}" appears in no source.`,
      })),
    };
  },
  examples: {
    fail: [
      {
        input: 'Who founded the company?',
        context: ['The company was founded in 2004 by two engineers in Denver.'],
        output: 'The company was founded in 2004 by Marcus Holloway and Priya Natarajan in Denver.',
      },
      {
        input: 'Where is the conference held?',
        context: ['The annual conference takes place in Lisbon each October.'],
        output: 'The conference takes place in Lisbon, hosted by the Gulbenkian Foundation.',
      },
      {
        input: 'Summarize the article.',
        context: ['Employees of the European Commission must delete TikTok from their work phones.'],
        output: 'Employees of the European Parliament must delete TikTok from their work phones.',
      },
    ],
    pass: [
      {
        // Partial match of a multi-word name, case-insensitive.
        input: 'Who leads the study?',
        context: ['The study is led by John Smith of the university of leeds.'],
        output: 'Dr. Smith leads the study at the University of Leeds.',
      },
      {
        // Months, days, list items and headings are capitalised by convention.
        input: 'When are the sessions?',
        context: ['Sessions run every Monday in March; bring a laptop and a charger.'],
        output: '## Schedule\n- Sessions: every Monday in March\n- Bring: laptop, charger\nNote: I will send reminders.',
      },
      {
        input: 'Which bodies are involved?',
        context: ['The European Union and the United Nations signed the accord in China.'],
        output: 'The EU and the UN signed it; Chinese officials hosted the ceremony.',
      },
      {
        // An abbreviation a dictionary lists ("UK") may stand for what the source says otherwise: unsure, not a fail.
        input: 'Summarize the notice.',
        context: ['Train drivers in England, Scotland and Wales will strike on Friday over pay.'],
        output: 'Train drivers across the UK will strike on Friday over pay.',
      },
    ],
  },
};

/** "Marcus Holloway and Priya Natarajan" is two names; "Procter & Gamble" stays one only if no part stands alone. */
function splitNames(e: Span): Span[] {
  if (!/\s(?:and|&)\s/.test(e.text)) return [e];
  const out: Span[] = [];
  const re = /\s+(?:and|&)\s+/g;
  let from = 0;
  for (const m of e.text.matchAll(re)) {
    out.push({ text: e.text.slice(from, m.index!), start: e.start + from, end: e.start + m.index! });
    from = m.index! + m[0].length;
  }
  out.push({ text: e.text.slice(from), start: e.start + from, end: e.end });
  return out.filter((p) => p.text.length > 1);
}

function codeSpans(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  if (!text.includes('`')) return out;
  for (const m of text.matchAll(/```[\s\S]*?(?:```|$)|`[^`\n]+`/g)) out.push({ start: m.index!, end: m.index! + m[0].length });
  return out;
}
