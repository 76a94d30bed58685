// The prose of a JSON answer (core/text/json-prose.ts): string values at their own offsets, a paragraph break
// after each, keys and structure blanked; anything that is not a JSON document reads as null.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonProse } from '../../src/core/text/json-prose.js';

describe('jsonProse', () => {
  it('keeps string values at their offsets and blanks keys and structure', () => {
    const text = '{"answer": "Open at 9.", "note": "Happy to help!"}';
    const prose = jsonProse(text)!;
    assert.equal(prose.length, text.length);
    assert.equal(prose.slice(text.indexOf('Open'), text.indexOf('Open') + 'Open at 9.'.length), 'Open at 9.');
    assert.equal(prose.slice(text.indexOf('Happy'), text.indexOf('Happy') + 14), 'Happy to help!');
    assert.ok(!prose.includes('answer') && !prose.includes('note') && !/[{}":,]/.test(prose));
    // A paragraph break after each value.
    assert.match(prose, /Open at 9\.\n\n/);
  });

  it('reads arrays, nesting, escapes and a document cut off', () => {
    const text = '[{"a": ["One.", "Two \\"quoted\\"\\n\\nThree \\u00e9"]}, true, 12.5, null]';
    const prose = jsonProse(text)!;
    assert.equal(prose.length, text.length);
    assert.match(prose, /One\.\n\n/);
    assert.match(prose, /Two {2}"quoted "\n \n Three é {5}/);
    assert.ok(!prose.includes('true') && !prose.includes('12.5'));
    const cut = '{"answer": "Orders ship the same day and';
    assert.equal(jsonProse(cut)!.trim(), 'Orders ship the same day and');
  });

  it('is null for prose, for JSON beside prose, and for a document with no string value', () => {
    assert.equal(jsonProse('The store opens at 9.'), null);
    assert.equal(jsonProse('{"answer": "Open at 9."} Hope this helps!'), null);
    assert.equal(jsonProse('{"total": 40, "paid": true}'), null);
    assert.equal(jsonProse('[1, 2, 3]'), null);
  });
});
