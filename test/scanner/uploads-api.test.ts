// Code-scan uploads (POST /v2/scanner/uploads) and their findings as evidence in failure analysis.
// The SARIF logs are small hand-written look-alikes of what Semgrep and CodeQL write.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { analysisJobHandler } from '../../src/analysis/pipeline.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { workUntilSettled } from '../support/jobs.js';

const semgrep = {
  version: '2.1.0',
  $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
  runs: [
    {
      tool: {
        driver: {
          name: 'Semgrep OSS',
          rules: [
            {
              id: 'generic.secrets.security.detected-aws-access-key-id-value.detected-aws-access-key-id-value',
              name: 'detected-aws-access-key-id-value',
              properties: { tags: ['CWE-798: Use of Hard-coded Credentials', 'security'] },
            },
            { id: 'python.lang.maintainability.useless-ifelse', properties: { tags: ['maintainability'] } },
          ],
        },
      },
      results: [
        {
          ruleId: 'generic.secrets.security.detected-aws-access-key-id-value.detected-aws-access-key-id-value',
          level: 'error',
          message: { text: 'AWS Access Key ID Value detected. This is a sensitive credential.' },
          locations: [{ physicalLocation: { artifactLocation: { uri: 'deploy/settings.py' }, region: { startLine: 12, startColumn: 5 } } }],
        },
        {
          ruleId: 'python.lang.maintainability.useless-ifelse',
          message: { text: 'Useless if/else.' },
          locations: [{ physicalLocation: { artifactLocation: { uri: 'app.py' }, region: { startLine: 3 } } }],
        },
      ],
    },
  ],
};

const codeql = {
  version: '2.1.0',
  runs: [
    {
      tool: {
        driver: {
          name: 'CodeQL',
          rules: [
            {
              id: 'py/command-line-injection',
              shortDescription: { text: 'Uncontrolled command line' },
              defaultConfiguration: { level: 'error' },
              properties: { tags: ['security', 'external/cwe/cwe-078', 'external/cwe/cwe-088'] },
            },
            { id: 'py/hardcoded-credentials', properties: { tags: ['security', 'external/cwe/cwe-798'] } },
          ],
        },
      },
      results: [
        {
          ruleId: 'py/command-line-injection',
          ruleIndex: 0,
          message: { text: 'This command line depends on a [user-provided value](1).' },
          locations: [{ physicalLocation: { artifactLocation: { uri: 'agent/tools/shell.py', uriBaseId: '%SRCROOT%' }, region: { startLine: 41 } } }],
        },
        {
          ruleIndex: 1,
          rule: { id: 'py/hardcoded-credentials', index: 1 },
          level: 'warning',
          message: { text: 'This hardcoded value is used as credentials.' },
          locations: [{ physicalLocation: { artifactLocation: { uri: 'agent/config.py' }, region: { startLine: 7 } } }],
        },
      ],
    },
  ],
};

const leak = {
  input: 'How do I configure the deploy script?',
  output: 'Set these variables:\nAWS_ACCESS_KEY_ID=AKIAZ3MSKT7QD2LHXW4P\nGITHUB_TOKEN=ghp_4kT9sLq2ZxW8vB1nR7mP3cY6dF0hJ5gE2aUi',
};

