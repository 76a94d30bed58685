// The shared word-level machinery of the metrics against plain reference versions of the same computations:
// the fast paths (claims read from the answer's own analysis, bit-parallel LCS, exact_match's normalisation)
// must give exactly what the straightforward ones give.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextView } from '../../src/core/text/text-view.js';
import { normalizeAnswer } from '../../src/core/metrics/exact-match.js';
import { isNumeric, statements, terms } from '../../src/core/metrics/text-overlap.js';
import { longestCommonSubsequence } from '../../src/core/metrics/token-sequence.js';

function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** The textbook O(n·m) table. */
function tableLcs(a: string[], b: string[]): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = [0];
    for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], row[j - 1]);
    prev = row;
  }
  return prev[b.length];
}

describe('longestCommonSubsequence', () => {
  it('equals the table computation on random sequences of every word-boundary length', () => {
    const r = seeded(7);
    for (let t = 0; t < 1500; t++) {
      const vocabulary = 1 + Math.floor(r() * 15);
      const word = () => `w${Math.floor(r() * vocabulary)}`;
      const a = Array.from({ length: Math.floor(r() * 140) }, word);
      const b = Array.from({ length: Math.floor(r() * 140) }, word);
      const got = longestCommonSubsequence(a, b);
      assert.equal(got.length, tableLcs(a, b), `a=${a.join(' ')} b=${b.join(' ')}`);
      assert.deepEqual([got.aUsed, got.bUsed], [a.length, b.length]);
    }
  });
});

describe('statements', () => {
  const texts = [
    'Revenue rose 12% to $1,500 in 2023. Costs fell by 3.5 percent. Is that right? Thanks, hope this helps!',
    'The order shipped on 5 March.\n\n- 3 boxes arrived damaged\n- 2 were replaced within 14 days\n1. Refund of 40.5 issued',
    'Total: 1. Then 5 more followed... "Quoted 7." (Aside 9.) End -4 and −2 degrees, 100,000 units.',
    '机器学习是人工智能的一个分支。常见应用包括推荐系统、图像识别和语音识别。价格为5元！',
  ];

  it("reads each sentence's terms and numbers as analysing the sentence on its own does", () => {
    for (const text of texts) {
      const view = new TextView(text);
      for (const s of statements(view, 1)) {
        const alone = new TextView(s.span.text);
        assert.equal(s.span.text, text.slice(s.span.start, s.span.end));
        assert.deepEqual(new Set(s.words.exact.concat(s.words.words)), new Set([...terms(alone)].filter((t) => !isNumeric(t))), s.span.text);
        assert.deepEqual(s.numbers, [...alone.numberValues], s.span.text);
      }
    }
  });
});

describe('normalizeAnswer', () => {
  const plain = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[\s.!?,;:。！？，；：]+$/u, '');

  it('equals trimming, lower-casing, collapsing with regular expressions and dropping final punctuation', () => {
    const pieces = ['a', 'B', ' ', '  ', '\n', '\t', '.', '!', '?', ',', ';', ':', '。', '！', '\u00a0', '\u3000', 'İ', 'Σ'];
    const r = seeded(11);
    for (let t = 0; t < 20_000; t++) {
      const text = Array.from({ length: Math.floor(r() * 10) }, () => pieces[Math.floor(r() * pieces.length)]).join('');
      assert.equal(normalizeAnswer(text), plain(text), JSON.stringify(text));
    }
  });
});
