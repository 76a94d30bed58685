// The CSV form of a dataset: a header row naming the item fields (Assay's own — input, output, and optionally
// context (one chunk, or a JSON list of chunks), reference, system_prompt, tool_calls, metadata (JSON) — or their
// aliases: core/shapes/dataset-fields.ts), one item a row. The analyze operation takes it as a text/csv body,
// the other request fields as query parameters; the CLI reads dataset files with it. Rows keep their column
// names: the dataset pre-step (http/dataset-fields.ts) reads them as it reads JSON items.
import { parse } from 'csv-parse/sync';
import { checkCsvHeader, decodeCsvRow } from '../core/shapes/dataset-csv.js';
import type { ItemField } from '../core/shapes/dataset-fields.js';
import { errors } from '../http/errors.js';

export interface CsvDataset {
  /** One item a row, cells read as their fields take them, under the row's column names. */
  rows: Record<string, unknown>[];
  /** The line of each row (a row with line breaks inside a cell is counted at its first line). */
  lines: number[];
}

/**
 * The rows of a CSV dataset; 422 for malformed CSV (naming the line), a header that names an unknown column or
 * no column for a required field (listing the columns found and the columns known), or a cell that cannot be read.
 */
export function parseCsvDataset(text: string, required: readonly ItemField[] = ['input', 'output']): CsvDataset {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: false, info: true, trim: false });
  } catch (err) {
    const e = err as Error & { lines?: number; code?: string };
    const line = e.lines ?? 0;
    throw errors.invalid(['body', line], `Malformed CSV at line ${line}: ${e.message.replace(/^Invalid Record Length: /, '')}`, 'value_error');
  }
  if (records.length === 0) throw errors.invalid(['body'], 'The CSV has no data rows: send a header row (input,output,…) and at least one item.', 'too_short');
  const headerIssues = checkCsvHeader(Object.keys(records[0].record), required);
  if (headerIssues.length) {
    throw errors.validation(
      headerIssues.map(({ column, msg, type }) => ({ loc: column === null ? ['body', 1] : ['body', 1, column], msg: `CSV line 1 (header): ${msg}`, type })),
    );
  }
  const rows: Record<string, unknown>[] = [];
  const lines: number[] = [];
  for (const { record, info } of records) {
    // info.lines is the line the record ends on; a record with line breaks in a cell starts earlier.
    const line = info.lines;
    const { row, issues } = decodeCsvRow(record);
    if (issues.length) {
      throw errors.validation(
        issues.map(({ column, msg, type }) => ({ loc: ['body', line, column ?? ''], msg: `CSV line ${line}, column ${column}: ${msg}`, type })),
      );
    }
    rows.push(row);
    lines.push(line);
  }
  return { rows, lines };
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
