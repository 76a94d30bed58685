// Renders the taxonomy as docs/taxonomy.md. Pure (no I/O, no dates) so that a test can compare its
// output with the committed file and fail when someone edits the taxonomy without regenerating the doc.
import type { Subcategory, TaxonomyBucket } from '../shapes/failure-analysis.js';
import { RISK_LEVEL, severityLabelOf } from './scoring.js';

/** Aegis 2.0 category names, so the doc shows "S9 PII/Privacy" rather than a bare label. */
export const securityCategoryNames: Record<string, string> = {
  S1: 'Violence',
  S2: 'Sexual',
  S3: 'Criminal Planning/Confessions',
  S4: 'Guns and Illegal Weapons',
  S5: 'Controlled/Regulated Substances',
  S6: 'Suicide and Self Harm',
  S7: 'Sexual (minor)',
  S8: 'Hate/Identity Hate',
  S9: 'PII/Privacy',
  S10: 'Harassment',
  S11: 'Threat',
  S12: 'Profanity',
  S13: 'Needs Caution',
  S14: 'Other',
  S15: 'Manipulation',
  S16: 'Fraud/Deception',
  S17: 'Malware',
  S18: 'High Risk Gov Decision Making',
  S19: 'Political/Misinformation/Conspiracy',
  S20: 'Copyright/Trademark/Plagiarism',
  S21: 'Unauthorized Advice',
  S22: 'Illegal Activity',
  S23: 'Immoral/Unethical',
};

// Taxonomy text is prose, but examples quote model output with <tags>, {{placeholders}}, * and _; escaped
// so that Markdown shows them literally instead of hiding them as HTML or turning them into emphasis.
function esc(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`);
}

function code(values: readonly string[]): string {
  return values.length === 0 ? 'none' : values.map((v) => `\`${v}\``).join(', ');
}

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

function securityList(labels: readonly string[]): string {
  if (labels.length === 0) return 'none';
  return labels.map((l) => (securityCategoryNames[l] ? `${l} (${securityCategoryNames[l]})` : l)).join(', ');
}

const level = (s: Subcategory) => `${s.impact_score} + ${s.risk_category} (${severityLabelOf(s.impact_score + RISK_LEVEL[s.risk_category])})`;

function renderSubcategory(s: Subcategory): string[] {
  return [
    `<a id="${s.subcategory_id}"></a>`,
    '',
    `### ${esc(s.subcategory_name)}`,
    '',
    esc(s.description),
    '',
    `- **Id:** \`${s.subcategory_id}\``,
    `- **Impact + risk (level):** ${level(s)}`,
    `- **Detection approach:** ${s.detection_approach}`,
    `- **Applies to:** ${code(s.applies_to)}`,
    `- **Minimal-mode compatible:** ${yesNo(s.minimal_mode_compatible)}`,
    `- **Required inputs:** ${code(s.required_inputs)}`,
    `- **Gates CI by default:** ${yesNo(s.gates_ci_by_default)}`,
    `- **Related security categories:** ${securityList(s.related_security_categories)}`,
    `- **Related eval metrics:** ${code(s.related_eval_metrics)}`,
    '',
    '**Signals**',
    '',
    ...s.signals.map((x) => `- ${esc(x)}`),
    '',
    '**Examples**',
    '',
    ...s.examples.map((x) => `- ${esc(x)}`),
    '',
    `**Remediation:** ${esc(s.remediation)}`,
    '',
  ];
}

/** The whole docs/taxonomy.md, ending with a single newline. */
export function renderTaxonomyMarkdown(taxonomy: readonly TaxonomyBucket[]): string {
  const total = taxonomy.reduce((n, b) => n + b.subcategories.length, 0);
  const lines: string[] = [
    '# Failure taxonomy',
    '',
    '<!-- Generated file: do not edit. Edit src/core/taxonomy/ and run `npm run docs:taxonomy`. -->',
    '',
    '> Generated from `src/core/taxonomy/` by `npm run docs:taxonomy` ' +
      '(`node --import tsx scripts/generate-taxonomy-doc.ts`). Do not edit by hand: a test fails when this file ' +
      'differs from the code.',
    '',
    `Failure analysis tags each failure with a bucket and a subcategory. There are ${taxonomy.length} buckets and ` +
      `${total} subcategories. The API serves the same data at \`GET /v2/failure-analysis/taxonomy\` and ` +
      '`GET /v2/failure-analysis/taxonomy/{bucket_id}`.',
    '',
    'Field meanings: **impact** (0–3, `impact_score`) and **risk** (`risk_category` low, medium or high: 0–2) add up to ' +
      "the failure's level (5 critical, 4 high, 3 medium, 2 low, 0–1 info); a tag's severity (0–5) is that sum times its " +
      'frequency weight and confidence (docs/scoring.md). **Minimal-mode compatible** subcategories can be detected from ' +
      'dataset items alone; the others need a trace (full mode). **Required inputs** are those the detector needs beyond the ' +
      'prompt and the answer; without them it is skipped. **llm_judge** subcategories need a language-model judge. **Gates CI ' +
      'by default** means a confident fail tag sets `should_gate_ci`.',
    '',
    '## Buckets',
    '',
    '| Bucket | Id | Subcategories | Description |',
    '| --- | --- | --- | --- |',
    ...taxonomy.map((b) => `| [${esc(b.bucket_name)}](#${b.bucket_id}) | \`${b.bucket_id}\` | ${b.subcategories.length} | ${esc(b.description)} |`),
    '',
  ];
  for (const b of taxonomy) {
    lines.push(`<a id="${b.bucket_id}"></a>`, '', `## ${esc(b.bucket_name)}`, '', esc(b.description), '');
    lines.push('| Subcategory | Id | Impact + risk | Detection | Minimal | Gates CI |', '| --- | --- | --- | --- | --- | --- |');
    for (const s of b.subcategories) {
      lines.push(
        `| [${esc(s.subcategory_name)}](#${s.subcategory_id}) | \`${s.subcategory_id}\` | ${level(s)} | ${s.detection_approach} | ` +
          `${yesNo(s.minimal_mode_compatible)} | ${yesNo(s.gates_ci_by_default)} |`,
      );
    }
    lines.push('');
    for (const s of b.subcategories) lines.push(...renderSubcategory(s));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
