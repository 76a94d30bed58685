// Completed-action claims in an answer ("I've sent the email", "Your order has been cancelled") and whether a
// tool's name fits the claimed action. Future and conditional phrasing ("I can send", "once you confirm I
// will book") is not a claim, nor is editing the answer's own text ("I've updated the code below").
import { stem } from '../../text/text-view.js';
import { nameTokens } from './tool-text.js';

export type ActionFamily = 'send' | 'book' | 'cancel' | 'update' | 'delete' | 'order' | 'create' | 'call';

// biome-ignore format: a table, one entry a line
const VERBS: Record<ActionFamily, string> = {
  send: "sent|e-?mailed|forwarded|messaged|texted|notified|replied to|dm'?d|pinged|shared|invited|posted",
  book: 'booked|reserved|scheduled|rescheduled|arranged|set up (?:a|an|the|your) (?:meeting|call|appointment)',
  cancel: 'cancell?ed|called off|unsubscribed|terminated|deactivated|revoked|closed your account',
  update: 'updated|changed|modified|edited|corrected|reset|renamed|moved|adjusted|upgraded|downgraded|switched|enabled|disabled|activated|configured|applied|marked|assigned|escalated|restored|merged|approved|rejected',
  delete: 'deleted|removed|archived|cleared|erased|purged|wiped',
  order: 'ordered|purchased|bought|placed (?:an|the|your) order|paid|transferred|refunded|charged|issued (?:a|an|the|your) (?:refund|credit|voucher)|processed|credited|reimbursed',
  create: 'created|opened (?:a|an|the|your) (?:ticket|account|issue|case|claim|request|incident)|filed|logged|submitted|registered|signed you up|subscribed|added|saved|uploaded|published|deployed|installed|raised (?:a|an) (?:ticket|issue|request)',
  call: 'called|phoned|contacted|reached out to',
};

// Verbs in a tool's name that perform the action; "email" or "message" alone is a noun ("search_email").
// biome-ignore format: a table, one entry a line
const FAMILY_VERBS: Record<ActionFamily, string[]> = {
  send: ['send', 'forward', 'reply', 'notify', 'dm', 'push', 'invite', 'share', 'post', 'deliver', 'broadcast', 'publish', 'compose'],
  book: ['book', 'reserve', 'schedule', 'reschedule', 'create', 'add', 'rent', 'arrange', 'confirm', 'hold'],
  cancel: ['cancel', 'delete', 'remove', 'void', 'refund', 'terminate', 'unsubscribe', 'deactivate', 'revoke', 'update', 'modify', 'close'],
  update: ['update', 'change', 'modify', 'edit', 'set', 'patch', 'put', 'save', 'reset', 'rename', 'move', 'configure', 'enable', 'disable', 'toggle', 'upgrade', 'downgrade', 'switch', 'apply', 'assign', 'escalate', 'mark', 'approve', 'reject', 'restore', 'merge', 'write', 'upsert', 'correct'],
  delete: ['delete', 'remove', 'archive', 'clear', 'erase', 'purge', 'destroy', 'drop', 'trash', 'cancel', 'wipe'],
  order: ['order', 'purchase', 'buy', 'checkout', 'pay', 'transfer', 'refund', 'charge', 'process', 'credit', 'wire', 'issue', 'place'],
  create: ['create', 'open', 'add', 'insert', 'file', 'log', 'submit', 'register', 'signup', 'subscribe', 'save', 'upload', 'publish', 'deploy', 'install', 'post', 'write', 'raise', 'generate', 'make'],
  call: ['call', 'phone', 'dial', 'contact', 'ring'],
};
// Nouns name what a tool acts on; they make a tool fit a claim only when the tool is not read-only.
// biome-ignore format: a table, one entry a line
const FAMILY_NOUNS: Record<ActionFamily, string[]> = {
  send: ['email', 'mail', 'gmail', 'smtp', 'message', 'msg', 'sms', 'text', 'notification', 'slack', 'chat', 'whatsapp', 'invite'],
  book: ['booking', 'reservation', 'calendar', 'event', 'appointment', 'meeting', 'table', 'flight', 'hotel', 'slot', 'room', 'ticket'],
  cancel: ['cancellation', 'order', 'subscription', 'booking', 'reservation', 'appointment', 'meeting', 'account', 'plan', 'membership'],
  update: ['account', 'profile', 'address', 'record', 'setting', 'preference', 'user', 'customer', 'ticket', 'status', 'password', 'plan', 'subscription', 'config'],
  delete: ['file', 'record', 'account', 'item', 'message', 'email', 'event', 'user', 'document'],
  order: ['order', 'cart', 'payment', 'invoice', 'refund', 'billing', 'transaction'],
  create: ['ticket', 'issue', 'case', 'account', 'user', 'record', 'document', 'file', 'task', 'note', 'event', 'lead', 'contact', 'reminder', 'todo', 'new'],
  call: ['call', 'phone', 'voice', 'twilio'],
};
// biome-ignore format: a table, one entry a line
const READ_ONLY = new Set(['get', 'search', 'find', 'list', 'lookup', 'look', 'fetch', 'read', 'query', 'retrieve', 'check', 'view', 'browse', 'show', 'describe', 'status', 'info', 'detail', 'track', 'verify', 'validate', 'count', 'calculate', 'estimate', 'quote', 'availability', 'available', 'load', 'download', 'scan', 'inspect', 'preview', 'draft', 'compose', 'suggest', 'recommend', 'doc']);
// biome-ignore format: a table, one entry a line
const EXECUTOR = new Set(['execute', 'exec', 'run', 'invoke', 'perform', 'action', 'api', 'http', 'request', 'webhook', 'zapier', 'shell', 'bash', 'command', 'cmd', 'computer', 'browser', 'automation', 'workflow', 'do']);

