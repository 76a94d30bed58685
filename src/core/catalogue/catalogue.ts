// The catalogue of named rules (issue 35): every id a tag can name in `evidence_items[].metadata.rule_id`, with
// what it reads, its examples and its source. Built-in entries are built once; a project's custom rules join them.
// GET /v2/rules answers it, `assay rules` shows it, and docs/rules.md is generated from it.
import { detectorRegistry } from '../detectors/registry.js';
import type { ExampleItem } from '../detectors/types.js';
import { ruleSource } from '../rulebook/compile.js';
import { customRuleId, detectorRuleId } from '../rulebook/reading-ids.js';
import { ruleSets } from '../rulebook/registry.js';
import type { CustomRule } from '../rules/custom-rule.js';
import { categories } from '../safety/categories/registry.js';
import type { CatalogueRule } from '../shapes/rule-catalogue.js';
import { subcategoriesById } from '../taxonomy/index.js';
import { traceDetectorRegistry } from '../trace-detectors/registry.js';
import type { FullTrace } from '../traces/trace-shapes.js';
import { MODELS, SAFETY_READINGS } from './readings.js';

type Common = Pick<CatalogueRule, 'kind' | 'origin' | 'set' | 'confidence' | 'requires' | 'unless' | 'match' | 'source' | 'precision'>;
/** What a reading in code has in common: no set, no fixed confidence, no pattern, no source in a labelled set. */
const reading = (): Common => ({
  kind: 'reading',
  origin: 'built-in',
  set: null,
  confidence: null,
  requires: [],
  unless: [],
  match: null,
  source: null,
  precision: null,
});

const PLACE_OF: Record<string, string> = { context: 'context', tool_calls: 'tool_results', system_prompt: 'system_prompt', reference: 'reference' };

/** An example item as the catalogue shows it: its fields, without the empty ones. */
const shownItem = (item: ExampleItem): Record<string, unknown> => Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined));

const shownTrace = (trace: FullTrace): Record<string, unknown> => ({
  trace_id: trace.trace_id,
  spans: trace.spans.map((s) => `${s.name} (${s.kind}, ${s.status})`),
});

function dataRules(): CatalogueRule[] {
  return ruleSets.flatMap((set) =>
    set.rules.map(
      (rule): CatalogueRule => ({
        id: rule.id,
        origin: 'built-in',
        kind: 'pattern' in rule.match ? 'pattern' : 'keywords',
        set: set.id,
        area: 'security',
        description: rule.description,
        where: rule.where,
        confidence: rule.confidence,
        requires: (rule.requires ?? []).map((r) => r.reading),
        unless: (rule.unless ?? []).map((r) => r.reading),
        match: 'pattern' in rule.match ? ruleSource(rule) : rule.match.keywords.join(', '),
        examples: rule.examples,
        source: rule.source,
        precision: null,
      }),
    ),
  );
}

function detectorRules(): CatalogueRule[] {
  const items = detectorRegistry.map(
    (d): CatalogueRule => ({
      ...reading(),
      id: detectorRuleId(d.id),
      area: 'failure-analysis',
      description: `${subcategoriesById.get(d.id)?.subcategory_name ?? d.id}: ${subcategoriesById.get(d.id)?.description ?? ''}`.trim(),
      where: ['input', 'output', ...d.requires.map((r) => PLACE_OF[r])],
      examples: { match: d.examples.fail.map(shownItem), no_match: d.examples.pass.map(shownItem) },
    }),
  );
  const traces = traceDetectorRegistry.map(
    (d): CatalogueRule => ({
      ...reading(),
      id: detectorRuleId(d.id),
      area: 'failure-analysis',
      description:
        `${subcategoriesById.get(d.subcategory)?.subcategory_name ?? d.subcategory} (in a trace): ${subcategoriesById.get(d.subcategory)?.description ?? ''}`.trim(),
      where: ['trace'],
      examples: { match: d.examples.fail.map(shownTrace), no_match: d.examples.pass.map(shownTrace) },
    }),
  );
  return [...items, ...traces];
}

function safetyRules(): CatalogueRule[] {
  const own = categories.map(
    (c): CatalogueRule => ({
      ...reading(),
      id: `safety.${c.key}`,
      area: 'security',
      description: `${c.label} ${c.name}, where the category reads in its own code rather than through a named rule: ${c.definition}`,
      where: ['input', 'output'],
      examples: { match: c.examples.unsafe, no_match: c.examples.safe },
    }),
  );
  return [...SAFETY_READINGS.map((r): CatalogueRule => ({ ...reading(), ...r })), ...own];
}

/** Every built-in rule, in a stable order: data rules by set, detectors, the safety readings, the models. */
export const builtInRules: CatalogueRule[] = [
  ...dataRules(),
  ...detectorRules(),
  ...safetyRules(),
  ...MODELS.map((m): CatalogueRule => ({ ...reading(), ...m, kind: 'model' })),
];

/** A project's custom rules as catalogue entries (`rule:<name>`). */
export function customRules(rules: CustomRule[]): CatalogueRule[] {
  return rules.map((rule) => ({
    ...reading(),
    id: customRuleId(rule.name),
    origin: 'project',
    kind: 'custom',
    area: 'failure-analysis',
    description: rule.description ?? `Custom rule ${rule.name} (${rule.bucket_id}${rule.subcategory_id ? `/${rule.subcategory_id}` : ''}).`,
    where: rule.where ?? ['output'],
    confidence: rule.confidence ?? 1,
    match: rule.pattern ?? (rule.keywords ?? []).join(', '),
    examples: { match: [], no_match: [] },
  }));
}

/** The filters of GET /v2/rules and `assay rules --local`: a kind, an area (rules of both areas always match), text. */
export interface RuleFilter {
  kind?: string;
  area?: string;
  /** Text in the id or the description, any case. */
  q?: string;
}

export function filterRules(rules: CatalogueRule[], { kind, area, q }: RuleFilter): CatalogueRule[] {
  const needle = q?.toLowerCase();
  return rules.filter(
    (r) =>
      (kind === undefined || r.kind === kind) &&
      (area === undefined || r.area === area || r.area === 'both') &&
      (needle === undefined || r.id.toLowerCase().includes(needle) || r.description.toLowerCase().includes(needle)),
  );
}
