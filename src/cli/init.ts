// `assay init`: a commented starter suite file (assay.yaml) naming the dataset files found here — files of
// items with an input and an output — read back through the suite file's own checks before it is kept.
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { readDatasetFile } from './dataset-file.js';
import { UsageError } from './errors.js';
import { readSuite, SUITE_FILE } from './suite-file.js';

// Not skipped: data/ and the like, where datasets usually live (a file that is no dataset is passed over anyway).
const SKIP = new Set(['node_modules', 'dist', 'build', 'coverage', 'assay-report']);
const MAX_DEPTH = 3;
const MAX_FILES = 2000;

/** Dataset files under `dir` (a few levels down): .jsonl, .json or .csv whose first item has input and output. */
export function findDatasets(dir: string): string[] {
  const found: string[] = [];
  let seen = 0;
  const walk = (at: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (++seen > MAX_FILES) return;
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (depth < MAX_DEPTH && !SKIP.has(entry.name) && !entry.name.startsWith('.')) walk(file, depth + 1);
      } else if (/\.(jsonl|ndjson|json|csv)$/i.test(entry.name) && !/^(package(-lock)?|tsconfig.*)\.json$/.test(entry.name) && looksLikeDataset(file)) {
        found.push(path.relative(dir, file).split(path.sep).join('/'));
      }
    }
  };
  walk(dir, 0);
  return found;
}

function looksLikeDataset(file: string): boolean {
  try {
    if (fs.statSync(file).size > 512 * 2 ** 20) return false;
    const first = readDatasetFile(file).read[0];
    return first !== undefined && 'input' in first && 'output' in first;
  } catch {
    return false;
  }
}

export function starterSuite(datasets: string[]): string {
  const listed = datasets.length
    ? datasets.map((d) => `  - ${JSON.stringify(d)}`).join('\n')
    : '  - outputs.jsonl   # no dataset file was found here: name yours';
  return `# Assay suite file: what \`assay analyze\` checks in this repository (docs/suite.md).
# Run it with \`npx assay analyze\`: exit 0 passed, 1 the gate tripped, 2 a usage error, 3 the tool or server failed.
version: 1

# The project the runs belong to (on a server; locally, a label in the reports).
# project: my-app

# Dataset files, relative to this file: .jsonl (one {"input", "output", ...} per line), .json or .csv.
# They are analysed together as one run.
datasets:
${listed}

# What to check: subcategories and buckets of the failure taxonomy (docs/taxonomy.md); all when absent.
# scope:
#   buckets: [hallucination_grounding, safety_security]
#   subcategories: [unsupported_number]

# Confidence thresholds, 0-1: alert, CI gate, human review (defaults 0.7, 0.8, 0.6). A fail of level critical
# gates whatever its confidence; every other gating fail gates from the gate threshold.
thresholds:
  gate: 0.8

# The subcategories whose confident fails trip the gate, in place of the taxonomy's defaults.
# A fail of level critical always gates, whatever this list; [] gates on critical fails only.
# gate:
#   subcategories: [unsupported_number, harmful_content]

# Your own checks (docs/custom-rules.md): a pattern (RE2, no lookarounds) or keywords, where to look (input, output,
# context, tool_results), the bucket and subcategory of the tag a match gives, its level and whether it gates.
# custom_rules:
#   - name: refund_promise
#     keywords: [full refund, money back]
#     where: [output]
#     bucket_id: safety_security
#     severity_label: high
#     gates_ci: true
#     remediation: Only a person may promise refunds.

# The security audit (S1-S23) and the evaluation metrics run beside the detectors unless turned off.
# audit: true
# metrics: true

# Reports, by extension: .html, .csv, .json (read back by --filter-failing and assay push), .xml (JUnit), .sarif.
outputs:
  - assay-report/report.html
  - assay-report/junit.xml
  - assay-report/result.json

# A server to send the runs to (the key from ASSAY_API_KEY or \`assay login\`); without one, they run in this process.
# server:
#   url: http://127.0.0.1:8000
`;
}

export function initCommand(): Command {
  return new Command('init')
    .description(`Write a commented starter ${SUITE_FILE} naming the dataset files found here`)
    .option('--force', `replace an existing ${SUITE_FILE}`)
    .action((options: { force?: boolean }) => {
      const file = path.resolve(SUITE_FILE);
      if (fs.existsSync(file) && !options.force) throw new UsageError(`${SUITE_FILE} already exists here; --force replaces it.`);
      const datasets = findDatasets(process.cwd());
      fs.writeFileSync(file, starterSuite(datasets));
      // The starter must pass its own checks: a dataset name YAML would read otherwise is caught here, not in CI.
      readSuite(file);
      const found = datasets.length
        ? `naming ${datasets.length} dataset file${datasets.length === 1 ? '' : 's'}: ${datasets.join(', ')}`
        : 'no dataset file found: edit datasets';
      process.stdout.write(`Wrote ${SUITE_FILE} (${found}). Run it with: npx assay analyze\n`);
    });
}
