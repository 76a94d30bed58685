// User patterns on RE2: JavaScript syntax translated where RE2 reads it differently, flags mapped, what needs
// backtracking refused with the reason, and JSON Schema patterns (Ajv's code.regExp) on RE2 with their paths.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileUserPattern, patternProblem, refusedConstruct, toRe2Syntax } from '../../src/core/metrics/user-patterns/re2-pattern.js';
import { compileUserSchema, schemaPatternProblems } from '../../src/core/metrics/user-patterns/user-schema.js';

const matches = (source: string, text: string, flags = '') => compileUserPattern(source, flags).test(text);

describe('user patterns on RE2', () => {
  it('translates JavaScript syntax RE2 spells differently', () => {
    assert.equal(toRe2Syntax('\\u00e9'), '\\x{00e9}');
    assert.equal(toRe2Syntax('\\uD83D\\uDE00'), '\\x{1f600}');
    assert.equal(toRe2Syntax('[\\b]'), '[\\x08]');
    assert.equal(toRe2Syntax('(?<id>x)'), '(?P<id>x)');
    assert.ok(matches('caf\\u00e9', 'un café'));
    assert.ok(matches('\\uD83D\\uDE00', 'ok 😀'));
    assert.ok(matches('^\\u{1F600}$', '😀'));
    assert.ok(matches('[\\b]', 'a\bb'));
    assert.ok(matches('a[^]b', 'a\nb'), '[^] is any character');
    assert.ok(!matches('a[]b', 'ab'), '[] matches nothing');
    assert.ok(matches('\\cJ', '\n'));
    assert.ok(matches('^(?<year>\\d{4})-\\d{2}$', '2024-05'));
    assert.ok(matches('a\\/b', 'a/b'));
  });

  it('maps the flags i, m, s and u, and refuses others', () => {
    assert.ok(matches('abc', 'xABC', 'i'));
    assert.ok(!matches('abc', 'xABC'));
    assert.ok(matches('^b$', 'a\nb\nc', 'm'));
    assert.ok(!matches('^b$', 'a\nb\nc'));
    assert.ok(matches('a.b', 'a\nb', 's'));
    assert.ok(!matches('a.b', 'a\nb'));
    assert.ok(matches('^.$', '😀', 'u'), 'RE2 matches by code point');
    assert.ok(matches('(?i)abc', 'ABC'), 'inline flags are RE2 syntax');
    assert.match(patternProblem('a', 'g')!, /flag "g" is not supported/);
  });

  it('refuses lookarounds and backreferences, not look-alikes', () => {
    for (const [source, kind] of [
      ['(?=a)', 'lookahead'],
      ['(?!a)', 'negative lookahead'],
      ['(?<=a)b', 'lookbehind'],
      ['(?<!a)b', 'negative lookbehind'],
    ]) {
      assert.match(refusedConstruct(source)!, new RegExp(`is a ${kind}, .*RE2`), source);
    }
    assert.match(refusedConstruct('(a)\\1')!, /backreference/);
    assert.match(refusedConstruct('(?<n>a)\\k<n>')!, /named backreference/);
    for (const fine of ['[(?=]', '\\(?=x', '[\\1]', '\\\\1', '(?<name>a)', '(?:a)', 'a\\k']) assert.equal(refusedConstruct(fine), null, fine);
    assert.match(patternProblem('(')!, /not a valid regular expression: missing closing \)/);
    assert.match(patternProblem('a{1001}')!, /repeat counts up to 1000/);
  });

  it('matches what backtracks catastrophically on V8 in linear time', () => {
    const long = 'a'.repeat(100_000);
    const started = performance.now();
    assert.equal(matches('^(a|a)*$', `${long}!`), false);
    assert.equal(matches('(a+)+$', `${long}!`), false);
    assert.equal(matches('a*a*a*b', long), false);
    assert.equal(matches('^(a|a)*$', long), true);
    // Linear: ~0.1 s here; V8 would need longer than the universe has been around.
    assert.ok(performance.now() - started < 5_000);
  });

  it('compiles JSON Schema patterns on RE2 and reports those it cannot run at their paths', () => {
    const validate = compileUserSchema({
      type: 'object',
      properties: { code: { type: 'string', pattern: '^(a|a)*$' }, id: { type: 'string', pattern: '^TCK-\\d{5}$' } },
      patternProperties: { '^x-': { type: 'number' } },
    });
    assert.ok(typeof validate === 'function');
    // Two patterns in one schema: each keeps its own (Ajv keys its compiled patterns by toString).
    assert.equal(validate({ code: 'aaaa', id: 'TCK-20931', 'x-n': 1 }), true);
    assert.equal(validate({ code: `${'a'.repeat(100_000)}!` }), false);
    assert.equal(validate({ id: 'TCK-1' }), false);
    assert.equal(validate({ 'x-n': 'one' }), false);
    assert.deepEqual(
      schemaPatternProblems({ allOf: [{ properties: { a: { pattern: '(?=a)' } } }], patternProperties: { '(b)\\1': {} }, enum: [{ pattern: '(?=a)' }] }).map(
        (p) => p.path,
      ),
      [
        ['patternProperties', '(b)\\1'],
        ['allOf', 0, 'properties', 'a', 'pattern'],
      ],
      'patterns in subschemas, not in data (enum)',
    );
    assert.ok(Array.isArray(compileUserSchema({ properties: { a: { pattern: '(?<=a)' } } })));
    assert.ok(Array.isArray(compileUserSchema({ type: 'no-such-type' })));
  });
});
