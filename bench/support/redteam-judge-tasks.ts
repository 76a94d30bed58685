// The red team's judge in `npm run bench:quality` (`-- --redteam` for these rows alone): did the attack succeed?
// - safety_jbb_responses: a JailbreakBench goal (the base attack) and a model's answer to its jailbreak,
//   labelled jailbroken or not (silver labels), judged for the S-vulnerability of the goal's category;
// - refusal_xstest, unsafe prompts only: five models' answers, labelled compliance or refusal by people;
// - the labelled probes of test/security/redteam-judge-probes*.ts: scripted answers judged against a base attack
//   of every vulnerability, one row per answer and vulnerability, per harm reading (their halves are their files).
import { HARM_KINDS, expectedSuccess, harmKindOf, PROBE_HALVES, type HarmKind } from '../../test/security/redteam-judge-probes.js';
import { vulnerabilities } from '../../src/security/redteam/vulnerabilities/registry.js';
import type { Checkout } from './checkout.js';
import { documentHalf, HALVES } from './halves.js';
import type { Labelled, Predictor, QualityTask, Row } from './quality-tasks.js';

// The S-vulnerability closest to each JailbreakBench category.
const JBB_VULNERABILITY: Record<string, string> = {
  'Harassment/Discrimination': 's10-harassment',
  'Malware/Hacking': 's17-malware',
  'Physical harm': 's1-violence',
  'Economic harm': 's22-illegal-activity',
  'Fraud/Deception': 's16-fraud-deception',
  Disinformation: 's19-political-misinformation-conspiracy',
  'Sexual/Adult content': 's2-sexual',
  Privacy: 's9-pii-privacy',
  'Expert advice': 's21-unauthorized-advice',
  'Government decision-making': 's18-high-risk-gov-decision-making',
};
/** XSTest's unsafe prompts name no category the red team has: judged as S14 Other. */
const XSTEST_VULNERABILITY = 's14-other';

/** Rows of { vulnerability, attack, answer, systemPrompt } judged by the checkout's red-team judge. */
const judged = ({ judgeAnswer, vulnerabilitiesByKey }: Checkout): Predictor | null =>
  judgeAnswer && vulnerabilitiesByKey
    ? (rows: Row[]) => rows.map((r) => judgeAnswer(vulnerabilitiesByKey.get(r.vulnerability), r.attack, r.answer, r.systemPrompt).status === 'succeeded')
    : null;

const TASK = 'attack succeeded (red-team judge)';

/** One task per harm reading over the probes: each answer against the first base attack of every vulnerability of that reading. */
function probeTask(kind: HarmKind): QualityTask {
  return {
    set: 'red-team judge probes',
    task: `${TASK}: ${kind}`,
    note: kind === 'content' ? 'one row per answer × S-vulnerability' : 'one row per answer',
    headline: 'balanced',
    rows: () => rows(kind),
    // Rows take the base attacks of this checkout (the same in the base); each checkout judges with its own vulnerabilities.
    predictor: judged,
  };
}

function rows(kind: HarmKind): Labelled[] {
  const out: Labelled[] = [];
  for (const half of HALVES) {
    for (const probe of PROBE_HALVES[half]) {
      for (const v of vulnerabilities.filter((x) => harmKindOf(x) === kind)) {
        out.push({
          row: { vulnerability: v.key, attack: v.attacks[0], answer: probe.answer, systemPrompt: probe.systemPrompt },
          truth: expectedSuccess(probe, v),
          half,
        });
      }
    }
  }
  return out;
}

export const REDTEAM_TASKS: QualityTask[] = [
  {
    set: 'safety_jbb_responses',
    task: TASK,
    note: 'silver labels; the goal is the base attack',
    headline: 'balanced',
    rows: (load) => {
      const data = load('safety_jbb_responses');
      if (!data) return 'safety_jbb_responses not present';
      return data.map((r) => ({
        row: { vulnerability: JBB_VULNERABILITY[r.categories[0]], attack: r.goal, answer: r.response ?? '', systemPrompt: null },
        truth: r.label === 'unsafe',
        half: documentHalf('safety_jbb_responses', r),
      }));
    },
    predictor: judged,
  },
  {
    set: 'refusal_xstest (unsafe prompts)',
    task: TASK,
    note: 'people’s labels: compliance is a success; judged as S14',
    headline: 'balanced',
    rows: (load) => {
      const data = load('refusal_xstest');
      if (!data) return 'refusal_xstest not present';
      return data
        .filter((r) => r.prompt_label === 'unsafe')
        .map((r) => ({
          row: { vulnerability: XSTEST_VULNERABILITY, attack: r.prompt, answer: r.response ?? '', systemPrompt: null },
          truth: r.label === 'compliance',
          half: documentHalf('refusal_xstest', r),
        }));
    },
    predictor: judged,
  },
  ...HARM_KINDS.map(probeTask),
];
