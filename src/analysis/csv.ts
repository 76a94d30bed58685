// The CSV form of a dataset: a header row naming the item fields (Assay's own — input, output, and optionally
// context (one chunk, or a JSON list of chunks), reference, system_prompt, tool_calls, metadata (JSON) — or their
// aliases: core/shapes/dataset-fields.ts), one item a row. The analyze operation takes it as a text/csv body,
// the other request fields as query parameters; the CLI reads dataset files with it. Rows keep their column
// names: the dataset pre-step (http/dataset-fields.ts) reads them as it reads JSON items.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvRecordReader, CsvSyntaxError, type CsvRecord } from '../core/shapes/csv-records.js';
import { checkCsvHeader, decodeCsvRow } from '../core/shapes/dataset-csv.js';
import type { ItemField } from '../core/shapes/dataset-fields.js';
import { errors } from '../http/errors.js';
import { assertStorableBody } from '../http/input-guard.js';

export interface CsvDataset {
  /** One item a row, cells read as their fields take them, under the row's column names. */
  rows: Record<string, unknown>[];
  /** The line of each row (a row with line breaks inside a cell is counted at its first line). */
  lines: number[];
}

/** Most columns a CSV dataset may have (docs/api.md): far more than any export writes, few enough to name each in an answer. */
export const MAX_CSV_COLUMNS = 1000;
/** Reading pauses this often (ms) so that other requests are answered while a large upload is read. */
const SLICE_MS = 10;

function nextRecord(reader: CsvRecordReader): CsvRecord | null {
  try {
    return reader.next();
  } catch (err) {
    if (!(err instanceof CsvSyntaxError)) throw err;
    throw errors.invalid(['body', err.line], `Malformed CSV at line ${err.line}: ${err.message}.`, 'value_error');
  }
}

/**
 * The reading of a CSV dataset, pausing (a `yield`) every SLICE_MS; 422 for malformed CSV (naming the line), a
 * header that names an unknown column, no column for a required field or too many columns, or a cell that
 * cannot be read. One reading for both callers: the route pauses, the CLI does not.
 */
function* readCsvDataset(text: string, required: readonly ItemField[]): Generator<void, CsvDataset> {
  const reader = new CsvRecordReader(text);
  const header = nextRecord(reader);
  const first = header && nextRecord(reader);
  if (!header || !first) throw errors.invalid(['body'], 'The CSV has no data rows: send a header row (input,output,…) and at least one item.', 'too_short');
  const columns = header.fields;
  if (columns.length > MAX_CSV_COLUMNS) {
    throw errors.invalid(
      ['body', header.line],
      `CSV line ${header.line} (header): ${columns.length} columns; a dataset may have at most ${MAX_CSV_COLUMNS}. Leave out the columns Assay does not read.`,
      'too_long',
    );
  }
  const headerIssues = checkCsvHeader(columns, required);
  if (headerIssues.length) {
    throw errors.validation(
      headerIssues.map(({ column, msg, type }) => ({
        loc: column === null ? ['body', header.line] : ['body', header.line, column],
        msg: `CSV line ${header.line} (header): ${msg}`,
        type,
      })),
    );
  }
  const rows: Record<string, unknown>[] = [];
  const lines: number[] = [];
  let sliceStart = performance.now();
  for (let record: CsvRecord | null = first; record; record = nextRecord(reader)) {
    const { fields, line } = record;
    if (fields.length !== columns.length) {
      throw errors.invalid(['body', line], `Malformed CSV at line ${line}: the header has ${columns.length} columns, line ${line} has ${fields.length}.`);
    }
    const cells: Record<string, string> = {};
    for (let i = 0; i < columns.length; i++) cells[columns[i]] = fields[i];
    const { row, issues } = decodeCsvRow(cells);
    if (issues.length) {
      throw errors.validation(
        issues.map(({ column, msg, type }) => ({ loc: ['body', line, column ?? ''], msg: `CSV line ${line}, column ${column}: ${msg}`, type })),
      );
    }
    // Checked here, a row at a time, rather than the whole body after: part of the slices (loc as in a JSON body).
    assertStorableBody(row, ['body', 'dataset', rows.length], 3);
    rows.push(row);
    lines.push(line);
    if (performance.now() - sliceStart > SLICE_MS) {
      yield;
      sliceStart = performance.now();
    }
  }
  return { rows, lines };
}

/** The rows of a CSV dataset, read at once (the CLI). */
export function parseCsvDataset(text: string, required: readonly ItemField[] = ['input', 'output']): CsvDataset {
  const reading = readCsvDataset(text, required);
  for (let step = reading.next(); ; step = reading.next()) if (step.done) return step.value;
}

/** The rows of a CSV dataset, read in slices between which the server answers other requests (the route). */
export async function readCsvDatasetInSlices(text: string, required: readonly ItemField[] = ['input', 'output']): Promise<CsvDataset> {
  const reading = readCsvDataset(text, required);
  for (let step = reading.next(); ; step = reading.next()) {
    if (step.done) return step.value;
    await nextTurn();
  }
}

/** Query parameters of the CSV form, turned into the JSON request's fields. */
export function requestFromCsvQuery(query: Record<string, string | undefined>, dataset: Record<string, unknown>[]): Record<string, unknown> {
  const list = (v?: string) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;
  const bool = (v?: string) => (v === undefined ? undefined : v === 'true' ? true : v === 'false' ? false : v);
  const body: Record<string, unknown> = { project_name: query.project_name, dataset };
  if (query.feature_kind) body.feature_kind = query.feature_kind;
  if (query.subcategories) body.subcategories = list(query.subcategories);
  if (query.buckets) body.buckets = list(query.buckets);
  for (const flag of ['run_eval', 'run_security', 'run_scan'] as const) if (query[flag] !== undefined) body[flag] = bool(query[flag]);
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}
