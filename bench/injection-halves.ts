// `node --import tsx bench/injection-halves.ts`: findInjection on ../shared/datasets split in two halves, so a
// rule tuned on half A is judged on half B. BIPIA is split by attack category (the injected row and the clean
// row of the same context stay together), so the held-out half holds kinds of attack never tuned on, as the
// hidden BIPIA test split does; the jailbreak and benign sets by a hash of the text. "document" reads the text
// as third-party content (BIPIA), "prompt" as a prompt (findInjection alone, as bench:quality's jailbreak rows),
// "user" as the user's own prompt under the takeover rule (what failure analysis and the audit's prompt-attack
// flag report). With BENCH_BASE_ROOT=<another checkout> the
// figures of that checkout are printed beside these.
import crypto from 'node:crypto';
import path from 'node:path';
import { loadSharedSet } from './support/shared-sets.js';

type Find = (text: string, options?: { untrusted?: boolean }) => { kind: string; confidence: number } | null;
interface Readers {
  document: (text: string) => boolean;
  prompt: (text: string) => boolean;
  user: (text: string) => boolean;
}

const load = (name: string): Record<string, any>[] => loadSharedSet(name) ?? [];
const half = (key: string) => ((crypto.createHash('sha1').update(key).digest()[0] & 1) === 0 ? 'A' : 'B');
// The user-prompt rule of checkouts before findTakeover: the same thresholds, kept in the detector then.
const TAKEOVER_KINDS = new Set(['override', 'persona', 'restriction_removal', 'prompt_extraction', 'new_instructions', 'special_tokens', 'adversarial_suffix']);

async function readersAt(root: string): Promise<Readers> {
  const lexicon = await import(path.join(root, 'src/core/lexicons/injection-patterns.js'));
  const find: Find = lexicon.findInjection;
  const takeover: ((text: string) => unknown) | undefined = lexicon.findTakeover;
  return {
    document: (text) => find(text, { untrusted: true }) !== null,
    prompt: (text) => find(text) !== null,
    user: takeover
      ? (text) => takeover(text) !== null
      : (text) => {
          const m = find(text);
          return m !== null && m.confidence >= 0.7 && (TAKEOVER_KINDS.has(m.kind) || m.confidence >= 0.8);
        },
  };
}

const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '—');

function figures(r: Readers): Map<string, string> {
  const out = new Map<string, string>();
  const bipia = load('inj_bipia');
  // A context's clean row takes the half of its injected sibling's attack category.
  const categoryOf = new Map<string, string>();
  for (const row of bipia) if (row.label === 'injection') categoryOf.set(String(row.id).split(':').slice(0, 5).join(':'), row.attack_category);
  const bipiaHalf = (row: Record<string, any>) => half(categoryOf.get(String(row.id).split(':').slice(0, 5).join(':')) ?? row.id);
  for (const h of ['A', 'B', 'all']) {
    const rows = bipia.filter((row) => h === 'all' || bipiaHalf(row) === h);
    const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
    for (const row of rows) {
      const p = r.document(row.text);
      const pos = row.label === 'injection';
      if (pos && p) c.tp++;
      else if (pos) c.fn++;
      else if (p) c.fp++;
      else c.tn++;
    }
    const precision = c.tp / (c.tp + c.fp);
    const recall = c.tp / (c.tp + c.fn);
    out.set(
      `inj_bipia half ${h} | document | F1`,
      `${fmt((2 * precision * recall) / (precision + recall))} (P ${fmt(precision)}, R ${fmt(recall)}, ${c.fp} false alarms of ${c.fp + c.tn})`,
    );
  }
  const sets: [string, string, (row: Record<string, any>) => string, boolean][] = [
    ['jb_inthewild_jailbreak_llms', 'recall', (row) => row.text, true],
    ['jb_jbb_attack_prompts', 'recall', (row) => row.text, true],
    ['jb_benign_prompts', 'false alarms', (row) => row.text, false],
    ['safety_alpaca_harmless', 'false alarms', (row) => row.prompt, false],
    ['safety_xstest_prompts', 'false alarms (safe rows)', (row) => (row.label === 'safe' ? row.prompt : ''), false],
  ];
  for (const [set, measure, textOf] of sets) {
    const texts = load(set)
      .map(textOf)
      .filter((t) => t);
    for (const h of ['A', 'B', 'all']) {
      const mine = texts.filter((t) => h === 'all' || half(t) === h);
      for (const reader of ['user', 'prompt', 'document'] as const) {
        const hits = mine.filter((t) => r[reader](t)).length;
        out.set(`${set} half ${h} | ${reader} | ${measure}`, `${fmt(hits / mine.length)} (${hits}/${mine.length})`);
      }
    }
  }
  // Real documents without injections: the grounding sets' contexts, each once.
  for (const set of ['halu_begin', 'halu_summedits', 'halu_faithbench']) {
    const contexts = [...new Set(load(set).map((row) => (row.context ?? []).join('\n\n')))].filter((c) => c.trim());
    const hits = contexts.filter((c) => r.document(c)).length;
    out.set(`${set} contexts | document | false alarms`, `${fmt(hits / contexts.length)} (${hits}/${contexts.length})`);
  }
  return out;
}

const now = figures(await readersAt(path.resolve(import.meta.dirname, '..')));
const baseRoot = process.env.BENCH_BASE_ROOT;
const before = baseRoot ? figures(await readersAt(path.resolve(baseRoot))) : null;
console.log(`Injection and jailbreak detection by half — ${new Date().toISOString()}\n`);
console.log(
  before ? '| set and half | reader | measure | before | after |\n|---|---|---|---|---|' : '| set and half | reader | measure | value |\n|---|---|---|---|',
);
for (const [key, value] of now) console.log(`| ${key} | ${before ? `${before.get(key) ?? '—'} | ` : ''}${value} |`);
