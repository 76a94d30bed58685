// Bodies built to be costly — CSV of many columns or huge fields, compressed uploads, lists of many bad
// elements — answered with the right status and a bounded answer, and a large CSV read in slices.
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { MAX_CSV_COLUMNS, parseCsvDataset, readCsvDatasetInSlices } from '../../src/analysis/csv.js';
import { MAX_JSON_SCHEMA_VALUES } from '../../src/evaluation/schema-size.js';
import { createTestApp, type TestApp } from '../support/app.js';

describe('large and costly request bodies', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { bodyLimitBytes: 1024 * 1024 } });
  });
  after(() => t.close());

  const csv = (text: string, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze?project_name=bodies',
      payload: text,
      headers: { 'content-type': 'text/csv', ...headers },
    });
  const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  const sarif = (run: Record<string, unknown>) => ({ project_name: 'bodies', sarif: { version: '2.1.0', runs: [run] } });

  it('reads a CSV with a BOM, CRLF line ends, quoted quotes and line breaks', () => {
    const { rows, lines } = parseCsvDataset('\ufeffinput,output\r\n"two\r\nlines","He said ""hi""."\r\n\r\nq,a\rx,"y"');
    assert.deepEqual(rows, [
      { input: 'two\r\nlines', output: 'He said "hi".' },
      { input: 'q', output: 'a' },
      { input: 'x', output: 'y' },
    ]);
    assert.deepEqual(lines, [2, 5, 6]);
  });

  it('reads a field of 500,000 characters, quoted quotes in it undone, and names a row by its first line', () => {
    const huge = `say ""${'a'.repeat(500_000)}""`;
    const { rows, lines } = parseCsvDataset(`input,output\n"one\nline more",x\nq,"${huge}"\n`);
    assert.deepEqual(lines, [2, 4]);
    assert.equal(rows[1].output, `say "${'a'.repeat(500_000)}"`);
  });

  it('malformed CSV is 422 naming the line', async () => {
    const cases: [string, number, RegExp][] = [
      ['input,output\nq,a\nq,"a"b\n', 3, /after the closing quote/],
      ['input,output\nq,a"b\n', 2, /quote inside the unquoted field 2/],
      ['input,output\nq,"never closed\n\n', 2, /opened on line 2 is never closed/],
      ['input,output\nq,a\nq,a,extra\n', 3, /header has 2 columns, line 3 has 3/],
    ];
    for (const [text, line, reason] of cases) {
      const res = await csv(text);
      assert.equal(res.statusCode, 422, text);
      assert.deepEqual(res.json().detail[0].loc, ['body', line], text);
      assert.match(res.json().detail[0].msg, reason);
    }
  });

  it(`a CSV of more than ${MAX_CSV_COLUMNS} columns is 422; an unknown long column name is cut short in every message`, async () => {
    const wide = Array.from({ length: 10_000 }, (_, i) => `c${i}`);
    const res = await csv(`${wide.join(',')}\n${wide.map(() => 'x').join(',')}\n`);
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().detail, [{ loc: ['body', 1], msg: res.json().detail[0].msg, type: 'too_long' }]);
    assert.match(res.json().detail[0].msg, /10000 columns; a dataset may have at most 1000/);

    const long = Array.from({ length: 200 }, (_, i) => `${'n'.repeat(2000)}${i}`);
    const named = await csv(`input,output,${long.join(',')}\n${['q', 'a', ...long.map(() => 'x')].join(',')}\n`);
    assert.equal(named.statusCode, 422);
    const detail = named.json().detail;
    assert.equal(detail.length, 101);
    assert.match(detail[0].msg, /unknown column 'n{80}…'.*Columns found: "input", "output", .*… \(202 in all\)/);
    assert.ok(
      detail.every((issue: { msg: string }) => issue.msg.length < 4000),
      'each message bounded',
    );
  });

  it('a compressed body is 415 on every route but OTLP, which decompresses gzip within the body limit (413 past it)', async () => {
    const zipped = zlib.gzipSync(JSON.stringify({ name: 'zipped' }));
    const onJson = await t.request({
      method: 'POST',
      url: '/v2/keys',
      payload: zipped,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    assert.equal(onJson.statusCode, 415);
    assert.match(onJson.json().detail, /Unsupported Content-Encoding 'gzip': send the body uncompressed/);
    const onCsv = await csv(zlib.gzipSync('input,output\nq,a\n') as never, { 'content-encoding': 'gzip' });
    assert.equal(onCsv.statusCode, 415);

    const otlp = (payload: Buffer, encoding: string) =>
      t.request({ method: 'POST', url: '/v1/traces', payload, headers: { 'content-type': 'application/json', 'content-encoding': encoding } });
    const brotli = await otlp(zlib.brotliCompressSync('{}'), 'br');
    assert.equal(brotli.statusCode, 415);
    assert.match(brotli.json().message, /send the body as is or gzip-compressed/);
    // 16 MB of spaces: 16 KB compressed, 16 times the body limit once inflated.
    const bomb = await otlp(zlib.gzipSync(Buffer.alloc(16 * 1024 * 1024, 32)), 'gzip');
    assert.equal(bomb.statusCode, 413);
    assert.deepEqual(bomb.json(), { code: 8, message: bomb.json().message });
    assert.match(bomb.json().message, /limit is 1 MB/);
  });

  it('a list of 200,000 bad elements is 422 with the first 100 issues and a too_many_errors one', async () => {
    const res = await json('/v2/scanner/uploads', sarif({ tool: { driver: { name: 'semgrep', rules: Array(200_000).fill(1) } } }));
    assert.equal(res.statusCode, 422);
    const detail = res.json().detail;
    assert.equal(detail.length, 101);
    assert.deepEqual(detail[0].loc, ['body', 'sarif', 'runs', 0, 'tool', 'driver', 'rules', 0]);
    assert.deepEqual(detail[99].loc, ['body', 'sarif', 'runs', 0, 'tool', 'driver', 'rules', 99]);
    assert.equal(detail[100].type, 'too_many_errors');
  });

  it('the one bad element past the first items of a list, and a list too long, are still named', async () => {
    const results = Array.from({ length: 3000 }, () => ({ ruleId: 'r', message: { text: 'm' } }));
    results[2500] = { ruleId: 'r' } as never;
    const late = await json('/v2/scanner/uploads', sarif({ tool: { driver: { name: 'semgrep' } }, results }));
    assert.equal(late.statusCode, 422);
    assert.deepEqual(late.json().detail, [{ loc: ['body', 'sarif', 'runs', 0, 'results', 2500, 'message'], msg: 'Field required', type: 'missing' }]);

    const rules = Array.from({ length: 150 }, (_, i) => ({ name: `rule_${i}`, keywords: ['x'], bucket_id: 'safety_security' }));
    const tooMany = await json('/v2/failure-analysis/analyze', { dataset: [{ input: 'q', output: 'a' }], config: { custom_rules: rules } });
    assert.equal(tooMany.statusCode, 422);
    assert.deepEqual(
      tooMany.json().detail.map((issue: { loc: unknown; type: string }) => [issue.loc, issue.type]),
      [[['body', 'config', 'custom_rules'], 'too_long']],
    );
  });

  it('an object of many fields whose required field comes last is not told that field is missing', async () => {
    const run: Record<string, unknown> = {};
    for (let i = 0; i < 1500; i++) run[`x_${i}`] = i;
    run.results = [{ ruleId: 'r' }];
    run.tool = { driver: { name: 'semgrep' } };
    const res = await json('/v2/scanner/uploads', sarif(run));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().detail, [{ loc: ['body', 'sarif', 'runs', 0, 'results', 0, 'message'], msg: 'Field required', type: 'missing' }]);
  });

  it(`a JSON Schema of more than ${MAX_JSON_SCHEMA_VALUES} values is 422 before it is compiled`, async () => {
    const properties = Object.fromEntries(Array.from({ length: 6000 }, (_, i) => [`field_${i}`, { type: 'integer' }]));
    const res = await json('/v2/evaluate', { dataset: [{ input: 'q', output: '{}' }], config: { json_schema: { type: 'object', properties } } });
    assert.equal(res.statusCode, 422, res.body.slice(0, 300));
    assert.deepEqual(res.json().detail, [{ loc: ['body', 'config', 'json_schema'], msg: res.json().detail[0].msg, type: 'too_long' }]);
    assert.match(res.json().detail[0].msg, /more than 5000 values/);
    // Under the limit, the schema goes on to be compiled: its pattern RE2 cannot run is named.
    const small = await json('/v2/evaluate', {
      dataset: [{ input: 'q', output: '{"a": "x"}' }],
      config: { json_schema: { type: 'object', properties: { a: { type: 'string', pattern: '(?=x)' } } } },
    });
    assert.equal(small.statusCode, 422, small.body.slice(0, 300));
    assert.deepEqual(small.json().detail[0].loc, ['body', 'config', 'json_schema', 'properties', 'a', 'pattern']);
  });

  it('a large CSV is read in slices: other work runs before the reading ends', async () => {
    const text = `input,output\n${'what is the capital of France?,Paris.\n'.repeat(50_000)}`;
    let otherWorkRan = false;
    setImmediate(() => {
      otherWorkRan = true;
    });
    // Read at once, the rows would be done before the callback above; read in slices, the callback runs between two.
    const { rows, ranBefore } = await readCsvDatasetInSlices(text).then(({ rows }) => ({ rows, ranBefore: otherWorkRan }));
    assert.equal(rows.length, 50_000);
    assert.equal(ranBefore, true);
  });
});
