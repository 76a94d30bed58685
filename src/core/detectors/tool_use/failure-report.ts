// How an answer reports an operation that failed: as done (a claim that fits the operation), as not done (a sentence
// whose problem wording is about it, or a claim of it negated), or not at all. tool_error_ignored reads each failed
// tool call with it, and hidden_tool_error each failed span of a trace, so both read final answers alike.
//
// A claim fits the operation when its verb names what the tool does ("refunded" for issue_refund; a verb of the
// same family, "wired" for transfer_funds), or when a verb of completion ("done", "processed", "went through",
// "taken care of") is said of the thing the tool acts on ("your refund", "$49.99") or of nothing in particular
// ("Done!", "It's all set"); a first-person action on the call's own arguments ("I moved you to LH 401") fits too.
// A tool that only reads (search_flights) performs nothing to be misreported: a made-up answer after it is silence.
// Problem wording counts for this operation only when it names it (its tool, arguments, error or the request) or
// says something happened ("failed", "timed out", "went wrong"); "I cannot share card numbers" does not.
import { relatedStems } from '../../text/related-words.js';
import { stem } from '../../text/stem.js';
import { ENGLISH_STOPWORDS } from '../../text/stopwords.js';
import { tokenize } from '../../text/text-view.js';
import { identifierPartStems } from '../../text/word-parts.js';
import { familyOfLemma, GENERIC_COMPLETION, isReadOnlyTool, toolFitsClaim, toolWords } from './action-families.js';
import { type Claim, readClaims } from './claims.js';

export interface FailedOperation {
  /** The tool's (or span's) name. */
  name: string;
  /** The call's arguments: an object, or JSON text. */
  arguments: unknown;
  error: string;
}

export interface FailureReport {
  /** The answer's claim that the operation was carried out. */
  claim: Claim | null;
  /** Where the answer tells the user the operation did not happen. */
  acknowledgement: { start: number; end: number } | null;
}

/** Wording that says something went wrong, whatever it is about. */
const EVENT =
  /\b(?:errors?|failed|fails?|failure|couldn'?t|could not|wasn'?t able|was not able|weren'?t able|were not able|didn'?t (?:work|go through|respond|succeed)|did not (?:work|go through|respond|succeed)|timed out|time-?out|not found|unavailable|not available|(?:is|was|are|were|went|seems) down|outage|not responding|went wrong|glitch|unsuccessful|rejected|declined|denied|refused|bounced|rate[- ]?limit(?:ed)?|already (?:taken|booked|full|in use)|sold out|fully booked|try again|retry|retrying|not (?:yet )?(?:been )?(?:confirmed|completed|processed)|(?:can'?t|cannot) (?:find|locate|retrieve|reach|connect|load|access))\b/i;
/** Wording that says the assistant cannot or regrets: about this operation only when the sentence names it. */
const WEAK =
  /\b(?:unable|can'?t|cannot|sorry|apologi[sz]e|apologies|unfortunately|(?:an?|the|this|that|some|technical|temporary|known) issue|issues|problems?|trouble|invalid|no results?|nothing (?:found|came up|matched)|none (?:found|available|match))\b/i;
/** Courtesy, not a problem: "No problem!", "without any issue". */
const COURTESY =
  /\b(?:no|not a|without (?:any )?)\s*(?:problem|issue|worries|trouble)s?\b|\bsorry (?:for|about) (?:the|any) (?:wait|delay|confusion|inconvenience)\b/gi;
/** Words of an error message that say nothing of what failed. */
const ERROR_GENERIC = new Set([
  'error',
  'exception',
  'status',
  'code',
  'http',
  'api',
  'service',
  'request',
  'response',
  'fail',
  'failed',
  'failure',
  'true',
  'false',
  'null',
  'message',
  'upstream',
]);

interface OperationWords {
  name: string[];
  /** Argument values as written (lower-cased, 3+ characters) and their words' stems. */
  values: string[];
  valueStems: Set<string>;
  numbers: number[];
  error: Set<string>;
  readOnly: boolean;
  removal: boolean;
}

/** Content stems of a text, identifiers read as their words ("PaymentGatewayError", "nightly-export"). */
const contentStemsOf = (text: string): string[] =>
  tokenize(text.slice(0, 2000)).flatMap((t) => {
    const parts = identifierPartStems(t.text);
    if (parts.length) return parts;
    return t.text
      .toLowerCase()
      .split('-')
      .filter((w) => w.length > 2 && !ENGLISH_STOPWORDS.has(w))
      .map((w) => stem(w));
  });

function operationWords(op: FailedOperation): OperationWords {
  let args = op.arguments;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args);
    } catch {
      args = { value: args };
    }
  }
  const values: string[] = [];
  const numbers: number[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 3 || values.length > 40) return;
    if (typeof v === 'string' && v.length >= 3 && v.length <= 80) values.push(v.toLowerCase());
    else if (typeof v === 'number' && Number.isFinite(v)) numbers.push(v);
    else if (v && typeof v === 'object') for (const x of Object.values(v as Record<string, unknown>).slice(0, 20)) walk(x, depth + 1);
  };
  walk(args, 0);
  const name = toolWords(op.name);
  return {
    name,
    values,
    valueStems: new Set(values.flatMap(contentStemsOf)),
    numbers,
    error: new Set(contentStemsOf(op.error).filter((s) => !ERROR_GENERIC.has(s))),
    readOnly: isReadOnlyTool(op.name),
    removal: name.some((t) => ['cancel', 'delete'].includes(familyOfLemma(t, []) ?? '')),
  };
}

