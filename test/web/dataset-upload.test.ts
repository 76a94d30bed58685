// The dashboard's upload (web/src/analysis/dataset-file.ts) reads the files the CLI reads — a list, {"dataset"},
// a promptfoo output file, a Phoenix answer — from the same rule (core/shapes/dataset-export.ts), and leaves the
// items under their own names for the API to map and report in field_mapping.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { datasetBody, DatasetFileError } from '../../web/src/analysis/dataset-file.js';
import { exportCases, promptfooOutputFile } from '../support/dataset-exports.js';

const promptfoo = exportCases.find((c) => c.tool.startsWith('promptfoo'))!.item;
const ragas = exportCases.find((c) => c.tool.startsWith('Ragas v0.1'))!.item;

describe("the dashboard's dataset upload", () => {
  it('finds the items of a promptfoo output file and of a Phoenix answer, as posted', () => {
    assert.deepEqual(datasetBody('results.json', JSON.stringify(promptfooOutputFile(promptfoo))), { kind: 'json', dataset: [promptfoo] });
    assert.deepEqual(datasetBody('examples.json', JSON.stringify({ data: { examples: [ragas] } })), { kind: 'json', dataset: [ragas] });
    assert.deepEqual(datasetBody('ragas.jsonl', `${JSON.stringify(ragas)}\n`), { kind: 'json', dataset: [ragas] });
    assert.deepEqual(datasetBody('ragas.csv', 'question,answer\nq,a\n'), { kind: 'csv', text: 'question,answer\nq,a\n' });
  });

  it('says which shapes a JSON file may have when it has none of them', () => {
    assert.throws(
      () => datasetBody('settings.json', '{"theme": "dark"}'),
      (e: Error) => e instanceof DatasetFileError && /promptfoo output file/.test(e.message),
    );
  });
});
