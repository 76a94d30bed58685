// A code-scan finding is evidence only on a tag whose tool, file or span it names (src/analysis/scan-link.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findingNamesTag } from '../../src/analysis/scan-link.js';
import type { FailureTag } from '../../src/core/shapes/failure-analysis.js';
import type { ScanFinding } from '../../src/scanner/sarif.js';

const finding = (over: Partial<ScanFinding>): ScanFinding => ({
  rule_id: 'py/command-line-injection',
  rule_name: null,
  level: 'error',
  message: 'This command line depends on a user-provided value.',
  file: 'agent/tools/shell.py',
  line: 41,
  tool: 'CodeQL',
  tags: [],
  cwe: ['CWE-78'],
  ...over,
});

const tag = (evidence: { description: string; content_snippet?: string; metadata?: Record<string, unknown> }[], span_id: string | null = null) =>
  ({
    subcategory_id: 'tool_error_ignored',
    span_id,
    evidence_items: evidence.map((e) => ({ content_snippet: null, metadata: {}, ...e })),
  }) as unknown as FailureTag;

describe('findingNamesTag', () => {
  it("names the tag's tool: a file named after it, or the tool in its message", () => {
    assert.ok(findingNamesTag(finding({}), tag([{ description: 'run_shell failed', metadata: { tool_name: 'run_shell' } }])));
    assert.ok(
      findingNamesTag(
        finding({ file: 'app.py', message: 'issue_refund builds SQL from input' }),
        tag([{ description: 'x', metadata: { tool_name: 'issue_refund' } }]),
      ),
    );
    assert.ok(!findingNamesTag(finding({}), tag([{ description: 'lookup failed', metadata: { tool_name: 'lookup_order' } }])));
    assert.ok(!findingNamesTag(finding({ file: 'run.py' }), tag([{ description: 'x', metadata: { tool_name: 'run_query' } }])), 'a short word names no tool');
  });
  it("names the tag's file when its evidence quotes the path or the file name", () => {
    assert.ok(findingNamesTag(finding({ file: 'deploy/settings.py' }), tag([{ description: 'a key', content_snippet: 'see deploy/settings.py' }])));
    assert.ok(findingNamesTag(finding({ file: 'deploy/settings.py' }), tag([{ description: 'read from settings.py' }])));
    assert.ok(!findingNamesTag(finding({ file: 'deploy/settings.py' }), tag([{ description: 'AWS_ACCESS_KEY_ID=AKIA…' }])));
  });
  it("names the tag's span by its id", () => {
    assert.ok(findingNamesTag(finding({ file: null, message: 'span tool-7f3a runs a shell' }), tag([{ description: 'x' }], 'tool-7f3a')));
    assert.ok(!findingNamesTag(finding({ file: null }), tag([{ description: 'x' }], 'tool-7f3a')));
  });
});