/** Two stems name the same thing: equal, one a longer form of the other ("deployment", "deploy"), or WordNet relates them. */
function related(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  return relatedStems(a).includes(b) || relatedStems(b).includes(a);
}

const lemmaWords = (lemma: string) => lemma.split('_').filter((w) => w.length > 2);

/** Whether the clause names one of the call's arguments: a value as written, a figure it holds, or a word of a value. */
function namesArguments(claim: Claim, op: OperationWords): boolean {
  const clause = claim.text.toLowerCase();
  if (op.values.some((v) => clause.includes(v))) return true;
  if (claim.topic.some((s) => s.length > 2 && op.valueStems.has(s))) return true;
  for (const m of clause.matchAll(/\d[\d,]*(?:\.\d+)?/g)) {
    const n = Number.parseFloat(m[0].replace(/,/g, ''));
    if (op.numbers.some((v) => v === n && (Math.abs(v) >= 10 || !Number.isInteger(v)))) return true;
  }
  return false;
}

/** Whether a claim is about this operation (see the head of the file). */
function fits(claim: Claim, op: OperationWords, toolName: string): boolean {
  const lemmaFits =
    claim.lemma !== null &&
    !GENERIC_COMPLETION.has(claim.lemma) &&
    (lemmaWords(claim.lemma).some((l) => op.name.some((t) => related(l, t))) || (claim.family !== null && toolFitsClaim(toolName, claim.family)));
  const topicFits = claim.topic.some((s) => op.name.some((t) => related(s, t)));
  const empty = claim.topic.length === 0;
  if (claim.negated) return lemmaFits || topicFits || namesArguments(claim, op) || (empty && (claim.lemma === null || GENERIC_COMPLETION.has(claim.lemma)));
  if (op.readOnly) return false;
  if (lemmaFits) return true;
  // "is in the queue": the thing exists where the tool would have put it, which a removal tool would deny.
  if (claim.lemma === 'place_in') return topicFits && !op.removal;
  if (claim.lemma === null || GENERIC_COMPLETION.has(claim.lemma)) return empty || topicFits || namesArguments(claim, op);
  return claim.kind === 'first_person' && claim.family !== null && (topicFits || namesArguments(claim, op));
}

/** Sentences of a text, with their offsets. */
function sentences(text: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  let from = 0;
  for (const m of [...text.matchAll(/[.!?]+(?=\s|$)|\n/g), { index: text.length, 0: '' }]) {
    const end = m.index! + m[0].length;
    const raw = text.slice(from, end);
    if (raw.trim()) out.push({ text: raw, start: from + raw.length - raw.trimStart().length, end });
    from = end;
  }
  return out;
}

/** How the answer reports the failed operation; `claims` may be passed when several operations read one answer. */
export function readFailureReport(answer: string, input: string, failed: FailedOperation, claims: Claim[] = readClaims(answer, input)): FailureReport {
  const op = operationWords(failed);
  const claim = claims.find((c) => !c.negated && fits(c, op, failed.name)) ?? null;
  const denial = claims.find((c) => c.negated && fits(c, op, failed.name));
  if (denial) return { claim, acknowledgement: { start: denial.start, end: denial.end } };
  let topic: string[] | null = null;
  for (const s of sentences(answer.slice(0, 20_000))) {
    const text = s.text.replace(COURTESY, ' ');
    if (EVENT.test(text)) return { claim, acknowledgement: { start: s.start, end: s.end } };
    if (!WEAK.test(text)) continue;
    topic ??= [...new Set([...op.name, ...op.valueStems, ...op.error, ...contentStemsOf(input)])];
    if (contentStemsOf(text).some((w) => topic!.some((t) => related(w, t)))) {
      return { claim, acknowledgement: { start: s.start, end: s.end } };
    }
  }
  return { claim, acknowledgement: null };
}
