// Dataset files the CLI sends: JSON Lines (one item per line), JSON (an array of items, or an object with
// a `dataset` array), or CSV (a header row with input, output, …).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { UsageError } from './errors.js';

export interface DatasetFile {
  format: 'jsonl' | 'json' | 'csv';
  /** The items, for JSON formats and for CSV when parsed. */
  items: Record<string, unknown>[];
  /** The file's text, for CSV (sent as is where the API takes CSV). */
  text: string;
  /** The line of item i, when the format puts one item on a line (a CSV row with line breaks counts once). */
  lineOfItem: ((index: number) => number) | null;
}

function formatOf(file: string): DatasetFile['format'] {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  if (ext === '.json') return 'json';
  if (ext === '.csv') return 'csv';
  throw new UsageError(`${file}: unknown format '${ext || 'no extension'}'; use .jsonl, .json or .csv.`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readDatasetFile(file: string): DatasetFile {
  const format = formatOf(file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  if (format === 'jsonl') {
    const items: Record<string, unknown>[] = [];
    const lines: number[] = [];
    text.split(/\r?\n/).forEach((line, i) => {
      if (line.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (err) {
        throw new UsageError(`${file}, line ${i + 1}: not valid JSON (${(err as Error).message}).`);
      }
      if (!isObject(value)) throw new UsageError(`${file}, line ${i + 1}: expected a JSON object (one item per line).`);
      items.push(value);
      lines.push(i + 1);
    });
    return { format, items, text, lineOfItem: (index) => lines[index] ?? 1 };
  }
  if (format === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new UsageError(`${file}: not valid JSON (${(err as Error).message}).`);
    }
    const items = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.dataset) ? value.dataset : null;
    if (!items || !items.every(isObject)) throw new UsageError(`${file}: expected an array of items, or an object with a "dataset" array.`);
    return { format, items, text, lineOfItem: null };
  }
  let rows: Record<string, unknown>[];
  try {
    rows = parse(text, { columns: true, skip_empty_lines: true, bom: true });
  } catch (err) {
    throw new UsageError(`${file}: not valid CSV (${(err as Error).message}).`);
  }
  return { format, items: rows, text, lineOfItem: (index) => index + 2 };
}
