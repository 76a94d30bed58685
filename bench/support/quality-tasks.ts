// What `npm run bench:quality` measures: one task per row group of its table — the labelled rows (each with its
// half, support/halves.ts), how a checkout predicts them without a model, and, where the service has one, how
// the judge path predicts them (support/judge-quality.ts).
import type { Checkout } from './checkout.js';
import { documentHalf, type Half } from './halves.js';

export type Row = Record<string, any>;
export type Load = (name: string) => Row[] | null;
export interface Labelled {
  row: Row;
  truth: boolean;
  half: Half;
}
/**
 * Predictions for rows (in order), from one checkout; null when the checkout lacks a function it needs. The
 * grounding tasks also say which rows were left unsure (an unsure tag and no fail), which never counts as a fail.
 */
export type Predictor = (rows: Row[]) => boolean[] | { fail: boolean[]; unsure: boolean[] };

export interface QualityTask {
  set: string;
  task: string;
  note?: string;
  /** The figure that says whether a change helped: balanced accuracy with both classes, else recall or false alarms. */
  headline: 'balanced' | 'recall' | 'falseAlarms';
  /** The labelled rows, or why there are none (set absent, task does not apply). */
  rows: (load: Load) => Labelled[] | string;
  predictor: (c: Checkout) => Predictor | null;
  /** The judge path, when the service has one for this decision (support/judge-quality.ts). */
  judged?: 'grounding' | 'harmful compliance';
}

const absent = (set: string) => `${set} not present`;
/** Rows of `set` labelled by `truth`, each in the half of its source document. */
function labelled(set: string, data: Row[], truth: (r: Row) => boolean): Labelled[] {
  return data.map((row) => ({ row, truth: truth(row), half: documentHalf(set, row) }));
}
function fromSet(set: string, truth: (r: Row) => boolean, keep: (r: Row) => boolean = () => true) {
  return (load: Load): Labelled[] | string => {
    const data = load(set);
    return data ? labelled(set, data.filter(keep), truth) : absent(set);
  };
}

const hasContext = (r: Row) => Array.isArray(r.context) && r.context.some((c: string) => typeof c === 'string' && c.trim());

/** The grounding bucket's tags of each row (in order), from one checkout; null when it lacks a function. */
export function groundingTags(c: Checkout): ((rows: Row[]) => { decision: string }[][]) | null {
  const { normalizeItem, planDetectors, analyzeItem, groundingScope, thresholds } = c;
  if (!normalizeItem || !planDetectors || !analyzeItem || !groundingScope || !thresholds) return null;
  return (rows) => {
    const items = rows.map((r, i) => normalizeItem({ input: r.input ?? '', output: r.output ?? '', context: r.context }, i));
    const plan = planDetectors(items, 'rag', groundingScope);
    return items.map((item) => analyzeItem(item, plan, thresholds).tags);
  };
}

// Hallucination & grounding: a row is predicted hallucinated when any detector of the bucket fails it.
function groundingPredictor(c: Checkout): Predictor | null {
  const tagsOf = groundingTags(c);
  if (!tagsOf) return null;
  return (rows) => {
    const decisions = tagsOf(rows).map((tags) => new Set(tags.map((t) => t.decision)));
    const fail = decisions.map((d) => d.has('fail'));
    return { fail, unsure: decisions.map((d, i) => !fail[i] && d.has('unsure')) };
  };
}

const groundingTask = (set: string): QualityTask => ({
  set,
  task: 'hallucination_grounding',
  headline: 'balanced',
  rows: (load) => {
    const data = load(set);
    if (!data) return absent(set);
    const grounded = data.filter(hasContext);
    if (grounded.length === 0) return `no context in this set (${data.length} rows): grounding detectors do not apply`;
    return labelled(set, grounded, (r) => r.label === 'hallucinated');
  },
  predictor: groundingPredictor,
  judged: 'grounding',
});

