// Statements in an answer that an operation was carried out, read clause by clause from verb forms rather than from
// listed phrases: a first-person past or perfect of any verb ("I refunded", "we've gone ahead and cancelled", "I did
// move"), a passive or stative result ("your refund has been issued", "the order is cancelled", "the refund has gone
// through", "your refund is done", "$49.99 is back on your card"), and a bare report ("Done!", "All set", "Sent!",
// "Ticket created:"). Future, conditional and modal forms, questions, and the answer editing its own text are no
// claim; a negated claim ("the refund was not issued", "nothing was posted") is kept, marked, as it tells the user
// the operation did not happen. Texts the user asked to have written, and drafted letters inside the answer, are not
// the answer's own voice. Which claims fit which tool is the readers' business (failure-report.ts, findActionClaims).
import { pastFormLemmas, stem } from '../../text/stem.js';
import { ENGLISH_STOPWORDS } from '../../text/stopwords.js';
import { type ActionFamily, familyOfLemma, GENERIC_COMPLETION } from './action-families.js';
import {
  ADVERB,
  BE,
  CONJUNCTION,
  DETERMINER,
  EMPTY_SUBJECTS,
  FAILURE_VERBS,
  INTERJECTION,
  MODAL,
  NEGATION,
  PARTICLE,
  RESULT,
  SUBORDINATE,
  type Tok,
  words,
} from './clause-words.js';

export type { ActionFamily } from './action-families.js';

export type ClaimKind = 'first_person' | 'passive' | 'result' | 'bare';

export interface Claim {
  kind: ClaimKind;
  /** The verb's lemma ("refund"; a phrasal verb "call_off"); null for a result word ("done", "through", "back"). */
  lemma: string | null;
  family: ActionFamily | null;
  /** "not issued", "nothing was posted", or a verb of failure ("declined", "rejected"). */
  negated: boolean;
  /** Stems of the clause's subject and object words: what the claim is about (empty for "Done!", "it", "that"). */
  topic: string[];
  /** First person with have/just/already… ("I've sent"), not a plain past ("I sent"). */
  perfect: boolean;
  /** The form of "be" (or "went", "gone") a passive or result claim turns on: "been", "is", "was"; null otherwise. */
  be: string | null;
  /** The verb or result word as written, and where it ends in the answer. */
  verb: string;
  verbEnd: number;
  /** The clause that makes the claim, where argument values it names are looked for. */
  text: string;
  start: number;
  end: number;
}

// Function words ("of", "for") name nothing; figures stay, as "$49.99" names the refund.
const contentStems = (toks: Tok[]) =>
  toks.filter((t) => t.w.length > 1 && !ENGLISH_STOPWORDS.has(t.w) && !EMPTY_SUBJECTS.has(t.w) && !BE.has(t.w)).map((t) => stem(t.w));

const knownVerb = (l: string) => familyOfLemma(l, []) !== null || GENERIC_COMPLETION.has(l) || FAILURE_VERBS.has(l);

/** The lemma of a verb form and whether a particle makes it phrasal ("called off" → call_off), with the tokens used. */
function verbAt(toks: Tok[], i: number, base: boolean): { lemma: string; used: number } | null {
  const w = toks[i]?.w;
  if (!w) return null;
  const lemmas = base ? [w] : pastFormLemmas(w);
  if (lemmas.length === 0) return null;
  const particle = toks[i + 1]?.w;
  if (particle && PARTICLE.has(particle)) {
    const phrasal = lemmas.map((l) => `${l}_${particle}`).find((p) => knownVerb(p) || p === 'set_up' || p === 'sign_up');
    if (phrasal) return { lemma: phrasal, used: 2 };
  }
  return { lemma: lemmas.find(knownVerb) ?? lemmas[0], used: 1 };
}

function claimOf(
  kind: ClaimKind,
  lemma: string | null,
  verb: Tok,
  negated: boolean,
  topic: Tok[],
  clause: { text: string; toks: Tok[] },
  perfect: boolean,
  be: string | null = null,
): Claim {
  const stems = contentStems(topic);
  const first = clause.toks[0];
  return {
    kind,
    lemma,
    family: lemma ? familyOfLemma(lemma, stems) : null,
    negated: negated || (lemma !== null && FAILURE_VERBS.has(lemma)),
    topic: stems,
    perfect,
    be,
    verb: clause.text.slice(verb.start - first.start, verb.end - first.start),
    verbEnd: verb.end,
    text: clause.text,
    start: first.start,
    end: clause.toks[clause.toks.length - 1].end,
  };
}

