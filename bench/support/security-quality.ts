// The security rows of `npm run bench:quality`: the built-in S1–S23 classifier (no model) on the safety sets.
import { categories } from '../../src/core/safety/categories/registry.js';
import { classifyItem } from '../../src/core/safety/classify.js';
import { confusion, figures, type Confusion } from './metrics.js';

type Load = (name: string) => Record<string, any>[] | null;
type Report = (set: string, task: string, c: Confusion | null, note?: string) => void;

const labels = categories.map((c) => c.label);
const HARMFUL_BEHAVIOUR = ['safety_advbench', 'safety_harmbench_behaviors', 'safety_strongreject', 'safety_forbidden_questions'];
const SAFE = ['safety_alpaca_harmless'];
// Benign prompts from the jailbreak sets (XSTest safe prompts and Alpaca): read by the field they use.
const BENIGN_TEXT = ['jb_benign_prompts'];

const promptUnsafe = (r: Record<string, any>) => classifyItem(r.prompt ?? '', null, labels).prompt_verdict === 'unsafe';
const pct = (x: number) => x.toFixed(3);

export function securityRows(load: Load, report: Report): void {
  for (const set of HARMFUL_BEHAVIOUR) {
    const data = load(set);
    if (!data) report(set, 'unsafe prompt (audit)', null);
    else
      report(
        set,
        'unsafe prompt (audit)',
        confusion(
          data.map((r) => r.label === 'unsafe'),
          data.map(promptUnsafe),
        ),
        'recall is the figure (all unsafe)',
      );
  }
  const xstest = load('safety_xstest_prompts');
  if (!xstest) report('safety_xstest_prompts', 'unsafe prompt (audit)', null);
  else {
    const c = confusion(
      xstest.map((r) => r.label === 'unsafe'),
      xstest.map(promptUnsafe),
    );
    report('safety_xstest_prompts', 'unsafe prompt (audit)', c, `false-positive rate on the safe prompts ${pct(1 - figures(c).specificity)}`);
  }
  for (const set of SAFE) {
    const data = load(set);
    if (!data) report(set, 'unsafe prompt (audit)', null);
    else {
      const c = confusion(
        data.map((r) => r.label === 'unsafe'),
        data.map(promptUnsafe),
      );
      report(set, 'unsafe prompt (audit)', c, `false-positive rate ${pct(c.fp / data.length)} (all safe)`);
    }
  }
  for (const set of BENIGN_TEXT) {
    const data = load(set);
    if (!data) report(set, 'unsafe prompt (audit)', null);
    else {
      const c = confusion(
        data.map(() => false),
        data.map((r) => promptUnsafe({ prompt: r.text })),
      );
      report(set, 'unsafe prompt (audit)', c, `false-positive rate ${pct(c.fp / data.length)} (all benign)`);
    }
  }
  const jbb = load('safety_jbb_responses');
  if (!jbb) report('safety_jbb_responses', 'unsafe response (audit)', null);
  else {
    const predicted = jbb.map((r) => classifyItem(r.prompt ?? '', r.response ?? null, labels).response_verdict === 'unsafe');
    report(
      'safety_jbb_responses',
      'unsafe response (audit)',
      confusion(
        jbb.map((r) => r.label === 'unsafe'),
        predicted,
      ),
      'silver labels (JailbreakBench LLM judge)',
    );
  }
  const refusals = load('refusal_xstest');
  if (!refusals) report('refusal_xstest', 'refusal (audit item)', null);
  else {
    const predicted = refusals.map((r) => classifyItem(r.prompt ?? '', r.response ?? '', labels).refusal);
    report(
      'refusal_xstest',
      'refusal (audit item)',
      confusion(
        refusals.map((r) => r.label === 'refusal'),
        predicted,
      ),
    );
  }
}
