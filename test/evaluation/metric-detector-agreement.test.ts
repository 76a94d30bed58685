// Metrics and detectors agree on the same paraphrase (issue 33 point 3): where the grounding detectors pass a
// correct answer in other words, faithfulness passes it; where they are only unsure (a paraphrase may share
// few words with its source), it scores between 0 and 1, never 0; where off_topic_response passes it,
// answer_relevancy does not score it 0. And where they fail an answer, faithfulness fails it too.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectorsById } from '../../src/core/detectors/registry.js';
import { evaluateItem, toEvalItem } from '../../src/core/metrics/engine.js';
import { metricsByName } from '../../src/core/metrics/registry.js';
import { ItemText } from '../../src/core/text/item-text.js';

const GROUNDING = ['unsupported_claim', 'unsupported_number', 'unsupported_date', 'unsupported_entity', 'context_contradiction'];

/** Correct answers that say their context in other words. */
const paraphrases = [
  {
    input: 'How long is the warranty on the blender?',
    context: ['The blender comes with a two-year warranty covering the motor and the jug.'],
    output: 'Your blender is covered for two years, motor and jug included.',
  },
  {
    input: 'Can I bring my dog into the museum?',
    context: ['Pets are not allowed inside the museum, except assistance dogs.'],
    output: 'Only assistance dogs may come inside; other pets are not allowed in the museum.',
  },
  {
    input: 'Does the X200 vacuum work on thick carpets?',
    context: ['The X200 has a deep-pile setting for thick carpets and rugs.'],
    output: 'Yes, the X200 handles thick carpets: switch it to its deep-pile setting.',
  },
  {
    input: 'When does the library open on Saturdays?',
    context: ['On Saturdays the library opens at 10 am and closes at 4 pm.'],
    output: 'The library opens at 10 am on Saturdays and stays open until 4 pm.',
  },
  {
    input: 'Why was my order delayed?',
    context: ['Order 5521 was delayed because the courier missed the pickup on Monday.'],
    output: 'Your order 5521 was held up because the courier missed its pickup on Monday.',
  },
  {
    input: 'Is the refund sent to my card?',
    context: ['Refunds for a duplicate charge are issued to the card that was charged.'],
    output: 'Yes: the refund for a duplicate charge goes back to the card that was charged.',
  },
  {
    // Long enough for off_topic_response to judge, and in the context's words, none of the question's own.
    input: 'What is the history of the old lighthouse on the hill?',
    context: ['The lighthouse on the hill was built in 1856; its granite tower guided whaling ships, and its original Fresnel lens still shines every night.'],
    output: 'It was built in 1856 from granite, it guided the whaling ships, and its original Fresnel lens still shines every night.',
  },
];

const score = (name: string, item: ReturnType<typeof toEvalItem>, text: ItemText) => evaluateItem(item, [metricsByName.get(name)!], {}, {}, text)[0];

describe('metrics and detectors on the same paraphrase', () => {
  const outcomes: string[] = [];
  for (const [i, raw] of paraphrases.entries()) {
    it(`agree on "${raw.output}"`, () => {
      const item = toEvalItem(raw, i);
      const text = new ItemText(item);
      const findings = GROUNDING.map((id) => detectorsById.get(id)!.detect(item, text)).filter((f) => f !== null);
      // The premise: a correct paraphrase, which no grounding detector fails.
      assert.ok(!findings.some((f) => f.decision === 'fail'), JSON.stringify(findings));
      const faithfulness = score('faithfulness', item, text);
      if (findings.length === 0) assert.equal(faithfulness.passed, true, faithfulness.reason);
      else assert.ok(faithfulness.score! > 0 && faithfulness.score! < 1, faithfulness.reason);
      outcomes.push(findings.length === 0 ? 'pass' : 'unsure');
      assert.equal(detectorsById.get('off_topic_response')!.detect(item, text), null);
      const relevancy = score('answer_relevancy', item, text);
      assert.ok(relevancy.score !== null && relevancy.score > 0, relevancy.reason);
    });
  }

  it('cover both outcomes: paraphrases the detectors pass and ones they are unsure of', () => {
    assert.ok(outcomes.includes('pass') && outcomes.includes('unsure'), outcomes.join(', '));
  });

  it('fail together where the answer departs from its context', () => {
    const raw = { ...paraphrases[0], output: 'Your blender is covered for five years, including accidental damage.' };
    const item = toEvalItem(raw, 0);
    const text = new ItemText(item);
    assert.ok(
      GROUNDING.some((id) => detectorsById.get(id)!.detect(item, text)?.decision === 'fail'),
      'no grounding detector fails',
    );
    assert.equal(score('faithfulness', item, text).passed, false);
  });
});
