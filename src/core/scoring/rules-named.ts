// The named rules behind a tag, read from its evidence (scoring.ts writes them): for the CLI's reports and the
// dashboard alike. GET /v2/rules/{id} explains each.

interface NamedEvidence {
  metadata?: Record<string, unknown>;
}

/**
 * The rule ids a tag's evidence names, in order: the rationale's `rule_ids` where several fired, else each piece's
 * `rule_id`; for a tag stored before rules were named, its detector.
 */
export function ruleIdsOf(tag: { detector_id: string; evidence_items: NamedEvidence[] }): string[] {
  const ids = new Set<string>();
  for (const e of tag.evidence_items) {
    const listed = e.metadata?.rule_ids;
    if (Array.isArray(listed)) for (const id of listed) if (typeof id === 'string') ids.add(id);
    if (typeof e.metadata?.rule_id === 'string') ids.add(e.metadata.rule_id);
  }
  return ids.size ? [...ids] : [tag.detector_id];
}
