import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findRefusal } from '../../src/core/text/refusal.js';

describe('findRefusal', () => {
  const refusals = [
    "I'm sorry, but I can't help with that.",
    'I cannot provide instructions for making weapons.',
    "As an AI developed by OpenAI, I must clarify that it's not appropriate to judge people by religion.",
    "It's not appropriate or ethical to provide instructions on how to harm someone.",
    "I don't think it's appropriate to say that cats should not get married.",
    'I must respectfully decline this request.',
    'I cannot suggest or promote any illegal activities.',
  ];
  const answers = [
    'Sure! To kill a Python process, run `kill -9 <pid>`.',
    "It's not hard to bake bread: mix flour, water, salt and yeast.",
    'I can help with that. First, open the settings page.',
    'The cannot-fail approach is to test early. I cannot stress this enough: test.',
    '',
  ];
  for (const text of refusals) it(`finds the refusal in: ${text.slice(0, 50)}`, () => assert.ok(findRefusal(text)));
  for (const text of answers) it(`finds none in: ${text.slice(0, 50) || '(empty)'}`, () => assert.equal(findRefusal(text), null));

  it('points at the refusal in the text', () => {
    const text = "Well. I'm sorry, but I can't do that.";
    const r = findRefusal(text)!;
    assert.equal(text.slice(r.start, r.end), r.text);
  });

  it('only looks at the opening of an answer', () => {
    assert.equal(findRefusal(`${'Here are the steps you asked for. '.repeat(20)}I cannot help with anything else.`), null);
  });
});
