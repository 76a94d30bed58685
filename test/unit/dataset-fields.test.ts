// The dataset field reader (core/shapes): each tool's export read as Assay's item with the mapping it reports,
// conflicts and unknown names, CSV cells, and the files' shapes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkCsvHeader, decodeCsvRow } from '../../src/core/shapes/dataset-csv.js';
import { datasetItemsOf } from '../../src/core/shapes/dataset-export.js';
import { editDistance, FIELD_ALIASES, nearestKnownName } from '../../src/core/shapes/dataset-fields.js';
import { readDatasetItem } from '../../src/core/shapes/dataset-item-reader.js';
import { chatParts, listOfText } from '../../src/core/shapes/dataset-values.js';
import { exportCases, interaction, promptfooOutputFile } from '../support/dataset-exports.js';

describe('readDatasetItem', () => {
  for (const c of exportCases) {
    it(`reads ${c.tool}`, () => {
      const read = readDatasetItem(c.item);
      assert.deepEqual(read.issues, []);
      assert.deepEqual(read.mapping, c.mapping);
      const item = read.item as Record<string, unknown>;
      for (const field of ['input', 'output', 'context', 'reference', 'system_prompt'] as const) {
        if (c.reads[field] !== undefined) assert.deepEqual(item[field], c.reads[field], field);
      }
      for (const [key, value] of Object.entries(c.reads.metadata ?? {}))
        assert.deepEqual((item.metadata as Record<string, unknown>)[key], value, `metadata.${key}`);
      // Nothing of the export's bookkeeping reaches the item's fields.
      assert.deepEqual(
        Object.keys(item).filter((k) => !['input', 'output', 'context', 'reference', 'system_prompt', 'tool_calls', 'metadata'].includes(k)),
        [],
      );
    });
  }

  it("passes an item of Assay's own names on as posted, with no mapping", () => {
    const item = { ...interaction, metadata: { a: 1 } };
    const read = readDatasetItem(item);
    assert.equal(read.item, item);
    assert.deepEqual([read.mapping, read.issues], [{}, []]);
  });

  it('names an unknown field with the nearest known name, whatever its case', () => {
    const read = readDatasetItem({ questoin: 'q', answer: 'a', Context: ['c'] });
    assert.deepEqual(
      read.issues.map((i) => [i.path, i.type]),
      [
        [['questoin'], 'extra_forbidden'],
        [['Context'], 'extra_forbidden'],
      ],
    );
    assert.match(read.issues[0].msg, /Unknown field 'questoin'; the nearest known name is 'question' \(read as input\)/);
    assert.match(read.issues[1].msg, /nearest known name is 'context'/);
  });

  it('refuses two names for one field, and reads the promptfoo prompt only when no variable gives the input', () => {
    const twice = readDatasetItem({ input: 'q', question: 'q again', output: 'a' });
    assert.deepEqual(
      twice.issues.map((i) => i.path),
      [['question']],
    );
    assert.match(twice.issues[0].msg, /Both 'input' and 'question' give the item's input: keep one/);
    const withoutVar = readDatasetItem({ prompt: { raw: 'Say hi' }, vars: { tone: 'warm' }, response: { output: 'Hi!' } });
    assert.deepEqual(withoutVar.item, { input: 'Say hi', output: 'Hi!', metadata: { vars: { tone: 'warm' } } });
  });

  it("reads a promptfoo chat prompt's system and user messages, and a structured output as its JSON", () => {
    const raw = JSON.stringify([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Where is my order?' },
    ]);
    const read = readDatasetItem({ prompt: { raw }, vars: {}, response: { output: { status: 'shipped' } } });
    assert.deepEqual(read.item, { system_prompt: 'Be brief.', input: 'Where is my order?', output: '{"status":"shipped"}' });
  });

  it("reads Ragas's multi-turn user_input, v0.0's ground_truths and DeepEval's tool calls", () => {
    const multi = readDatasetItem({
      user_input: [
        { type: 'human', content: 'Hi' },
        { type: 'ai', content: 'Hello!' },
      ],
    });
    assert.deepEqual(multi.item, { input: 'Hi', output: 'Hello!' });
    assert.deepEqual(readDatasetItem({ question: 'q', answer: 'a', ground_truths: ['one', 'two'] }).item, { input: 'q', output: 'a', reference: 'one\ntwo' });
    const calls = [{ name: 'refund', inputParameters: { order: 7 }, output: 'refunded' }];
    assert.deepEqual(readDatasetItem({ input: 'q', actual_output: 'a', tools_called: calls }).item, { input: 'q', output: 'a', tool_calls: calls });
  });

  it("says what an alias's value should be, at the alias", () => {
    const read = readDatasetItem({ question: ['q'], answer: 'a', contexts: [{ id: 1 }] });
    assert.deepEqual(
      read.issues.map((i) => [i.path.join('.'), i.type]),
      [
        ['question', 'string_type'],
        ['contexts.0', 'string_type'],
      ],
    );
    assert.match(read.issues[0].msg, /valid string, got a list \(read as input\)/);
  });

  it("asks for a Phoenix example's input when its object names none", () => {
    const read = readDatasetItem({ input: { a: 'x', b: 'y' }, output: { answer: 'z' } });
    assert.deepEqual(
      read.issues.map((i) => [i.path, i.type]),
      [[['input'], 'missing']],
    );
    assert.deepEqual(readDatasetItem({ input: { text: 'x' }, output: { text: 'y' } }).item, { input: 'x', output: 'y' });
  });

  it('keeps the metadata posted over what the export adds under the same key', () => {
    const read = readDatasetItem({
      question: 'q',
      answer: 'a',
      name: 'from export',
      metadata: { name: 'mine' },
      additional_metadata: { name: 'deepeval', k: 1 },
    });
    assert.deepEqual(read.item, { input: 'q', output: 'a', metadata: { name: 'mine', k: 1 } });
  });
});

describe('CSV cells and header', () => {
  it('reads lists as JSON, Python lists (Ragas) or "|"-joined (DeepEval), and one chunk otherwise', () => {
    assert.deepEqual(decodeCsvRow({ question: 'q', answer: 'a', contexts: `['it\\'s one', "two"]` }).row, {
      question: 'q',
      answer: 'a',
      contexts: ["it's one", 'two'],
    });
    assert.deepEqual(decodeCsvRow({ input: 'q', output: '', context: 'one chunk, [with] brackets' }).row, {
      input: 'q',
      output: '',
      context: ['one chunk, [with] brackets'],
    });
    const deepEval = decodeCsvRow({ input: 'q', actual_output: 'a', retrieval_context: 'x|y', context: 'i|j' }).row;
    assert.deepEqual(readDatasetItem(deepEval).item, { input: 'q', output: 'a', context: ['x', 'y'], metadata: { reference_contexts: 'i|j' } });
    assert.deepEqual(
      decodeCsvRow({ input: 'q', output: 'a', context: '["a",' }).issues.map((i) => i.column),
      ['context'],
    );
    assert.deepEqual(
      decodeCsvRow({ input: 'q', output: 'a', tool_calls: 'nope' }).issues.map((i) => i.column),
      ['tool_calls'],
    );
  });

  it('lists the columns found and the columns known, and names the nearest to an unknown one', () => {
    const issues = checkCsvHeader(['questoin', 'answer'], ['input', 'output']);
    assert.deepEqual(
      issues.map((i) => [i.column, i.type]),
      [
        ['questoin', 'extra_forbidden'],
        [null, 'missing'],
      ],
    );
    assert.match(issues[0].msg, /unknown column 'questoin'; the nearest known name is 'question'/);
    assert.match(issues[1].msg, /no column gives the input \(input or question or user_input/);
    for (const issue of issues) assert.match(issue.msg, /Columns found: "questoin", "answer"\./);
    assert.match(issues[1].msg, /Columns known: input, output, context, reference, system_prompt, tool_calls, metadata, and their aliases \(question,/);
    assert.deepEqual(checkCsvHeader(['question', 'response'], ['input', 'output']), []);
    assert.deepEqual(checkCsvHeader(['prompt'], ['input']), [], 'an audit needs no output');
  });
});

describe('values and names', () => {
  it("reads Python's repr of a list of strings, and nothing else", () => {
    assert.deepEqual(listOfText(`['a', "b's", 'c\\nd', '\\xe9']`), ['a', "b's", 'c\nd', 'é']);
    assert.deepEqual(listOfText('[]'), []);
    assert.equal(listOfText("['a', 1]"), undefined);
    assert.equal(listOfText("['a'] trailing"), undefined);
    assert.equal(listOfText('plain text'), undefined);
  });

  it('reads chat lists: the last user message, the answer after it, the system prompt', () => {
    assert.deepEqual(
      chatParts([
        { role: 'system', content: 'S' },
        { role: 'user', content: 'first' },
        { role: 'assistant', content: 'one' },
        { role: 'user', content: [{ type: 'text', text: 'second' }] },
      ]),
      { system: 'S', user: 'second' },
    );
    assert.equal(chatParts([{ role: 'assistant', content: 'no user' }]), null);
  });

  it('measures names by edit distance, an adjacent swap counting once', () => {
    assert.equal(editDistance('ouptut', 'output'), 1);
    assert.equal(editDistance('Question', 'question'), 0);
    assert.equal(nearestKnownName('ground_trut'), 'ground_truth');
    assert.equal(nearestKnownName('retreived_contexts'), 'retrieved_contexts');
    for (const alias of Object.keys(FIELD_ALIASES)) assert.equal(nearestKnownName(alias), alias);
  });

  it("finds the items of Assay's, promptfoo's and Phoenix's files", () => {
    assert.equal(datasetItemsOf([{ input: 'q' }])?.items.length, 1);
    assert.equal(datasetItemsOf({ dataset: [{}, {}] })?.items.length, 2);
    assert.equal(datasetItemsOf(promptfooOutputFile({ vars: {} }))?.shape, 'a promptfoo output file');
    assert.equal(datasetItemsOf({ data: { dataset_id: 'd', version_id: 'v', examples: [{}] } })?.shape, "a Phoenix dataset's examples");
    assert.equal(datasetItemsOf({ data: [{}], next_cursor: null })?.shape, 'a Phoenix span list');
    assert.equal(datasetItemsOf({ items: [] }), null);
  });
});
