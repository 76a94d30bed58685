// The CSV form of an analysis request: a text/csv body with a header row (input, output, and optionally
// context (one chunk, or a JSON list of chunks), reference, system_prompt, tool_calls), the other request fields
// as query parameters.
import { parse } from 'csv-parse/sync';
import { errors } from '../http/errors.js';
import type { MinimalInputItem } from './schemas.js';

const COLUMNS = ['input', 'output', 'context', 'reference', 'system_prompt', 'tool_calls', 'metadata'];

/** JSON-looking cells (context as a list, tool_calls, metadata) are parsed; a broken one names its line. */
function jsonCell(value: string, line: number, column: string): unknown {
  try {
    return JSON.parse(value);
  } catch (err) {
    throw errors.invalid(['body', line], `CSV line ${line}, column ${column}: not valid JSON (${(err as Error).message}).`, 'value_error');
  }
}

export function parseCsvDataset(text: string): MinimalInputItem[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: false, info: true, trim: false });
  } catch (err) {
    const e = err as Error & { lines?: number; code?: string };
    const line = e.lines ?? 0;
    throw errors.invalid(['body', line], `Malformed CSV at line ${line}: ${e.message.replace(/^Invalid Record Length: /, '')}`, 'value_error');
  }
  if (records.length === 0) throw errors.invalid(['body'], 'The CSV has no data rows: send a header row (input,output,…) and at least one item.', 'too_short');
  const header = Object.keys(records[0].record);
  const missing = ['input', 'output'].filter((c) => !header.includes(c));
  if (missing.length) {
    throw errors.invalid(
      ['body', 1],
      `CSV line 1 (header): missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Columns read: ${COLUMNS.join(', ')}.`,
      'missing',
    );
  }
  return records.map(({ record, info }) => {
    const line = info.lines;
    const item: MinimalInputItem = { input: record.input ?? '', output: record.output ?? '' };
    if (record.context) {
      const c = record.context.trim();
      item.context = c.startsWith('[') ? (jsonCell(c, line, 'context') as string[]) : [record.context];
      if (Array.isArray(item.context) && !item.context.every((x) => typeof x === 'string')) {
        throw errors.invalid(['body', line], `CSV line ${line}, column context: a JSON list must hold strings.`, 'value_error');
      }
    }
    if (record.reference) item.reference = record.reference;
    if (record.system_prompt) item.system_prompt = record.system_prompt;
    if (record.tool_calls) {
      const calls = jsonCell(record.tool_calls, line, 'tool_calls');
      if (!Array.isArray(calls))
        throw errors.invalid(['body', line], `CSV line ${line}, column tool_calls: expected a JSON list of tool calls.`, 'value_error');
      item.tool_calls = calls as Record<string, unknown>[];
    }
    if (record.metadata) item.metadata = jsonCell(record.metadata, line, 'metadata') as Record<string, unknown>;
    return item;
  });
}

/** Query parameters of the CSV form, turned into the JSON request's fields. */
export function requestFromCsvQuery(query: Record<string, string | undefined>, dataset: MinimalInputItem[]): Record<string, unknown> {
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
