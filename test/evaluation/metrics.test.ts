// The evaluation metrics: the registry's contract (names, ranges, determinism, odd content) and each metric's
// own examples, which must land in their stated intervals.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MinimalInputItem } from '../../src/analysis/schemas.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { ItemText } from '../../src/core/text/item-text.js';
import { metricNames, metrics, missingInputs } from '../../src/core/metrics/registry.js';
import type { EvalItem, Metric, MetricScore, MetricSettings } from '../../src/core/metrics/types.js';

const EXPECTED_NAMES = [
  'faithfulness',
  'answer_relevancy',
  'context_relevance',
  'context_precision',
  'context_recall',
  'completeness',
  'toxicity',
  'pii_leakage',
  'refusal',
  'json_validity',
  'schema_compliance',
  'exact_match',
  'contains',
  'regex',
  'rouge_l',
  'bleu',
  'tool_call_validity',
  'tool_error_rate',
  'readability',
  'language_consistency',
  'latency_ms',
  'tokens',
];

type Extra = { latencyMs?: number | null; tokens?: number | null };

/** A raw dataset item, normalised as the service does, plus latency and tokens. */
function fromRaw(raw: MinimalInputItem & Extra): EvalItem {
  return { ...normalizeItem(raw, 0), latencyMs: raw.latencyMs ?? null, tokens: raw.tokens ?? null };
}

/** A metric example (already in normalised shape) over a normalised empty item. */
function fromExample(partial: Metric['examples'][number]['item']): EvalItem {
  return { ...normalizeItem({ input: partial.input, output: partial.output }, 0), latencyMs: null, tokens: null, ...partial };
}

function run(metric: Metric, item: EvalItem, settings: MetricSettings = {}): MetricScore {
  return metric.compute(item, new ItemText(item), settings);
}

function assertWellFormed(metric: Metric, result: MetricScore, label: string): void {
  const [min, max] = metric.range;
  assert.ok(Number.isFinite(result.score), `${metric.name} on ${label}: score ${result.score} is not finite`);
  assert.ok(result.score >= min && (max === null || result.score <= max), `${metric.name} on ${label}: score ${result.score} outside [${min}, ${max}]`);
  assert.ok(typeof result.reason === 'string' && result.reason.trim().length > 0, `${metric.name} on ${label}: empty reason`);
}

const FULL_SETTINGS: MetricSettings = {
  json_schema: { type: 'object', required: ['answer'], properties: { answer: { type: 'string' } } },
  regex: '\\d+',
  contains: ['fox'],
};

const oneMegabyte = 'The quick brown fox jumps over the lazy dog near 42 river banks. '.repeat(16_000).slice(0, 1_000_000);

/** Odd content, each with every input a metric may need. */
const ODD_ITEMS: [string, EvalItem][] = [
  ['empty strings', fromRaw({ input: '', output: '', context: [''], reference: '', tool_calls: [] })],
  [
    'empty strings with all inputs',
    fromRaw({ input: '', output: '', context: ['x'], reference: 'x', tool_calls: [{ name: '', arguments: '' }], latencyMs: 0, tokens: 0 }),
  ],
  [
    '1 MB output',
    fromRaw({
      input: 'Tell me about the fox and the dog?',
      output: oneMegabyte,
      context: ['The quick brown fox jumps over the lazy dog.', oneMegabyte.slice(0, 50_000)],
      reference: 'The fox jumps over the dog.',
      tool_calls: [{ name: 'search', arguments: { q: 'fox' }, output: oneMegabyte.slice(0, 10_000) }],
      latencyMs: 1234,
      tokens: 250_000,
    }),
  ],
  [
    '1 MB without spaces',
    fromRaw({
      input: 'a'.repeat(1000),
      output: 'a'.repeat(1_000_000),
      context: ['a'.repeat(5000)],
      reference: 'a',
      tool_calls: [{ name: 'x' }],
      latencyMs: 1,
      tokens: 1,
    }),
  ],
  [
    'Chinese text',
    fromRaw({
      input: '机器学习是什么？它有哪些常见的应用场景？',
      output: '机器学习是人工智能的一个分支。常见应用包括推荐系统、图像识别和语音识别。',
      context: ['机器学习让计算机从数据中学习规律。', '推荐系统是机器学习的常见应用。'],
      reference: '机器学习是人工智能的一个分支。',
      tool_calls: [{ name: '搜索', arguments: '{"查询": "机器学习"}' }],
      latencyMs: 800,
      tokens: 120,
    }),
  ],
  [
    'broken JSON tool-call arguments',
    fromRaw({
      input: 'Book a table for two at 7pm.',
      output: '{"answer": "Booked"',
      context: ['Tables can be booked until 9pm.'],
      reference: 'Booked a table for two at 7pm.',
      tool_calls: [
        { id: 'c1', type: 'function', function: { name: 'book_table', arguments: '{"people": 2, "time": "19:' } },
        { tool_call_id: 'c1', content: '{"error": "bad arguments"}' },
        { name: 'notify', arguments: 'not json at all {' },
      ],
      latencyMs: 3000,
      tokens: 900,
    }),
  ],
];

