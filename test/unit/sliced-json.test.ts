// Bodies past 1 MB are parsed in slices that yield (sliced-json.ts): the values must be JSON.parse's, every
// document JSON.parse refuses must be refused, with an error placed as for a small body, and the loop must run
// between slices.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseJsonBody, parseLargeJsonBody } from '../../src/http/body-parsers.js';
import type { HttpError, ValidationIssue } from '../../src/http/errors.js';
import { parseJsonInSlices } from '../../src/http/sliced-json.js';

const slices = (text: string) => parseJsonInSlices(Buffer.from(text, 'utf8'));

/** A text past the one-go size: the document, then enough spaces (whitespace after the value is allowed). */
const large = (doc: string) => doc + ' '.repeat(1_100_000);

const VALID = [
  '{"a":1,"b":[true,false,null],"c":{"d":"e"}}',
  '[]',
  '{}',
  '"\\u00e9\\ud83d\\ude00 \\n\\t\\"\\\\\\/"',
  '"\\ud800"',
  '{"a":1,"a":2}',
  '12345678901234567890',
  '1e400',
  '-0',
  '-1.5e-3',
  '0',
  '[1e2,2E+2,3e-2]',
  '"émoji 😀 and 中文"',
  ' \n\t[ 1 , 2 ] \r\n',
  '{"x":' + '['.repeat(500) + ']'.repeat(500) + '}',
];

const INVALID = [
  '01',
  '1.',
  '.5',
  '+1',
  'NaN',
  '[1,]',
  "{'a':1}",
  '"a\tb"',
  'tru',
  '[1 2]',
  '{"a" 1}',
  '1e',
  '-',
  '"\\x"',
  '"\\u12"',
  '{"a":1',
  '[',
  '{"a":1} x',
  '{"a":1}{}',
  '"abc',
];

describe('JSON parsed in slices', () => {
  it('gives JSON.parse values for valid documents, alone and followed by whitespace', async () => {
    for (const doc of VALID) {
      assert.deepEqual(await slices(doc), JSON.parse(doc), doc.slice(0, 40));
      assert.deepEqual(await slices(large(doc)), JSON.parse(doc), doc.slice(0, 40));
    }
    assert.ok(Object.is(await slices('-0'), -0));
  });

  it('refuses every document JSON.parse refuses', async () => {
    for (const doc of INVALID) {
      assert.throws(() => JSON.parse(doc), SyntaxError, doc);
      await assert.rejects(slices(doc), Error, doc);
      await assert.rejects(slices(large(doc)), Error, doc);
    }
  });

  it('gives a large body the same value and the same 422 as a small one', async () => {
    const doc = JSON.stringify({ rules: Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `rule ${i} ✓` })) });
    assert.ok(doc.length > 1_100_000);
    assert.deepEqual(await parseLargeJsonBody(doc), JSON.parse(doc));
    for (const broken of [doc.slice(0, 200) + '}' + doc.slice(200), doc.slice(0, -1), doc.replace('"rule 50000', '"rule\u0001')]) {
      const oneGo = (() => {
        try {
          parseJsonBody(broken);
        } catch (err) {
          return (err as HttpError).detail as ValidationIssue[];
        }
      })();
      await assert.rejects(parseLargeJsonBody(broken), (err: HttpError) => {
        assert.equal(err.statusCode, 422);
        assert.equal((err.detail as ValidationIssue[])[0].type, 'json_invalid');
        // Within the first MB the error reads exactly as for a small body; past it, at the same place.
        assert.deepEqual((err.detail as ValidationIssue[])[0].loc, oneGo![0].loc);
        return true;
      });
    }
  });

  it('refuses __proto__ keys in a large body, as in a small one', async () => {
    const doc = large('{"a":{"__proto__":{"polluted":1}}}');
    await assert.rejects(parseLargeJsonBody(doc), (err: HttpError) => err.statusCode === 422 && /__proto__/.test((err.detail as ValidationIssue[])[0].msg));
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('lets the event loop run while it parses', async () => {
    const doc = JSON.stringify({ rules: Array.from({ length: 200_000 }, () => ({ id: 5 })) });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await slices(doc);
    clearInterval(timer);
    assert.ok(ticks > 10, `the loop ran ${ticks} times while ${doc.length} characters were parsed`);
  });
});
