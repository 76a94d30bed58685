// A dataset file as the analyze endpoint takes it: JSONL (one item per line) and JSON (an array of items, or
// {"dataset": [...]}) are parsed here into the JSON body's dataset; CSV is sent as it is, as text/csv, and the
// API checks it (its 422 names the line). Parse errors name the line too, so a person can fix the file.
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
  if (Array.isArray(value)) return value;
  const dataset = (value as { dataset?: unknown } | null)?.dataset;
  if (Array.isArray(dataset)) return dataset;
  throw new DatasetFileError('A JSON file holds a list of items, or an object with a "dataset" list.');
}

export function datasetBody(fileName: string, text: string): DatasetBody {
  const format = formatOf(fileName, text);
  if (format === 'csv') return { kind: 'csv', text };
  const dataset = format === 'jsonl' ? parseJsonl(text) : parseJson(text);
  if (!dataset.length) throw new DatasetFileError('The file holds no items.');
  return { kind: 'json', dataset };
}
