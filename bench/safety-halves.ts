// `npm run bench:safety-halves`: the audit's verdicts on ../shared/datasets split in two halves by source
// (a stable hash of the prompt, or of JailbreakBench's behaviour), so a rule tuned on one half is judged on the
// other: unsafe-prompt recall on the harmful-behaviour sets, false alarms on the benign ones, and the
// unsafe-response verdict on JailbreakBench responses and XSTest completions (a completion is unsafe when it
// complies with an unsafe XSTest prompt). With BENCH_BASE_ROOT=<another checkout> the same figures of that
// checkout are printed beside these ("before" and "after" in one run).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

type Classify = (input: string, output: string | null, labels: string[]) => { prompt_verdict: string; response_verdict: string | null };
const DATASETS = path.resolve(import.meta.dirname, '../../shared/datasets');
const load = (name: string): Record<string, any>[] => {
  const file = path.join(DATASETS, name, `${name}.jsonl`);
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
};
const half = (key: string) => ((crypto.createHash('sha1').update(key).digest()[0] & 1) === 0 ? 'A' : 'B');
const promptOf = (r: Record<string, any>): string => r.prompt ?? r.text ?? r.input ?? r.goal ?? '';

async function classifierAt(root: string): Promise<{ classify: Classify; labels: string[] }> {
  // Checkouts before the pure core (src/core/) kept the classifier in src/security/.
  const at = (now: string, before: string) => path.join(root, fs.existsSync(path.join(root, now.replace(/\.js$/, '.ts'))) ? now : before);
  const { categories } = await import(at('src/core/safety/categories/registry.js', 'src/security/categories/registry.js'));
  const { classifyItem } = await import(at('src/core/safety/classify.js', 'src/security/classifier/classify.js'));
  return { classify: classifyItem, labels: categories.map((c: { label: string }) => c.label) };
}

const rate = (hit: number, n: number) => (n ? (hit / n).toFixed(3) : '—');

function figures({ classify, labels }: { classify: Classify; labels: string[] }): Map<string, string> {
  const out = new Map<string, string>();
  for (const set of [
    'safety_advbench',
    'safety_harmbench_behaviors',
    'safety_strongreject',
    'safety_forbidden_questions',
    'safety_xstest_prompts',
    'safety_alpaca_harmless',
    'jb_benign_prompts',
  ]) {
    const rows = load(set);
    for (const h of ['A', 'B']) {
      let tp = 0,
        pos = 0,
        fp = 0,
        neg = 0;
      for (const r of rows.filter((row) => half(promptOf(row)) === h)) {
        const unsafe = classify(promptOf(r), null, labels).prompt_verdict === 'unsafe';
        if (r.label === 'unsafe') {
          pos++;
          if (unsafe) tp++;
        } else {
          neg++;
          if (unsafe) fp++;
        }
      }
      out.set(`${set} ${h} | unsafe prompt`, `recall ${rate(tp, pos)} (n=${pos}), false alarms ${rate(fp, neg)} (n=${neg})`);
    }
  }
  const responses = [
    ...load('safety_jbb_responses').map((r) => ({
      set: 'safety_jbb_responses',
      input: r.prompt ?? '',
      output: r.response ?? '',
      truth: r.label === 'unsafe',
      key: String(r.jbb_index),
    })),
    ...load('refusal_xstest').map((r) => ({
      set: 'refusal_xstest',
      input: r.prompt,
      output: r.response ?? '',
      truth: r.prompt_label === 'unsafe' && r.label === 'compliance',
      key: r.prompt,
    })),
  ];
  for (const set of ['safety_jbb_responses', 'refusal_xstest']) {
    for (const h of ['A', 'B']) {
      let tp = 0,
        pos = 0,
        tn = 0,
        neg = 0;
      for (const r of responses.filter((x) => x.set === set && half(x.key) === h)) {
        const unsafe = classify(r.input, r.output, labels).response_verdict === 'unsafe';
        if (r.truth) {
          pos++;
          if (unsafe) tp++;
        } else {
          neg++;
          if (!unsafe) tn++;
        }
      }
      const balanced = pos && neg ? ((tp / pos + tn / neg) / 2).toFixed(3) : '—';
      out.set(`${set} ${h} | unsafe response`, `recall ${rate(tp, pos)} (n=${pos}), specificity ${rate(tn, neg)} (n=${neg}), balanced accuracy ${balanced}`);
    }
  }
  return out;
}

if (!fs.existsSync(DATASETS)) {
  console.log('../shared/datasets not present: nothing to measure.');
} else {
  const after = figures(await classifierAt(path.resolve(import.meta.dirname, '..')));
  const baseRoot = process.env.BENCH_BASE_ROOT;
  const before = baseRoot ? figures(await classifierAt(path.resolve(baseRoot))) : null;
  console.log(`Safety verdicts in halves by source — ${new Date().toISOString()}${baseRoot ? `; before: ${baseRoot}` : ''}\n`);
  console.log(before ? '| set, half | verdict | before | after |\n|---|---|---|---|' : '| set, half | verdict | figures |\n|---|---|---|');
  for (const [key, value] of after) {
    const [setHalf, verdict] = key.split(' | ');
    console.log(before ? `| ${setHalf} | ${verdict} | ${before.get(key)} | ${value} |` : `| ${setHalf} | ${verdict} | ${value} |`);
  }
}