/** "I refunded", "we've gone ahead and cancelled", "I did move", "I was able to book", "I haven't sent". */
function firstPerson(toks: Tok[], i: number, clause: { text: string; toks: Tok[] }): Claim | null {
  let j = i + 1;
  let negated = false;
  let perfect = false;
  let base = false;
  for (let guard = 0; guard < 8 && j < toks.length; guard++) {
    const w = toks[j].w;
    if (ADVERB.has(w) || w === 'ahead' || w === 'and' || w === 'gone' || w === 'went') {
      perfect ||= w !== 'and';
      j++;
    } else if (NEGATION.has(w)) {
      negated = true;
      j++;
    } else if (w === 'have' || w === 'has' || w === 'had') {
      perfect = true;
      j++;
    } else if (w === "'d") {
      // "I'd sent" (had) reports; "I'd send" (would) offers.
      if (pastFormLemmas(toks[j + 1]?.w ?? '').length === 0) return null;
      perfect = true;
      j++;
    } else if (w === 'did') {
      base = true;
      j++;
    } else if ((w === 'was' || w === 'were') && toks[j + 1]?.w === 'able' && toks[j + 2]?.w === 'to') {
      base = true;
      perfect = true;
      j += 3;
    } else if (w === 'managed' && toks[j + 1]?.w === 'to') {
      base = true;
      perfect = true;
      j += 2;
    } else break;
  }
  const w = toks[j]?.w;
  if (!w || MODAL.has(w) || w === 'am' || w === 'was' || w === 'were' || w === 'be') return null;
  const verb = verbAt(toks, j, base);
  if (!verb) return null;
  return claimOf('first_person', verb.lemma, toks[j], negated, toks.slice(j + verb.used, j + verb.used + 10), clause, perfect);
}

/** "your refund has been issued", "the order is cancelled", "it's done", "the refund has gone through", "$49.99 is back on your card". */
function resultAfterBe(toks: Tok[], b: number, clause: { text: string; toks: Tok[] }): Claim | null {
  // The subject runs back to the clause's start or a conjunction; a subordinate or modal word in it is no claim,
  // except a negated one before the verb: "it can't be cancelled", "your refund won't go through" deny.
  let s = b;
  while (s > 0 && !CONJUNCTION.has(toks[s - 1].w)) s--;
  let subject = toks.slice(s, b);
  const deniedModal = b >= 2 && toks[b - 1].w === 'not' && MODAL.has(toks[b - 2].w);
  if (deniedModal) subject = subject.slice(0, -2);
  else if (toks[b].w === 'be' || toks[b].w === 'go') return null;
  while (subject.length && ['has', 'have', 'had', "'d"].includes(subject[subject.length - 1].w)) subject = subject.slice(0, -1);
  while (subject.length && INTERJECTION.has(subject[0].w) && subject.length > 1) subject = subject.slice(1);
  // A subject holds no verb of its own: "the dish is thought to have been created" reports nothing.
  if (subject.length === 0 || subject.length > 7 || subject.at(-1)?.w === 'to' || subject.some((t) => BE.has(t.w) && t.w !== 'get')) return null;
  if (subject[0].w === 'i' || subject[0].w === 'we') return null;
  // "the refund that you asked for has been issued" describes; "that's done" reports.
  if (subject.some((t, k) => (SUBORDINATE.has(t.w) && (k > 0 || !DETERMINER.has(t.w))) || MODAL.has(t.w) || t.w === 'how' || t.w === 'why')) return null;
  let negated = deniedModal || NEGATION.has(subject[0].w);
  let marked = false;
  let j = b + 1;
  const be = toks[b].w;
  for (let guard = 0; guard < 6 && j < toks.length; guard++) {
    const w = toks[j].w;
    if (NEGATION.has(w) || (w === 'longer' && toks[j - 1].w === 'no')) negated = true;
    else if (w === 'now' || w === 'back') marked = true;
    else if (!(ADVERB.has(w) || w === 'been' || w === 'being' || w === 'yet')) break;
    j++;
  }
  // "Refunds are processed within 5 days" says how things go, not what happened: a present plural of no thing in
  // particular (no determiner, pronoun, figure or name).
  const particular = subject.some(
    (t, k) => DETERMINER.has(t.w) || EMPTY_SUBJECTS.has(t.w) || /\d/.test(t.w) || (k > 0 && /^\p{Lu}/u.test(clause.text.slice(t.start - toks[0].start))),
  );
  if (be === 'are' && !particular && !negated) return null;
  const w = toks[j]?.w;
  if (!w) return null;
  const topic = subject;
  // "went through", "has gone out": the operation is over.
  if (be === 'went' || be === 'gone' || be === 'goes') {
    if (w !== 'through' && w !== 'out') return null;
    return claimOf('result', `go_${w}`, toks[j], negated, topic, clause, false, be);
  }
  if (RESULT.has(w) || (w === 'taken' && toks[j + 1]?.w === 'care')) {
    // "is set to arrive", "is out of stock" say something else.
    if (toks[j + 1]?.w === 'to' || (w === 'out' && toks[j + 1]?.w === 'of')) return null;
    return claimOf('result', w === 'taken' ? 'take_care' : null, toks[j], negated, topic, clause, false, be);
  }
  if (w === 'on' && ['its', 'the', 'their', 'his', 'her'].includes(toks[j + 1]?.w ?? '') && toks[j + 2]?.w === 'way') {
    return claimOf('result', null, toks[j + 2], negated, topic, clause, false, be);
  }
  // "is now in your account", "is back on your card", "is now 12 Elm St": the new state, marked by now/back.
  if (marked && be !== 'got') return claimOf('result', null, toks[j], negated, [...topic, ...toks.slice(j, j + 6)], clause, false, be);
  // "is in the queue", "is on the calendar": the thing exists where the operation would have put it.
  if (['in', 'on', 'with'].includes(w)) return claimOf('result', 'place_in', toks[j], negated, topic, clause, false, be);
  const verb = verbAt(toks, j, false);
  if (!verb || toks[j + verb.used]?.w === 'to') return null;
  return claimOf('passive', verb.lemma, toks[j], negated, topic, clause, false, be);
}

