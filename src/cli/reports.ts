// Reports of a failure analysis's fail tags for CI systems: JUnit XML (one test case per item, failed
// when it has fail tags) and SARIF 2.1.0 (one result per fail tag). Pure functions of the tags.
import { createHash } from 'node:crypto';
import { ruleIdsOf } from '../core/scoring/rules-named.js';

export interface ReportTag {
  tag_id: string;
  item_index: number;
  bucket_id: string;
  subcategory_id: string;
  subcategory_name: string;
  /** 0–5: (impact + risk) × frequency × confidence. */
  severity: number;
  severity_label: string;
  confidence: number;
  detector_id: string;
  remediation: string;
  evidence_items: { description: string; content_snippet: string | null; metadata?: Record<string, unknown> }[];
}

export interface ReportRun {
  run_id: string;
  project_name: string;
  total_items: number;
  /** Each item's input, to name its test case; absent ones are named by index alone. */
  inputs?: string[];
  /** Each item's output: with its input, what a SARIF result's fingerprint is made of. */
  outputs?: string[];
  /** Where each item is, in its file's numbering ("outputs.jsonl line 3"); absent ones are "item N", counted from 1. */
  places?: string[];
}

/** A test case's name: where the item is and its input, on one line and short enough for a CI listing. */
export function testCaseName(place: string, input: string | undefined): string {
  const line = (input ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return place;
  return `${place}: ${line.length > 100 ? `${line.slice(0, 99)}…` : line}`;
}

function xml(text: string): string {
  // Characters XML 1.0 cannot hold at all are dropped; the rest escaped.
  return text
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** "medium, severity 2.25": the level and its figure, readable inside parentheses (never "(2.25 (medium))"). */
export const severityText = (tag: Pick<ReportTag, 'severity' | 'severity_label'>) => `${tag.severity_label}, severity ${tag.severity.toFixed(2)}`;

/** A piece of evidence on one line: its description, then its quote after a colon (a description's full stop dropped, never ".:"). */
export function evidenceText(e: { description: string; content_snippet: string | null }): string {
  return e.content_snippet ? `${e.description.replace(/[.\s]+$/, '')}: ${e.content_snippet}` : e.description;
}

function describeTag(tag: ReportTag): string {
  const evidence = tag.evidence_items.map((e) => `  - ${evidenceText(e)}`).join('\n');
  return `${tag.subcategory_name} (${tag.bucket_id}/${tag.subcategory_id}), ${severityText(tag)}, confidence ${tag.confidence.toFixed(2)}, detector ${tag.detector_id}, rules ${ruleIdsOf(tag).join(', ')}\n${evidence}\nRemediation: ${tag.remediation}`;
}

/** The run's id and its fail tags per subcategory (`fails.<subcategory_id>`), for CI systems that chart properties. */
function properties(run: ReportRun, failTags: ReportTag[]): string {
  const counts = new Map<string, number>();
  for (const t of failTags) counts.set(t.subcategory_id, (counts.get(t.subcategory_id) ?? 0) + 1);
  const entries: [string, string][] = [['run_id', run.run_id], ...[...counts].sort().map(([id, n]): [string, string] => [`fails.${id}`, String(n)])];
  return entries.map(([name, value]) => `<property name="${xml(name)}" value="${xml(value)}"/>`).join('');
}

export function junitReport(run: ReportRun, failTags: ReportTag[]): string {
  const byItem = new Map<number, ReportTag[]>();
  for (const tag of failTags) byItem.set(tag.item_index, [...(byItem.get(tag.item_index) ?? []), tag]);
  const suite = xml(`assay failure analysis: ${run.project_name}`);
  const cases: string[] = [];
  for (let i = 0; i < run.total_items; i++) {
    const tags = byItem.get(i) ?? [];
    const name = xml(testCaseName(run.places?.[i] ?? `item ${i + 1}`, run.inputs?.[i]));
    if (tags.length === 0) {
      cases.push(`    <testcase classname="${suite}" name="${name}"/>`);
      continue;
    }
    const message = xml(tags.map((t) => `${t.subcategory_id} (${severityText(t)})`).join('; '));
    const body = xml(tags.map(describeTag).join('\n\n'));
    cases.push(`    <testcase classname="${suite}" name="${name}">\n      <failure message="${message}" type="assay.fail">${body}</failure>\n    </testcase>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="assay" tests="${run.total_items}" failures="${byItem.size}">`,
    `  <testsuite name="${suite}" tests="${run.total_items}" failures="${byItem.size}" errors="0" skipped="0">`,
    `    <properties>${properties(run, failTags)}</properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

const locationOf = ({ uri, line }: { uri: string; line: number | null }) => ({
  physicalLocation: { artifactLocation: { uri }, ...(line ? { region: { startLine: line } } : {}) },
});

const SARIF_LEVEL: Record<string, 'error' | 'warning' | 'note'> = { critical: 'error', high: 'error', medium: 'warning', low: 'note', info: 'note' };

/** Where item i is: its dataset file's URI, and its line when the format has one line per item. */
export type ItemLocation = (index: number) => { uri: string; line: number | null };

/**
 * SARIF `partialFingerprints` that stay the same from one run to the next, so code-scanning tools track a finding
 * across runs: a hash of the file, the item's content and the subcategory (never a run id, tag id or time; not the
 * line either, so inserting an item above does not make every finding below it new). The same finding twice (the
 * same item repeated in one file) is told apart by its occurrence, as GitHub's own line hashes are.
 */
export function stableFingerprints(keys: { uri: string; input: string; output: string; subcategory_id: string }[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((k) => {
    const hash = createHash('sha256').update([k.uri, k.input, k.output, k.subcategory_id].join('\0')).digest('hex').slice(0, 32);
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);
    return `${hash}:${occurrence}`;
  });
}

export function sarifReport(run: ReportRun, failTags: ReportTag[], locate: ItemLocation, version: string): object {
  // A SARIF rule is the named rule that fired first on the tag (GET /v2/rules explains it), filed under its subcategory.
  const rules = new Map<string, { id: string; name: string; shortDescription: { text: string }; properties: { subcategory_id: string; bucket_id: string } }>();
  for (const t of failTags) {
    const id = ruleIdsOf(t)[0];
    rules.set(id, {
      id,
      name: t.subcategory_name,
      shortDescription: { text: `${t.bucket_id}: ${t.subcategory_name} (${id})` },
      properties: { subcategory_id: t.subcategory_id, bucket_id: t.bucket_id },
    });
  }
  const fingerprints = stableFingerprints(
    failTags.map((t) => ({
      uri: locate(t.item_index).uri,
      input: run.inputs?.[t.item_index] ?? '',
      output: run.outputs?.[t.item_index] ?? '',
      subcategory_id: t.subcategory_id,
    })),
  );
  return {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [
      {
        tool: { driver: { name: 'Assay', version, rules: [...rules.values()] } },
        automationDetails: { id: `assay/${run.project_name}/${run.run_id}` },
        results: failTags.map((t, i) => ({
          ruleId: ruleIdsOf(t)[0],
          level: SARIF_LEVEL[t.severity_label] ?? 'warning',
          message: { text: describeTag(t) },
          // The item's line in the dataset is the best location a CI viewer can show.
          locations: [locationOf(locate(t.item_index))],
          partialFingerprints: { 'assayItem/v1': fingerprints[i] },
          properties: {
            item_index: t.item_index,
            severity: t.severity,
            severity_label: t.severity_label,
            confidence: t.confidence,
            detector_id: t.detector_id,
            subcategory_id: t.subcategory_id,
            rule_ids: ruleIdsOf(t),
          },
        })),
      },
    ],
  };
}
