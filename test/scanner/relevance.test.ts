// Which code-scan findings failure analysis uses, whatever the tool's spelling (src/scanner/relevance.ts),
// and how a SARIF log's findings are read (src/scanner/sarif.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kindOf } from '../../src/scanner/relevance.js';
import { extractFindings, type ScanFinding } from '../../src/scanner/sarif.js';

const finding = (f: Partial<ScanFinding>): ScanFinding => ({
  rule_id: 'x',
  rule_name: null,
  level: 'warning',
  message: '',
  file: null,
  line: null,
  tool: 't',
  tags: [],
  cwe: [],
  ...f,
});

describe('code-scan findings: kinds', () => {
  it('classifies by CWE first, then by words in the rule id, tags and rule name', () => {
    const cases: [Partial<ScanFinding>, string | null][] = [
      [{ rule_id: 'B105', rule_name: 'hardcoded_password_string' }, 'hardcoded_secret'],
      [{ rule_id: 'aws-access-token', tags: ['key', 'aws'], rule_name: 'AWS Access Token' }, 'hardcoded_secret'],
      [{ rule_id: 'py/command-line-injection', cwe: ['CWE-78'] }, 'command_execution'],
      [{ rule_id: 'B602', rule_name: 'subprocess_popen_with_shell_equals_true' }, 'command_execution'],
      [{ rule_id: 'python.lang.security.audit.eval-detected.eval-detected' }, 'command_execution'],
      [{ rule_id: 'py/path-injection' }, 'path_traversal'],
      [{ rule_id: 'py/full-ssrf', cwe: ['CWE-918'] }, 'ssrf'],
      [{ rule_id: 'python.django.security.injection.sql.sql-injection-using-raw' }, 'injection_sink'],
      [{ rule_id: 'js/xss', cwe: ['CWE-79'] }, 'injection_sink'],
      [{ rule_id: 'python.lang.maintainability.useless-ifelse' }, null],
      [{ rule_id: 'py/unused-import', tags: ['maintainability'] }, null],
    ];
    for (const [f, kind] of cases) assert.equal(kindOf(finding(f)), kind, JSON.stringify(f));
  });

  it('reads rules by id or index, CWE ids in any spelling, and levels with their defaults', () => {
    const findings = extractFindings({
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'Bandit',
              rules: [{ id: 'B602', name: 'subprocess_popen_with_shell_equals_true', properties: { cwe: 'CWE-78' }, defaultConfiguration: { level: 'error' } }],
            },
          },
          results: [
            {
              ruleId: 'B602',
              message: { text: 'subprocess call with shell=True' },
              locations: [{ physicalLocation: { artifactLocation: { uri: 'tools/run.py' }, region: { startLine: 9 } } }],
            },
            { ruleId: 'B105', level: 'note', message: { text: 'Possible hardcoded password' }, properties: { tags: ['external/cwe/cwe-259'] } } as never,
          ],
        },
      ],
    });
    assert.deepEqual(
      findings.map((f) => [f.rule_id, f.rule_name, f.level, f.file, f.line, f.cwe]),
      [
        ['B602', 'subprocess_popen_with_shell_equals_true', 'error', 'tools/run.py', 9, ['CWE-78']],
        ['B105', null, 'note', null, null, ['CWE-259']],
      ],
    );
  });
});
