// Keyword rules are matched without a regular expression (core/rules/keyword-matching.ts): whole words and
// phrases, any run of white space between words, case ignored unless asked, and the same spans RE2 finds for
// the keywords' pattern on ordinary text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileUserPattern } from '../../src/core/metrics/user-patterns/re2-pattern.js';
import { keywordsPattern } from '../../src/core/rules/custom-rule.js';
import { keywordSpans, keywordWords } from '../../src/core/rules/keyword-matching.js';

const spans = (keywords: string[], text: string, caseSensitive = false, limit = 100) =>
  keywordSpans(keywordWords(keywords, caseSensitive), caseSensitive, text, limit)?.map((s) => text.slice(s.start, s.end)) ?? null;

describe('keyword matching', () => {
  it('matches whole words and phrases, across any white space, without case', () => {
    assert.deepEqual(spans(['refund'], 'Refund now; refunded later; a REFUND.'), ['Refund', 'REFUND']);
    assert.deepEqual(spans(['full refund'], 'a full\n\t refund, a fullrefund, a full refunds'), ['full\n\t refund']);
    assert.deepEqual(spans(['Refund'], 'refund Refund', true), ['Refund']);
    assert.deepEqual(spans(['C++', '#tag'], 'I write C++ and C++17 #tags #tag.'), ['C++', 'C++', '#tag']);
    assert.deepEqual(spans(['café'], 'un café au lait, des cafés'), ['café']);
  });

  it('keeps the longer keyword where two start together, never overlapping, up to the limit', () => {
    assert.deepEqual(spans(['full', 'full refund'], 'a full refund'), ['full refund']);
    assert.deepEqual(spans(['ab ab'], 'ab ab ab'), ['ab ab']);
    assert.deepEqual(spans(['x'], 'x x x x', false, 2), ['x', 'x']);
  });

  it('leaves to RE2 a text whose lower case is longer', () => {
    assert.equal(spans(['istanbul'], 'İstanbul'), null);
  });

  it('finds what RE2 finds for the keywords as a pattern', () => {
    const keywords = ['money back', 'refund', 'e-mail', 'sorry'];
    const re = compileUserPattern(keywordsPattern(keywords), 'i');
    const texts = ['Sorry! Money  back or a REFUND by e-mail.', 'no refunds, moneyback', 'sorry sorry', ''];
    for (const text of texts) {
      const found: string[] = [];
      const m = re.matcher(text);
      while (m.find()) found.push(text.slice(m.start(), m.end()));
      assert.deepEqual(spans(keywords, text), found, text);
    }
  });
});
