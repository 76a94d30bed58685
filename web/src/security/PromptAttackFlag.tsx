// An audited item's prompt attack (an injection or jailbreak in its prompt): the kind as a fail badge, like the
// verdicts beside it, and the attack's text as the API gives it. Nothing for an item without one — including items
// judged before the flag existed, which read prompt_attack: null.
import { decimal } from '../components/format-values';
import type { PromptAttack } from './security-types';

export function PromptAttackFlag({ attack }: { attack: PromptAttack | null | undefined }) {
  if (!attack) return <span className="muted">—</span>;
  return (
    <span className="prompt-attack" data-testid="prompt-attack">
      <span className="badge fail" title={`Confidence ${decimal(attack.confidence, 2)}`}>
        {attack.kind}
      </span>
      {attack.evidence.map((text) => (
        <q key={text} className="snippet wrap clamp">
          {text}
        </q>
      ))}
    </span>
  );
}
