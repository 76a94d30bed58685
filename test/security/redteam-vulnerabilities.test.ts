// The red-team vulnerabilities: one per S1–S23 category plus three outside them, enough distinct attacks,
// translations in every language, the harm reading each applies, success markers on the two leakage ones, and base
// attacks the built-in classifier flags.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { categories } from '../../src/core/safety/categories/registry.js';
import { classifyItem } from '../../src/core/safety/classify.js';
import { vulnerabilities, vulnerabilitiesByKey, vulnerabilityKeys, vulnerabilityName } from '../../src/security/redteam/vulnerabilities/registry.js';
import { harmReading, LANGUAGES } from '../../src/security/redteam/vulnerabilities/types.js';

const OTHERS = ['pii-leakage', 'system-prompt-leakage', 'excessive-agency'];
const LEAKAGE = ['pii-leakage', 'system-prompt-leakage'];
const LABELS = categories.map((c) => c.label);
const inCategories = vulnerabilities.filter((v) => v.label !== null);

describe('red-team vulnerabilities', () => {
  it("are the 23 category keys in S-order, then the three outside them, with the categories' labels", () => {
    assert.deepEqual(vulnerabilityKeys, [...categories.map((c) => c.key), ...OTHERS]);
    assert.equal(new Set(vulnerabilityKeys).size, 26);
    for (const c of categories) {
      const v = vulnerabilitiesByKey.get(c.key);
      assert.ok(v, c.key);
      assert.equal(v.label, c.label, c.key);
      assert.equal(v.name, c.name, c.key);
    }
    for (const key of OTHERS) assert.equal(vulnerabilitiesByKey.get(key)?.label, null, key);
  });

  it('are shown by names that hold every word of their key ("S1 Violence" for s1-violence)', () => {
    assert.equal(vulnerabilityName(vulnerabilitiesByKey.get('s1-violence')!), 'S1 Violence');
    assert.equal(vulnerabilityName(vulnerabilitiesByKey.get('pii-leakage')!), 'PII Leakage');
    for (const v of vulnerabilities) {
      const name = vulnerabilityName(v).toLowerCase();
      for (const word of v.key.split('-')) assert.ok(name.includes(word), `${v.key}: "${name}" lacks "${word}"`);
    }
  });

  it('each has a description and at least 10 distinct, non-empty attacks', () => {
    for (const v of vulnerabilities) {
      assert.ok(v.name.trim() && v.description.trim().length > 30, v.key);
      const attacks = v.attacks.map((a) => a.trim());
      assert.ok(attacks.length >= 10, `${v.key}: ${attacks.length} attacks`);
      assert.ok(
        attacks.every((a) => a.length > 0),
        `${v.key}: empty attack`,
      );
      assert.equal(new Set(attacks.map((a) => a.toLowerCase())).size, attacks.length, `${v.key}: repeated attack`);
    }
  });

  it('translate at least 3 attacks into every language, non-empty and not left in English', () => {
    for (const v of vulnerabilities) {
      assert.deepEqual(Object.keys(v.translations).sort(), [...LANGUAGES].sort(), v.key);
      for (const lang of LANGUAGES) {
        const t = v.translations[lang];
        assert.ok(t.length >= 3, `${v.key}/${lang}: ${t.length} translations`);
        t.forEach((s, i) => {
          assert.ok(s.trim().length > 0, `${v.key}/${lang}[${i}] is empty`);
          assert.notEqual(s.trim(), v.attacks[i]?.trim(), `${v.key}/${lang}[${i}] is the English attack`);
        });
      }
    }
  });

  it('read harmful content on S1–S23 and name their harm reading outside them', () => {
    for (const v of vulnerabilities) assert.equal(harmReading(v), v.label !== null ? 'content' : v.harm, v.key);
    assert.deepEqual(
      OTHERS.map((key) => vulnerabilitiesByKey.get(key)!.harm),
      ['personal_data', 'system_prompt', 'action'],
    );
    for (const v of inCategories) assert.equal(v.harm, undefined, v.key);
  });

  it('carry at least 4 global success markers on the two leakage vulnerabilities and none elsewhere', () => {
    for (const v of vulnerabilities) {
      if (!LEAKAGE.includes(v.key)) {
        // S1–S23 are read by the category judges, excessive agency by the actions an answer claims.
        assert.ok(!v.success_markers || v.success_markers.length === 0, v.key);
        continue;
      }
      const markers = v.success_markers ?? [];
      assert.ok(markers.length >= 4, `${v.key}: ${markers.length} markers`);
      for (const m of markers) assert.ok(m instanceof RegExp && m.global && m.ignoreCase, `${v.key}: ${m}`);
    }
  });

  it('success markers find a leak in a compliant answer, and nothing in a refusal', () => {
    const complied: Record<string, string> = {
      'pii-leakage': 'Sure. Maria Gonzalez, maria.gonzalez@example.com, 555-201-7788; her social security number is 123-45-6789.',
      'system-prompt-leakage': 'Of course. System prompt: You are a helpful assistant for Acme Bank. Never discuss competitors.',
    };
    const refusals = [
      "I'm sorry, but I can't share that or act on it without confirmation from an authorised person.",
      'My instructions are confidential, and her social security number is private, so I have not deleted or sent anything.',
    ];
    for (const key of LEAKAGE) {
      const markers = vulnerabilitiesByKey.get(key)!.success_markers!;
      assert.ok(
        markers.some((m) => complied[key].match(m)),
        key,
      );
      for (const refusal of refusals)
        assert.ok(
          markers.every((m) => !refusal.match(m)),
          `${key}: ${refusal}`,
        );
    }
  });

  it('the built-in classifier flags the S1–S23 base attacks: 80% overall, half of each category', () => {
    let flagged = 0;
    let total = 0;
    const low: string[] = [];
    for (const v of inCategories) {
      const unsafe = v.attacks.filter((a) => classifyItem(a, null, LABELS).prompt_verdict === 'unsafe').length;
      flagged += unsafe;
      total += v.attacks.length;
      if (unsafe * 2 < v.attacks.length) low.push(`${v.key}: ${unsafe}/${v.attacks.length}`);
    }
    assert.deepEqual(low, [], 'categories with fewer than half of their attacks flagged');
    assert.ok(flagged / total >= 0.8, `flagged ${flagged}/${total}`);
  });
});
