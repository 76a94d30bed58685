// One dataset item as another tool exported it, read as Assay's item (MinimalInputItem): each field under its
// own name or an alias (dataset-fields.ts), nested exports flattened (promptfoo results, Phoenix spans and
// dataset examples), the export's other fields kept in metadata or left out. What was read under another name
// is said in the mapping, which the run documents carry as `field_mapping`. Pure: the HTTP pre-step turns the
// issues into the 422. The rules, in words, are in docs/api.md ("Dataset fields").
import {
  type CONTAINERS,
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
import { type ChatParts, chatParts, chatPartsOfText, chunkText } from './dataset-values.js';

/** A problem with one item, at a path inside it (`["questoin"]`, `["vars", "question"]`). */
export interface ItemIssue {
  path: string[];
  msg: string;
  type: string;
}

/** Which name of the posted item gave which field: `{"question": "input", "vars.topic": "metadata.vars.topic"}`. */
export type FieldMapping = Record<string, string>;

export interface ReadItem {
  /** The item under Assay's names; the value posted when it is not an object (the schema says why). */
  item: unknown;
  /** Names read as something else; empty when every field was Assay's own. */
  mapping: FieldMapping;
  issues: ItemIssue[];
}

/** Where a value goes: an item field, or a key of the item's metadata. */
type Target = ItemField | `metadata.${string}`;

interface Source {
  path: string[];
  target: Target;
  value: unknown;
  /** Given under Assay's own name at the top level: passed on as posted (the schema checks it). */
  own?: boolean;
  /** Yields to another source of the same field, and then goes to this metadata key instead (or is left out). */
  weak?: { otherwise?: string };
  /** A list kept as one text, its items split by "|" (DeepEval's CSV and JSONL exports). */
  pipeList?: boolean;
  /** Read a non-string value as its JSON text (promptfoo's structured response output). */
  jsonText?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const OWN_SIMPLE = new Set<string>(['input', 'output', 'context']);

/** An item whose every field is Assay's own, in its own shape: read as posted, with no copy. */
function isPlainItem(raw: Record<string, unknown>): boolean {
  for (const key in raw) {
    if (!isItemField(key)) return false;
    if (OWN_SIMPLE.has(key) && isObject(raw[key])) return false;
  }
  return true;
}

/** Reads one posted item. */
export function readDatasetItem(raw: unknown): ReadItem {
  if (!isObject(raw) || isPlainItem(raw)) return { item: raw, mapping: {}, issues: [] };
  const issues: ItemIssue[] = [];
  const { item, mapping } = assemble(collectSources(raw, issues), issues);
  return { item, mapping, issues };
}

function chatSources(path: string[], parts: ChatParts | null, give: ('system' | 'user' | 'assistant')[], weak?: Source['weak']): Source[] {
  if (!parts) return [];
  const target = { system: 'system_prompt', user: 'input', assistant: 'output' } as const;
  return give
    .filter((role) => parts[role] !== undefined)
    .map((role) => ({ path: [...path.slice(0, -1), `${path[path.length - 1]}[${role}]`], target: target[role], value: parts[role], weak }));
}

function collectSources(raw: Record<string, unknown>, issues: ItemIssue[]): Source[] {
  const sources: Source[] = [];
  // DeepEval's pair: the retrieved chunks are the context, and its own `context` (the ideal one) is kept.
  const hasRetrieval = raw.retrieval_context != null || raw.retrievalContext != null;
  const deepEval = DEEPEVAL_MARKS.some((name) => name in raw);
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'context') {
      if (isObject(value)) {
        // A Phoenix span's context: its trace and span ids.
        for (const id of ['trace_id', 'span_id']) if (value[id] != null) sources.push({ path: ['context', id], target: `metadata.${id}`, value: value[id] });
      } else if (hasRetrieval) sources.push({ path: ['context'], target: 'metadata.reference_contexts', value });
      else if (deepEval && typeof value === 'string') sources.push({ path: ['context'], target: 'context', value, pipeList: true });
      else sources.push({ path: ['context'], target: 'context', value, own: true });
    } else if ((key === 'input' || key === 'output') && isObject(value)) {
      sources.push(...containerSources(key, value, issues));
    } else if (isItemField(key)) {
      sources.push({ path: [key], target: key, value, own: true });
    } else if (key === 'vars' && isObject(value)) {
      sources.push(...containerSources('vars', value, issues));
    } else if (key === 'attributes' && isObject(value)) {
      for (const [name, v] of flatten(value, 'attributes')) sources.push(...namedSources(name.split('.'), name, v, issues, 'attributes'));
    } else {
      sources.push(...namedSources([key], key, value, issues, null));
    }
  }
  return sources;
}

