// `npm run screenshots`: the service on a temporary PGlite data directory (with its worker), realistic data
// seeded in every area through the API as a signed-in user, and PNGs of the main pages at 1366×768 saved
// to docs/screenshots/ for the README. Needs the dashboard built (npm run build:web) and Debian's chromium
// (/usr/bin/chromium, or ASSAY_CHROMIUM).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { loadConfig } from '../src/config/config.js';
import { startProcess } from '../src/server.js';
import { DASHBOARD_DIR } from '../src/web/dashboard.js';
import { seedDemoData } from './screenshots-seed.js';

const OUT_DIR = path.resolve('docs/screenshots');
const CHROMIUM = process.env.ASSAY_CHROMIUM ?? '/usr/bin/chromium';
const VIEWPORT = { width: 1366, height: 768 };
const EMAIL = 'ada@example.com';
const PASSWORD = 'screenshots password 2025';

if (!fs.existsSync(path.join(DASHBOARD_DIR, 'index.html'))) throw new Error('The dashboard is not built: run npm run build:web first.');
if (!fs.existsSync(CHROMIUM)) throw new Error(`No chromium at ${CHROMIUM} (apt-get install chromium, or set ASSAY_CHROMIUM).`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-screenshots-'));
const config = loadConfig({}, { dataDir, host: '127.0.0.1', port: 0, logLevel: 'warn' });
const running = await startProcess(config, { http: true, worker: true });
const baseUrl = running.address!;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, deviceScaleFactor: 1 });
  const signup = await context.request.post('/v2/auth/signup', { data: { email: EMAIL, password: PASSWORD } });
  if (!signup.ok()) throw new Error(`sign-up: ${signup.status()} ${await signup.text()}`);
  const login = await context.request.post('/v2/auth/login', { data: { email: EMAIL, password: PASSWORD } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const csrf = (await login.json()).csrf_token as string;
  const keyAnswer = await context.request.post('/v2/keys', { data: { name: 'laptop CLI' }, headers: { 'x-csrf-token': csrf } });
  const key = (await keyAnswer.json()).key as string;
  await context.request.post('/v2/keys', { data: { name: 'CI (support-bot only)', projects: ['support-bot'] }, headers: { 'x-csrf-token': csrf } });

  console.log('Seeding data through the API…');
  const seeded = await seedDemoData(baseUrl, key);

  const pages: [string, string, string | null][] = [
    ['analysis-runs', '/analysis', 'table'],
    ['analysis-run', `/analysis/runs/${seeded.analysisRunId}`, 'figure'],
    ['analysis-item', `/analysis/runs/${seeded.analysisRunId}/items/${seeded.analysisTag.itemIndex}?tag=${seeded.analysisTag.tagId}`, 'mark'],
    ['trace', `/traces/${seeded.traceId}?span=${seeded.traceSpanId}`, 'tree'],
    ['traces', '/traces', 'table'],
    ['audit-batch', `/security/audits/${seeded.auditBatchId}`, 'figure'],
    ['redteam-run', `/security/redteam/${seeded.redTeamRunId}`, 'table'],
    ['security', '/security', 'table'],
    ['evaluation-compare', `/evaluation/compare?base=${seeded.baseRunId}&candidate=${seeded.candidateRunId}`, 'figure'],
    ['evaluation-item', `/evaluation/items/${seeded.evaluationItemId}`, 'table'],
    ['account', '/account', 'table'],
  ];
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const page = await context.newPage();
  for (const [name, url, waitFor] of pages) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    if (waitFor)
      await page
        .locator(waitFor === 'tree' ? '[role=tree]' : waitFor)
        .first()
        .waitFor({ timeout: 15_000 });
    await page.waitForTimeout(400); // charts lay out after their container is measured
    const file = path.join(OUT_DIR, `${name}.png`);
    await page.screenshot({ path: file });
    console.log(`  ${path.relative(process.cwd(), file)}  ←  ${url}`);
  }
} finally {
  await browser.close();
  await running.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
