// The dashboard's order of severity levels (web/src/analysis/types.ts: legends, counts, badges) is the server's
// (src/core/scoring/scoring.ts), worst first: the web keeps a copy since it imports nothing from src/.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { SEVERITY_LABELS } from '../../src/core/scoring/scoring.js';
import { SEVERITY_LABELS as WEB_SEVERITY_LABELS } from '../../web/src/analysis/types.js';

it('the dashboard orders the severity levels as the server does, worst first', () => {
  assert.deepEqual(WEB_SEVERITY_LABELS, SEVERITY_LABELS);
  assert.deepEqual(SEVERITY_LABELS, ['critical', 'high', 'medium', 'low', 'info']);
});
