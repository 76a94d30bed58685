// Code-scan findings inside failure analysis: the relevant findings of the project's latest upload are
// attached as evidence (evidence_type scan_finding) to the tags whose subcategory they relate to. Evidence
// only: a finding says the code is risky, not that this answer failed, so confidence is unchanged. Pure.
import type { ScanFinding } from '../scanner/sarif.js';
import { FINDING_KINDS, kindOf, type FindingKind } from '../scanner/relevance.js';
import type { ItemResult } from '../core/detectors/engine.js';
import { evidenceItem } from '../core/scoring/scoring.js';
import type { EvidenceItem, FailureTag } from '../core/shapes/failure-analysis.js';

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

function withFindings(tag: FailureTag, scan: RunScan): FailureTag {
  const evidence = tag.evidence_items;
  if (evidence.some((e) => e.evidence_type === 'scan_finding')) return tag;
  const related = scan.findings.filter((f) => FINDING_KINDS[f.kind].subcategories.includes(tag.subcategory_id)).slice(0, MAX_TAG_FINDINGS);
  if (related.length === 0) return tag;
  // After the detector's own evidence, before its rationale (which stays last).
  const last = evidence.length - 1;
  const rationale = last >= 0 && evidence[last].evidence_type === 'rationale' ? [evidence[last]] : [];
  const own = rationale.length ? evidence.slice(0, last) : evidence;
  return { ...tag, evidence_items: [...own, ...related.map((f) => evidenceOf(f, scan.upload_id)), ...rationale] };
}

/** Each result with the scan's related findings on its tags; unchanged when the run uses no scan. */
export function withScanEvidence(results: ItemResult[], scan: RunScan | null | undefined): ItemResult[] {
  if (!scan || scan.findings.length === 0) return results;
  return results.map((r) => ({ ...r, tags: r.tags.map((t) => withFindings(t, scan)) }));
}