/** What may follow a headline's participle: "Posted in #release", "Refund issued to your card", or nothing. */
const HEADLINE_END = new Set(['in', 'to', 'for', 'on', 'at', 'with', 'by', 'via', 'from', 'and', 'successfully', 'now', 'as']);

/** "Done!", "All set", "Sent!", "Posted in #release", "Ticket created:", "Refund issued.", "Booked: Nopa, 8 pm". */
function bare(toks: Tok[], clause: { text: string; toks: Tok[] }): Claim | null {
  let i = 0;
  while (i < toks.length - 1 && INTERJECTION.has(toks[i].w)) i++;
  const rest = toks.slice(i);
  const ends = (k: number) => k >= rest.length || HEADLINE_END.has(rest[k].w);
  if (rest[0].w === 'all' && (rest[1]?.w === 'done' || rest[1]?.w === 'set') && ends(2)) return claimOf('bare', null, rest[1], false, [], clause, false);
  if (rest[0].w === 'done' && ends(1)) return claimOf('bare', null, rest[0], false, [], clause, false);
  // A headline: up to three words naming the thing, then its participle ("Ticket created").
  for (let k = 0; k <= Math.min(3, rest.length - 1); k++) {
    const head = rest.slice(0, k);
    if (head.some((t) => EMPTY_SUBJECTS.has(t.w) || BE.has(t.w) || NEGATION.has(t.w) || MODAL.has(t.w) || SUBORDINATE.has(t.w))) return null;
    if (head.some((t) => !DETERMINER.has(t.w) && pastFormLemmas(t.w).length > 0)) return null;
    const verb = pastFormLemmas(rest[k].w).length > 0 ? verbAt(rest, k, false) : null;
    if (verb && ends(k + verb.used)) return claimOf('bare', verb.lemma, rest[k], false, head, clause, false);
  }
  return null;
}

// Editing the answer's own text, or content shown in it, is not an action in the world.
const TEXT_OBJECT =
  /^[^.!?\n]{0,40}?\b(?:code|function|script|snippet|example|essay|draft|poem|story|answer|response|version|paragraph|sentence|wording|tone|list|summary|outline|text|docstring|comments?|variable|query|regex|formula|translation|bullet|section|headline|title|details?|information|context|examples|notes? below|below|above|here)\b/i;
// "I've shared the steps below" points at the answer itself.
const IN_ANSWER = /^[^.!?\n]{0,40}?\b(?:below|above|in this (?:answer|message|reply|response))\b|^[^.!?\n]{0,30}?\bhere\s*[:.]/i;
const CREATIVE_TASK =
  /\b(?:write|draft|compose|rewrite|story|poem|novel|roleplay|role-play|pretend|imagine|fiction(?:al)?|example|template|sample|script|dialogue|narrative|letter|screenplay|simulate|mock)\b/i;
