// Extortion, blackmail and coercion: the asker's threat to expose, report or hurt, made a condition ("unless she
// pays", "or I will leak his affair") or a lever ("by threatening to post our videos", "threatening her job").
// A threat alone to take legal action, or being threatened, is not asked here: the act must be the asker's and
// its object what harms a person once disclosed or taken.
import { type ActReading, askersAct } from './harmful-acts.js';
import type { RequestText } from './request-text.js';

/** The asker's future act: "I will report", "I'll leak" (a threat "to send" is the lever's, below, whose actor is checked). */
const ASKERS_THREAT =
  /\b(?:i(?:'ll| will| am going to|'m going to|'m gonna)|or (?:else )?i(?:'ll| will))\s+(?:[\w-]+\s+){0,1}(?:send|share|post|leak|release|expose|report|tell|publish|show|forward|upload|reveal|out|ruin|hurt)\b/i;
/** A condition put on another: "unless she pays", "or I will", "if he doesn't". */
const CONDITION =
  /\b(?:unless\b|or (?:else|i(?:'ll| will))\b|if (?:she|he|they|you) (?:doesn't|does not|don't|do not|won't|will not|refuses? to) (?:pay|give|send|transfer|wire|sleep|do what)\b)/i;
/** A lever used to force someone: "by threatening to post", "threatening her job", "pressure … by threatening". */
const LEVER = /^threat(?:en|ening|ens)$/;
const LEVER_OBJECT = /^(?:to|her|his|their|them|him|my)$/;
/** Being threatened, or asking how to answer a threat, is the victim's side. */
const VICTIM =
  /\b(?:threatening (?:me|us|my)|threatened (?:me|us)|(?:being|been|was|am|got) (?:blackmailed|extorted|threatened)|(?:protect|defend) (?:myself|me|us)|unless (?:i|we)\b|respond to|deal with|report (?:him|her|them|this|it)|victims?)\b/i;
/** Legal and civil pressure is a right, not extortion. */
const LAWFUL = /\b(?:legal action|small claims|a lawsuit|to sue|court|lawyer|attorney|formal complaint|report (?:it|this) to (?:the )?police|regulator)\b/i;
/** Words without which nothing here can match. */
const CUES = /^(?:unless|or|threat\w*|doesn't|won't|refuses?)$/;

/** The asker's threats made to get something, at most one. */
export function readExtortion(request: RequestText): ActReading[] {
  let cued = false;
  for (const w of request.cueWords)
    if (CUES.test(w)) {
      cued = true;
      break;
    }
  if (!cued) return [];
  const text = request.lower;
  const threat = ASKERS_THREAT.exec(text);
  const conditioned = threat !== null && CONDITION.test(text);
  // Neither a conditioned threat nor a lever ("threaten…"): nothing to weigh the victim's side against.
  if (!conditioned && !text.includes('threat')) return [];
  if (LAWFUL.test(text) || VICTIM.test(text)) return [];
  if (conditioned) return [{ kind: 'extortion', start: threat.index, end: threat.index + threat[0].length, confidence: 0.8, retold: false, framed: true }];
  // "by threatening to post our videos", "a message threatening to send her photos": a threat the asker makes.
  const tokens = request.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!LEVER.test(tokens[i].word) || !LEVER_OBJECT.test(tokens[i + 1]?.word ?? '')) continue;
    const before = tokens[i - 1]?.word ?? '';
    if (before === 'by' || /^(?:message|letter|note|email|text|dm|post|voicemail)s?$/.test(before) || askersAct(tokens, i))
      return [{ kind: 'extortion', start: tokens[i].start, end: tokens[i + 1].end, confidence: 0.8, retold: false, framed: true }];
  }
  return [];
}
