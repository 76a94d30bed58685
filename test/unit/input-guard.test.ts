// The edge check's walk on its own: which strings and depths it refuses, and where it says they are.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findUnstorableInput } from '../../src/http/input-guard.js';
import { MAX_JSON_DEPTH, replaceUnstorable, unstorableStringReason } from '../../src/http/storable-text.js';

function nestedArrays(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('findUnstorableInput', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and other control characters', () => {
    for (const text of ['', 'plain', 'ünïcödé', '😀 🔑', '\ud83d\ude00', 'tab\tnew\nline\u0001\u007f', '\uffff']) {
      assert.equal(unstorableStringReason(text), null, JSON.stringify(text));
    }
    assert.deepEqual(findUnstorableInput({ a: ['😀', { b: 'x' }], n: 1, z: null, t: true }, ['body']), []);
  });

  it('refuses NUL and unpaired surrogates in values and field names, each at its loc, in document order', () => {
    const issues = findUnstorableInput({ a: 'x\u0000', list: ['ok', '\ud800', 'tail \udc00'], 'k\u0000': 1, pair: 'end\ud83d' }, ['body']);
    assert.deepEqual(
      issues.map((i) => [i.loc, i.type]),
      [
        [['body', 'a'], 'string_unicode'],
        [['body', 'list', 1], 'string_unicode'],
        [['body', 'list', 2], 'string_unicode'],
        [['body', 'k\u0000'], 'string_unicode'],
        [['body', 'pair'], 'string_unicode'],
      ],
    );
    assert.match(issues[0].msg, /NUL/);
    assert.match(issues[1].msg, /surrogate/);
    assert.match(issues[3].msg, /^Field name/);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses ${MAX_JSON_DEPTH + 1}, at the first level past the limit`, () => {
    assert.deepEqual(findUnstorableInput(nestedArrays(MAX_JSON_DEPTH), ['body']), []);
    const [issue, ...rest] = findUnstorableInput(nestedArrays(MAX_JSON_DEPTH + 1), ['body']);
    assert.equal(rest.length, 0);
    assert.equal(issue.type, 'value_error');
    assert.deepEqual(issue.loc, ['body', ...Array(MAX_JSON_DEPTH).fill(0)]);
  });

  it('walks 200,000 levels without overflowing the stack, and caps the number of issues', () => {
    const [issue] = findUnstorableInput(nestedArrays(200_000), ['body']);
    assert.equal(issue.type, 'value_error');
    const many = findUnstorableInput(Array(1000).fill('\u0000'), ['body']);
    assert.equal(many.length, 20);
  });
});

describe('replaceUnstorable', () => {
  it('replaces each NUL and unpaired surrogate by U+FFFD, keeps pairs, and counts', () => {
    assert.deepEqual(replaceUnstorable('a\u0000b\ud800c\udc00 😀 \ud83d'), { text: 'a\uFFFDb\uFFFDc\uFFFD 😀 \uFFFD', replaced: 4 });
    assert.deepEqual(replaceUnstorable('plain 😀'), { text: 'plain 😀', replaced: 0 });
  });
});
