// Built-in verdicts and a guard model's, combined (docs/security.md): either one finding a message unsafe
// makes it unsafe; the guard's categories join the built-in ones; an unsure guard leaves the built-in verdict.
import { categoriesByLabel } from '../categories/registry.js';
import type { GuardVerdict } from '../guard/guard-client.js';
import type { CategoryScore, ItemVerdict } from './classify.js';

/** Confidence given to a category named by the guard model. */
export const GUARD_CONFIDENCE = 0.9;

export interface AuditedItem extends ItemVerdict {
  /** The guard model's own ratings; null when no guard model took part. */
  guard_model: GuardVerdict | null;
}

export function combineWithGuard(builtIn: ItemVerdict, guard: GuardVerdict | null): AuditedItem {
  if (!guard) return { ...builtIn, guard_model: null };
  const scores: CategoryScore[] = [...builtIn.category_scores];
  // One list of categories comes back for the item: it belongs to the response when that is unsafe.
  const target = guard.response === 'unsafe' ? 'response' : guard.prompt === 'unsafe' ? 'prompt' : null;
  if (target) {
    for (const label of guard.categories) {
      const existing = scores.find((s) => s.label === label && s.target === target);
      if (existing) existing.confidence = Math.max(existing.confidence, GUARD_CONFIDENCE);
      else {
        const c = categoriesByLabel.get(label)!;
        scores.push({ label, key: c.key, target, confidence: GUARD_CONFIDENCE, reason: 'named by the guard model', evidence: [] });
      }
    }
  }
  const flagged = new Set(scores.map((s) => s.label));
  return {
    prompt_verdict: builtIn.prompt_verdict === 'unsafe' || guard.prompt === 'unsafe' ? 'unsafe' : 'safe',
    response_verdict: builtIn.response_verdict === null ? null : builtIn.response_verdict === 'unsafe' || guard.response === 'unsafe' ? 'unsafe' : 'safe',
    refusal: builtIn.refusal,
    categories: [...flagged].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))),
    category_scores: scores,
    guard_model: guard,
  };
}
