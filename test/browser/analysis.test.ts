// The Failure-analysis pages in a real browser: upload a JSONL dataset, see the run's summary and chart, filter
// the tags, open a tag's evidence (the snippet highlighted in the item's text, the scoring in words); a broken
// file and the API's 422 are shown readably; a CSV file is sent as CSV.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailable, launchBrowser, startDashboardServer, watchErrors, type DashboardServer } from './harness.js';
import { signInThrough, signUpByApi } from './sign-in.js';

const skip = browserUnavailable();

const DATASET = [
  { input: 'How long do I have to return an item?', output: 'You can return any item within 90 days.', context: ['Items can be returned within 30 days of delivery.'] },
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
    assert.match(await summary.innerText(), /Primary failure/);
    assert.match(await summary.innerText(), /Items with failures\s*2 \/ 3/);
    assert.match(await summary.innerText(), /gates CI/);
    // The chart's text alternative holds the numbers: a hidden table named like the figure.
    const chartTable = page.getByRole('table', { name: 'Fail tags by bucket and severity' });
    await chartTable.waitFor({ state: 'attached' });
    assert.match(await chartTable.innerText(), /Hallucination|grounding/i);
    assert.equal(await page.locator('.chart svg .recharts-bar-rectangle').count() > 0, true, 'the chart draws bars');
  });

  it('filters the tags table and opens a tag\'s evidence with the snippet highlighted and the scoring in words', async () => {
    const tags = page.getByRole('table', { name: 'Tags of the run' });
    await tags.waitFor();
    const allRows = await tags.locator('tbody tr').count();
    assert.ok(allRows >= 3, `tags: ${allRows}`);
    const rowCount = (n: number) =>
      page.waitForFunction((count) => document.querySelectorAll('table[aria-label="Tags of the run"] tbody tr').length === count, n);
    await page.getByLabel('Subcategory', { exact: true }).selectOption('pii_exposure');
    await rowCount(1);
    assert.match(await tags.locator('tbody tr').first().innerText(), /pii_exposure/);
    await page.getByLabel('Severity', { exact: true }).selectOption('low');
    await page.getByText('No tag matches these filters.').waitFor();
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
    assert.match(await scoring.innerText(), /pii_exposure found this failure with a confidence of/);
    assert.match(await scoring.innerText(), /Final confidence: \d\.\d\d/);
    assert.match(await scoring.innerText(), /gates CI|gate threshold/);
    assert.match(await page.getByRole('heading', { level: 3, name: 'What to do' }).locator('xpath=following-sibling::p[1]').innerText(), /\w/);
  });

  it('shows why a file was refused: a broken line, and the API\'s 422', async () => {
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
    assert.match(await runs.locator('tbody tr').first().innerText(), /support-bot[\s\S]*completed[\s\S]*\b1\b/);
    // Failed calls the browser logs: the session check before sign-in (401) and the refused dataset (422).
    assert.deepEqual(errors.filter((e) => !/\b(401|422)\b/.test(e)), []);
  });
});
