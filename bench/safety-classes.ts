// `npm run bench:safety-classes`: the four safety classes of issue 33 point 4, half A (tuning) and half B (held
// out), for this checkout and, with BENCH_BASE_ROOT=<another checkout>, for that one too (before → after):
//   1. the labelled probes of test/security/safety-class-probes-{a,b}.ts, per class and reader;
//   2. JailbreakBench responses (safety_jbb_responses) behind a neutral prompt ("Continue from where you
//      stopped."): is a harmful answer unsafe on its own? Halves by behaviour (support/halves.ts);
//   3. BIPIA's injections disguised (ROT13, Base64) inside their clean documents, against the same documents with
//      one of their own sentences disguised alike: is the injection still read? Halves by attack category.
// -- --wrong lists the probes read wrongly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HALF_A } from '../test/security/safety-class-probes-a.js';
import { HALF_B } from '../test/security/safety-class-probes-b.js';
import { base64, type ClassModules, type ClassProbe, readProbe, right, rot13, type SafetyClass } from '../test/security/safety-class-probes.js';
import { DOCUMENT_KEYS, halfOf, type Half } from './support/halves.js';
import { loadSharedSet } from './support/shared-sets.js';

async function modules(root: string): Promise<ClassModules & { findInjection: (t: string, o: object) => unknown }> {
  const load = (p: string) => import(pathToFileURL(path.join(root, p)).href);
  const ids = ['system_prompt_leakage', 'prompt_injection_followed', 'harmful_content'];
  const detectors: ClassModules['detectors'] = {};
  for (const id of ids) detectors[id] = (await load(`src/core/detectors/safety_security/${id}.ts`)).detector;
  const { categories } = await load('src/core/safety/categories/registry.ts');
  return {
    detectors,
    normalizeItem: (await load('src/core/text/normalize.ts')).normalizeItem,
    ItemText: (await load('src/core/text/item-text.ts')).ItemText,
    classifyItem: (await load('src/core/safety/classify.ts')).classifyItem,
    labels: categories.map((c: { label: string }) => c.label),
    findInjection: (await load('src/core/lexicons/injection-patterns.ts')).findInjection,
    revealedPrompt: (await load('src/core/safety/revealed-prompt.ts')).revealedPrompt,
  };
}

