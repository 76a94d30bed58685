// Trace-level detectors: each one's own examples (fail ones must fail, pass ones must not), and the
// contract they all keep (a known subcategory that needs a trace, unique ids, odd traces, determinism).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectorsById } from '../../src/core/detectors/registry.js';
import { exampleTrace } from '../../src/core/trace-detectors/example-trace.js';
import { traceDetectorRegistry } from '../../src/core/trace-detectors/registry.js';
import { TraceView } from '../../src/core/trace-detectors/trace-view.js';
import { subcategoriesById } from '../../src/core/taxonomy/index.js';
import { MAX_FINDINGS_PER_DETECTOR } from '../../src/core/trace-detectors/types.js';

for (const detector of traceDetectorRegistry) {
  describe(`trace detector ${detector.id}`, () => {
    detector.examples.fail.forEach((trace, i) => {
      it(`flags fail example ${i + 1}`, () => {
        const findings = detector.detect(new TraceView(trace));
        assert.ok(
          findings.some((f) => f.decision === 'fail'),
          `no fail finding: ${JSON.stringify(findings)}`,
        );
        const spanIds = new Set(trace.spans.map((s) => s.span_id));
        for (const f of findings) {
          assert.ok(f.span_id === null || spanIds.has(f.span_id), `unknown span ${f.span_id}`);
          assert.ok(f.rationale.length > 10);
        }
      });
    });
    detector.examples.pass.forEach((trace, i) => {
      it(`passes pass example ${i + 1}`, () => {
        const fails = detector.detect(new TraceView(trace)).filter((f) => f.decision === 'fail');
        assert.deepEqual(
          fails.map((f) => f.rationale),
          [],
        );
      });
    });
  });
}

const oddTraces = [
  exampleTrace({ spans: [] }),
  exampleTrace({ spans: [], messages: [{ role: 'user', content: 'hello?' }] }),
  exampleTrace({
    spans: [
      { id: 'a', parent: 'b', name: 'x' },
      { id: 'b', parent: 'a', name: 'y', status: 'error' },
    ],
  }),
  exampleTrace({
    spans: [{ id: 'l', name: '東京', kind: 'llm', ms: null, status: 'error', message: '\u0000'.repeat(10), attributes: { 'tool.parameters': '{"broken": ' } }],
  }),
  exampleTrace({
    spans: Array.from({ length: 3000 }, (_, i) => ({
      id: `s${i}`,
      parent: i ? `s${i - 1}` : undefined,
      name: 'step',
      kind: 'tool' as const,
      at: i,
      ms: i % 7,
    })),
  }),
];

describe('trace detector contract', () => {
  it('has unique ids, each for a known subcategory that needs a trace or has no item detector of the same id', () => {
    const ids = traceDetectorRegistry.map((d) => d.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const d of traceDetectorRegistry) {
      assert.ok(subcategoriesById.get(d.subcategory), `${d.id}: unknown subcategory ${d.subcategory}`);
      assert.ok(!detectorsById.has(d.id), `${d.id} collides with an item detector id`);
    }
  });

  it('covers every deterministic subcategory that needs a trace', () => {
    const covered = new Set(traceDetectorRegistry.map((d) => d.subcategory));
    const missing = [...subcategoriesById.values()].filter(
      (s) => !s.minimal_mode_compatible && s.detection_approach === 'deterministic' && !covered.has(s.subcategory_id),
    );
    assert.deepEqual(
      missing.map((s) => s.subcategory_id),
      [],
    );
  });

  it('gives each detector at least three examples that must fail and three that must not', () => {
    for (const d of traceDetectorRegistry) {
      assert.ok(d.examples.fail.length >= 3 && d.examples.pass.length >= 3, d.id);
    }
  });

  it('never throws, keeps findings well-formed and few on odd traces, and is deterministic', () => {
    for (const trace of oddTraces) {
      for (const d of traceDetectorRegistry) {
        const findings = d.detect(new TraceView(trace));
        assert.ok(findings.length <= MAX_FINDINGS_PER_DETECTOR, `${d.id}: ${findings.length} findings`);
        for (const f of findings) assert.ok(f.confidence > 0 && f.confidence <= 1, d.id);
        assert.deepEqual(d.detect(new TraceView(trace)), findings, d.id);
      }
    }
  });
});
