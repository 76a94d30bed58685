// The order tags are shown in: most important first — higher severity, then higher confidence; ties keep to
// fail before unsure, then item order, so the list reads the same on every load. Pure.
import type { FailureTag } from './types';

type Ordered = Pick<FailureTag, 'severity' | 'confidence' | 'decision' | 'item_index' | 'subcategory_id'>;

export function byImportance(a: Ordered, b: Ordered): number {
  return (
    b.severity - a.severity ||
    b.confidence - a.confidence ||
    Number(b.decision === 'fail') - Number(a.decision === 'fail') ||
    a.item_index - b.item_index ||
    a.subcategory_id.localeCompare(b.subcategory_id)
  );
}

/** A copy of the tags, most important first. */
export function mostImportantFirst<T extends Ordered>(tags: readonly T[]): T[] {
  return [...tags].sort(byImportance);
}