/** The keys of an object, flattened to dotted names (Phoenix nests attributes, or names them "input.value"). */
function flatten(value: Record<string, unknown>, prefix: string): [string, unknown][] {
  return Object.entries(value).flatMap(([k, v]): [string, unknown][] => (isObject(v) ? flatten(v, `${prefix}.${k}`) : [[`${prefix}.${k}`, v]]));
}

/** Sources of a name found at `path`; `within` names the container it sits in (null at the top level). */
function namedSources(path: string[], name: string, value: unknown, issues: ItemIssue[], within: string | null): Source[] {
  const alias = FIELD_ALIASES[name];
  if (name === 'prompt' && isObject(value)) {
    // promptfoo: the prompt as rendered. It is the input unless a test variable gives one; then it is kept.
    if (typeof value.raw !== 'string') return [];
    const weak = { otherwise: 'prompt' };
    const chat = chatPartsOfText(value.raw);
    return chat ? chatSources([...path, 'raw'], chat, ['system', 'user'], weak) : [{ path: [...path, 'raw'], target: 'input', value: value.raw, weak }];
  }
  if (name === 'response' && isObject(value)) {
    // promptfoo: the provider's response; its output is the answer.
    return value.output === undefined ? [] : [{ path: [...path, 'output'], target: 'output', value: value.output, jsonText: true }];
  }
  if ((name === 'user_input' && Array.isArray(value)) || MESSAGE_LISTS[name]) {
    const parts = chatParts(value);
    if (!parts)
      issues.push({
        path,
        msg: `Input should be a list of chat messages ({"role", "content"}) with a user message (${name} gives input, output and system_prompt)`,
        type: 'list_type',
      });
    return chatSources(path, parts, ['system', 'user', 'assistant']);
  }
  if (isItemField(name)) return [{ path, target: name, value }];
  if (alias) return [{ path, target: alias.field, value, pipeList: alias.field === 'context' && name.startsWith('retrieval') }];
  const kept = KEPT_IN_METADATA[name];
  if (kept) return [{ path, target: `metadata.${kept.key}`, value }];
  if (LEFT_OUT[name] || within === 'attributes' || name.startsWith('attributes.')) return [];
  if (within === 'vars') return [{ path, target: `metadata.vars.${path[path.length - 1]}`, value }];
  const nearest = nearestKnownName(name);
  issues.push({
    path,
    msg:
      `Unknown field '${name}'; the nearest known name is '${nearest}' (read as ${readAs(nearest)}). An item's fields: input, output, context, ` +
      'reference, tool_calls, metadata, system_prompt, or their aliases from Ragas, DeepEval, promptfoo and Phoenix (docs/api.md, "Dataset fields").',
    type: 'extra_forbidden',
  });
  return [];
}

/**
 * The keys of a container (promptfoo's vars, a Phoenix example's input or output object) read as item
 * fields. A Phoenix input or output object with one text and no field name is that field.
 */
function containerSources(container: keyof typeof CONTAINERS, value: Record<string, unknown>, issues: ItemIssue[]): Source[] {
  const sources: Source[] = [];
  const unread: [string, unknown][] = [];
  for (const [key, v] of Object.entries(value)) {
    const path = [container, key];
    if (container !== 'vars' && MESSAGE_LISTS[key]) {
      sources.push(...chatSources(path, chatParts(v), container === 'input' ? ['system', 'user'] : ['assistant']));
    } else if (isItemField(key) || FIELD_ALIASES[key] || KEPT_IN_METADATA[key] || LEFT_OUT[key] || container === 'vars') {
      sources.push(...namedSources(path, key, v, issues, container));
    } else unread.push([key, v]);
  }
  if (container !== 'vars') {
    const own = container as 'input' | 'output';
    const texts = unread.filter(([, v]) => typeof v === 'string');
    if (!sources.some((s) => s.target === own) && unread.length === 1 && texts.length === 1) {
      sources.push({ path: [own, texts[0][0]], target: own, value: texts[0][1] });
      return sources;
    }
    for (const [key, v] of unread) sources.push({ path: [own, key], target: `metadata.${own}.${key}`, value: v });
    if (!sources.some((s) => s.target === own)) {
      const names = [own, ...Object.keys(FIELD_ALIASES).filter((name) => FIELD_ALIASES[name].field === own && !name.includes('.'))];
      issues.push({
        path: [own],
        msg: `The ${own} object gives no ${own}: name its text ${names.join(', ')}, or send the ${own} as one text`,
        type: 'missing',
      });
    }
  }
  return sources;
}

