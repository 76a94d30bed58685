// The two halves of every shared set, by source document: rows that share a document (a grounding context, a
// JailbreakBench behaviour, an XSTest contrast group, a BIPIA attack category…) fall in the same half, so a rule
// tuned on half A is measured on documents it never saw in half B. The key per set is in DOCUMENT_KEYS (and in
// docs/quality-method.md); the half is the low bit of the first byte of sha256(key): the same on every machine.
import crypto from 'node:crypto';

export type Half = 'A' | 'B';
export const HALVES: readonly Half[] = ['A', 'B'];
type Row = Record<string, any>;

/** The half a source document falls in: A (tuning) when the first byte of sha256(key) is even, else B (held out). */
export function halfOf(key: string): Half {
  return crypto.createHash('sha256').update(key).digest()[0] & 1 ? 'B' : 'A';
}

/** Whitespace and case do not make another document (duplicate prompts differ in spacing). */
const normal = (s: unknown) =>
  String(s ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * XSTest's contrast group: the type family (a safe type and its `contrast_` twin; the two discrimination
 * types and the two privacy types share one contrast block) and the position within the 25-prompt block, so a
 * safe prompt, its unsafe twin and all models' completions of either stay together.
 */
export function xstestGroup(id: number, type: string): string {
  const family = type
    .replace(/^contrast_/, '')
    .replace(/^.*_discr$/, 'discr')
    .replace(/^privacy.*$/, 'privacy');
  return `xstest:${family}:${(id - 1) % 25}`;
}
const xstestNumber = (id: string) => Number(id.slice(id.lastIndexOf(':') + 1));

// The grounding key is the bare joined context: the halves the grounding rules were tuned on before (issue 22).
const context = (r: Row) => (Array.isArray(r.context) ? r.context : []).join('\n');
const prompt = (r: Row) => `prompt:${normal(r.prompt ?? r.text)}`;
const behaviour = (r: Row) => `jbb:${r.jbb_index}`;

/** How each set's rows are grouped into source documents: the key, and what it is in words (for the docs). */
export const DOCUMENT_KEYS: Record<string, { key: (row: Row) => string; what: string }> = {
  halu_begin: { key: context, what: 'the knowledge snippet (context)' },
  halu_faithbench: { key: context, what: 'the source passage (context)' },
  halu_summedits: { key: context, what: 'the source document (context): all edited summaries of it together' },
  halu_halueval_general: { key: (r) => `query:${normal(r.input)}`, what: 'the user query (input)' },
  refusal_xstest: {
    key: (r) => xstestGroup(xstestNumber(r.id), r.prompt_type),
    what: 'the XSTest contrast group of the prompt: all five models’ completions of a prompt and of its twin together',
  },
  safety_xstest_prompts: { key: (r) => xstestGroup(xstestNumber(r.id), r.categories[0]), what: 'the XSTest contrast group (safe prompt + unsafe twin)' },
  jb_benign_prompts: {
    key: (r) => (r.origin === 'xstest_safe' ? xstestGroup(xstestNumber(r.id), r.xstest_type) : prompt(r)),
    what: 'XSTest rows by contrast group (as in safety_xstest_prompts), Alpaca rows by the prompt',
  },
  inj_bipia: {
    key: (r) => (r.attack_category ? `attack:${r.attack_category}` : `context:${String(r.id).split(':').slice(2, 4).join(':')}`),
    what: 'attacked rows by attack category (every text of one attack kind, in any e-mail/table/code, together); clean rows by their context document',
  },
  jb_inthewild_jailbreak_llms: { key: prompt, what: 'the prompt text, whitespace and case folded (no template field in the set)' },
  jb_jbb_attack_prompts: { key: behaviour, what: 'the JailbreakBench behaviour (jbb_index): every attack method on one behaviour together' },
  safety_jbb_responses: { key: behaviour, what: 'the JailbreakBench behaviour (jbb_index): every attack and model on one behaviour together' },
  safety_advbench: { key: prompt, what: 'the behaviour (prompt)' },
  safety_harmbench_behaviors: { key: (r) => `harmbench:${r.id}`, what: 'the behaviour id (a contextual behaviour with its context)' },
  safety_strongreject: { key: prompt, what: 'the prompt' },
  safety_forbidden_questions: { key: prompt, what: 'the question' },
  safety_alpaca_harmless: { key: prompt, what: 'the instruction (prompt)' },
};

/**
 * The source-document key of a row of `set`; throws for a set with no key (every measured set has one). Keys
 * carry no set name: a document shared by two sets (an XSTest prompt in jb_benign_prompts and in
 * safety_xstest_prompts, a behaviour in the JailbreakBench prompts and responses) is in the same half in both.
 */
export function documentKey(set: string, row: Row): string {
  const rule = DOCUMENT_KEYS[set];
  if (!rule) throw new Error(`no source-document key for ${set}: add one to DOCUMENT_KEYS (bench/support/halves.ts)`);
  return rule.key(row);
}

export const documentHalf = (set: string, row: Row): Half => halfOf(documentKey(set, row));
