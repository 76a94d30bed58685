// Where the items are in a dataset file's JSON, for the files people bring: Assay's own (a list, or
// {"dataset": [...]}), a promptfoo output file (`promptfoo eval -o results.json`, `promptfoo export`), and Arize
// Phoenix's REST answers (a dataset's examples, a project's spans). Each item is then read by
// dataset-item-reader.ts. Pure and import-free: the CLI and the dashboard share it.

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items of a dataset file's JSON, and which shape held them; null when it holds no list of items. */
export function datasetItemsOf(value: unknown): { items: unknown[]; shape: string } | null {
  if (Array.isArray(value)) return { items: value, shape: 'a list of items' };
  if (!isObject(value)) return null;
  if (Array.isArray(value.dataset)) return { items: value.dataset, shape: '{"dataset": [...]}' };
  // promptfoo: {evalId, results: {version, results: [...], prompts, stats}, config, shareableUrl}.
  if (isObject(value.results) && Array.isArray(value.results.results)) return { items: value.results.results, shape: 'a promptfoo output file' };
  // Phoenix: GET /v1/datasets/{id}/examples answers {data: {examples: [...]}}; GET /v1/projects/{id}/spans {data: [...]}.
  if (isObject(value.data) && Array.isArray(value.data.examples)) return { items: value.data.examples, shape: "a Phoenix dataset's examples" };
  if (Array.isArray(value.examples)) return { items: value.examples, shape: "a Phoenix dataset's examples" };
  if (Array.isArray(value.data)) return { items: value.data, shape: 'a Phoenix span list' };
  return null;
}

/** What a JSON dataset file may hold, in words, for the message when it holds none of it. */
export const DATASET_FILE_SHAPES =
  'a list of items, {"dataset": [...]}, a promptfoo output file ({"results": {"results": [...]}}) or a Phoenix export ({"data": {"examples": [...]}} or {"data": [...]})';
