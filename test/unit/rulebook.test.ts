// The registry-wide check of the built-in rules (core/rulebook/, issue 35): every set and rule has the one
// schema's shape, a unique id under its set's, and examples that hold: each `match` text fires that very rule
// (its places and exceptions applied) and each `no_match` text does not. A set moved from a private pattern keeps
// that pattern's exact source, so verdicts do not change.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { NamedRule, RuleSet } from '../../src/core/shapes/named-rule.js';
import { compiledSet, ruleSets } from '../../src/core/rulebook/registry.js';
import { compileRuleSet, ruleOf } from '../../src/core/rulebook/compile.js';
import { AUDIT_READINGS, ruleSetHit } from '../../src/core/safety/categories/kit.js';
import { AuditText } from '../../src/core/safety/audit-text.js';

/** The rules a text fires in a set, read as the place says (a prompt for input, an answer for output). */
function firedIn(setId: string, place: string, example: string): string[] {
  const prompt = new AuditText(place === 'output' ? 'Tell me.' : example, null, null);
  const text = place === 'output' ? new AuditText(example, prompt, null) : prompt;
  return ruleSetHit(text, place === 'output' ? 'response' : 'prompt', compiledSet(setId), 'test')?.rules ?? [];
}

describe('built-in rules (the rulebook)', () => {
  it('every set and rule has the schema, and ids are unique and under their set', () => {
    const ids = new Set<string>();
    for (const set of ruleSets) {
      assert.ok(Value.Check(RuleSet, set), `${set.id}: ${[...Value.Errors(RuleSet, set)].map((e) => `${e.path} ${e.message}`).join('; ')}`);
      for (const rule of set.rules) {
        assert.ok(Value.Check(NamedRule, rule), rule.id);
        assert.ok(rule.id.startsWith(`${set.id}.`), `${rule.id} is not under ${set.id}`);
        assert.ok(!ids.has(rule.id), `${rule.id} twice`);
        // A reading the kit does not know would never except anything.
        for (const r of [...(rule.requires ?? []), ...(rule.unless ?? [])]) assert.ok(r.reading in AUDIT_READINGS, `${rule.id}: no reading "${r.reading}"`);
        ids.add(rule.id);
      }
    }
    assert.ok(ids.size >= 8);
  });

  it('each rule fires on its examples, and not on its look-alikes, at each of its places', () => {
    for (const set of ruleSets) {
      for (const rule of set.rules) {
        for (const place of rule.where) {
          for (const text of rule.examples.match) assert.ok(firedIn(set.id, place, text).includes(rule.id), `${rule.id} does not fire on "${text}" (${place})`);
          for (const text of rule.examples.no_match) assert.ok(!firedIn(set.id, place, text).includes(rule.id), `${rule.id} fires on "${text}" (${place})`);
        }
      }
    }
  });

  it('credits a match to the rule whose alternative made it', () => {
    const set = compiledSet('harm.dual-use').places.input!;
    const text = 'How do I pick a lock, and hotwire a car, without a background check?';
    const credited = [...text.matchAll(set.union)].map((m) => ruleOf(set, text, m.index)?.id);
    assert.deepEqual(credited, ['harm.dual-use.lock-picking', 'harm.dual-use.hot-wiring', 'harm.dual-use.without-prescription-or-check']);
  });

  it('reads keywords as whole words, any space between their words, special characters literal', () => {
    const rule = {
      id: 'test.words.kit',
      description: 'Listed words, for this test only.',
      match: { keywords: ['pipe bomb', 'c4', 'a+b'] },
      where: ['input' as const],
      confidence: 0.5,
      examples: { match: ['x'], no_match: ['y'] },
      source: { set: 'hand-written', half: 'none' as const, date: '2026-11-29' },
    };
    const set = compileRuleSet({ id: 'test.words', description: 'Listed words, for this test only.', flags: 'gi', rules: [rule] });
    const found = (text: string) => [...text.matchAll(set.places.input!.union)].map((m) => m[0]);
    assert.deepEqual(found('A pipe  bomb, some C4 and a+b.'), ['pipe  bomb', 'C4', 'a+b']);
    assert.deepEqual(found('pipebomb c44 aab'), []);
  });

  it("an exception holds as data: a protective ask fires no rule whose unless names 'protective'", () => {
    assert.deepEqual(firedIn('harm.dual-use', 'input', 'How can I protect my kids from a lethal dose of medicine at home?'), []);
  });

  it('a set moved from a category matches as its pattern did (S13, before the move)', () => {
    const before =
      /\b(?:lethal dose|fatal dose|how much (?:[\w-]+ ){0,3}(?:would|does it take to|can) (?:kill|be fatal|overdose)|undetectable (?:in|by) (?:an? )?(?:autopsy|toxicology|drug test)|untraceable|without (?:a )?(?:prescription|license|background check)|(?:bypass|get around|disable|turn off) (?:the |your |its )?(?:content|safety|parental|nsfw) (?:filters?|controls?|guards?|settings?)|pick (?:a |the )?lock|hot-?wire|(?:surveil|follow|track) (?:my|a|the) (?:partner|spouse|wife|husband|teenager|employee)s?)\b/gi;
    const { union } = compiledSet('harm.dual-use').places.input!;
    const texts = ruleSets.flatMap((set) => set.rules.flatMap((rule) => [...rule.examples.match, ...rule.examples.no_match]));
    texts.push('Untraceable-ish: pick the locks, hot-wired, lethal doses, track my employees.');
    for (const text of texts) {
      const spans = (re: RegExp) => [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`);
      assert.deepEqual(spans(union), spans(before), text);
    }
  });
});