export interface ActionClaim {
  family: ActionFamily;
  text: string;
  start: number;
  end: number;
  passive: boolean;
  /** The participle as written ("cancelled"), for source checks. */
  verb: string;
}

const ALL = Object.entries(VERBS).map(([family, verbs]) => ({ family: family as ActionFamily, verbs }));
const FIRST_PERSON = new RegExp(
  `\\b(?:I(?:'ve|’ve| have)|we(?:'ve|’ve| have)|I (?:just|already|successfully|now|also|went ahead and|have gone ahead and))\\s+(?:(?:just|already|now|successfully|also|gone ahead and|went ahead and|finally)\\s+)?(${ALL.map((a) => a.verbs).join('|')})\\b`,
  'gi',
);
// The subject is "your …" or "the …" and holds no relative or conditional word: "a block that has been
// added" and "unless it has been shared" describe, they do not report an action.
const SUBJECT = "(?:your|the)\\s+(?:(?!(?:that|which|who|whom|unless|if|when|once|it|they|after|before|until)\\b)[\\w'’-]+\\s+){0,3}?";
const PASSIVE = new RegExp(
  `(?:^|[.!?:;\\n]\\s*|\\b(?:and|so|now|done|great|perfect|okay|ok)[,!]?\\s+)${SUBJECT}(?:has|have)\\s+(?:now\\s+|just\\s+|already\\s+)?been\\s+(?:successfully\\s+)?(${ALL.map((a) => a.verbs).join('|')})\\b|(?:^|[.!?:;\\n]\\s*|\\b(?:and|so|now|done|great|perfect|okay|ok)[,!]?\\s+)${SUBJECT}(?:is|are)\\s+(?:now\\s+)?(booked|reserved|scheduled|cancell?ed|confirmed)\\b`,
  'gi',
);
const CONDITIONAL_BEFORE =
  /\b(?:if|once|when|whenever|after|before|until|unless|would|could|can|will|should|shall|might|may|going to|want to|need to|not|never|yet|hasn't|haven't|whether|as soon as)\b[^.!?\n]{0,40}$/i;
