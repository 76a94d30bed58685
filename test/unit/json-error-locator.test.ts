import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { locateJsonError } from '../../src/core/text/json-error-locator.js';
import { parseJsonBody } from '../../src/http/body-parsers.js';
import { HttpError } from '../../src/http/errors.js';

describe('locateJsonError', () => {
  const cases: [string, number, RegExp][] = [
    ['{"a": }', 6, /expected a value/],
    ['{"a": 1', 7, /expected ',' or '}'/],
    ['[1, 2,]', 6, /expected a value/],
    ['{"a": "x" "b": 2}', 10, /expected ',' or '}'/],
    ["{'a': 1}", 1, /property name in double quotes/],
    ['{"a": 1}}', 8, /after the end of the document/],
    ['"unterminated', 13, /unterminated string/],
    ['nul', 0, /expected a value/],
  ];
  for (const [text, offset, reason] of cases) {
    it(`finds the error in ${text}`, () => {
      const found = locateJsonError(text);
      assert.equal(found.offset, offset);
      assert.match(found.reason, reason);
      assert.throws(() => JSON.parse(text));
    });
  }
});

describe('parseJsonBody', () => {
  it('parses valid JSON and treats an empty body as absent', () => {
    assert.deepEqual(parseJsonBody('{"a": [1, 2]}'), { a: [1, 2] });
    assert.equal(parseJsonBody('  '), undefined);
  });

  it('answers json_invalid with line and column', () => {
    try {
      parseJsonBody('{\n  "a": 1,\n  "b": }');
      assert.fail('expected an error');
    } catch (err) {
      assert.ok(err instanceof HttpError);
      assert.equal(err.statusCode, 422);
      const [issue] = err.detail as { loc: unknown[]; msg: string; type: string }[];
      assert.equal(issue.type, 'json_invalid');
      assert.deepEqual(issue.loc, ['body', 19]);
      assert.match(issue.msg, /line 3, column 8/);
    }
  });

  it('refuses prototype-polluting keys', () => {
    assert.throws(
      () => parseJsonBody('{"__proto__": {"admin": true}}'),
      (err: HttpError) => err.statusCode === 422,
    );
  });
});
