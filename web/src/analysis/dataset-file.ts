// A dataset file as the analyze endpoint takes it: JSONL (one item per line) and JSON (an array of items,
// {"dataset": [...]}, a promptfoo output file or a Phoenix export — the CLI's rule, shared from the service's
// core) are parsed here into the JSON body's dataset; CSV is sent as it is, as text/csv. The API reads the
// fields under their aliases (Ragas, DeepEval, …) and checks them (its 422 names the item or the line). Parse
// errors name the line too, so a person can fix the file.
import { DATASET_FILE_SHAPES, datasetItemsOf } from '../../../src/core/shapes/dataset-export.js';

export type DatasetBody = { kind: 'json'; dataset: unknown[] } | { kind: 'csv'; text: string };

export class DatasetFileError extends Error {}

function formatOf(name: string, text: string): 'jsonl' | 'json' | 'csv' {
  const lower = name.toLowerCase();
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  // No telling extension: JSON starts with [ or {, and a JSON object per line is JSONL.
  const start = text.trimStart();
  if (start.startsWith('[')) return 'json';
  if (start.startsWith('{')) return /^\s*\{.*\}\s*\r?\n\s*\{/s.test(text) ? 'jsonl' : 'json';
  return 'csv';
}

function parseJsonl(text: string): unknown[] {
  const items: unknown[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    try {
      items.push(JSON.parse(line));
    } catch (e) {
      throw new DatasetFileError(`Line ${i + 1} is not valid JSON: ${(e as Error).message}`);
    }
  });
  return items;
}

function parseJson(text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new DatasetFileError(`The file is not valid JSON: ${(e as Error).message}`);
  }
  const found = datasetItemsOf(value);
  if (found) return found.items;
  throw new DatasetFileError(`A JSON file holds ${DATASET_FILE_SHAPES}.`);
}

export function datasetBody(fileName: string, text: string): DatasetBody {
  const format = formatOf(fileName, text);
  if (format === 'csv') return { kind: 'csv', text };
  const dataset = format === 'jsonl' ? parseJsonl(text) : parseJson(text);
  if (!dataset.length) throw new DatasetFileError('The file holds no items.');
  return { kind: 'json', dataset };
}
