// Kinds of outward action (sending, booking, cancelling, paying…), as verb lemmas an answer uses to claim one and
// as the words of a tool's name that perform one, and whether a tool, by its name, could have performed an action.
import { stem } from '../../text/text-view.js';
import { nameTokens } from './tool-text.js';

export type ActionFamily = 'send' | 'book' | 'cancel' | 'update' | 'delete' | 'order' | 'create' | 'call';

// Lemmas that claim an action of the family, whatever their object. Phrasal verbs are "lemma particle".
// biome-ignore format: a table, one entry a line
const CLAIM_VERBS: Record<ActionFamily, string> = {
  send: 'send e-mail email forward message text notify reply dm ping share invite post',
  book: 'book reserve schedule reschedule arrange rebook confirm',
  cancel: 'cancel unsubscribe terminate deactivate revoke call_off',
  update: 'update change modify edit correct reset rename move adjust upgrade downgrade switch enable disable activate configure apply mark assign escalate restore merge approve reject',
  delete: 'delete remove archive clear erase purge wipe',
  order: 'order purchase buy pay transfer refund charge process credit reimburse wire',
  create: 'create file log submit register subscribe add save upload publish deploy install sign_up',
  call: 'call phone contact reach_out',
};
// Lemmas that claim an action only with one of these objects ("placed the order", "issued a refund").
// biome-ignore format: a table, one entry a line
const OBJECT_VERBS_TABLE: Record<string, [ActionFamily, string]> = {
  place: ['order', 'order'],
  issue: ['order', 'refund credit voucher'],
  open: ['create', 'ticket account issue case claim request incident'],
  raise: ['create', 'ticket issue request'],
  close: ['cancel', 'account'],
  set_up: ['book', 'meeting call appointment'],
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

/** Verbs that report an operation finished whatever it was ("I've taken care of it", "processed", "done"). */
export const GENERIC_COMPLETION = new Set([
  'do',
  'run',
  'complete',
  'finish',
  'handle',
  'process',
  'execute',
  'finalize',
  'finalise',
  'confirm',
  'take_care',
  'sort_out',
  'carry_out',
  'put_through',
  'go_through',
  'get_through',
  'go_out',
]);

const words = (list: string) => list.split(' ');
const OBJECT_VERBS = new Map(Object.entries(OBJECT_VERBS_TABLE).map(([verb, [family, objects]]) => [verb, { family, objects: words(objects) }]));
const CLAIM_FAMILY = new Map<string, ActionFamily>();
for (const [family, list] of Object.entries(CLAIM_VERBS)) for (const v of words(list)) CLAIM_FAMILY.set(v, family as ActionFamily);
const FAMILY_VERB_STEMS = Object.fromEntries(Object.entries(FAMILY_VERBS).map(([f, vs]) => [f, new Set(vs.map((v) => stem(v)))])) as Record<
  ActionFamily,
  Set<string>
>;
const FAMILY_NOUN_STEMS = Object.fromEntries(Object.entries(FAMILY_NOUNS).map(([f, ns]) => [f, new Set(ns.map((n) => stem(n)))])) as Record<
  ActionFamily,
  Set<string>
>;
const FAMILIES = Object.keys(FAMILY_VERBS) as ActionFamily[];

/** The family an action verb claims ("refund" → order), given the words that follow it for object-bound verbs. */
export function familyOfLemma(lemma: string, objectStems: readonly string[]): ActionFamily | null {
  const family = CLAIM_FAMILY.get(lemma);
  if (family) return family;
  const bound = OBJECT_VERBS.get(lemma);
  if (bound?.objects.some((o) => objectStems.includes(o))) return bound.family;
  return null;
}

/**
 * The words of a tool's name, with an "re-" or "un-" prefix also read without it when the rest is a known action
 * verb ("rebook" also "book"): tokens as nameTokens gives them.
 */
export function toolWords(toolName: string): string[] {
  const tokens = nameTokens(toolName);
  const out = [...tokens];
  for (const t of tokens) {
    const m = /^(?:re|un)(\w{3,})$/.exec(t);
    if (m && (CLAIM_FAMILY.has(m[1]) || FAMILIES.some((f) => FAMILY_VERB_STEMS[f].has(m[1])))) out.push(m[1]);
  }
  return out;
}

/** Whether the tool only reads (search_flights, get_balance): no word of its name performs an action. */
export function isReadOnlyTool(toolName: string): boolean {
  const tokens = toolWords(toolName);
  if (tokens.some((t) => EXECUTOR.has(t))) return false;
  if (tokens.some((t) => FAMILIES.some((f) => FAMILY_VERB_STEMS[f].has(t)))) return false;
  return tokens.some((t) => READ_ONLY.has(t)) || !tokens.some((t) => FAMILIES.some((f) => FAMILY_NOUN_STEMS[f].has(t)));
}

/** Whether a tool, by its name, could have performed an action of this family. */
export function toolFitsClaim(toolName: string, family: ActionFamily): boolean {
  const tokens = toolWords(toolName);
  if (tokens.some((t) => EXECUTOR.has(t))) return true;
  if (tokens.some((t) => FAMILY_VERB_STEMS[family].has(t))) return true;
  return tokens.some((t) => FAMILY_NOUN_STEMS[family].has(t)) && !tokens.some((t) => READ_ONLY.has(t));
}
