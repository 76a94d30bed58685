// The red-team form's count (web/src/security/plan-size.ts) is the plan the API makes and accepts: vectors ×
// vulnerabilities × attacks_per_vector, duplicates once, attacks_per_vector 1–100 and at most 50,000 attacks —
// checked against the API's own schema and limit, so the two cannot drift apart unnoticed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RedTeamRequest } from '../../src/security/schemas-redteam.js';
import { MAX_ATTACKS } from '../../src/security/redteam/service.js';
import { MAX_ATTACKS_PER_VECTOR, MAX_PLANNED_ATTACKS, planSize } from '../../web/src/security/plan-size.js';

describe("the red-team form's plan size", () => {
  it('uses the limits of the API', () => {
    const perVector = RedTeamRequest.properties.attacks_per_vector as unknown as { minimum: number; maximum: number };
    assert.equal(perVector.minimum, 1);
    assert.equal(MAX_ATTACKS_PER_VECTOR, perVector.maximum);
    assert.equal(MAX_PLANNED_ATTACKS, MAX_ATTACKS);
  });

  it('counts vectors × vulnerabilities × attacks per vector, each key once', () => {
    assert.deepEqual(planSize(['jailbreak', 'base64'], ['s17-malware', 'pii-leakage', 'system-prompt-leakage'], '2'), { attacks: 12 });
    assert.deepEqual(planSize(['jailbreak', 'jailbreak'], ['s17-malware'], '100'), { attacks: 100 });
  });

  it('says why a count the API would refuse is not planned', () => {
    for (const typed of ['', ' ', '0', '101', '2.5', 'x', '-1']) {
      assert.match(planSize(['jailbreak'], ['s17-malware'], typed).problem ?? '', /whole number from 1 to 100/, JSON.stringify(typed));
    }
    assert.match(planSize([], ['s17-malware'], '3').problem ?? '', /at least one attack vector/);
    const vectors = Array.from({ length: 20 }, (_, i) => `v${i}`);
    const vulnerabilities = Array.from({ length: 26 }, (_, i) => `u${i}`);
    assert.deepEqual(planSize(vectors, vulnerabilities.slice(0, 25), '100'), { attacks: 50_000 });
    assert.match(planSize(vectors, vulnerabilities, '100').problem ?? '', /52,000 attacks is more than the 50,000/);
  });
});
