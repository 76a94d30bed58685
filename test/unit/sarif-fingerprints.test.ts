// SARIF partialFingerprints stay the same from one run to the next: code-scanning tools match findings by them.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { sarifReport, type ReportRun, type ReportTag } from '../../src/cli/reports.js';

const tag = (item_index: number, subcategory_id: string): ReportTag => ({
  tag_id: randomUUID(),
  item_index,
  bucket_id: 'hallucination_grounding',
  subcategory_id,
  subcategory_name: subcategory_id,
  severity: 2.5,
  severity_label: 'medium',
  confidence: 0.8,
  detector_id: subcategory_id,
  remediation: 'Ground the answer.',
  evidence_items: [],
});

const inputs = ['When did order 1182 ship?', 'Refund me', 'When did order 1182 ship?'];
const outputs = ['It shipped on May 9.', 'Done.', 'It shipped on May 9.'];
const locate = (i: number) => ({ uri: 'evals/support.jsonl', line: i + 1 });

function fingerprints(tags: ReportTag[], run: ReportRun = { run_id: randomUUID(), project_name: 'p', total_items: 3, inputs, outputs }, at = locate): string[] {
  const report = sarifReport(run, tags, at, '0.1.0') as { runs: { results: { partialFingerprints: Record<string, string> }[] }[] };
  return report.runs[0].results.map((r) => r.partialFingerprints['assayItem/v1']);
}

describe('SARIF partialFingerprints', () => {
  it('are the same for two runs of the same items (new run and tag ids)', () => {
    const first = fingerprints([tag(0, 'unsupported_number'), tag(1, 'tool_error_ignored')]);
    const second = fingerprints([tag(0, 'unsupported_number'), tag(1, 'tool_error_ignored')]);
    assert.deepEqual(second, first);
    assert.equal(new Set(first).size, 2);
  });

  it('do not move with the line, and change with the file, the content or the subcategory', () => {
    const [base] = fingerprints([tag(0, 'unsupported_number')]);
    assert.equal(fingerprints([tag(0, 'unsupported_number')], undefined, (i) => ({ uri: 'evals/support.jsonl', line: i + 7 }))[0], base);
    assert.notEqual(fingerprints([tag(0, 'unsupported_number')], undefined, () => ({ uri: 'evals/other.jsonl', line: 1 }))[0], base);
    assert.notEqual(fingerprints([tag(0, 'unsupported_claim')])[0], base);
    const changed = { run_id: 'r', project_name: 'p', total_items: 3, inputs, outputs: ['It shipped on May 5.', 'Done.', ''] };
    assert.notEqual(fingerprints([tag(0, 'unsupported_number')], changed)[0], base);
  });

  it('tell the same item repeated in one file apart by occurrence', () => {
    const [a, b] = fingerprints([tag(0, 'unsupported_number'), tag(2, 'unsupported_number')]);
    assert.notEqual(a, b);
    assert.equal(a.split(':')[0], b.split(':')[0]);
  });
});
