// Topical overlap between two texts: the content stems that carry a topic (not task words such as
// "explain" or "summarize"), matched exactly or by their first letters ("evolution" / "evolved").
// Shared by the response_quality and retrieval_quality detectors.
import { relatedStems } from './related-words.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';
import type { TextView } from './text-view.js';
import { abbreviationStems, identifierStems } from './word-parts.js';

/**
 * Words that say what to do, not what about, and everyday words of chat (interjections, contraction
 * remnants, frequent verbs and adverbs): they make no topic in common.
 */
const TASK_WORDS = new Set(
  `summarize summarise summary explain explanation describe description tell write give list provide answer question
  questions help text document passage article following below above context information detail details know want need
  like make show find use using would could can able way thing things something anything please kindly hi hello hey
  thank thanks good great nice okay yes sure think say said mean let go going look looking new one two many much lot
  really actually well also just time today now day oh ah wow haha lol hmm yeah yep nope gotcha cool awesome interesting
  love hate see seen saw try tried feel felt check start started heard hear knew known never ever always often usually
  sometimes though although pretty quite very bit kind sort maybe probably definitely guess believe agree true right
  wrong bad better best fun favorite favourite enjoy enjoyed ive im id youre thats dont doesnt didnt isnt arent wasnt
  havent hasnt cant couldnt wont wouldnt shouldnt lets theres whats heres generate create draft compose design produce
  build construct develop prepare come table chart sentence paragraph word essay poem story tweet email letter example
  sample format style unique short long brief top least most few several least ten five three`.split(/\s+/),
);

const PREFIX = 5;

const topicCache = new WeakMap<TextView, Set<string>>();
const prefixCache = new WeakMap<TextView, Set<string>>();

/** A content stem that can carry a topic: no number, task word or function word. */
export function isTopicStem(s: string): boolean {
  const c = s.charCodeAt(0);
  return (c < 48 || c > 57) && !TASK_WORDS.has(s) && !ENGLISH_STOPWORDS.has(s);
}

/** Content stems of a view that can carry a topic; cached per view. */
export function topicStems(view: TextView): Set<string> {
  let set = topicCache.get(view);
  if (!set) {
    set = new Set();
    for (const s of view.contentStems) if (isTopicStem(s)) set.add(s);
    topicCache.set(view, set);
  }
  return set;
}

/** The first letters a stem is matched by ("evolution" / "evolved"), or null for a stem too short for that. */
export function stemPrefix(s: string): string | null {
  return s.length > PREFIX ? s.slice(0, PREFIX) : null;
}

/** The first letters of the view's content stems (stemPrefix); cached per view. */
export function prefixes(view: TextView): Set<string> {
  let set = prefixCache.get(view);
  if (!set) {
    set = new Set();
    for (const s of view.contentStems) if (s.length > PREFIX) set.add(s.slice(0, PREFIX));
    prefixCache.set(view, set);
  }
  return set;
}

/** Whether a view holds a stem, exactly, by its first letters, or inside an identifier ("in_transit"). */
export function viewHas(view: TextView, s: string): boolean {
  return view.contentStems.has(s) || (s.length > PREFIX && prefixes(view).has(s.slice(0, PREFIX))) || identifierStems(view).has(s);
}

/**
 * How many of `stems` the view does not hold but says in related words (a synonym of the word's most frequent
 * sense, a derived form, an abbreviation's phrase: text/related-words.ts, text/word-parts.ts), up to `cap`.
 */
export function countRelated(stems: Iterable<string>, view: TextView, cap: number): number {
  let n = 0;
  const expansions = abbreviationStems(view);
  for (const s of stems) {
    if (viewHas(view, s)) continue;
    if (expansions.has(s) || relatedStems(s).some((r) => viewHas(view, r) || expansions.has(r))) {
      if (++n >= cap) return n;
    }
  }
  return n;
}

/** The stems of `stems` that `view` holds. */
export function sharedWith(stems: Iterable<string>, view: TextView): string[] {
  const out: string[] = [];
  for (const s of stems) if (viewHas(view, s)) out.push(s);
  return out;
}

/**
 * How many of `stems` the view holds (as viewHas tells), counted only up to `cap`: the detectors compare the
 * count with 1 or 2, so they stop early, and exact matches are counted before the prefix set is ever built.
 */
export function countShared(stems: Iterable<string>, view: TextView, cap: number): number {
  const exact = view.contentStems;
  let n = 0;
  const rest: string[] = [];
  for (const s of stems) {
    if (exact.has(s)) {
      if (++n >= cap) return n;
    } else if (s.length > PREFIX) rest.push(s);
  }
  const pre = rest.length > 0 ? prefixes(view) : null;
  for (const s of rest) if (pre!.has(s.slice(0, PREFIX)) && ++n >= cap) return n;
  // Words inside the view's identifiers ("transit" of "in_transit"), looked up only when short of the cap.
  const parts = identifierStems(view);
  if (parts.size > 0) for (const s of stems) if (!exact.has(s) && !(s.length > PREFIX && pre?.has(s.slice(0, PREFIX))) && parts.has(s) && ++n >= cap) return n;
  return n;
}

/** A clarifying question instead of an answer: short, asks back, and asks for more detail. */
export function isClarification(output: TextView): boolean {
  const t = output.text.trim();
  if (t.length > 600 || !t.includes('?')) return false;
  return /\b(?:could|can|would) you (?:please )?(?:clarify|specify|provide|share|tell me|give me|explain|elaborate)|\bwhat do you mean\b|\bdo you mean\b|\bcan you be more specific\b|\bmore (?:details|context|information)\b/i.test(
    t,
  );
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;

/** Text in a script written without spaces: its "words" are whole phrases, so word overlap says nothing. */
export function unspaced(view: TextView): boolean {
  return UNSPACED_SCRIPT.test(view.text.slice(0, 400));
}