// Editing the answer's own text, or content shown in it, is not an action in the world.
const TEXT_OBJECT =
  /^[^.!?\n]{0,40}?\b(?:code|function|script|snippet|example|essay|draft|poem|story|answer|response|version|paragraph|sentence|wording|tone|list|summary|outline|text|docstring|comments?|variable|query|regex|formula|translation|bullet|section|headline|title|details?|information|context|examples|notes? below|below|above|here)\b/i;
// "I've shared the steps below" points at the answer itself.
const IN_ANSWER = /^[^.!?\n]{0,40}?\b(?:below|above|in this (?:answer|message|reply|response))\b|^[^.!?\n]{0,30}?\bhere\s*[:.]/i;
const CREATIVE_TASK =
  /\b(?:write|draft|compose|rewrite|story|poem|novel|roleplay|role-play|pretend|imagine|fiction(?:al)?|example|template|sample|script|dialogue|narrative|letter|screenplay|simulate|mock)\b/i;

function familyOf(verb: string): ActionFamily {
  const v = verb.toLowerCase();
  if (v === 'confirmed') return 'book';
  for (const { family, verbs } of ALL) if (new RegExp(`^(?:${verbs})$`, 'i').test(v)) return family;
  return 'update';
}

/** Completed-action claims in the answer; none when the input asks for a text to be written (letters, stories). */
export function findActionClaims(output: string, input: string): ActionClaim[] {
  if (CREATIVE_TASK.test(input)) return [];
  // Only the answer's own voice: stop where a drafted email or letter begins.
  const stop = output.search(/^\s*(?:[Ss]ubject:|[Dd]ear\b|(?:Hi|Hello) [A-Z][a-z]+,)/m);
  const text = output.slice(0, Math.min(stop >= 0 ? stop : output.length, 20_000));
  const claims: ActionClaim[] = [];
  // In an answer that shows code, "we've created a class" narrates the code: only outward actions count.
  const showsCode = text.includes('```');
  for (const [re, passive] of [
    [FIRST_PERSON, false],
    [PASSIVE, true],
  ] as const) {
    for (const m of text.matchAll(re)) {
      if (claims.length >= 20) break;
      const verb = (m[1] ?? m[2] ?? '').trim();
      if (!verb) continue;
      const lead = m[0].search(/\b(?:I|we|your|the)\b/i);
      const start = m.index! + Math.max(0, lead);
      const end = m.index! + m[0].length;
      if (CONDITIONAL_BEFORE.test(text.slice(Math.max(0, start - 60), start))) continue;
      const family = familyOf(verb);
      const editLike = family === 'update' || family === 'create' || family === 'delete';
      const object = text.slice(end, end + 60);
      if (IN_ANSWER.test(object) || (editLike && (showsCode || TEXT_OBJECT.test(object)))) continue;
      const sentenceEnd = text.slice(end).search(/[.!?\n]/);
      if (sentenceEnd >= 0 && text[end + sentenceEnd] === '?') continue;
      claims.push({ family, text: text.slice(start, end), start, end, passive, verb });
    }
  }
  return claims.sort((a, b) => a.start - b.start);
}

/** Whether a tool, by its name, could have performed an action of this family. */
export function toolFitsClaim(toolName: string, family: ActionFamily): boolean {
  const tokens = nameTokens(toolName);
  if (tokens.some((t) => EXECUTOR.has(t))) return true;
  const verbs = new Set(FAMILY_VERBS[family].map((v) => stem(v)));
  if (tokens.some((t) => verbs.has(t))) return true;
  const nouns = new Set(FAMILY_NOUNS[family].map((n) => stem(n)));
  return tokens.some((t) => nouns.has(t)) && !tokens.some((t) => READ_ONLY.has(t));
}
