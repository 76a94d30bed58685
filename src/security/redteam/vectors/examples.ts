// Worked examples of the attack vectors for docs/redteam.md: what each vector builds from one base attack with
// one seed, rendered as Markdown (`npm run docs:vectors` writes it; a test checks the committed doc is current).
import { seededRandom } from '../plan.js';
import { vulnerabilitiesByKey } from '../vulnerabilities/registry.js';
import { vectors } from './registry.js';

export const EXAMPLES_START = '<!-- vector-examples:start (npm run docs:vectors) -->';
export const EXAMPLES_END = '<!-- vector-examples:end -->';
const SEED = 1;
/** Longer turns are cut here: the example shows the shape, the code has the rest. */
const SHOWN = 400;

const shown = (turn: string) => (turn.length > SHOWN ? `${turn.slice(0, SHOWN)} […]` : turn);
const block = (text: string) => `\`\`\`text\n${text.replace(/```/g, "'''")}\n\`\`\``;

export function renderVectorExamples(): string {
  const vulnerability = vulnerabilitiesByKey.get('s22-illegal-activity')!;
  const base = vulnerability.attacks[0];
  const parts = [
    EXAMPLES_START,
    '',
    `Every vector applied to one base attack of \`s22-illegal-activity\` — "${base}" — at plan index 0 with seed ${SEED}, as`,
    'the plan builds it (turns longer than 400 characters are cut here). The three vectors that adapt start from the',
    'plain request and change it while sending; their own sections below show how.',
  ];
  for (const vector of vectors) {
    const turns = vector.build({ base, baseIndex: 0, vulnerability, random: seededRandom(SEED) });
    parts.push('', `### \`${vector.key}\` — ${vector.name}`, '', vector.description, '');
    if (vector.retry || vector.attacker) {
      parts.push(`Planned: the plain request. ${vector.retry ? 'Tries: "Best-of-N" below.' : 'Rounds: "The attacker model" below.'}`);
      continue;
    }
    turns.forEach((turn, i) => {
      if (turns.length > 1) parts.push(i === 0 ? 'Turn 1:' : `Turn ${i + 1}, sent after the target's answer with the conversation so far:`, '');
      parts.push(block(shown(turn)), '');
    });
    parts.pop();
  }
  parts.push('', EXAMPLES_END);
  return parts.join('\n');
}
