// What the CLI and `assay serve` print for a person: addresses, durations, paths, item numbers.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { itemPlace, itemPlaces, readProblem, shownPath } from '../../src/cli/places.js';
import { evidenceText, severityText } from '../../src/cli/reports.js';
import { describeOtlp } from '../../src/cli/traces.js';
import { durationText } from '../../src/core/text/duration.js';
import { listeningLines } from '../../src/server.js';

describe('serve prints where it listens', () => {
  it('names the dashboard and the API docs at the address listened on', () => {
    assert.equal(
      listeningLines('http://127.0.0.1:8123'),
      '  Assay is listening on http://127.0.0.1:8123: dashboard http://127.0.0.1:8123/, API docs http://127.0.0.1:8123/docs\n',
    );
  });
  it('adds the public address only when it differs', () => {
    assert.equal(listeningLines('http://127.0.0.1:8000', 'http://127.0.0.1:8000/').split('\n').length, 2);
    assert.match(
      listeningLines('http://127.0.0.1:8000', 'https://assay.example.com/'),
      /Public address \(ASSAY_PUBLIC_URL\): https:\/\/assay\.example\.com\/\n$/,
    );
  });
});

describe('durationText', () => {
  it('reads as a person says it, rounding minutes up', () => {
    assert.deepEqual([0.4, 1.23, 42, 59.6, 61, 3474, 3600, 7500, 90000].map(durationText), [
      '0.4 s',
      '1.2 s',
      '42 s',
      '60 s',
      '2 min',
      '58 min',
      '1 h',
      '2 h 5 min',
      '2 days',
    ]);
  });
});

describe('places: files relative to here, items by their line', () => {
  const cwd = path.resolve('/work/project');
  it('never prints an absolute path', () => {
    assert.equal(shownPath('/work/project/evals/support.jsonl', cwd, '/home/ada'), 'evals/support.jsonl');
    assert.equal(shownPath('evals/support.jsonl', cwd), 'evals/support.jsonl');
    assert.equal(shownPath('/tmp/run/items.jsonl', cwd, '/home/ada'), '../../tmp/run/items.jsonl');
    assert.equal(shownPath('/home/ada/.config/assay/credentials.json', cwd, '/home/ada'), '~/.config/assay/credentials.json');
    assert.equal(shownPath('/home/ada/app/x.jsonl', '/home/ada/app', '/home/ada'), 'x.jsonl');
  });
  it("numbers an item by its file's line, or from 1 in a JSON array, naming the file when there are several", () => {
    const jsonl = { file: '/work/project/a.jsonl', index: 2, line: 3 };
    const json = { file: '/work/project/b.json', index: 0, line: null };
    assert.deepEqual(itemPlaces([jsonl], cwd), ['line 3']);
    assert.deepEqual(itemPlaces([json], cwd), ['item 1']);
    assert.deepEqual(itemPlaces([jsonl, json], cwd), ['a.jsonl line 3', 'b.json item 1']);
    assert.equal(itemPlace(undefined, 0), 'item 1');
  });
  it('says what went wrong reading a file, not its error code', () => {
    const enoent = Object.assign(new Error('ENOENT: no such file or directory, open'), { code: 'ENOENT' });
    assert.equal(readProblem('/work/project/nope.jsonl', enoent, cwd), 'no such file: nope.jsonl');
  });
});

describe('report wording', () => {
  it('drops a full stop before a colon, and puts the label before its figure', () => {
    assert.equal(
      evidenceText({ description: 'Semgrep found a secret at a.py:3 (rule, error).', content_snippet: 'AKIA…' }),
      'Semgrep found a secret at a.py:3 (rule, error): AKIA…',
    );
    assert.equal(evidenceText({ description: 'No quote.', content_snippet: null }), 'No quote.');
    assert.equal(`unsupported_date (${severityText({ severity: 2.25, severity_label: 'medium' })})`, 'unsupported_date (medium, severity 2.25)');
  });
  it('an OTLP upload that stored nothing says why, never "Uploaded 0 spans"', () => {
    const summary = { format: 'otlp' as const, project_name: 'p', requests: 1, spans_sent: 0, spans_rejected: 0, trace_ids: [], rejections: [] };
    assert.match(describeOtlp('otlp.json', summary), /^Nothing uploaded: otlp\.json holds 1 export request but no span/);
    const refused = { ...summary, spans_sent: 2, spans_rejected: 2, rejections: [{ line: 1, rejected_spans: 2, reason: 'no trace id' }] };
    assert.match(
      describeOtlp('otlp.json', refused),
      /^Nothing stored to project p: the server rejected all 2 spans from otlp\.json.*\n {2}line 1: 2 spans rejected: no trace id$/,
    );
    assert.doesNotMatch(describeOtlp('otlp.json', { ...summary, spans_sent: 3, trace_ids: ['t'] }), /Nothing/);
  });
});
