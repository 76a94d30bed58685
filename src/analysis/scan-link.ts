// Code-scan findings inside failure analysis: the relevant findings of the project's latest upload are shown
// with the run (scan_findings), and a finding is also evidence (evidence_type scan_finding) on a tag whose
// subcategory its kind relates to only when it names that tag's tool, file or span: a risky line elsewhere in
// the code says nothing about this answer. Evidence only, so confidence is unchanged. Pure.
import type { ScanFinding } from '../scanner/sarif.js';
import { FINDING_KINDS, kindOf, type FindingKind } from '../scanner/relevance.js';
import type { ItemResult } from '../core/detectors/engine.js';
import { evidenceItem } from '../core/scoring/scoring.js';
import type { EvidenceItem, FailureTag } from '../core/shapes/failure-analysis.js';
import type { ScanFindingSummary } from '../core/shapes/scan-findings.js';

/** The scan a run uses: its upload and its relevant findings (kept with the run's options, so a job's batches agree). */
export interface RunScan {
  upload_id: string;
  findings: (ScanFinding & { kind: FindingKind })[];
}

/** Findings kept per run (errors first), and attached per tag. */
const MAX_RUN_FINDINGS = 50;
const MAX_TAG_FINDINGS = 3;
const LEVEL_RANK = { error: 0, warning: 1, note: 2, none: 3 } as const;

export function relevantFindings(uploadId: string, findings: ScanFinding[]): RunScan {
  const relevant = findings
    .map((f) => ({ ...f, kind: kindOf(f) }))
    .filter((f): f is ScanFinding & { kind: FindingKind } => f.kind !== null)
    .sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level]);
  return { upload_id: uploadId, findings: relevant.slice(0, MAX_RUN_FINDINGS) };
}

const KIND_WORDS: Record<FindingKind, string> = {
  hardcoded_secret: 'a hard-coded secret',
  injection_sink: 'an injection sink',
  command_execution: 'command execution or code evaluation',
  ssrf: 'a server-side request forgery',
  path_traversal: 'a path traversal',
};

function evidenceOf(f: RunScan['findings'][number], uploadId: string): EvidenceItem {
  const where = f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : 'the scanned code';
  return evidenceItem({
    evidence_type: 'scan_finding',
    source: 'scan',
    content_snippet: f.message.slice(0, 300) || null,
    description: `${f.tool} found ${KIND_WORDS[f.kind]} at ${where} (${f.rule_id}, ${f.level}).`,
    metadata: { scan_upload_id: uploadId, rule_id: f.rule_id, file: f.file, line: f.line, level: f.level, tool: f.tool, kind: f.kind, cwe: f.cwe },
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `name` as a whole identifier in `text` (not inside a longer one). */
const mentions = (text: string, name: string) => name.length >= 3 && new RegExp(`(?<![A-Za-z0-9_])${escapeRegExp(name)}(?![A-Za-z0-9_])`, 'i').test(text);

/** The tools, spans and text a tag is about, as its evidence names them. */
function tagSubjects(tag: FailureTag): { tools: string[]; spans: string[]; text: string } {
  const tools = new Set<string>();
  const spans = new Set<string>(tag.span_id ? [tag.span_id] : []);
  const text: string[] = [];
  for (const e of tag.evidence_items) {
    const m = e.metadata ?? {};
    for (const name of [m.tool_name, m.span_name, ...(Array.isArray(m.tools_called) ? m.tools_called : [])]) if (typeof name === 'string') tools.add(name);
    if (typeof m.span_id === 'string') spans.add(m.span_id);
    text.push(e.description, e.content_snippet ?? '');
  }
  return { tools: [...tools], spans: [...spans], text: text.join('\n') };
}

/**
 * Whether a finding names the tag's tool (in its message, or a file named after the tool: `refund.py` for
 * `issue_refund`), its file (the tag's evidence quotes the finding's path or file name) or its span.
 */
export function findingNamesTag(f: ScanFinding, tag: FailureTag): boolean {
  const subjects = tagSubjects(tag);
  const stem = f.file ? (f.file.split('/').pop() ?? '').replace(/\.[^.]+$/, '') : '';
  const toolWords = (tool: string) => tool.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).filter((w) => w.length >= 4);
  const namesTool = subjects.tools.some(
    (tool) =>
      mentions(`${f.message}\n${f.rule_name ?? ''}`, tool) ||
      (stem.length >= 4 && (stem.toLowerCase() === tool.toLowerCase() || toolWords(tool).some((w) => w.toLowerCase() === stem.toLowerCase()))),
  );
  const fileName = f.file?.split('/').pop() ?? '';
  const namesFile = Boolean(f.file) && (subjects.text.includes(f.file as string) || (fileName.includes('.') && mentions(subjects.text, fileName)));
  const namesSpan = subjects.spans.some((span) => mentions(f.message, span));
  return namesTool || namesFile || namesSpan;
}

function withFindings(tag: FailureTag, scan: RunScan): FailureTag {
  const evidence = tag.evidence_items;
  if (evidence.some((e) => e.evidence_type === 'scan_finding')) return tag;
  const related = scan.findings
    .filter((f) => FINDING_KINDS[f.kind].subcategories.includes(tag.subcategory_id) && findingNamesTag(f, tag))
    .slice(0, MAX_TAG_FINDINGS);
  if (related.length === 0) return tag;
  // After the detector's own evidence, before its rationale (which stays last).
  const last = evidence.length - 1;
  const rationale = last >= 0 && evidence[last].evidence_type === 'rationale' ? [evidence[last]] : [];
  const own = rationale.length ? evidence.slice(0, last) : evidence;
  return { ...tag, evidence_items: [...own, ...related.map((f) => evidenceOf(f, scan.upload_id)), ...rationale] };
}

/** Each result with the scan's findings that name its tags as their evidence; unchanged when the run uses no scan. */
export function withScanEvidence(results: ItemResult[], scan: RunScan | null | undefined): ItemResult[] {
  if (!scan || scan.findings.length === 0) return results;
  return results.map((r) => ({ ...r, tags: r.tags.map((t) => withFindings(t, scan)) }));
}

/** The run's view of the project's latest scan: its relevant findings, whether or not a tag cites them. */
export function scanFindingsOf(scan: RunScan | null | undefined): ScanFindingSummary[] | null {
  if (!scan) return null;
  return scan.findings.map((f) => ({
    rule_id: f.rule_id,
    level: f.level,
    message: f.message.slice(0, 300),
    file: f.file,
    line: f.line,
    tool: f.tool,
    kind: f.kind,
    cwe: f.cwe,
  }));
}