describe('metric registry', () => {
  it('lists the 22 metrics by their exact names, in order', () => {
    assert.deepEqual(metricNames, EXPECTED_NAMES);
    assert.equal(new Set(metricNames).size, metricNames.length);
  });

  for (const metric of metrics) {
    describe(`metric ${metric.name}`, () => {
      it('has complete metadata', () => {
        assert.ok(metric.description.length > 20 && metric.description.length < 400);
        assert.ok(metric.range[0] <= (metric.range[1] ?? Infinity));
        assert.ok(metric.examples.length >= 2, 'needs at least two examples');
        assert.ok(Number.isFinite(metric.defaultThreshold));
      });

      it('scores in range, with a reason, deterministically, on its examples and odd content', () => {
        const cases: [string, EvalItem, MetricSettings][] = [
          ...metric.examples.map((e, i): [string, EvalItem, MetricSettings] => [`example ${i + 1}`, fromExample(e.item), e.settings ?? {}]),
          ...ODD_ITEMS.map(([label, item]): [string, EvalItem, MetricSettings] => [label, item, FULL_SETTINGS]),
        ];
        let ran = 0;
        for (const [label, item, settings] of cases) {
          if (missingInputs(metric, item, settings).length > 0) continue;
          ran++;
          const first = run(metric, item, settings);
          assertWellFormed(metric, first, label);
          assert.deepEqual(run(metric, item, settings), first, `${metric.name} on ${label}: not deterministic`);
        }
        assert.ok(ran > metric.examples.length, `${metric.name} ran on no odd content`);
      });

      metric.examples.forEach((example, i) => {
        it(`example ${i + 1} scores in [${example.min}, ${example.max}]`, () => {
          const result = run(metric, fromExample(example.item), example.settings ?? {});
          assert.ok(
            result.score >= example.min && result.score <= example.max,
            `${metric.name} example ${i + 1}: ${result.score} not in [${example.min}, ${example.max}] — ${result.reason}`,
          );
        });
      });
    });
  }
});

describe('missingInputs', () => {
  const bare = fromRaw({ input: 'q', output: 'a' });
  const byName = (name: string) => metrics.find((m) => m.name === name)!;

  it('names what the item and settings lack', () => {
    assert.deepEqual(missingInputs(byName('context_recall'), bare, {}), ['context', 'reference']);
    assert.deepEqual(missingInputs(byName('context_recall'), fromRaw({ input: 'q', output: 'a', context: ['  '], reference: 'r' }), {}), ['context']);
    assert.deepEqual(missingInputs(byName('schema_compliance'), bare, {}), ['json_schema']);
    assert.deepEqual(missingInputs(byName('regex'), bare, {}), ['pattern']);
    assert.deepEqual(missingInputs(byName('latency_ms'), bare, {}), ['latency']);
    assert.deepEqual(missingInputs(byName('tokens'), bare, {}), ['tokens']);
    assert.deepEqual(missingInputs(byName('tool_error_rate'), bare, {}), ['tool_calls']);
    assert.deepEqual(missingInputs(byName('answer_relevancy'), bare, {}), []);
  });

  it('lets config.contains stand in for the reference of `contains`', () => {
    assert.deepEqual(missingInputs(byName('contains'), bare, {}), ['reference']);
    assert.deepEqual(missingInputs(byName('contains'), bare, { contains: ['a'] }), []);
    assert.deepEqual(missingInputs(byName('contains'), bare, { contains: [] }), ['reference']);
  });
});
