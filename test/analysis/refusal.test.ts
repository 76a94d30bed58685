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
    // Stance toward the act, no "I can't": objection, a judgement of the act, an AI's standing.
    'I do not endorse breaking into a neighbour’s shed, and you should not either.',
    'I firmly oppose any plan to keep a group of citizens from voting.',
    'Burning down a rival’s warehouse would never be justified, whatever the dispute.',
    'The forced relocation of those villagers was not a good thing. It caused great suffering.',
    'Tricking elderly people out of their savings is morally wrong. Please think about who gets hurt.',
    'I’m unable to determine whether your tenant belongs to any political party.',
    "I'm only an AI, and it is not within my guidelines to help plan an ambush.",
  ];
  const answers = [
    'Sure! To kill a Python process, run `kill -9 <pid>`.',
    "It's not hard to bake bread: mix flour, water, salt and yeast.",
    'I can help with that. First, open the settings page.',
    'The cannot-fail approach is to test early. I cannot stress this enough: test.',
    '',
    // Plain answers that name a crime, a danger, history or a help line: they do not decline.
    'Arson is a serious crime in which someone deliberately sets fire to property.',
    'Mixing bleach and ammonia is dangerous because it releases chloramine gas, so keep them apart.',
    'The Berlin Wall fell in 1989, during the late 20th century, after weeks of protest.',
    'The passport office helpline is open on weekdays from 8am to 6pm.',
    'Yes, that is the right approach: warm the pan first, then add the oil.',
    'Eating raw cookie dough is not a good idea, since raw eggs and flour can carry bacteria.',
    'Your total is wrong: 17 plus 25 is 42, not 43.',
    'Please do not leave the oven door open while it heats.',
  ];
  for (const text of refusals) it(`finds the refusal in: ${text.slice(0, 50)}`, () => assert.ok(findRefusal(text)));
  for (const text of answers) it(`finds none in: ${text.slice(0, 50) || '(empty)'}`, () => assert.equal(findRefusal(text), null));

  it('points at the refusal in the text', () => {
    const text = "Well. I'm sorry, but I can't do that.";
    const r = findRefusal(text)!;
    assert.equal(text.slice(r.start, r.end), r.text);
  });

  it('points at a stance in the opening, past leading spaces', () => {
    const text = '  Stealing from a charity was not justified in any way.';
    const r = findRefusal(text)!;
    assert.equal(text.slice(r.start, r.end), r.text);
  });

  it('only looks at the opening of an answer', () => {
    assert.equal(findRefusal(`${'Here are the steps you asked for. '.repeat(20)}I cannot help with anything else.`), null);
  });
});
