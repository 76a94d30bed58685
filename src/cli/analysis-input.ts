// The items a CLI analysis sends: read from one or more dataset files (each item keeping where it came from),
// then narrowed — to the items a previous JSON report found failing (--filter-failing), to items whose metadata
// match (--where key=value), and to a sample (--sample N, the same N for the same seed).
import path from 'node:path';
import { readDatasetFile } from './dataset-file.js';
import { UsageError } from './errors.js';
import { parseJsonText, readTextFile } from './text-files.js';
import { JSON_REPORT_FORMAT, type AnalysisRun, type ItemSource } from './report-files.js';
import { shownPath } from './places.js';

export interface SourcedItem {
  /** The item as the file names its fields (the run reads them under Assay's names and says which it mapped). */
  item: Record<string, unknown>;
  /** The same item under Assay's names, for what the CLI reads itself (reports, --where). */
  read: Record<string, unknown>;
  source: ItemSource;
}

/** Every item of the files, in order; a CSV file is read as the server reads a text/csv body. */
export function readItems(files: string[]): SourcedItem[] {
  const out: SourcedItem[] = [];
  for (const file of files) {
    const dataset = readDatasetFile(file);
    dataset.items.forEach((item, index) => out.push({ item, read: dataset.read[index], source: { file, index, line: dataset.lineOfItem?.(index) ?? null } }));
  }
  return out;
}

/** `key=value` pairs: an item is kept when its metadata has every key with that value (compared as text). */
export function whereFilter(pairs: string[]): (item: Record<string, unknown>) => boolean {
  const wanted = pairs.map((pair) => {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--where ${pair}: expected key=value (a metadata field and the value to keep).`);
    return [pair.slice(0, at), pair.slice(at + 1)] as const;
  });
  return (item) => {
    const metadata = item.metadata as Record<string, unknown> | undefined;
    return wanted.every(([key, value]) => metadata !== undefined && metadata !== null && key in metadata && String(metadata[key]) === value);
  };
}

/** The sources of the items a previous JSON report found failing (a fail tag), as `file#index`. */
export function failingSources(reportFile: string): Set<string> {
  let report: { format?: string; run?: AnalysisRun; sources?: (ItemSource | null)[] };
  try {
    report = parseJsonText(readTextFile(reportFile), shownPath(reportFile)) as typeof report;
  } catch (err) {
    throw new UsageError(`--filter-failing: ${(err as Error).message}`);
  }
  if (report?.format !== JSON_REPORT_FORMAT || !report.run || !Array.isArray(report.sources)) {
    throw new UsageError(`--filter-failing ${reportFile}: not an Assay JSON report (write one with -o result.json).`);
  }
  const base = path.dirname(path.resolve(reportFile));
  const failing = new Set<string>();
  for (const tag of report.run.failure_tags) {
    const source = tag.decision === 'fail' ? report.sources[tag.item_index] : null;
    // Sources are written relative to the report's directory (report-files.ts).
    if (source) failing.add(sourceKey({ ...source, file: path.resolve(base, source.file) }));
  }
  return failing;
}

export const sourceKey = (source: ItemSource) => `${path.resolve(source.file)}#${source.index}`;

/** N items drawn at random but reproducibly (the same seed draws the same items), kept in their order. */
export function sample<T>(items: T[], n: number, seed: number): T[] {
  if (n >= items.length) return items;
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: small, fast and reproducible across platforms; statistical quality is not the point here.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const indices = items.map((_, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (indices.length - i));
    [indices[i], indices[j]] = [indices[j], indices[i]];
  }
  return indices
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => items[i]);
}
