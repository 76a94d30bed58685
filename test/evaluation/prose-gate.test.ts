// `assay evaluate --gate` with no --metrics on correct prose answers (issue 33 point 3): the default metrics run
// where they apply, so a prose answer meets no JSON check and a correct paraphrase no wording comparison, and
// the gate passes; the same items with invented facts still fail it. In process: the CLI's local run and gate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { belowThreshold } from '../../src/cli/evaluate.js';
import { evaluateItemsLocally } from '../../src/cli/local-analysis.js';

/** Correct answers in other words than their context and expected output (DeepEval's field names, as users bring them). */
const correctProse = [
  {
    input: 'What is the capital of Australia?',
    actual_output: 'Canberra is the capital city of Australia.',
    retrieval_context: ['Canberra is the capital of Australia. Sydney is its largest city.'],
    expected_output: 'The capital of Australia is Canberra.',
  },
  {
    input: 'Can I return an opened item?',
    actual_output: 'Yes, you can send back opened items within 30 days as long as you have the receipt.',
    retrieval_context: ['Opened items may be returned within 30 days with a receipt.'],
    expected_output: 'Yes, opened items can be returned within 30 days if you have a receipt.',
  },
  {
    input: 'When was the Eiffel Tower finished?',
    actual_output: 'The Eiffel Tower was completed in 1889.',
    retrieval_context: ["The Eiffel Tower was completed in 1889 for the World's Fair in Paris."],
    expected_output: 'It was finished in 1889.',
  },
  {
    input: 'How much does the premium plan cost per month?',
    actual_output: 'The premium plan costs $12 each month and includes priority support.',
    retrieval_context: ['The premium plan is $12 per month. It includes unlimited storage and priority support.'],
    expected_output: 'It costs $12 per month.',
  },
  {
    input: 'Which river flows through Vienna?',
    actual_output: 'Vienna lies on the Danube, which flows through the city.',
    retrieval_context: ['Vienna, the capital of Austria, lies on the river Danube.'],
    expected_output: 'The Danube flows through Vienna.',
  },
];

describe('evaluate --gate with the default metrics on correct prose answers', () => {
  it('passes: no JSON check on prose, no wording comparison of a paraphrase', async () => {
    const run = await evaluateItemsLocally({ dataset: correctProse });
    assert.deepEqual(belowThreshold(run), [], JSON.stringify(run.metrics));
    for (const name of ['json_validity', 'exact_match', 'bleu', 'rouge_l', 'contains'])
      assert.ok(!(name in run.metrics), `${name} scored prose answers: ${JSON.stringify(run.metrics[name])}`);
    assert.equal(run.metrics.faithfulness.count, correctProse.length);
    const jsonResult = run.items[0].metrics.find((m) => m.name === 'json_validity')!;
    assert.deepEqual([jsonResult.score, jsonResult.passed, jsonResult.skipped], [null, null, true]);
    assert.match(jsonResult.reason, /^Not applicable: /);
  });

  it('still fails when the answers invent their facts', async () => {
    const invented = correctProse.map((item) => ({
      ...item,
      actual_output: 'Our records show the figure changed to 4,750 units after the Zurich office audit in March 2003.',
    }));
    const run = await evaluateItemsLocally({ dataset: invented });
    assert.ok(
      belowThreshold(run).some((f) => f.startsWith('faithfulness')),
      JSON.stringify(run.metrics),
    );
  });

  it('checks JSON where it was asked, and every item when json_validity is named', async () => {
    const asked = { input: 'Return the user as JSON.', actual_output: 'The user is Ada, aged 36.' };
    const run = await evaluateItemsLocally({ dataset: [...correctProse, asked] });
    assert.deepEqual([run.metrics.json_validity.count, run.metrics.json_validity.mean], [1, 0]);
    const named = await evaluateItemsLocally({ dataset: correctProse, metrics: ['json_validity'] });
    assert.equal(named.metrics.json_validity.count, correctProse.length);
  });
});
