// The sorted "key\tvalue" lookup related-words.ts and word-classes.ts build from WordNet and cache.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SortedLines, sortLines } from '../../src/core/text/wordnet-cache.js';

describe('WordNet lookups (sorted lines)', () => {
  it('finds a key by halving, not a key that only starts the same', () => {
    const lines = new SortedLines(sortLines(['nperson\t1', 'vkill\t1', 'nbomb\t16', 'npipe bomb\t16', 'nbo\t3']));
    assert.equal(lines.get('nbomb'), '16');
    assert.equal(lines.get('nbo'), '3');
    assert.equal(lines.get('npipe bomb'), '16');
    assert.equal(lines.get('nb'), undefined);
    assert.equal(lines.get('nbombs'), undefined);
    assert.equal(lines.get('zzz'), undefined);
  });

  it('lists the lines a pattern matches', () => {
    const lines = new SortedLines(sortLines(['vbeat up\t4', 'vkill\t1', 'vknock off\t1']));
    assert.deepEqual(
      [...lines.lines(/^v([a-z]+) [a-z]+\t/gm)].map((m) => m[1]),
      ['beat', 'knock'],
    );
  });
});
