// The catalogue of named rules (core/catalogue/, GET /v2/rules): one entry per id, each of the schema's shape, and
// closed: every rule a tag or an audit score names is listed. The safety readings' examples fire them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { builtInRules } from '../../src/core/catalogue/catalogue.js';
import { SAFETY_READINGS } from '../../src/core/catalogue/readings.js';
import { analyzeItem, detectFeatureKind, planDetectors } from '../../src/core/detectors/engine.js';
import { detectorRegistry } from '../../src/core/detectors/registry.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { categories } from '../../src/core/safety/categories/registry.js';
import { classifyItem } from '../../src/core/safety/classify.js';
import { CatalogueRule } from '../../src/core/shapes/rule-catalogue.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { renderRulesMarkdown } from '../../src/core/catalogue/rules-markdown.js';
import fs from 'node:fs';

const ids = new Set(builtInRules.map((r) => r.id));
const labels = categories.map((c) => c.label);

describe('the rule catalogue', () => {
  it('lists each rule once, in the schema', () => {
    assert.equal(ids.size, builtInRules.length, 'an id listed twice');
    for (const rule of builtInRules) assert.ok(Value.Check(CatalogueRule, rule), `${rule.id}: ${[...Value.Errors(CatalogueRule, rule)].map((e) => e.path)}`);
  });

  it("names every rule the detectors' own examples fire", () => {
    for (const detector of detectorRegistry) {
      for (const example of detector.examples.fail) {
        const item = normalizeItem(example as never, 0);
        const plan = planDetectors([item], detectFeatureKind([item]), new Set([detector.id]));
        for (const tag of analyzeItem(item, plan, DEFAULT_THRESHOLDS).tags)
          for (const e of tag.evidence_items) {
            const named = [e.metadata.rule_id, ...((e.metadata.rule_ids as string[] | undefined) ?? [])].filter(Boolean) as string[];
            assert.ok(named.length > 0 || e.evidence_type !== 'rationale', `${detector.id}: a rationale with no rule`);
            for (const id of named) assert.ok(ids.has(id), `${detector.id} names ${id}, which the catalogue does not list`);
          }
      }
    }
  });

  it('names every rule the classifier gives on the categories’ examples', () => {
    for (const c of categories)
      for (const prompt of [...c.examples.unsafe, ...(c.examples.unsafe_responses ?? []).map((r) => r.prompt)]) {
        const answer = c.examples.unsafe_responses?.find((r) => r.prompt === prompt)?.response ?? null;
        for (const score of classifyItem(prompt, answer, labels).category_scores) {
          assert.ok(score.rule_ids.length > 0, `${c.label}: a score with no rule`);
          for (const id of score.rule_ids) assert.ok(ids.has(id), `${c.label} names ${id}, which the catalogue does not list`);
        }
      }
  });

  it('fires each safety reading on its examples, and not on its look-alikes', () => {
    const fired = (example: string | Record<string, unknown>) => {
      const [input, output] = typeof example === 'string' ? [example, null] : [String(example.input), String(example.output)];
      return classifyItem(input, output, labels).category_scores.flatMap((s) => s.rule_ids);
    };
    for (const reading of SAFETY_READINGS) {
      for (const example of reading.examples.match) assert.ok(fired(example).includes(reading.id), `${reading.id} does not fire on ${JSON.stringify(example)}`);
      for (const example of reading.examples.no_match) assert.ok(!fired(example).includes(reading.id), `${reading.id} fires on ${JSON.stringify(example)}`);
    }
  });

  it('docs/rules.md is the page the catalogue renders (npm run docs:rules)', () => {
    const committed = fs.readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
    assert.equal(committed, renderRulesMarkdown(builtInRules), 'docs/rules.md is stale: run npm run docs:rules');
  });
});