// The security audit's built-in classifier (S1–S23, no model): the prompt's verdict, the response's, the refusal.
const promptOf = (r: Row): string => r.prompt ?? r.text ?? '';
function auditPredictor(read: (v: { prompt_verdict: string; response_verdict: string | null; refusal: boolean }) => boolean, withResponse: boolean) {
  return ({ classifyItem, labels }: Checkout): Predictor | null =>
    classifyItem && labels ? (rows) => rows.map((r) => read(classifyItem(promptOf(r), withResponse ? (r.response ?? '') : null, labels))) : null;
}
const unsafePrompt = auditPredictor((v) => v.prompt_verdict === 'unsafe', false);
const unsafeResponse = auditPredictor((v) => v.response_verdict === 'unsafe', true);

const harmfulBehaviours = (set: string): QualityTask => ({
  set,
  task: 'unsafe prompt (audit)',
  note: 'all unsafe: recall is the figure',
  headline: 'recall',
  rows: fromSet(set, (r) => r.label === 'unsafe'),
  predictor: unsafePrompt,
});

const benignPrompts = (set: string, note: string): QualityTask => ({
  set,
  task: 'unsafe prompt (audit)',
  note,
  headline: 'falseAlarms',
  rows: fromSet(set, (r) => r.label === 'unsafe'),
  predictor: unsafePrompt,
});

// Two readings of a prompt: "jailbreak in input" is findInjection alone; "takeover in user prompt" is the rule
// failure analysis and the audit's prompt-attack flag apply to the user's own prompt (findTakeover).
const promptReaders: Record<string, (c: Checkout) => ((text: string) => boolean) | null> = {
  'jailbreak in input': ({ findInjection }) => (findInjection ? (text) => findInjection(text) !== null : null),
  'takeover in user prompt': ({ findTakeover }) => (findTakeover ? (text) => findTakeover(text) !== null : null),
};
const promptPredictor =
  (task: string) =>
  (c: Checkout): Predictor | null => {
    const read = promptReaders[task](c);
    return read ? (rows) => rows.map((r) => read(promptOf(r))) : null;
  };

/** Attack prompts of `set` against the benign prompts: is an injection or a jailbreak found in the input? */
const jailbreakTask = (set: string, task = 'jailbreak in input'): QualityTask => ({
  set: `${set} + jb_benign_prompts`,
  task,
  headline: 'balanced',
  rows: (load) => {
    const attacks = load(set);
    const benign = load('jb_benign_prompts');
    if (!attacks || !benign) return absent(attacks ? 'jb_benign_prompts' : set);
    return [...labelled(set, attacks, () => true), ...labelled('jb_benign_prompts', benign, () => false)];
  },
  predictor: promptPredictor(task),
});

/** The audit's benign prompts (Alpaca, XSTest's safe prompts) read for an attack: every hit is a false alarm. */
const benignAttackTask = (task: string): QualityTask => ({
  set: 'safety_alpaca_harmless + safety_xstest_prompts (safe)',
  task,
  note: 'all benign: false alarms are the figure',
  headline: 'falseAlarms',
  rows: (load) => {
    const alpaca = load('safety_alpaca_harmless');
    const xstest = load('safety_xstest_prompts');
    if (!alpaca || !xstest) return absent(alpaca ? 'safety_xstest_prompts' : 'safety_alpaca_harmless');
    const safe = xstest.filter((r) => r.label === 'safe');
    return [...labelled('safety_alpaca_harmless', alpaca, () => false), ...labelled('safety_xstest_prompts', safe, () => false)];
  },
  predictor: promptPredictor(task),
});

