// Figures an answer works out from its sources (figure-derivation.ts) and spans of time in another unit
// (durations.ts): what each reading accepts, and the wrong results and readings it must refuse.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { durationsIn } from '../../src/core/detectors/hallucination_grounding/durations.js';
import { derivationOf } from '../../src/core/detectors/hallucination_grounding/figure-derivation.js';
import { sourceIndex } from '../../src/core/detectors/hallucination_grounding/sources.js';
import { ItemText } from '../../src/core/text/item-text.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { TextView } from '../../src/core/text/text-view.js';
import type { MinimalInputItem } from '../../src/analysis/schemas.js';

/** How the first number of `output` written as `figure` is worked out, given the question and context. */
function derivation(input: string, context: string, output: string, figure: string) {
  const text = new ItemText(normalizeItem({ input, output, context: [context] } as MinimalInputItem, 0));
  const n = text.output.numbers.find((x) => x.text === figure)!;
  assert.ok(n, `no number ${figure} in the answer`);
  return derivationOf(text.output, n, sourceIndex(text));
}

describe('figures worked out from the sources', () => {
  it('reads totals, differences, percentages, products, shares and counts', () => {
    assert.equal(derivation('Total?', 'T-shirt $20.00, cap $15.00. Shipping: $5.00.', 'Your total is $40.00.', '40.00'), 'total');
    assert.equal(derivation('Left?', 'The budget is $5,000; so far $3,250 has been spent.', 'There is $1,750 left.', '1,750'), 'difference');
    assert.equal(derivation('Share?', 'Of the 200 customers surveyed, 150 said they were satisfied.', '75% were satisfied.', '75%'), 'percentage');
    assert.equal(derivation('How much do 3 tickets cost?', 'Each ticket costs $12.', 'Three tickets cost $36.', '36'), 'product');
    assert.equal(derivation('Each?', 'The bill came to $96 for 4 people.', 'Each person pays $24.', '24'), 'share');
    assert.equal(derivation('How many?', 'On call this week: Ana, Ben and Chloe.', '3 people are on call this week.', '3'), 'count');
  });

  it('refuses wrong results and a growth measured from the wrong end', () => {
    assert.equal(derivation('Total?', 'T-shirt $20.00, cap $15.00. Shipping: $5.00.', 'Your total is $45.00.', '45.00'), null);
    assert.equal(derivation('Growth?', 'The shop sold 400 units in March and 500 units in April.', 'Sales grew by 20%.', '20%'), null);
    assert.equal(derivation('Growth?', 'The shop sold 400 units in March and 500 units in April.', 'Sales grew by 25%.', '25%'), 'percentage');
    // A count of a list the answer's sentence does not speak of.
    assert.equal(derivation('How many?', 'Colours: red, green and blue.', '3 people are on call.', '3'), null);
  });

  it('works nothing out in a summary, or over a report full of amounts of one kind', () => {
    assert.equal(derivation('Summarize the document.', 'Sales were $20 million and costs $15 million.', 'Sales beat costs by $5 million.', '5'), null);
    const report = 'Revenue was $10 million, costs $4 million, tax $1 million, capex $3 million, debt $7 million, cash $2 million and equity $9 million.';
    assert.equal(derivation('What happened?', report, 'The company raised $6 million.', '6'), null);
  });
});

describe('spans of time', () => {
  it('reads amounts on two ladders, with counts in words and halves', () => {
    const spans = durationsIn(new TextView('Delivery takes two weeks, or 14 days; refunds take 48 hours; the course lasts half a year.'));
    assert.deepEqual(
      spans.map((d) => [d.ladder, d.amount]),
      [
        [0, 1_209_600],
        [0, 1_209_600],
        [0, 172_800],
        [1, 6],
      ],
    );
  });

  it('reads no rate and no unit without a count', () => {
    assert.deepEqual(durationsIn(new TextView('Renewed each year, billed per month, open all week.')), []);
    assert.equal(durationsIn(new TextView('Returns within a fortnight.'))[0].amount, 1_209_600);
  });
});