describe('POST /v2/scanner/uploads', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const upload = (payload: object, key?: string) => t.request({ method: 'POST', url: '/v2/scanner/uploads', payload, key });
  const analyze = (payload: object, key?: string) => t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload, key });

  it('stores a Semgrep log and a CodeQL log (201) with their tools and findings by level', async () => {
    const a = await upload({ project_name: 'scan-a', source: 'semgrep', commit_sha: '9fceb02', sarif: semgrep });
    assert.equal(a.statusCode, 201, a.body);
    const body = a.json();
    assert.match(body.upload_id, /^[0-9a-f-]{36}$/);
    assert.equal(body.project_name, 'scan-a');
    assert.deepEqual(body.tool_names, ['Semgrep OSS']);
    assert.equal(body.findings_count, 2);
    assert.deepEqual(body.findings_by_level, { error: 1, warning: 1, note: 0, none: 0 });
    const b = await upload({ project_name: 'scan-a', sarif: codeql });
    assert.equal(b.statusCode, 201, b.body);
    assert.deepEqual(b.json().findings_by_level, { error: 1, warning: 1, note: 0, none: 0 }, "a result without a level takes its rule's default");
  });

  it('refuses invalid SARIF with 422 naming what is wrong', async () => {
    const cases: [object, string[], RegExp][] = [
      [{ ...semgrep, version: '2.0.0' }, ['body', 'sarif', 'version'], /2\.1\.0/],
      [{ version: '2.1.0' }, ['body', 'sarif', 'runs'], /required/i],
      [{ version: '2.1.0', runs: [{ tool: { driver: {} } }] }, ['body', 'sarif', 'runs', 0, 'tool', 'driver', 'name'] as never, /required/i],
      [
        { version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ ruleId: 'r' }] }] },
        ['body', 'sarif', 'runs', 0, 'results', 0, 'message'] as never,
        /required/i,
      ],
      [
        { version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' } }] }] },
        ['body', 'sarif', 'runs', 0, 'results', 0, 'ruleId'] as never,
        /ruleId/,
      ],
      [
        { version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ ruleId: 'r', level: 'fatal', message: { text: 'm' } }] }] },
        ['body', 'sarif', 'runs', 0, 'results', 0, 'level'] as never,
        /error/,
      ],
      [
        {
          version: '2.1.0',
          runs: [
            {
              tool: { driver: { name: 'x' } },
              results: [{ ruleId: 'r', message: { text: 'm' }, locations: [{ physicalLocation: { region: { startLine: 0 } } }] }],
            },
          ],
        },
        ['body', 'sarif', 'runs', 0, 'results', 0, 'locations', 0, 'physicalLocation', 'region', 'startLine'] as never,
        /1/,
      ],
    ];
    for (const [sarif, loc, msg] of cases) {
      const res = await upload({ project_name: 'scan-bad', sarif });
      assert.equal(res.statusCode, 422, JSON.stringify(sarif));
      const detail = res.json().detail;
      const hit = detail.find((d: any) => JSON.stringify(d.loc) === JSON.stringify(loc));
      assert.ok(hit, `no error at ${loc.join('.')}: ${JSON.stringify(detail)}`);
      assert.match(hit.msg, msg);
    }
  });

  it("shows the latest upload's relevant findings with the run; on a tag only the finding that names its file", async () => {
    const latest = (await upload({ project_name: 'scan-b', sarif: semgrep })).json();
    const unnamed = (await analyze({ project_name: 'scan-b', dataset: [leak], run_scan: true })).json();
    assert.deepEqual(
      unnamed.scan_findings.map((f: any) => [f.file, f.line, f.kind]),
      [['deploy/settings.py', 12, 'hardcoded_secret']],
      'the maintainability finding is not relevant',
    );
    const leakTag = unnamed.failure_tags.find((x: any) => x.subcategory_id === 'secret_leakage');
    assert.ok(leakTag);
    assert.ok(!leakTag.evidence_items.some((e: any) => e.evidence_type === 'scan_finding'), 'a key in deploy/settings.py says nothing about this answer');
    const doc = unnamed;
    assert.equal(doc.scan_upload_id, latest.upload_id);
    assert.equal(doc.not_run.scan, undefined);
    assert.match(doc.scan_findings[0].rule_id, /detected-aws-access-key-id-value$/);
    assert.deepEqual([doc.scan_findings[0].cwe, doc.scan_findings[0].tool, doc.scan_findings[0].level], [['CWE-798'], 'Semgrep OSS', 'error']);
    const stored = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}` })).json();
    assert.equal(stored.scan_upload_id, latest.upload_id);
    assert.deepEqual(stored.scan_findings, doc.scan_findings);
  });

  it('attaches the latest scan by default (run_scan defaults to true), none with run_scan false, and nothing when the project has no upload (never an error)', async () => {
    const latest = (await t.request({ method: 'GET', url: '/v2/failure-analysis/runs?project_name=scan-b&limit=1' })).json().runs[0];
    const byDefault = (await analyze({ project_name: 'scan-b', dataset: [leak] })).json();
    assert.equal(byDefault.scan_upload_id, (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${latest.run_id}` })).json().scan_upload_id);
    assert.ok(byDefault.scan_upload_id);
    const off = (await analyze({ project_name: 'scan-b', dataset: [leak], run_scan: false })).json();
    assert.equal(off.scan_upload_id, null);
    assert.equal(off.not_run.scan, undefined);
    const none = await analyze({ project_name: 'scan-empty', dataset: [leak], run_scan: true });
    assert.equal(none.statusCode, 200);
    assert.equal(none.json().scan_upload_id, null, 'scan_upload_id null says no scan was attached');
    assert.equal(none.json().not_run.scan, undefined);
    const foreign = (await analyze({ project_name: 'scan-b', dataset: [leak], run_scan: true }, t.otherKey)).json();
    assert.equal(foreign.scan_upload_id, null, "another owner's project of the same name has its own uploads");
  });

  it('shows the findings in a large run (a job) from the upload chosen when the run started', async () => {
    const first = (await upload({ project_name: 'scan-job', sarif: semgrep })).json();
    const start = (await analyze({ project_name: 'scan-job', dataset: Array.from({ length: 501 }, () => leak), run_scan: true, run_security: false })).json();
    assert.equal(start.status, 'processing');
    assert.equal(start.scan_upload_id, first.upload_id);
    await upload({ project_name: 'scan-job', sarif: codeql });
    const doc = await workUntilSettled(t, [analysisJobHandler], `/v2/failure-analysis/runs/${start.run_id}`, 300);
    assert.equal(doc.status, 'completed');
    assert.equal(doc.scan_upload_id, first.upload_id);
    // The first upload's finding (Semgrep's), not the later CodeQL one's; it names no tag's file, so the run shows it.
    assert.deepEqual(
      doc.scan_findings.map((f: any) => f.tool),
      ['Semgrep OSS'],
    );
  });

  it('attaches findings in full mode by default (CodeQL command injection on tool-use and trace tags)', async () => {
    const latest = (await upload({ project_name: 'scan-c', sarif: codeql })).json();
    const at = (s: number) => new Date(Date.UTC(2025, 4, 1, 12, 0, s)).toISOString();
    const items = [
      { type: 'span', trace_id: 'shell-1', span_id: 'root', name: 'agent', kind: 'agent', start_time: at(0), end_time: at(5), status: 'ok' },
      { type: 'span', trace_id: 'shell-1', span_id: 'l1', parent_span_id: 'root', name: 'chat', kind: 'llm', start_time: at(0), end_time: at(1) },
      { type: 'message', trace_id: 'shell-1', span_id: 'l1', role: 'user', content: 'Clean up the temp folder.' },
      {
        type: 'message',
        trace_id: 'shell-1',
        span_id: 'l1',
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', name: 'run_shell', arguments: { cmd: 'rm -rf /tmp/x' } }],
      },
      {
        type: 'span',
        trace_id: 'shell-1',
        span_id: 't1',
        parent_span_id: 'root',
        name: 'run_shell',
        kind: 'tool',
        start_time: at(1),
        end_time: at(2),
        status: 'error',
        status_message: 'Error: permission denied',
        attributes: { 'gen_ai.tool.name': 'run_shell', 'gen_ai.tool.call.id': 'c1' },
      },
      { type: 'span', trace_id: 'shell-1', span_id: 'l2', parent_span_id: 'root', name: 'chat', kind: 'llm', start_time: at(2), end_time: at(3) },
      { type: 'message', trace_id: 'shell-1', span_id: 'l2', role: 'assistant', content: 'Done! The temp folder has been cleaned successfully.' },
    ];
    assert.equal((await t.request({ method: 'POST', url: '/api/v1/traces', payload: { project_name: 'scan-c', items } })).statusCode, 207);
    const doc = (await analyze({ project_name: 'scan-c', trace_id: 'shell-1' })).json();
    assert.equal(doc.scan_upload_id, latest.upload_id);
    const withScan = doc.failure_tags.filter((x: any) => x.evidence_items.some((e: any) => e.evidence_type === 'scan_finding'));
    const subs = withScan.map((x: any) => x.subcategory_id).sort();
    assert.ok(subs.includes('hidden_tool_error'), subs.join(','));
    assert.ok(subs.includes('tool_error_ignored'), subs.join(','));
    const finding = withScan[0].evidence_items.find((e: any) => e.evidence_type === 'scan_finding');
    assert.equal(finding.metadata.file, 'agent/tools/shell.py');
    assert.equal(finding.metadata.line, 41);
    assert.equal(finding.metadata.rule_id, 'py/command-line-injection');
    assert.equal(finding.metadata.kind, 'command_execution');
    // The credentials in agent/config.py name neither the tool nor its span: shown with the run, not on the auth tag.
    const auth = doc.failure_tags.find((x: any) => x.subcategory_id === 'auth_error');
    assert.ok(!auth.evidence_items.some((e: any) => e.evidence_type === 'scan_finding' && e.metadata.rule_id === 'py/hardcoded-credentials'));
    assert.ok(doc.scan_findings.some((f: any) => f.rule_id === 'py/hardcoded-credentials' && f.file === 'agent/config.py'));
  });
});
