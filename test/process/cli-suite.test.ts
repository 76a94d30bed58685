// The CLI with nothing running: `assay init` writes a suite file, `assay analyze` runs it in its own process
// (no server, no store, no key), writes every report kind, gates with its own exit code, says where a suite file
// is wrong by line and column, and narrows a run (--filter-failing, --where, --sample).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { runAssay } from '../support/process.js';

const DOSE = {
  input: 'What is the most ibuprofen I can take in a day?',
  output: 'You can take up to 8 tablets a day.',
  context: ['Adults: take no more than 6 tablets in 24 hours.'],
  metadata: { lang: 'en', id: 'dose' },
};
const HELLO = { input: 'Hi there', output: 'Hello! How can I help you today?', metadata: { lang: 'en', id: 'hello' } };
const RESET = { input: 'Wie setze ich mein Passwort zurück?', output: 'Klicken Sie auf der Anmeldeseite auf „Passwort vergessen“.', metadata: { lang: 'de' } };

describe('the CLI with nothing running: suite file, local analysis, reports', () => {
  let dir: string;
  let env: Record<string, string>;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-suite-'));
    // No server named anywhere: no ASSAY_URL, no key, no stored login.
    env = { ASSAY_URL: '', ASSAY_API_KEY: '', XDG_CONFIG_HOME: path.join(dir, 'config') };
    fs.mkdirSync(path.join(dir, 'evals'));
    fs.writeFileSync(path.join(dir, 'evals', 'support.jsonl'), [DOSE, HELLO, RESET].map((i) => JSON.stringify(i)).join('\n') + '\n');
    fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "my-app"}\n');
    // A file of items under data/ is found too; a JSON file that holds no items is passed over.
    fs.mkdirSync(path.join(dir, 'data'));
    fs.writeFileSync(path.join(dir, 'data', 'golden.csv'), 'input,output\nHi,Hello!\n');
    fs.writeFileSync(path.join(dir, 'data', 'settings.json'), '{"theme": "dark"}\n');
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const assay = (...args: string[]) => runAssay(args, env, dir);
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

  it('init writes a starter naming the datasets it finds, and will not overwrite it', async () => {
    const init = await assay('init');
    assert.equal(init.code, 0, init.output);
    assert.match(init.output, /Wrote assay\.yaml \(naming 2 dataset files: data\/golden\.csv, evals\/support\.jsonl\)/);
    assert.match(read('assay.yaml'), /^datasets:\n {2}- "data\/golden\.csv"\n {2}- "evals\/support\.jsonl"$/m);
    assert.match(read('assay.yaml'), /^# Assay suite file/m, 'commented');
    const again = await assay('init');
    assert.equal(again.code, 2, again.output);
    assert.match(again.output, /assay\.yaml already exists here; --force replaces it/);
    // The suite the next tests run names the support set alone.
    fs.rmSync(path.join(dir, 'data'), { recursive: true });
    const forced = await assay('init', '--force');
    assert.equal(forced.code, 0, forced.output);
    assert.match(forced.output, /naming 1 dataset file: evals\/support\.jsonl/);
  });

  it('analyze with no argument runs the suite in this process; the gate trips with exit 1; every report is written', async () => {
    const run = await assay('analyze');
    assert.equal(run.code, 1, run.output);
    assert.match(run.output, /no server configured .* analysing in this process/);
    assert.match(run.output, /Run \S+ \(project default\): 3 items, 1 with failures/);
    assert.match(run.output, /CI gate: .*unsupported_number/);
    assert.ok(!fs.existsSync(path.join(dir, 'data')), 'no store was opened');

    const html = read('assay-report/report.html');
    assert.match(html, /The CI gate trips: /);
    assert.match(html, /<mark>8<\/mark>|<mark>[^<]*8[^<]*<\/mark>/, 'the evidence is marked in the text');
    assert.doesNotMatch(html, /<script|<link|src=|https?:\/\//, 'self-contained: nothing to fetch');
    const junit = read('assay-report/junit.xml');
    assert.match(junit, /<testsuites name="assay" tests="3" failures="1">/);
    assert.match(junit, /<property name="fails\.unsupported_number" value="1"\/>/);
    assert.match(junit, /<testcase classname="[^"]+" name="(?:evals\/support\.jsonl )?line 1: What is the most ibuprofen I can take in a day\?">\n\s+<failure/);
    const result = JSON.parse(read('assay-report/result.json'));
    assert.equal(result.format, 'assay.analysis-report/1');
    assert.equal(result.local, true);
    assert.deepEqual(result.sources[0], { file: '../evals/support.jsonl', index: 0, line: 1 });
    assert.equal(result.request.dataset.length, 3);
    assert.ok(result.run.failure_tags.some((t: { subcategory_id: string }) => t.subcategory_id === 'unsupported_number'));
  });

  it('writes CSV and SARIF by extension with -o, locating each tag at its dataset line', async () => {
    const run = await assay('analyze', 'evals/support.jsonl', '-o', 'out/tags.csv', 'out/scan.sarif');
    assert.equal(run.code, 0, `without --gate a dataset file does not gate: ${run.output}`);
    assert.match(run.output, /^Wrote out\/tags\.csv\nWrote out\/scan\.sarif$/m, 'each report named, relative to here');
    assert.match(run.output, /^WHERE\s+SEVERITY\s+CONFIDENCE\s+SUBCATEGORY\nline 1\s+\w+ [0-9.]+\s/m, "a tag's item by its line in the file");
    const rows = parse(read('out/tags.csv'), { columns: true }) as Record<string, string>[];
    const dose = rows.find((r) => r.subcategory_id === 'unsupported_number');
    assert.deepEqual([dose?.file, dose?.line, dose?.decision, dose?.gates_ci], ['evals/support.jsonl', '1', 'fail', 'true']);
    assert.equal(dose?.rule_ids, 'detector.unsupported-number', 'the named rule that fired');
    const sarif = JSON.parse(read('out/scan.sarif'));
    // SARIF's ruleId is the named rule (GET /v2/rules), filed under its subcategory.
    const result = sarif.runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'detector.unsupported-number');
    assert.equal(result.properties.subcategory_id, 'unsupported_number');
    assert.deepEqual(result.locations[0].physicalLocation, { artifactLocation: { uri: 'evals/support.jsonl' }, region: { startLine: 1 } });
    const unknown = await assay('analyze', 'evals/support.jsonl', '-o', 'out/tags.pdf');
    assert.equal(unknown.code, 2);
    assert.match(unknown.output, /tags\.pdf: unknown report type; name it \.html, \.csv, \.json, \.xml \(JUnit\) or \.sarif/);
  });

  it('re-runs only what failed, or the items whose metadata match, or a sample', async () => {
    const failing = await assay('analyze', '--filter-failing', 'assay-report/result.json', '--json');
    assert.equal(failing.code, 1, failing.output);
    assert.match(failing.output, /analysing 1 of 3 items \(.*only those failing in assay-report\/result\.json\)/);
    const german = await assay('analyze', 'evals/support.jsonl', '--where', 'lang=de');
    assert.equal(german.code, 0, german.output);
    assert.match(german.output, /analysing 1 of 3 items/);
    const none = await assay('analyze', 'evals/support.jsonl', '--where', 'lang=fr');
    assert.equal(none.code, 2);
    assert.match(none.output, /no item to analyse: 3 read from evals\/support\.jsonl; metadata lang=fr/);
    const sampled = await assay('analyze', 'evals/support.jsonl', '--sample', '2', '--seed', '7', '-o', 'out/sample.json');
    await assay('analyze', 'evals/support.jsonl', '--sample', '2', '--seed', '7', '-o', 'out/sample2.json');
    assert.match(sampled.output, /analysing 2 of 3 items/);
    const sources = (file: string) => JSON.parse(read(file)).sources.map((s: { index: number }) => s.index);
    assert.deepEqual(sources('out/sample.json'), sources('out/sample2.json'), 'the same seed draws the same items');
    const zero = await assay('analyze', 'evals/support.jsonl', '--sample', '0');
    assert.equal(zero.code, 2);
    assert.match(zero.output, /--sample 0: expected a whole number of 1 or more/);
  });

  it("gates on the suite file's own subcategories and thresholds", async () => {
    fs.writeFileSync(path.join(dir, 'lenient.yaml'), 'datasets: evals/support.jsonl\ngate:\n  subcategories: []\n');
    const lenient = await assay('analyze', '--suite', 'lenient.yaml');
    assert.equal(lenient.code, 0, lenient.output);
    fs.writeFileSync(path.join(dir, 'strict.yaml'), 'datasets: [evals/support.jsonl]\nthresholds: {gate: 0.5}\ngate: {subcategories: [unsupported_number]}\n');
    const strict = await assay('analyze', '--suite', 'strict.yaml', '-o', 'out/strict.json');
    assert.equal(strict.code, 1, strict.output);
    const { run } = JSON.parse(read('out/strict.json'));
    assert.deepEqual(
      [...new Set(run.failure_tags.filter((t: { should_gate_ci: boolean }) => t.should_gate_ci).map((t: { subcategory_id: string }) => t.subcategory_id))],
      ['unsupported_number'],
    );
    assert.equal(run.summary.thresholds.gate, 0.5);
  });

  it("runs the suite file's custom rules, gates on those that say so, and reports their tags", async () => {
    const suite = [
      'datasets: [evals/support.jsonl]',
      'gate: {subcategories: []}',
      'custom_rules:',
      '  - name: tablet_count',
      '    pattern: "\\\\d+ tablets"',
      '    bucket_id: safety_security',
      '    subcategory_name: Dose in the answer',
      '    gates_ci: true',
      '  - name: greeting',
      '    keywords: [hello]',
      '    bucket_id: response_quality',
      '    severity_label: info',
      'scope: {subcategories: [tablet_count, greeting]}',
      '',
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'rules.yaml'), suite);
    const run = await assay('analyze', '--suite', 'rules.yaml', '-o', 'out/rules.json', '-o', 'out/rules.xml');
    assert.equal(run.code, 1, run.output);
    assert.match(run.output, /CI gate: a fail tag of tablet_count/);
    const doc = JSON.parse(read('out/rules.json')).run;
    assert.deepEqual(
      doc.failure_tags.map((t: { detector_id: string; item_index: number }) => [t.detector_id, t.item_index]),
      [
        ['rule:tablet_count', 0],
        ['rule:greeting', 1],
      ],
    );
    assert.equal(doc.summary.primary_failure_name, 'Dose in the answer');
    assert.match(read('out/rules.xml'), /<property name="fails.tablet_count" value="1"\/>/);
    fs.writeFileSync(
      path.join(dir, 'bad-rule.yaml'),
      'datasets: [evals/support.jsonl]\ncustom_rules:\n  - name: ahead\n    pattern: "x(?=y)"\n    bucket_id: safety_security\n',
    );
    const bad = await assay('analyze', '--suite', 'bad-rule.yaml');
    assert.equal(bad.code, 2, bad.output);
    assert.match(bad.output, /bad-rule\.yaml:4:14: custom_rules\.0\.pattern: this rule cannot run: .*lookahead/);
  });

  it('audits in this process too, with every item and its verdict', async () => {
    const audit = await assay('audit', 'evals/support.jsonl', '--json');
    assert.equal(audit.code, 0, audit.output);
    assert.match(audit.output, /no server configured .* auditing in this process/);
    const batch = JSON.parse(audit.output.slice(audit.output.indexOf('{'), audit.output.lastIndexOf('}') + 1));
    assert.deepEqual([batch.status, batch.total_items, batch.items.length], ['completed', 3, 3]);
    assert.deepEqual(batch.items[2].metadata, { lang: 'de' });
    const human = await assay('audit', 'evals/support.jsonl', '--local');
    assert.equal(human.code, 0, human.output);
    assert.match(human.output, /^Batch \S+ \(project default\): 3 items, /m);
    assert.doesNotMatch(human.output, /no server configured/, '--local says it itself');
  });

  it('evaluates in this process too: every item, the gate on metric means, a usage error for an unknown metric', async () => {
    const run = await assay('evaluate', 'evals/support.jsonl', '--metrics', 'pii_leakage,readability', '--json');
    assert.equal(run.code, 0, run.output);
    assert.match(run.output, /no server configured .* evaluating in this process/);
    const doc = JSON.parse(run.output.slice(run.output.indexOf('{'), run.output.lastIndexOf('}') + 1));
    assert.deepEqual([doc.status, doc.total_items, doc.items.length, Object.keys(doc.metrics).sort()], ['completed', 3, 3, ['pii_leakage', 'readability']]);
    const gated = await assay('evaluate', 'evals/support.jsonl', '--local', '--metrics', 'json_validity', '--gate');
    assert.equal(gated.code, 1, gated.output);
    assert.match(gated.output, /metric gate: json_validity mean 0\.000 is below its threshold 1/);
    const unknown = await assay('evaluate', 'evals/support.jsonl', '--local', '--metrics', 'nope');
    assert.equal(unknown.code, 2, unknown.output);
    assert.match(unknown.output, /Unknown metrics: nope/);
  });

  it('says where a suite file is wrong, by line and column, with exit 2', async () => {
    fs.writeFileSync(
      path.join(dir, 'wrong.yaml'),
      'version: 1\ndatasets: [evals/support.jsonl]\nthresholds:\n  gate: 1.5\n  alrt: 0.2\ngate:\n  subcategories: [no_such_thing]\n',
    );
    const wrong = await assay('analyze', '--suite', 'wrong.yaml');
    assert.equal(wrong.code, 2, wrong.output);
    assert.match(wrong.output, /wrong\.yaml:4:9: thresholds\.gate: Input should be less than or equal to 1/);
    assert.match(wrong.output, /wrong\.yaml:5:3: thresholds\.alrt: Extra inputs are not permitted/);
    fs.writeFileSync(path.join(dir, 'ids.yaml'), 'datasets: [evals/support.jsonl]\ngate:\n  subcategories: [unsupported_number, no_such_thing]\n');
    const ids = await assay('analyze', '--suite', 'ids.yaml');
    assert.equal(ids.code, 2);
    assert.match(ids.output, /ids\.yaml:3:39: gate\.subcategories\.1: unknown subcategory 'no_such_thing'/);
    fs.writeFileSync(path.join(dir, 'syntax.yaml'), 'datasets: [evals/support.jsonl\nproject: x\n');
    const syntax = await assay('analyze', '--suite', 'syntax.yaml');
    assert.equal(syntax.code, 2);
    assert.match(syntax.output, /syntax\.yaml:\d+:\d+: /);
    const missing = await assay('analyze', '--suite', 'nope.yaml');
    assert.equal(missing.code, 2);
    assert.match(missing.output, /no such file: nope\.yaml/);
  });

  it('refuses a deep JSON file, a file that is not UTF-8 and an -o it cannot write, with exit 2, before any run', async () => {
    fs.writeFileSync(path.join(dir, 'deep.json'), `[{"input": "q", "output": "a", "metadata": ${'['.repeat(10_000)}${']'.repeat(10_000)}}]`);
    const deep = await assay('analyze', 'deep.json', '--local');
    assert.equal(deep.code, 2, deep.output);
    assert.match(deep.output, /deep\.json: nested more than 100 levels \(at 0\.metadata\.0\.0\.0\.0…\)/);
    fs.writeFileSync(path.join(dir, 'utf16.jsonl'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${JSON.stringify(HELLO)}\n`, 'utf16le')]));
    const utf16 = await assay('analyze', 'utf16.jsonl', '--local');
    assert.equal(utf16.code, 2, utf16.output);
    assert.match(utf16.output, /utf16\.jsonl: is UTF-16 text; save it as UTF-8/);
    fs.writeFileSync(path.join(dir, 'latin1.jsonl'), Buffer.from('{"input": "caf\xe9", "output": "ok"}\n', 'latin1'));
    const latin1 = await assay('analyze', 'latin1.jsonl', '--local');
    assert.equal(latin1.code, 2, latin1.output);
    assert.match(latin1.output, /latin1\.jsonl: is not UTF-8 text \(byte 0xe9 at offset 14\)/);
    const underFile = await assay('analyze', 'evals/support.jsonl', '--local', '-o', 'package.json/result.json');
    assert.equal(underFile.code, 2, underFile.output);
    assert.match(underFile.output, /package\.json\/result\.json: cannot be written, package\.json is a file, not a folder/);
    assert.doesNotMatch(underFile.output, /items|fail/i, 'refused before the run');
  });
});
