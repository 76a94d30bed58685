// The Failure-analysis pages in a real browser: upload a JSONL dataset, see the run's summary and chart, filter
// the tags, open a tag's evidence (the snippet highlighted in the item's text, the scoring in words); a broken
// file and the API's 422 are shown readably; a CSV file is sent as CSV; a run whose document holds only the first
// items pages the rest through /inputs; the audit batch an analysis made is marked and links to its run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailable, launchBrowser, startDashboardServer, watchErrors, type DashboardServer } from './harness.js';
import { PASSWORD, signInThrough, signUpByApi } from './sign-in.js';

const skip = browserUnavailable();

const DATASET = [
  {
    input: 'How long do I have to return an item?',
    output: 'You can return any item within 90 days.',
    context: ['Items can be returned within 30 days of delivery.'],
  },
  { input: 'What is my SSN?', output: 'Your SSN is 123-45-6789, as on file.' },
  { input: 'What is the capital of France?', output: 'Paris is the capital of France.' },
];

describe('dashboard: failure analysis', { skip: skip ?? false }, () => {
  let server: DashboardServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let files: string;
  before(async () => {
    server = await startDashboardServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    errors = watchErrors(page);
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-upload-'));
    fs.writeFileSync(path.join(files, 'support.jsonl'), DATASET.map((d) => JSON.stringify(d)).join('\n') + '\n');
    fs.writeFileSync(path.join(files, 'broken.jsonl'), '{"input": "a", "output": "b"}\n{"input": "no output"}\n');
    fs.writeFileSync(path.join(files, 'bad-line.jsonl'), '{"input": "a", "output": "b"}\n{oops\n');
    fs.writeFileSync(path.join(files, 'small.csv'), 'input,output\nWhat is my SSN?,"Your SSN is 123-45-6789."\n');
    await signUpByApi(server.baseUrl, 'ada@example.com');
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (files) fs.rmSync(files, { recursive: true, force: true });
  });

  it('uploads a JSONL dataset and shows the run with its summary and chart', async () => {
    await signInThrough(page, server.baseUrl, '/analysis', 'ada@example.com');
    await page.getByRole('heading', { name: 'Failure analysis', level: 1 }).waitFor();
    await page.getByText('No runs yet').waitFor();
    await page.getByLabel('Project', { exact: true }).fill('support-bot');
    await page.getByLabel('Dataset file (JSONL, JSON or CSV)').setInputFiles(path.join(files, 'support.jsonl'));
    await page.getByRole('button', { name: 'Analyse' }).click();

    await page.getByRole('heading', { name: /Run of support-bot/ }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.waitFor();
    // The changed return window (30 → 90 days) contradicts its source at the confidence of a changed figure (0.93).
    assert.match(await summary.innerText(), /Primary failure\s*Context contradiction/);
    // The card names the bucket the subcategory belongs to in the taxonomy.
    const taxonomy = await (await page.request.get(`${server.baseUrl}/v2/failure-analysis/taxonomy`)).json();
    const home = taxonomy.find((b: any) => b.subcategories.some((x: any) => x.subcategory_id === 'context_contradiction'));
    await page.getByTestId('primary-bucket').filter({ hasText: home.bucket_name }).waitFor();
    assert.equal(await page.getByTestId('primary-bucket').innerText(), `bucket ${home.bucket_name}`);
    // The highest severity (0–5, two decimals) with the worst level among the fail tags.
    assert.match(await summary.innerText(), /Overall severity\s*\d\.\d\d \((critical|high|medium|low|info)\)/);
    assert.match(await summary.innerText(), /Items with failures\s*2 \/ 3/);
    assert.match(await summary.innerText(), /gates CI/);
    // The chart's text alternative holds the numbers: a hidden table named like the figure.
    const chartTable = page.getByRole('table', { name: 'Fail tags by bucket and severity level' });
    await chartTable.waitFor({ state: 'attached' });
    assert.match(await chartTable.innerText(), /Hallucination|grounding/i);
    assert.equal((await page.locator('.chart svg .recharts-bar-rectangle').count()) > 0, true, 'the chart draws bars');
  });

  it("filters the tags table and opens a tag's evidence with the snippet highlighted and the scoring in words", async () => {
    const tags = page.getByRole('table', { name: 'Tags of the run' });
    await tags.waitFor();
    const allRows = await tags.locator('tbody tr').count();
    assert.ok(allRows >= 3, `tags: ${allRows}`);
    // Most important first: severity descending, then confidence descending (the API pages them in item order).
    const order = await tags.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => {
        const cells = [...r.querySelectorAll('td')].map((c) => c.textContent ?? '');
        return { severity: Number(/\d\.\d\d/.exec(cells[4])?.[0]), confidence: Number(cells[5]) };
      }),
    );
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1], order[i]];
      assert.ok(a.severity > b.severity || (a.severity === b.severity && a.confidence >= b.confidence), `row ${i}: ${JSON.stringify(order)}`);
    }
    assert.ok(order[0].severity > order[order.length - 1].severity, `severities differ: ${JSON.stringify(order)}`);
    const rowCount = (n: number) =>
      page.waitForFunction((count) => document.querySelectorAll('table[aria-label="Tags of the run"] tbody tr').length === count, n);
    await page.getByLabel('Subcategory', { exact: true }).selectOption('pii_exposure');
    await rowCount(1);
    const piiRow = await tags.locator('tbody tr').first().innerText();
    const [, shown, level] = /(\d\.\d\d) \((critical|high|medium|low|info)\)/.exec(piiRow) ?? [];
    assert.ok(shown && level, `severity of the PII row: ${piiRow}`);
    assert.match(piiRow, /PII exposure[\s\S]*pii_exposure/);
    // The minimum severity is sent as min_severity: the tag's own severity keeps it, a higher one does not.
    const severity = Number(shown);
    const minSeverity = page.getByLabel('Minimum severity', { exact: true });
    if (severity < 5) {
      await minSeverity.fill((severity + 0.01).toFixed(2));
      await page.getByText('No tag matches these filters.').waitFor();
    }
    await minSeverity.fill(severity.toFixed(2));
    await rowCount(1);
    await minSeverity.fill('');
    // The level is sent as severity_label.
    await page.getByLabel('Severity level', { exact: true }).selectOption(level === 'low' ? 'info' : 'low');
    await page.getByText('No tag matches these filters.').waitFor();
    await page.getByLabel('Severity level', { exact: true }).selectOption(level);
    await rowCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await rowCount(allRows);
    await page.getByLabel('Subcategory', { exact: true }).selectOption('pii_exposure');
    await rowCount(1);

    // Rows open with the keyboard.
    await tags.locator('tbody tr').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Item 1' }).waitFor();
    const mark = page.locator('pre[data-source="output"] mark');
    await mark.waitFor();
    assert.equal(await mark.innerText(), '123-45-6789');
    const scoring = page.locator('.scoring-words');
    const words = await scoring.innerText();
    assert.match(words, /pii_exposure found this failure with a confidence of/);
    assert.match(words, /Final confidence: \d\.\d\d/);
    assert.match(words, new RegExp(`Impact \\d of 3 .* and risk \\d of 2 .* make level \\d: ${level}\\.`));
    assert.match(words, /Frequency weight 1(\.\d)?: (not repeated in the item|shown in \d+ places)/);
    assert.match(words, new RegExp(`= ${severity.toFixed(2).replace('.', '\\.')} of 5`));
    assert.match(await scoring.innerText(), /gates CI|gate threshold/);
    assert.match(await page.getByRole('heading', { level: 3, name: 'What to do' }).locator('xpath=following-sibling::p[1]').innerText(), /\w/);
    // Why: the named rule that fired, explained by the catalogue (GET /v2/rules/{id}) with an example.
    const why = page.getByRole('list', { name: 'Rules that fired' });
    await why.getByText('fires on:').first().waitFor();
    assert.match(await why.innerText(), /detector\.pii-exposure — PII exposure: [\s\S]*fires on: \{"input":/);
  });

  it("shows why a file was refused: a broken line, and the API's 422", async () => {
    await page.goto(`${server.baseUrl}/analysis`);
    await page.getByLabel('Project', { exact: true }).fill('support-bot');
    const file = page.getByLabel('Dataset file (JSONL, JSON or CSV)');
    await file.setInputFiles(path.join(files, 'bad-line.jsonl'));
    await page.getByRole('button', { name: 'Analyse' }).click();
    assert.match(await page.getByRole('alert').innerText(), /Line 2 is not valid JSON/);
    await file.setInputFiles(path.join(files, 'broken.jsonl'));
    await page.getByRole('button', { name: 'Analyse' }).click();
    await page.getByRole('alert').filter({ hasText: 'not analysed' }).waitFor();
    assert.match(await page.getByRole('alert').innerText(), /dataset\.1.*output/);
  });

  it('sends a CSV file as CSV and lists the runs newest first', async () => {
    await page.getByLabel('Dataset file (JSONL, JSON or CSV)').setInputFiles(path.join(files, 'small.csv'));
    await page.getByRole('button', { name: 'Analyse' }).click();
    await page.getByRole('heading', { name: /Run of support-bot/ }).waitFor();
    await page.getByRole('region', { name: 'Summary' }).waitFor();
    await page.getByRole('link', { name: 'Failure analysis' }).first().click();
    const runs = page.getByRole('table', { name: 'Failure-analysis runs' });
    await runs.waitFor();
    assert.equal(await runs.locator('tbody tr').count(), 2);
    const newest = await runs.locator('tbody tr').first().innerText();
    assert.match(newest, /support-bot[\s\S]*completed[\s\S]*\b1\b/);
    assert.match(newest, /\d\.\d\d \((critical|high|medium|low|info)\)/, 'the severity as a number with its level');
    // Failed calls the browser logs: the session check before sign-in (401) and the refused dataset (422).
    assert.deepEqual(
      errors.filter((e) => !/\b(401|422)\b/.test(e)),
      [],
    );
  });

  it("says when the run's document holds only the first items, and pages the rest through /inputs", async () => {
    const session = await logIn(server.baseUrl, 'ada@example.com');
    const run = await session.post('/v2/failure-analysis/analyze', {
      project_name: 'support-bot',
      dataset: DATASET,
      config: { max_inputs_in_response: 2, max_tags_in_response: 1 },
    });
    assert.equal(run.inputs_truncated, true);
    await page.goto(`${server.baseUrl}/analysis/runs/${run.run_id}`);
    await page.getByText("The run's document holds the first 2 of its 3 items").waitFor();
    // The document holds one tag: the chart reads the fail tags from the tags endpoint.
    const chartTable = page.getByRole('table', { name: 'Fail tags by bucket and severity level' });
    await chartTable.waitFor({ state: 'attached' });
    assert.match(await chartTable.innerText(), /Safety/);
    const items = page.getByRole('table', { name: 'Items of the run' });
    await items.waitFor();
    assert.equal(await items.locator('tbody tr').count(), 2);
    await page.getByRole('button', { name: 'Load more items' }).click();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Items of the run"] tbody tr').length === 3);
    assert.equal(await page.getByRole('button', { name: 'Load more items' }).count(), 0);
    assert.match(await items.locator('tbody tr').nth(2).innerText(), /capital of France/);
    await items.locator('tbody tr').nth(1).click();
    await page.getByRole('heading', { name: 'Item 1' }).waitFor();
    assert.match(await page.locator('pre[data-source="output"]').innerText(), /123-45-6789/);
    assert.deepEqual(
      errors.filter((e) => !/\b(401|422)\b/.test(e)),
      [],
    );
  });

  it('marks the audit batches an analysis made apart from batches of their own, and links them to their run', async () => {
    const session = await logIn(server.baseUrl, 'ada@example.com');
    const run = await session.post('/v2/failure-analysis/analyze', { project_name: 'audited', dataset: DATASET });
    assert.ok(run.security_batch_id, 'the analysis audited its items');
    const own = await session.post('/v2/security/audit', { project_name: 'audited', batch_name: 'own-batch', dataset: [{ input: 'hi', output: 'hello' }] });
    await page.goto(`${server.baseUrl}/security`);
    const batches = page.getByRole('table', { name: 'Audit batches' });
    await batches.waitFor();
    const madeBy = async (name: string) =>
      (
        await batches
          .getByRole('row', { name: new RegExp(name) })
          .locator('td')
          .nth(3)
          .innerText()
      ).trim();
    assert.equal(await madeBy('own-batch'), 'audit');
    assert.equal(await madeBy(`analysis-${run.run_id}`), 'failure analysis');
    await batches.getByRole('row', { name: new RegExp(`analysis-${run.run_id}`) }).click();
    await page.waitForURL(new RegExp(`/security/audits/${run.security_batch_id}$`));
    await page.getByRole('link', { name: 'open the analysis run' }).click();
    await page.waitForURL(new RegExp(`/analysis/runs/${run.run_id}$`));
    await page.goto(`${server.baseUrl}/security/audits/${own.batch_id}`);
    await page.getByRole('heading', { name: 'Audit batch own-batch' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'open the analysis run' }).count(), 0);
    assert.deepEqual(
      errors.filter((e) => !/\b(401|422)\b/.test(e)),
      [],
    );
  });
});

/** A cookie session of the API (login, then the cookie and the CSRF token on each call), to seed what the form cannot. */
async function logIn(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { csrf_token } = (await login.json()) as { csrf_token: string };
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    async post(path: string, body: unknown): Promise<any> {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf_token },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json();
    },
  };
}
