// The CLI with the files people bring, in its own process (no server): a Ragas JSONL, a DeepEval JSON, a promptfoo
// output file, a Phoenix examples answer and a Ragas CSV read by analyze, evaluate and audit, each run saying what
// it mapped; a misnamed field stops with the file, the line and the nearest known name; a CSV header that gives
// no input lists the columns found and known.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { exportCases, interaction, promptfooOutputFile } from '../support/dataset-exports.js';
import { runAssay } from '../support/process.js';

const byTool = (prefix: string) => exportCases.find((c) => c.tool.startsWith(prefix))!;

describe('the CLI reads the fields of other tools’ exports', () => {
  let dir: string;
  let env: Record<string, string>;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-fields-'));
    env = { ASSAY_URL: '', ASSAY_API_KEY: '', XDG_CONFIG_HOME: path.join(dir, 'config'), ASSAY_ANALYSIS_THREADS: '0' };
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write('ragas.jsonl', `${JSON.stringify(byTool('Ragas v0.1').item)}\n${JSON.stringify(byTool('Ragas v0.2').item)}\n`);
    write('deepeval.json', JSON.stringify([byTool('DeepEval (golden').item], null, 2));
    write('promptfoo.json', JSON.stringify(promptfooOutputFile(byTool('promptfoo').item), null, 2));
    write('phoenix.json', JSON.stringify({ data: { dataset_id: 'RGF0YXNldDox', version_id: 'v1', examples: [byTool('Phoenix dataset example').item] } }));
    const pyList = `"['${interaction.context[0]}', '${interaction.context[1]}']"`;
    write('ragas.csv', `question,answer,contexts,ground_truth\n"${interaction.input}","${interaction.output}",${pyList},"${interaction.reference}"\n`);
    write('typo.jsonl', `${JSON.stringify({ question: 'q', answer: 'a' })}\n\n${JSON.stringify({ questoin: 'q', answer: 'a' })}\n`);
    write('typo.csv', 'questoin,answer\nq,a\n');
    write('prompts.csv', 'prompt\nHow do I reset my password?\n');
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const assay = (...args: string[]) => runAssay([...args, '--local', '--json'], env, dir);
  const json = (output: string) => JSON.parse(output.slice(output.indexOf('{')));

  it('analyze: each file’s run says what it mapped, and reads the items as Assay’s', async () => {
    const expected: [string, Record<string, string>][] = [
      ['ragas.jsonl', { ...byTool('Ragas v0.1').mapping, ...byTool('Ragas v0.2').mapping }],
      ['deepeval.json', byTool('DeepEval (golden').mapping],
      ['promptfoo.json', byTool('promptfoo').mapping],
      ['phoenix.json', byTool('Phoenix dataset example').mapping],
      ['ragas.csv', { question: 'input', answer: 'output', contexts: 'context', ground_truth: 'reference' }],
    ];
    for (const [file, mapping] of expected) {
      const run = await assay('analyze', file, '--project', 'fields');
      assert.equal(run.code, 0, `${file}: ${run.output}`);
      const doc = json(run.output);
      assert.deepEqual(doc.field_mapping, mapping, file);
      assert.equal(doc.inputs[0].input_text, interaction.input, file);
      assert.equal(doc.inputs[0].output_text, interaction.output, file);
    }
  });

  it('evaluate and audit read the same files', async () => {
    const evaluated = await assay('evaluate', 'ragas.csv', '--metrics', 'faithfulness');
    assert.equal(evaluated.code, 0, evaluated.output);
    assert.deepEqual(json(evaluated.output).field_mapping, { question: 'input', answer: 'output', contexts: 'context', ground_truth: 'reference' });
    assert.equal(json(evaluated.output).items[0].retrieved_context, interaction.context.join('\n\n'));
    const audited = await assay('audit', 'promptfoo.json');
    assert.equal(audited.code, 0, audited.output);
    assert.deepEqual(json(audited.output).field_mapping, byTool('promptfoo').mapping);
    const prompts = await assay('audit', 'prompts.csv');
    assert.equal(prompts.code, 0, prompts.output);
    assert.deepEqual(json(prompts.output).field_mapping, { prompt: 'input' });
  });

  it('a misnamed field stops before anything runs, naming the file, the line and the nearest known name', async () => {
    for (const command of ['analyze', 'evaluate', 'audit']) {
      const run = await assay(command, 'typo.jsonl');
      assert.equal(run.code, 2, run.output);
      assert.match(run.output, /typo\.jsonl, line 3: questoin: Unknown field 'questoin'; the nearest known name is 'question' \(read as input\)/);
      assert.doesNotMatch(run.output, new RegExp(dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'no absolute path');
    }
    const header = await assay('analyze', 'typo.csv');
    assert.equal(header.code, 2, header.output);
    assert.match(header.output, /typo\.csv: CSV line 1 \(header\): unknown column 'questoin'; the nearest known name is 'question'/);
    assert.match(header.output, /no column gives the input .* Columns found: "questoin", "answer"\. Columns known: input, output/);
  });
});
