// The HTML report of a failure analysis: one self-contained page (styles inline, no script, nothing fetched)
// that opens from a CI artifact — the gate's verdict and reasons, the counts, and each item with fail or unsure
// tags, its evidence marked in the texts. A pure function of the run and its items.
import { ruleIdsOf } from '../core/scoring/rules-named.js';
import { itemPlace, shownPath } from './places.js';
import type { ReportContext, ReportTagFull } from './report-context.js';

/** Items listed with their tags; the counts above still cover every item. */
const MAX_ITEMS_SHOWN = 2000;
const MAX_TEXT = 4000;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text, escaped, with each quoted snippet it contains marked. */
function marked(text: string, snippets: string[]): string {
  const shown = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  const spans: [number, number][] = [];
  for (const s of snippets) {
    if (!s) continue;
    const at = shown.indexOf(s);
    if (at >= 0) spans.push([at, at + s.length]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [start, end] of spans) {
    if (start < from) continue;
    out += `${esc(shown.slice(from, start))}<mark>${esc(shown.slice(start, end))}</mark>`;
    from = end;
  }
  return out + esc(shown.slice(from));
}

function tagRow(tag: ReportTagFull): string {
  const evidence = tag.evidence_items
    .map((e) => `<li>${e.content_snippet ? `${esc(e.description.replace(/[.\s]+$/, ''))}: <q>${esc(e.content_snippet)}</q>` : esc(e.description)}</li>`)
    .join('');
  return (
    `<tr class="${tag.decision}"><td>${tag.decision}</td><td><b>${esc(tag.subcategory_name)}</b><br><small>${esc(tag.bucket_id)}/${esc(tag.subcategory_id)}</small></td>` +
    `<td>${tag.severity.toFixed(2)} ${esc(tag.severity_label)}</td><td>${tag.confidence.toFixed(2)}</td><td>${tag.should_gate_ci ? 'gates' : ''}</td>` +
    `<td><ul>${evidence}</ul><small>Why: ${ruleIdsOf(tag)
      .map((id) => `<code>${esc(id)}</code>`)
      .join(', ')} (assay rules --explain ID). ${esc(tag.remediation)}</small></td></tr>`
  );
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1f24}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}table{border-collapse:collapse;width:100%;margin:.5rem 0}
td,th{border:1px solid #d0d7de;padding:.35rem .5rem;text-align:left;vertical-align:top}th{background:#f6f8fa}
.verdict{padding:.75rem 1rem;border-radius:6px;font-weight:600}.gate{background:#ffebe9;border:1px solid #cf222e}
.pass{background:#dafbe1;border:1px solid #1a7f37}tr.fail td:first-child{color:#cf222e;font-weight:600}
tr.unsure td:first-child{color:#9a6700}mark{background:#fff8c5;outline:1px solid #d4a72c}pre{white-space:pre-wrap;margin:0}
.item{border:1px solid #d0d7de;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}small{color:#57606a}`;

export function htmlReport(context: ReportContext): string {
  const { run, items } = context;
  const s = run.summary;
  const verdict = s.should_gate_ci
    ? `<div class="verdict gate">The CI gate trips: ${s.gate_reasons.map(esc).join('; ')}</div>`
    : `<div class="verdict pass">The CI gate passes${s.total_failures_detected ? ` (${s.total_failures_detected} fail tags below the gate)` : ''}.</div>`;
  const counts = (record: Record<string, number>) =>
    Object.entries(record)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `<tr><td>${esc(k)}</td><td>${n}</td></tr>`)
      .join('');
  const bySubcategory: Record<string, number> = {};
  for (const t of run.failure_tags) if (t.decision === 'fail') bySubcategory[t.subcategory_id] = (bySubcategory[t.subcategory_id] ?? 0) + 1;
  const tagsByItem = new Map<number, ReportTagFull[]>();
  for (const t of run.failure_tags) if (t.decision !== 'pass') tagsByItem.set(t.item_index, [...(tagsByItem.get(t.item_index) ?? []), t]);
  const shown = [...tagsByItem.keys()].sort((a, b) => a - b).slice(0, MAX_ITEMS_SHOWN);
  const itemBlocks = shown.map((index) => {
    const tags = tagsByItem.get(index)!;
    const snippets = tags.flatMap((t) => t.evidence_items.map((e) => e.content_snippet ?? ''));
    const item = items[index];
    const place = itemPlace(item?.source, index);
    const where = item?.source ? ` <small>${esc(shownPath(item.source.file))}</small>` : '';
    return (
      `<div class="item" id="item-${index}"><h3>${esc(place[0].toUpperCase() + place.slice(1))}${where}</h3>` +
      (item ? `<p><b>Input</b></p><pre>${marked(item.input, snippets)}</pre><p><b>Output</b></p><pre>${marked(item.output, snippets)}</pre>` : '') +
      `<table><tr><th>Decision</th><th>Subcategory</th><th>Severity</th><th>Confidence</th><th>Gate</th><th>Evidence</th></tr>${tags.map(tagRow).join('')}</table></div>`
    );
  });
  const more = tagsByItem.size > shown.length ? `<p>${tagsByItem.size - shown.length} more items with tags are in the JSON report.</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Assay report: ${esc(run.project_name)}</title><style>${STYLE}</style></head><body>
<h1>Assay failure analysis: ${esc(run.project_name)}</h1>
<p><small>Run ${esc(run.run_id)}, ${esc(run.completed_at ?? run.created_at)}; Assay ${esc(context.version)}${context.local ? ', analysed locally' : ''}</small></p>
${verdict}
<table><tr><th>Items</th><th>With failures</th><th>Fail tags</th><th>Unsure</th><th>Checks passed</th><th>Score</th><th>Alert</th><th>Human review</th></tr>
<tr><td>${s.total_items}</td><td>${s.items_with_failures}</td><td>${s.total_failures_detected}</td><td>${s.total_uncertain}</td><td>${s.total_passes}</td><td>${s.overall_score.toFixed(2)}</td><td>${s.should_alert ? 'yes' : 'no'}</td><td>${s.needs_human_review ? 'yes' : 'no'}</td></tr></table>
<h2>Fail tags by severity, bucket and subcategory</h2>
<table><tr><th>Severity</th><th>Tags</th></tr>${counts(s.severity_counts)}</table>
<table><tr><th>Bucket</th><th>Tags</th></tr>${counts(s.bucket_counts)}</table>
<table><tr><th>Subcategory</th><th>Tags</th></tr>${counts(bySubcategory)}</table>
<h2>Items with fail or unsure tags</h2>
${itemBlocks.join('\n')}
${more}
</body></html>
`;
}
