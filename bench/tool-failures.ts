// `npm run bench:tool-failures`: how tool_error_ignored (item detector) and hidden_tool_error (trace detector) read
// answers after a failed tool call, on the labelled probes of test/analysis/tool-failure-probes*.ts, half A
// (tuning) and half B (held out): precision and recall of "misreport" (the answer reports the failed operation
// as done) and of any fail (misreport or silent). BENCH_BASE_ROOT=<another checkout> prints its figures too;
// -- --wrong lists the probes each detector reads wrongly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HALF_A } from '../test/analysis/tool-failure-probes-a.js';
import { HALF_B } from '../test/analysis/tool-failure-probes-b.js';
import { probesOf, probeTrace, score, type ProbeReading, type ToolFailureProbe } from '../test/analysis/tool-failure-probes.js';

type Reader = (p: ToolFailureProbe) => ProbeReading;

async function readers(root: string): Promise<Record<string, Reader>> {
  const load = (p: string) => import(pathToFileURL(path.join(root, p)).href);
  const { detector: item } = await load('src/core/detectors/tool_use/tool_error_ignored.ts');
  const { detector: trace } = await load('src/core/trace-detectors/hidden_tool_error.ts');
  const { normalizeItem } = await load('src/core/text/normalize.ts');
  const { ItemText } = await load('src/core/text/item-text.ts');
  const { TraceView } = await load('src/core/trace-detectors/trace-view.ts');
  return {
    tool_error_ignored: (p) => {
      const normalized = normalizeItem(p.item, 0);
      const f = item.detect(normalized, new ItemText(normalized));
      return { misreport: f?.decision === 'fail' && f.severity === 'critical', fail: f?.decision === 'fail' };
    },
    hidden_tool_error: (p) => {
      const findings = trace.detect(new TraceView(probeTrace(p)));
      const fails = findings.filter((f: { decision: string }) => f.decision === 'fail');
      // Older checkouts say so only in the rationale.
      const claims = fails.some(
        (f: { metadata: Record<string, unknown>; rationale: string }) => f.metadata.claims_success === true || /reports success/.test(f.rationale),
      );
      return { misreport: claims, fail: fails.length > 0 };
    },
  };
}

const pct = (x: number) => x.toFixed(2);
const halves = [
  ['A (tuning)', probesOf(HALF_A)],
  ['B (held out)', probesOf(HALF_B)],
] as const;

async function table(root: string, title: string) {
  const read = await readers(root);
  console.log(`\n${title} (${root})\n`);
  console.log('| detector | half | probes | misreport P | misreport R | any fail P | any fail R |');
  console.log('|---|---|---|---|---|---|---|');
  const wrong: string[] = [];
  for (const [name, reader] of Object.entries(read)) {
    for (const [half, probes] of halves) {
      const s = score(probes, reader);
      console.log(
        `| ${name} | ${half} | ${probes.length} | ${pct(s.misreport.precision)} (${s.misreport.tp}/${s.misreport.tp + s.misreport.fp}) | ${pct(s.misreport.recall)} (${s.misreport.tp}/${s.misreport.tp + s.misreport.fn}) | ${pct(s.fail.precision)} (${s.fail.tp}/${s.fail.tp + s.fail.fp}) | ${pct(s.fail.recall)} (${s.fail.tp}/${s.fail.tp + s.fail.fn}) |`,
      );
      for (const { p } of s.wrong) {
        const r = reader(p);
        wrong.push(
          `${name} ${half[0]} [${p.label}] read ${r.misreport ? 'misreport' : r.fail ? 'fail' : 'pass'}: ${JSON.stringify(p.item.output).slice(0, 160)}`,
        );
      }
    }
  }
  if (process.argv.includes('--wrong')) for (const line of wrong) console.log(line);
}

await table(path.resolve(import.meta.dirname, '..'), 'This checkout');
if (process.env.BENCH_BASE_ROOT) await table(path.resolve(process.env.BENCH_BASE_ROOT), 'Base checkout');
