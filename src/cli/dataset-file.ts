// Dataset files the CLI sends: JSON Lines (one item per line), JSON (an array of items, {"dataset": [...]}, a
// promptfoo output file or a Phoenix export: core/shapes/dataset-export.ts), or CSV (a header row naming the
// fields: analysis/csv.ts). Items keep the names they have in the file — the run reads them under Assay's
// (http/dataset-fields.ts) and says which it mapped — but are checked here first, so a misnamed field is told
// with its file and line before anything is sent.
import path from 'node:path';
import { parseCsvDataset } from '../analysis/csv.js';
import { DATASET_FILE_SHAPES, datasetItemsOf } from '../core/shapes/dataset-export.js';
import type { ItemField } from '../core/shapes/dataset-fields.js';
import { readDatasetItem } from '../core/shapes/dataset-item-reader.js';
import { HttpError } from '../http/errors.js';
import { UsageError } from './errors.js';
import { parseJsonText, readTextFile } from './text-files.js';
import { shownPath } from './places.js';

export interface DatasetFile {
  format: 'jsonl' | 'json' | 'csv';
  /** The items as the file names their fields (a CSV row's cells read as their fields take them). */
  items: Record<string, unknown>[];
  /** The same items under Assay's names (input, output, …), for what the CLI reads of them itself. */
  read: Record<string, unknown>[];
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

/** The items of a file's text, with the line of each when the format gives one. */
function itemsOf(
  file: string,
  format: DatasetFile['format'],
  text: string,
  required: readonly ItemField[],
): { items: Record<string, unknown>[]; lines: number[] | null } {
  if (format === 'jsonl') {
    const items: Record<string, unknown>[] = [];
    const lines: number[] = [];
    text.split(/\r?\n/).forEach((line, i) => {
      if (line.trim() === '') return;
      const value = parseJsonText(line, `${file}, line ${i + 1}`);
      if (!isObject(value)) throw new UsageError(`${file}, line ${i + 1}: expected a JSON object (one item per line).`);
      items.push(value);
      lines.push(i + 1);
    });
    return { items, lines };
  }
  if (format === 'json') {
    const value = parseJsonText(text, file);
    const found = datasetItemsOf(value);
    if (!found || !found.items.every(isObject)) throw new UsageError(`${file}: expected ${DATASET_FILE_SHAPES}.`);
    return { items: found.items, lines: null };
  }
  try {
    const { rows, lines } = parseCsvDataset(text, required);
    return { items: rows, lines };
  } catch (err) {
    if (err instanceof HttpError) throw new UsageError(`${file}: ${typeof err.detail === 'string' ? err.detail : err.detail.map((d) => d.msg).join(' ')}`);
    throw err;
  }
}

/**
 * A dataset file's items. `required`: the fields a CSV header must give (the audit needs no output). A field
 * no known name matches, or two names for one field, stops here with the item's line.
 */
export function readDatasetFile(file: string, required: readonly ItemField[] = ['input', 'output']): DatasetFile {
  // Messages name the file as a person reads it (relative to here); it is read by the name given.
  const shown = shownPath(file);
  const format = formatOf(shown);
  const text = readTextFile(file);
  const { items, lines } = itemsOf(shown, format, text, required);
  const where = (index: number) => (lines ? `line ${lines[index]}` : `item ${index + 1}`);
  const read = items.map((item, index) => {
    const result = readDatasetItem(item);
    const [issue] = result.issues;
    if (issue) throw new UsageError(`${shown}, ${where(index)}: ${issue.path.join('.')}: ${issue.msg}`);
    return result.item as Record<string, unknown>;
  });
  return { format, items, read, text, lineOfItem: lines ? (index) => lines[index] ?? 1 : null };
}
