// The reports `-o FILE` (and the suite file's `outputs`) write, chosen by extension: .html (report-html.ts), .csv
// (one row per fail or unsure tag), .json (the run, the request that made it and each item's source: what `assay
// push` and `--filter-failing` read back), .xml (JUnit) and .sarif (SARIF 2.1.0).
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { UsageError } from './errors.js';
import type { AnalysisRun, ItemSource, ReportContext } from './report-context.js';
import { htmlReport } from './report-html.js';
import { itemPlaces, shownPath } from './places.js';
import { ruleIdsOf } from '../core/scoring/rules-named.js';
import { evidenceText, junitReport, sarifReport } from './reports.js';
import { relativeUri } from './repo-path.js';

/** The JSON report's format; `assay push` and `--filter-failing` refuse others. */
export const JSON_REPORT_FORMAT = 'assay.analysis-report/1';

type ReportWriter = (context: ReportContext, file: string) => string;

const KINDS: [string, ReportWriter][] = [
  ['.html', htmlReport],
  ['.htm', htmlReport],
  ['.csv', csvReport],
  ['.sarif', sarifText],
  ['.json', jsonReport],
  ['.xml', junitText],
];

/** The writer a file's extension names; a usage error for any other. */
export function reportKindOf(file: string): ReportWriter {
  const lower = file.toLowerCase();
  const kind = KINDS.find(([ext]) => lower.endsWith(ext));
  if (!kind) throw new UsageError(`${file}: unknown report type; name it .html, .csv, .json, .xml (JUnit) or .sarif.`);
  return kind[1];
}

/** A report to write: its file, and its kind when not the file's extension's (--junit, --sarif take any name). */
export interface ReportFile {
  file: string;
  kind?: 'junit' | 'sarif';
}

/**
 * Whether each report can be written, checked before a run so that a run's result is never lost to a bad `-o`:
 * its kind, and a place for it (the nearest existing folder on its path is a folder we may write in; an
 * existing report file is a file we may overwrite).
 */
export function checkReportFiles(files: ReportFile[]): void {
  for (const { file, kind } of files) {
    if (!kind) reportKindOf(file);
    const target = path.resolve(file);
    const existing = statOrNull(target);
    if (existing?.isDirectory()) throw new UsageError(`${shownPath(file)}: is a folder; name a report file.`);
    let folder = path.dirname(target);
    let stat = statOrNull(folder);
    while (!stat && path.dirname(folder) !== folder) {
      folder = path.dirname(folder);
      stat = statOrNull(folder);
    }
    if (stat && !stat.isDirectory()) throw new UsageError(`${shownPath(file)}: cannot be written, ${shownPath(folder)} is a file, not a folder.`);
    try {
      fs.accessSync(existing ? target : folder, fs.constants.W_OK);
    } catch {
      throw new UsageError(`${shownPath(file)}: cannot be written (permission denied on ${shownPath(existing ? target : folder)}).`);
    }
  }
}

/** What is at a path, or null where nothing is (a path under a file is nothing too). */
function statOrNull(at: string): fs.Stats | null {
  try {
    return fs.statSync(at);
  } catch {
    return null;
  }
}

/** Writes each report (its directory made when missing); every file's kind is checked before any is written. */
export function writeReports(files: ReportFile[], context: ReportContext): void {
  const named: Record<string, ReportWriter> = { junit: junitText, sarif: sarifText };
  const writers = files.map(({ file, kind }) => [file, kind ? named[kind] : reportKindOf(file)] as const);
  for (const [file, write] of writers) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(file, write(context, file));
    // On stderr: stdout stays the run (--json pipes).
    process.stderr.write(`Wrote ${shownPath(file)}\n`);
  }
}

const failTags = (run: AnalysisRun) => run.failure_tags.filter((t) => t.decision === 'fail');

const reportRun = (context: ReportContext) => ({
  run_id: context.run.run_id,
  project_name: context.run.project_name,
  total_items: context.run.summary.total_items,
  inputs: context.items.map((i) => i.input),
  places: itemPlaces(context.items.map((i) => i.source)),
  outputs: context.items.map((i) => i.output),
});

function junitText(context: ReportContext): string {
  return junitReport(reportRun(context), failTags(context.run));
}

function sarifText(context: ReportContext): string {
  const uris = new Map<string, string>();
  const uriOf = (file: string) => {
    let uri = uris.get(file);
    if (uri === undefined) {
      const where = relativeUri(file, context.sarifBase);
      if (where.outside)
        process.stderr.write(`assay: ${shownPath(file)} is outside ${where.base}; the SARIF report names it "${where.uri}" (set --sarif-base)\n`);
      uri = where.uri;
      uris.set(file, uri);
    }
    return uri;
  };
  const locate = (index: number) => {
    const source = context.items[index]?.source;
    return source ? { uri: uriOf(source.file), line: source.line } : { uri: 'dataset', line: null };
  };
  return `${JSON.stringify(sarifReport(reportRun(context), failTags(context.run), locate, context.version), null, 2)}\n`;
}

function csvReport(context: ReportContext): string {
  const rows = context.run.failure_tags
    .filter((t) => t.decision !== 'pass')
    .map((t) => {
      const source = context.items[t.item_index]?.source;
      return [
        t.item_index,
        source ? shownPath(source.file) : '',
        source?.line ?? '',
        context.items[t.item_index]?.input ?? '',
        t.decision,
        t.bucket_id,
        t.subcategory_id,
        t.severity.toFixed(2),
        t.severity_label,
        t.confidence.toFixed(2),
        t.should_gate_ci,
        t.detector_id,
        ruleIdsOf(t).join(' '),
        t.evidence_items.map(evidenceText).join(' | '),
      ];
    });
  const header = [
    'item_index',
    'file',
    'line',
    'input',
    'decision',
    'bucket_id',
    'subcategory_id',
    'severity',
    'severity_label',
    'confidence',
    'gates_ci',
    'detector_id',
    'rule_ids',
    'evidence',
  ];
  return stringify([header, ...rows], { cast: { boolean: (value) => String(value) } });
}

function jsonReport(context: ReportContext, file: string): string {
  const { llm_api_key: _key, ...request } = context.request ?? {};
  // Relative to the report, so the report and the datasets can move together (another checkout, a CI artifact).
  const base = path.dirname(path.resolve(file));
  const relative = (source: ItemSource) => ({ ...source, file: path.relative(base, path.resolve(source.file)).split(path.sep).join('/') });
  const report = {
    format: JSON_REPORT_FORMAT,
    assay_version: context.version,
    local: context.local,
    run: context.run,
    sources: context.items.map((i) => (i.source ? relative(i.source) : null)),
    request: context.request ? request : null,
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

export type { AnalysisRun, ItemSource, ReportContext, ReportItem, ReportTagFull } from './report-context.js';
