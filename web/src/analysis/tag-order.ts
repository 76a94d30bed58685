// The order tags are shown in: most important first — higher level (a critical tag is never below a high one),
// then higher severity, then higher confidence; ties keep to fail before unsure, then item order, so the list
// reads the same on every load. Pure.
import { type FailureTag, SEVERITY_LABELS } from './types';

type Ordered = Pick<FailureTag, 'severity' | 'severity_label' | 'confidence' | 'decision' | 'item_index' | 'subcategory_id'>;

export function byImportance(a: Ordered, b: Ordered): number {
  return (
    SEVERITY_LABELS.indexOf(a.severity_label) - SEVERITY_LABELS.indexOf(b.severity_label) ||
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
