import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readScore, readVerdict } from '../../src/models/judge/verdict.js';

const text = 'The refund window is 30 days. Shipping is free over $50.';

describe('judge verdicts', () => {
  it('reads a verdict in JSON, fenced or inside prose, and checks its quotes against the text', () => {
    const v = readVerdict(
      'Here:\n```json\n{"decision": "fail", "confidence": 0.9, "rationale": "invented", "evidence": [{"quote": "refund window is 30 days"}, {"quote": "free returns forever"}]}\n```',
      text,
    );
    assert.equal(v.decision, 'fail');
    assert.equal(v.problem, null);
    assert.deepEqual(
      v.evidence.map((e) => e.found),
      [true, false],
    );
    assert.equal(v.confidence, 0.7, 'one quote not in the text costs 0.2');
  });

  it('turns malformed, off-schema and refused answers into unsure with the reason, never a pass', () => {
    const malformed = readVerdict('I think it is fine', text);
    assert.deepEqual([malformed.decision, malformed.confidence], ['unsure', 0]);
    assert.match(malformed.problem!, /not JSON/);
    const offSchema = readVerdict('{"decision": "maybe", "confidence": 2}', text);
    assert.equal(offSchema.decision, 'unsure');
    assert.match(offSchema.problem!, /schema/);
    assert.match(readVerdict("I'm sorry, I can't evaluate this.", text).problem!, /refused/);
  });

  it('reads metric scores', () => {
    assert.deepEqual(readScore('{"score": 0.4, "reason": "half"}'), { score: 0.4, reason: 'half' });
    assert.ok('problem' in readScore('{"score": 7}'));
    assert.ok('problem' in readScore('nope'));
  });
});
