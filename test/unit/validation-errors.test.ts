import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv } from 'ajv';
import { Type } from '@sinclair/typebox';
import { toValidationIssues } from '../../src/http/validation-errors.js';

const ajv = new Ajv({ allErrors: true, coerceTypes: false, strict: false, verbose: true });
const Item = Type.Object({ input: Type.String(), output: Type.String(), score: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })) });
const Body = Type.Object({
  project_name: Type.String({ minLength: 1 }),
  dataset: Type.Array(Item, { minItems: 1 }),
  feature_kind: Type.Optional(Type.Union([Type.Literal('chat'), Type.Literal('rag'), Type.Literal('agent')])),
  note: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  limit: Type.Optional(Type.Integer()),
});
const validate = ajv.compile(Body);

function issues(data: unknown) {
  assert.equal(validate(data), false, 'expected the data to be invalid');
  return toValidationIssues(validate.errors ?? [], 'body', data);
}

describe('toValidationIssues', () => {
  it('reports a missing field with its full location, as FastAPI does', () => {
    assert.deepEqual(issues({ project_name: 'p', dataset: [{ input: 'x' }] }), [
      { loc: ['body', 'dataset', 0, 'output'], msg: 'Field required', type: 'missing' },
    ]);
  });

  it('reports every error, not only the first', () => {
    const found = issues({ dataset: [{ input: 5, output: 'y' }, { output: 'z' }] });
    const locs = found.map((i) => i.loc.join('.'));
    assert.deepEqual(locs.sort(), ['body.dataset.0.input', 'body.dataset.1.input', 'body.project_name'].sort());
    assert.equal(found.find((i) => i.loc.join('.') === 'body.dataset.0.input')!.type, 'string_type');
    assert.match(found.find((i) => i.loc.join('.') === 'body.dataset.0.input')!.msg, /valid string, got an integer/);
  });

  it('collapses a union of literals into one literal_error listing the allowed values', () => {
    assert.deepEqual(issues({ project_name: 'p', dataset: [{ input: 'a', output: 'b' }], feature_kind: 'chatbot' }), [
      { loc: ['body', 'feature_kind'], msg: "Input should be 'chat', 'rag' or 'agent'", type: 'literal_error' },
    ]);
  });

  it('names both branches of a nullable type', () => {
    const [issue] = issues({ project_name: 'p', dataset: [{ input: 'a', output: 'b' }], note: 3 });
    assert.deepEqual(issue.loc, ['body', 'note']);
    assert.match(issue.msg, /a valid string or null/);
  });

  it('maps ranges, lengths and integer checks to pydantic types', () => {
    const found = issues({ project_name: '', dataset: [{ input: 'a', output: 'b', score: 2 }], limit: 1.5 });
    const byLoc = Object.fromEntries(found.map((i) => [i.loc.join('.'), i.type]));
    assert.equal(byLoc['body.project_name'], 'string_too_short');
    assert.equal(byLoc['body.dataset.0.score'], 'less_than_equal');
    assert.equal(byLoc['body.limit'], 'int_type');
    assert.deepEqual(issues({ project_name: 'p', dataset: [] }), [{ loc: ['body', 'dataset'], msg: 'List should have at least 1 item', type: 'too_short' }]);
  });

  it('treats an absent body as a missing field', () => {
    assert.deepEqual(issues(undefined)[0].type, 'missing');
    assert.deepEqual(issues(undefined)[0].loc, ['body']);
  });

  it('reports unparseable query values as parsing errors', () => {
    const q = new Ajv({ allErrors: true, coerceTypes: 'array', strict: false });
    const v = q.compile(Type.Object({ limit: Type.Integer({ minimum: 1 }) }));
    const data = { limit: 'ten' };
    assert.equal(v(data), false);
    assert.deepEqual(toValidationIssues(v.errors ?? [], 'querystring', data), [
      { loc: ['query', 'limit'], msg: 'Input should be a valid integer, unable to parse "ten"', type: 'int_parsing' },
    ]);
  });
});

describe('a nullable field that breaks its constraint', () => {
  it('names the constraint, not "should be null"', () => {
    const schema = Type.Object({ dataset: Type.Optional(Type.Union([Type.Array(Type.String(), { minItems: 1 }), Type.Null()])) });
    const validate = ajv.compile(schema);
    assert.equal(validate({ dataset: [] }), false);
    const [issue] = toValidationIssues(validate.errors!, 'body', { dataset: [] });
    assert.deepEqual(issue.loc, ['body', 'dataset']);
    assert.match(issue.msg, /at least 1 item/);
    assert.equal(validate({ dataset: 5 }), false);
    assert.match(toValidationIssues(validate.errors!, 'body', { dataset: 5 })[0].msg, /should be a valid list \(JSON array\) or null, got an integer/);
  });
});

describe('a nullable list of $ref items (the analyze dataset)', () => {
  it('names only the bad item\'s field, without the null branch\'s "should be null"', () => {
    const refAjv = new Ajv({ allErrors: true, coerceTypes: false, strict: false, verbose: true });
    refAjv.addSchema(Type.Object({ input: Type.String(), output: Type.String() }, { $id: 'Item' }));
    const v = refAjv.compile(Type.Object({ dataset: Type.Optional(Type.Union([Type.Array(Type.Ref('Item'), { minItems: 1 }), Type.Null()])) }));
    const data = { dataset: [{ input: 'q', output: 5 }, { input: 'q' }] };
    assert.equal(v(data), false);
    assert.deepEqual(toValidationIssues(v.errors!, 'body', data), [
      { loc: ['body', 'dataset', 0, 'output'], msg: 'Input should be a valid string, got an integer', type: 'string_type' },
      { loc: ['body', 'dataset', 1, 'output'], msg: 'Field required', type: 'missing' },
    ]);
    assert.equal(v({ dataset: 'x' }), false);
    assert.match(toValidationIssues(v.errors!, 'body', { dataset: 'x' })[0].msg, /valid list \(JSON array\) or null, got a string/);
  });
});