/** Real documents without injections: the grounding sets' contexts, each once, read as untrusted content. */
const GROUNDING_CONTEXT_SETS = ['halu_begin', 'halu_summedits', 'halu_faithbench'];
const cleanDocumentsTask: QualityTask = {
  set: `${GROUNDING_CONTEXT_SETS.join(' + ')} contexts`,
  task: 'injection in context',
  note: 'each context once, all clean: false alarms are the figure',
  headline: 'falseAlarms',
  rows: (load) => {
    const out: Labelled[] = [];
    for (const set of GROUNDING_CONTEXT_SETS) {
      const data = load(set);
      if (!data) return absent(set);
      const seen = new Set<string>();
      for (const row of data.filter(hasContext)) {
        const text = row.context.join('\n\n');
        if (seen.has(text)) continue;
        seen.add(text);
        out.push({ row: { text }, truth: false, half: documentHalf(set, row) });
      }
    }
    return out;
  },
  predictor: ({ findInjection }) => (findInjection ? (rows) => rows.map((r) => findInjection(r.text, { untrusted: true }) !== null) : null),
};

export const QUALITY_TASKS: QualityTask[] = [
  ...['halu_begin', 'halu_faithbench', 'halu_summedits', 'halu_halueval_general'].map(groundingTask),
  {
    set: 'refusal_xstest',
    task: 'refusal detection',
    headline: 'balanced',
    rows: fromSet('refusal_xstest', (r) => r.label === 'refusal'),
    predictor: ({ findRefusal }) => (findRefusal ? (rows) => rows.map((r) => findRefusal(r.response ?? '') !== null) : null),
  },
  {
    // BIPIA's texts are third-party content (e-mails, tables, code) placed in the context: read as untrusted.
    set: 'inj_bipia',
    task: 'injection in context',
    headline: 'balanced',
    rows: fromSet('inj_bipia', (r) => r.label === 'injection'),
    predictor: ({ findInjection }) => (findInjection ? (rows) => rows.map((r) => findInjection(r.text, { untrusted: true }) !== null) : null),
  },
  cleanDocumentsTask,
  jailbreakTask('jb_inthewild_jailbreak_llms'),
  jailbreakTask('jb_jbb_attack_prompts'),
  benignAttackTask('jailbreak in input'),
  jailbreakTask('jb_inthewild_jailbreak_llms', 'takeover in user prompt'),
  jailbreakTask('jb_jbb_attack_prompts', 'takeover in user prompt'),
  benignAttackTask('takeover in user prompt'),
  ...['safety_advbench', 'safety_harmbench_behaviors', 'safety_strongreject', 'safety_forbidden_questions'].map(harmfulBehaviours),
  {
    set: 'safety_xstest_prompts',
    task: 'unsafe prompt (audit)',
    note: 'false alarms are on the safe prompts',
    headline: 'balanced',
    rows: fromSet('safety_xstest_prompts', (r) => r.label === 'unsafe'),
    predictor: unsafePrompt,
  },
  benignPrompts('safety_alpaca_harmless', 'all safe: false alarms are the figure'),
  {
    ...benignPrompts('jb_benign_prompts', 'all benign (XSTest safe + Alpaca): false alarms are the figure'),
    rows: fromSet('jb_benign_prompts', () => false),
  },
  {
    set: 'safety_jbb_responses',
    task: 'unsafe response (audit)',
    note: 'silver labels (JailbreakBench LLM judge)',
    headline: 'balanced',
    rows: fromSet('safety_jbb_responses', (r) => r.label === 'unsafe'),
    predictor: unsafeResponse,
    judged: 'harmful compliance',
  },
  {
    // A completion is unsafe when it complies with an unsafe XSTest prompt.
    set: 'refusal_xstest',
    task: 'unsafe response (audit)',
    note: 'unsafe = complies with an unsafe prompt',
    headline: 'balanced',
    rows: fromSet('refusal_xstest', (r) => r.prompt_label === 'unsafe' && r.label === 'compliance'),
    predictor: unsafeResponse,
    judged: 'harmful compliance',
  },
  {
    set: 'refusal_xstest',
    task: 'refusal (audit item)',
    headline: 'balanced',
    rows: fromSet('refusal_xstest', (r) => r.label === 'refusal'),
    predictor: auditPredictor((v) => v.refusal, true),
  },
];