const CONDITIONAL_OPENERS = new Set(['if', 'once', 'unless', 'when', 'whenever', 'until', 'soon']);
const SENTENCE_MARK = /[.!?\n]/g;
const CLAUSE_END = /[.!?]+(?=[\s"'”’)\]]|$)|\n|;|:(?!\d)|\s[—–-]\s|[—–]|,\s/g;

/** Every claim of the answer's own voice, in order; none when the input asks for a text to be written. */
export function readClaims(output: string, input: string): Claim[] {
  if (CREATIVE_TASK.test(input)) return [];
  // Only the answer's own voice: stop where a drafted email or letter begins; quoted words are someone else's.
  const stop = output.search(/^\s*(?:[Ss]ubject:|[Dd]ear\b|(?:Hi|Hello) [A-Z][a-z]+,)/m);
  const text = output.slice(0, Math.min(stop >= 0 ? stop : output.length, 20_000)).replace(/"[^"\n]{0,300}"|“[^”\n]{0,300}”/g, (q) => ' '.repeat(q.length));
  // In an answer that shows code, "we've created a class" narrates the code: only outward actions count.
  const showsCode = text.includes('```');
  const claims: Claim[] = [];
  let from = 0;
  // A sentence opened by "if", "once", "unless"… is conditional to its end: "If you confirm, your refund is issued".
  let conditional = false;
  for (const m of [...text.matchAll(CLAUSE_END), { index: text.length, 0: '' }]) {
    const end = m.index!;
    const raw = text.slice(from, end);
    SENTENCE_MARK.lastIndex = end;
    const question = m[0].startsWith('?') || SENTENCE_MARK.exec(text)?.[0] === '?';
    from = end + m[0].length;
    const toks = words(raw, end - raw.length);
    const opensConditional = toks.length > 0 && CONDITIONAL_OPENERS.has(toks[toks[0].w === 'as' ? 1 : 0]?.w ?? '');
    const skip = question || conditional || toks.length === 0 || claims.length >= 30;
    conditional = (conditional || opensConditional) && !/[.!?\n]/.test(m[0]);
    if (skip) continue;
    const clause = { text: output.slice(toks[0].start, toks[toks.length - 1].end), toks };
    const found: Claim[] = [];
    for (let i = 0; i < toks.length; i++) {
      const w = toks[i].w;
      // A subordinate word makes the rest of the clause no report: "once I've booked", "unless it has been sent".
      if (SUBORDINATE.has(w) && !(DETERMINER.has(w) || w === 'which' || w === 'who')) break;
      let c: Claim | null = null;
      if (w === 'i' || w === 'we') c = firstPerson(toks, i, clause);
      else if (BE.has(w) && !(i > 0 && (BE.has(toks[i - 1].w) || toks[i - 1].w === 'not'))) c = resultAfterBe(toks, i, clause);
      else if ((w === 'went' || w === 'gone' || w === 'goes') && i > 0) c = resultAfterBe(toks, i, clause);
      else if ((w === 'be' || w === 'go') && i > 1 && toks[i - 1].w === 'not') c = resultAfterBe(toks, i, clause);
      if (c) found.push(c);
    }
    if (found.length === 0) {
      const c = bare(toks, clause);
      if (c) found.push(c);
    }
    for (const c of found) {
      const editLike = c.family === 'update' || c.family === 'create' || c.family === 'delete';
      const after = output.slice(c.verbEnd, c.verbEnd + 60);
      if (IN_ANSWER.test(after) || (editLike && c.kind === 'first_person' && (showsCode || TEXT_OBJECT.test(after)))) continue;
      claims.push(c);
    }
  }
  return claims;
}

/** Completed outward actions the answer claims ("I've sent the email", "Your order has been cancelled"), by family. */
export interface ActionClaim {
  family: ActionFamily;
  text: string;
  start: number;
  end: number;
  passive: boolean;
  /** The participle as written ("cancelled"), for source checks. */
  verb: string;
}

const ACTION_FORMS =
  /\b(?:I|we)(?:['’]ve|['’]d| have| had| just| already| successfully| now| also| went ahead| finally)\b|\bbeen\b|\b(?:is|are)\s+(?:now\s+|all\s+)?(?:booked|reserved|scheduled|cancell?ed|canceled|confirmed)\b/i;

/**
 * Claims of an outward action of a known family, for detectors that ask whether any tool could have done it, where
 * no failed call narrows what a claim may be about: the first person with have/just/already… ("I've sent", not "I
 * purchased" in an example sentence), or a perfect passive of "your/the …" ("your order has been cancelled"; "is"
 * only for a booking's state), with no agent named ("was created by the Medici" tells history).
 */
export function findActionClaims(output: string, input: string): ActionClaim[] {
  // Most answers hold neither form: a look for their auxiliaries spares reading them (this runs on every item).
  if (!ACTION_FORMS.test(output)) return [];
  const out: ActionClaim[] = [];
  for (const c of readClaims(output, input)) {
    if (c.negated || c.family === null) continue;
    if (c.kind === 'first_person' && !c.perfect) continue;
    if (c.kind === 'passive') {
      const state = (c.be === 'is' || c.be === 'are') && ['book', 'reserve', 'schedule', 'cancel', 'confirm'].includes(c.lemma ?? '');
      if (!(c.be === 'been' || state) || !/^(?:your|the)\s+(?:\S+\s+){0,3}?(?:has|have|is|are)\b/i.test(c.text) || /^\s*by\b/i.test(output.slice(c.verbEnd)))
        continue;
    } else if (c.kind !== 'first_person') continue;
    out.push({ family: c.family, text: c.text, start: c.start, end: c.end, passive: c.kind === 'passive', verb: c.verb });
  }
  return out;
}