const TEXT_FIELDS = new Set<string>(['input', 'output', 'reference', 'system_prompt']);

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** A source's value as its field takes it; undefined (with an issue) when it cannot be read so. */
function valueFor(source: Source, issues: ItemIssue[]): unknown {
  const { value, target, path } = source;
  const wrong = (phrase: string, type: string) => {
    issues.push({ path, msg: `Input should be ${phrase}, got ${describe(value)} (read as ${target})`, type });
    return undefined;
  };
  if (TEXT_FIELDS.has(target)) {
    if (typeof value === 'string') return value;
    // Ragas v0.0's ground_truths: a list of answers.
    if (Array.isArray(value) && value.every((v) => typeof v === 'string') && target === 'reference') return value.join('\n');
    if (source.jsonText) return JSON.stringify(value);
    return wrong('a valid string', 'string_type');
  }
  if (target === 'context') {
    if (typeof value === 'string') return source.pipeList ? value.split('|') : [value];
    if (!Array.isArray(value)) return wrong('a valid list (JSON array) of texts', 'list_type');
    const chunks = value.map(chunkText);
    const bad = chunks.indexOf(null);
    if (bad >= 0) {
      issues.push({
        path: [...path, String(bad)],
        msg: `Input should be a text, or a document with its text in "content" (read as context), got ${describe(value[bad])}`,
        type: 'string_type',
      });
      return undefined;
    }
    return chunks;
  }
  if (target === 'tool_calls') return Array.isArray(value) ? value : wrong('a valid list (JSON array) of tool calls', 'list_type');
  if (target === 'metadata') return isObject(value) ? value : wrong('a valid object (JSON object with named fields)', 'dict_type');
  return value;
}

/** The item from its sources: one source per field (two strong ones are a 422), the rest in metadata; and what went where. */
function assemble(sources: Source[], issues: ItemIssue[]): { item: Record<string, unknown>; mapping: FieldMapping } {
  const item: Record<string, unknown> = {};
  const mapping: FieldMapping = {};
  const given = new Map<Target, Source>();
  const metadataParts: Record<string, unknown>[] = [];
  const kept: [string, unknown][] = [];
  const keep = (source: Source, key: string) => {
    kept.push([key, source.value]);
    mapping[source.path.join('.')] = `metadata.${key}`;
  };
  const present = sources.filter((s) => s.own || (s.value !== null && s.value !== undefined));
  // Strong sources first, so a weak one finds its field taken whatever the order of the keys.
  for (const source of [...present.filter((s) => !s.weak), ...present.filter((s) => s.weak)]) {
    if (source.target.startsWith('metadata.')) {
      keep(source, source.target.slice('metadata.'.length));
      continue;
    }
    const earlier = given.get(source.target);
    // Metadata from several places is merged; any other field has one source.
    if (earlier && source.target !== 'metadata') {
      if (source.weak?.otherwise) keep(source, source.weak.otherwise);
      else if (!source.weak) {
        issues.push({
          path: source.path,
          msg: `Both '${earlier.path.join('.')}' and '${source.path.join('.')}' give the item's ${source.target}: keep one (docs/api.md, "Dataset fields")`,
          type: 'value_error',
        });
      }
      continue;
    }
    given.set(source.target, source);
    if (source.own) {
      if (source.target === 'metadata' && isObject(source.value)) metadataParts.unshift(source.value);
      else item[source.target] = source.value;
      continue;
    }
    const value = valueFor(source, issues);
    if (value === undefined) continue;
    if (source.path.join('.') !== source.target) mapping[source.path.join('.')] = source.target;
    if (source.target === 'metadata') metadataParts.push(value as Record<string, unknown>);
    else item[source.target] = value;
  }
  // Metadata posted as something else than an object stays as posted: the schema says what is wrong.
  if (!('metadata' in item) && (metadataParts.length || kept.length)) item.metadata = mergeMetadata(metadataParts, kept);
  return { item, mapping };
}

/** The item's metadata: its own keys first (they win), then DeepEval's additional_metadata, then the kept fields. */
function mergeMetadata(parts: Record<string, unknown>[], kept: [string, unknown][]): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  for (const part of [...parts].reverse()) Object.assign(metadata, part);
  for (const [key, value] of kept) {
    const [head, ...rest] = key.split('.');
    if (rest.length === 0) {
      if (!(head in metadata)) metadata[head] = value;
      continue;
    }
    // "vars.topic", "input.lang": kept under their container's name.
    const group = isObject(metadata[head]) ? (metadata[head] as Record<string, unknown>) : {};
    if (!(head in metadata) || isObject(metadata[head])) {
      if (!(rest.join('.') in group)) group[rest.join('.')] = value;
      metadata[head] = group;
    }
  }
  return metadata;
}