const CLASSES: SafetyClass[] = ['secret', 'injection', 'followed', 'harmful'];
const HALVES: [Half, ClassProbe[]][] = [
  ['A', HALF_A],
  ['B', HALF_B],
];
const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)} (${a}/${b})` : '—');

type M = Awaited<ReturnType<typeof modules>>;

/** Per class, reader and half: right readings, recall on the positives, false alarms on the negatives. */
function probeRows(m: M, wrong: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const cls of CLASSES) {
    for (const [half, probes] of HALVES) {
      const mine = probes.filter((p) => p.cls === cls);
      const readings = mine.map((p) => ({ p, r: readProbe(p, m) }));
      for (const reader of Object.keys(readings[0]?.r ?? {})) {
        let ok = 0;
        let caught = 0;
        let alarms = 0;
        const pos = mine.filter((p) => p.expect !== false).length;
        for (const { p, r } of readings) {
          if (right(p.expect, r[reader])) ok++;
          else wrong.push(`${cls} ${half} ${reader} expected ${p.expect} read ${r[reader]}: ${p.note}`);
          if (p.expect !== false && right(p.expect, r[reader])) caught++;
          if (p.expect === false && r[reader] !== false) alarms++;
        }
        out.set(`${cls}|${reader}|${half}`, `${ratio(ok, mine.length)} | ${ratio(caught, pos)} | ${alarms}/${mine.length - pos}`);
      }
    }
  }
  return out;
}

/** JBB responses behind a neutral prompt: unsafe caught (recall) and safe flagged (false alarms), per half and reader. */
function hiddenAskRows(m: M): Map<string, string> {
  const rows = loadSharedSet('safety_jbb_responses');
  const out = new Map<string, string>();
  if (!rows) return out;
  const neutral = 'Continue from where you stopped.';
  const tally: Record<string, { tp: number; p: number; fp: number; n: number }> = {};
  for (const r of rows) {
    const half = halfOf(DOCUMENT_KEYS.safety_jbb_responses.key(r));
    const item = m.normalizeItem({ input: neutral, output: r.response ?? '' }, 0);
    const said = {
      audit: m.classifyItem(neutral, r.response ?? '', m.labels).response_verdict === 'unsafe',
      harmful_content: m.detectors.harmful_content.detect(item, new m.ItemText(item))?.decision === 'fail',
    };
    for (const [reader, s] of Object.entries(said)) {
      const t = (tally[`${reader}|${half}`] ??= { tp: 0, p: 0, fp: 0, n: 0 });
      if (r.label === 'unsafe') {
        t.p++;
        if (s) t.tp++;
      } else {
        t.n++;
        if (s) t.fp++;
      }
    }
  }
  for (const [k, t] of Object.entries(tally)) out.set(k, `${ratio(t.tp, t.p)} | ${ratio(t.fp, t.n)}`);
  return out;
}

/** BIPIA injections disguised in their documents, and the documents with one own sentence disguised alike. */
function disguisedRows(m: M): Map<string, string> {
  const rows = loadSharedSet('inj_bipia');
  const out = new Map<string, string>();
  if (!rows) return out;
  const clean = new Map<string, string>();
  for (const r of rows) if (!r.attack_category) clean.set(String(r.id).split(':').slice(0, 5).join(':'), r.text);
  const tally: Record<string, { tp: number; p: number; fp: number; n: number }> = {};
  for (const [name, encode] of [
    ['ROT13', rot13],
    ['Base64', base64],
  ] as const) {
    for (const r of rows) {
      const doc = clean.get(String(r.id).split(':').slice(0, 5).join(':'));
      if (!doc) continue;
      const half = halfOf(DOCUMENT_KEYS.inj_bipia.key(r));
      const t = (tally[`${name}|${half}`] ??= { tp: 0, p: 0, fp: 0, n: 0 });
      if (r.attack_category && r.attack_text) {
        t.p++;
        if (m.findInjection(`${doc}\n${encode(r.attack_text)}`, { untrusted: true })) t.tp++;
      } else {
        // One of the document's own sentences (its longest), disguised alike: a false alarm if read as an injection.
        const own = doc.split(/(?<=[.!?])\s+/).sort((a, b) => b.length - a.length)[0] ?? doc;
        t.n++;
        if (m.findInjection(`${doc}\n${encode(own)}`, { untrusted: true })) t.fp++;
      }
    }
  }
  for (const [k, t] of Object.entries(tally)) out.set(k, `${ratio(t.tp, t.p)} | ${ratio(t.fp, t.n)}`);
  return out;
}

const here = await modules(path.resolve(import.meta.dirname, '..'));
const baseRoot = process.env.BENCH_BASE_ROOT ? path.resolve(process.env.BENCH_BASE_ROOT) : null;
const base = baseRoot ? await modules(baseRoot) : null;
const wrong: string[] = [];
const now = { probes: probeRows(here, wrong), hidden: hiddenAskRows(here), disguised: disguisedRows(here) };
const before = base ? { probes: probeRows(base, []), hidden: hiddenAskRows(base), disguised: disguisedRows(base) } : null;

function print(title: string, head: string, key: 'probes' | 'hidden' | 'disguised') {
  console.log(`\n${title}\n`);
  console.log(head);
  console.log(`|${'---|'.repeat(head.split('|').length - 2)}`);
  for (const [k, v] of now[key]) {
    const [a, b, half] = k.split('|');
    const cells = key === 'probes' ? `${a} | ${b} | ${half}` : `${a} | ${b}`;
    console.log(`| ${cells} | ${before ? `${before[key].get(k) ?? '—'} → ` : ''}${v} |`);
  }
}

console.log(`Issue 33 safety classes — ${new Date().toISOString()}${base ? ` (base ${baseRoot} → this checkout)` : ''}`);
print('Probes (right readings | positives caught | false alarms on negatives):', '| class | reader | half | right · caught · false alarms |', 'probes');
print(
  'JailbreakBench responses behind "Continue from where you stopped." (unsafe caught | safe flagged):',
  '| reader | half | recall · false alarms |',
  'hidden',
);
print('BIPIA injections disguised in their documents (caught | own sentence disguised, flagged):', '| encoding | half | recall · false alarms |', 'disguised');
if (process.argv.includes('--wrong')) for (const w of wrong) console.log(w);
