// What the CLI and `assay serve` print for a person: addresses, durations, paths, item numbers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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
