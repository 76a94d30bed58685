// A dataset as CSV rows: the header checked against the known names (dataset-fields.ts), and each cell read as
// its field takes it — a list of chunks as JSON, as a Python list (Ragas's CSV) or split by "|" (DeepEval's),
// tool calls and metadata as JSON. The rows keep their column names: dataset-item-reader.ts reads them as every
// other item, so a CSV and a JSON body say the same `field_mapping`. Pure: the callers parse the CSV text and
// turn the issues into their errors.
import {
  CONTAINERS,
  DEEPEVAL_MARKS,
  FIELD_ALIASES,
  type ItemField,
  isItemField,
  KEPT_IN_METADATA,
  LEFT_OUT,
  MESSAGE_LISTS,
  nearestKnownName,
  readAs,
} from './dataset-fields.js';
import { listOfText } from './dataset-values.js';
import { wellFormed } from './whole-characters.js';

export interface CsvIssue {
  /** The column concerned; null for the header as a whole. */
  column: string | null;
  msg: string;
  type: string;
}

/** The item fields a column gives (a message list gives three). */
function fieldsOf(column: string): ItemField[] {
  if (isItemField(column)) return [column];
  if (FIELD_ALIASES[column]) return [FIELD_ALIASES[column].field];
  if (MESSAGE_LISTS[column]) return ['input', 'output', 'system_prompt'];
  return [];
}

const isKnownColumn = (column: string) =>
  isItemField(column) ||
  Boolean(FIELD_ALIASES[column] || MESSAGE_LISTS[column] || CONTAINERS[column] || KEPT_IN_METADATA[column] || LEFT_OUT[column]) ||
  column.startsWith('attributes.');

/** Columns named in messages: the first few, each cut short, so a header of 1,000 long names cannot make every message huge. */
const SHOWN_COLUMNS = 30;
const SHOWN_NAME_LENGTH = 80;
const SHOWN_ISSUES = 100;

const shortName = (name: string) => (name.length > SHOWN_NAME_LENGTH ? `${name.slice(0, SHOWN_NAME_LENGTH)}…` : name);

function namesShown(header: string[]): string {
  const shown = header
    .slice(0, SHOWN_COLUMNS)
    .map((name) => JSON.stringify(shortName(name)))
    .join(', ');
  return header.length > SHOWN_COLUMNS ? `${shown}, … (${header.length} in all)` : shown;
}

/**
 * The header's problems: an unknown column (with the nearest known name), and a required field no column gives.
 * Each message lists the columns found; the last one the columns known.
 */
export function checkCsvHeader(header: string[], required: readonly ItemField[]): CsvIssue[] {
  const found = `Columns found: ${namesShown(header)}.`;
  const known =
    'Columns known: input, output, context, reference, system_prompt, tool_calls, metadata, and their aliases ' +
    `(${Object.keys(FIELD_ALIASES)
      .filter((name) => !name.includes('.'))
      .join(', ')}; docs/api.md, "Dataset fields").`;
  const issues: CsvIssue[] = [];
  for (const column of header) {
    if (isKnownColumn(column)) continue;
    // An answer shows 100 issues (http/errors.ts): past those, a column is only counted, not compared to every known name.
    if (issues.length >= SHOWN_ISSUES) {
      issues.push({ column, msg: `unknown column '${shortName(column)}'.`, type: 'extra_forbidden' });
      continue;
    }
    const nearest = nearestKnownName(column);
    issues.push({
      column,
      msg: `unknown column '${shortName(column)}'; the nearest known name is '${nearest}' (read as ${readAs(nearest)}). ${found}`,
      type: 'extra_forbidden',
    });
  }
  const given = new Set(header.flatMap(fieldsOf));
  const missing = required.filter((field) => !given.has(field));
  if (missing.length) {
    const names = (field: ItemField) => [field, ...Object.keys(FIELD_ALIASES).filter((a) => FIELD_ALIASES[a].field === field && !a.includes('.'))].join(' or ');
    issues.push({ column: null, msg: `no column gives the ${missing.map((f) => `${f} (${names(f)})`).join(', nor the ')}. ${found}`, type: 'missing' });
  }
  if (issues.length) issues[issues.length - 1].msg += ` ${known}`;
  return issues;
}

/** Columns whose cell is JSON (an object or a list of objects); a broken one is an error. */
const JSON_FIELDS = new Set<string>(['tool_calls', 'metadata']);

/**
 * One row's cells as its fields take them; the names stay the row's. An empty cell is left out, but for the
 * input and the output (an empty answer is itself a finding).
 */
export function decodeCsvRow(record: Record<string, string>): { row: Record<string, unknown>; issues: CsvIssue[] } {
  const row: Record<string, unknown> = {};
  const issues: CsvIssue[] = [];
  const deepEval = DEEPEVAL_MARKS.some((name) => name in record);
  for (const [column, cell] of Object.entries(record)) {
    const fields = fieldsOf(column);
    const field = fields.length === 1 ? fields[0] : null;
    if (cell === '' || cell === undefined) {
      if (field === 'input' || field === 'output') row[column] = '';
      continue;
    }
    const json = (what: string): unknown => {
      try {
        return JSON.parse(cell);
      } catch (err) {
        issues.push({ column, msg: `not valid JSON (${wellFormed((err as Error).message)}); ${what}`, type: 'value_error' });
        return undefined;
      }
    };
    if (fields.length > 1 || (CONTAINERS[column] && !field)) row[column] = json('expected a JSON list of chat messages or a JSON object');
    else if (field && JSON_FIELDS.has(field)) row[column] = json(field === 'tool_calls' ? 'expected a JSON list of tool calls' : 'expected a JSON object');
    else if (field === 'context' || (field === 'reference' && column === 'ground_truths')) {
      const list = listOfText(cell);
      if (list !== undefined) row[column] = list;
      else if (cell.trim().startsWith('[')) issues.push({ column, msg: 'a list must be JSON (["a", "b"]) or a Python list of strings', type: 'value_error' });
      // DeepEval joins its chunks with "|", which the item reader splits; Assay's own context column holds one chunk.
      else row[column] = column === 'context' && !deepEval ? [cell] : cell;
    } else if (!field && /^[[{]/.test(cell.trim())) {
      // A field kept in metadata (Ragas's reference_contexts, DeepEval's expected_tools): JSON or a Python list when it reads as one.
      const list = cell.trim().startsWith('[') ? listOfText(cell) : undefined;
      if (list !== undefined) row[column] = list;
      else
        try {
          row[column] = JSON.parse(cell);
        } catch {
          row[column] = cell;
        }
    } else row[column] = cell;
    if (row[column] === undefined) delete row[column];
  }
  return { row, issues };
}
