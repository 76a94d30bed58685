// Browser tests: the whole service listening on a free port (on the test store), and Debian's chromium driven
// by playwright-core. Without a chromium the tests are skipped, unless ASSAY_TEST_BROWSER=required (.ci/run
// installs chromium and sets it), so a missing browser can never pass silently in CI.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DASHBOARD_DIR } from '../../src/web/dashboard.js';
import { createTestApp, type TestApp } from '../support/app.js';

export const CHROMIUM_PATH = process.env.ASSAY_CHROMIUM ?? '/usr/bin/chromium';

/** Why the browser tests cannot run here, or null when they can. Throws when they are required. */
export function browserUnavailable(): string | null {
  const reasons: string[] = [];
  if (!fs.existsSync(CHROMIUM_PATH)) reasons.push(`no chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set ASSAY_CHROMIUM)`);
  if (!fs.existsSync(path.join(DASHBOARD_DIR, 'index.html'))) reasons.push('the dashboard is not built (npm run build:web)');
  if (reasons.length && process.env.ASSAY_TEST_BROWSER === 'required') throw new Error(`Browser tests are required but ${reasons.join('; ')}.`);
  return reasons.length ? reasons.join('; ') : null;
}

export interface DashboardServer {
  testApp: TestApp;
  baseUrl: string;
  /** Where the service writes mails (no SMTP configured): <data dir>/outbox. */
  outboxDir: string;
  close(): Promise<void>;
}

export async function startDashboardServer(): Promise<DashboardServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-browser-'));
  const testApp = await createTestApp({ config: { dataDir, host: '127.0.0.1', port: 0 } });
  const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    testApp,
    baseUrl: address,
    outboxDir: path.join(dataDir, 'outbox'),
    close: async () => {
      await testApp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // This machine's network is closed: without these, chromium keeps trying to reach Google's services.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The newest verification link in the outbox, read from the plain .txt beside each .eml as a person would. */
export function latestMailLink(outboxDir: string): string {
  const files = fs.existsSync(outboxDir)
    ? fs
        .readdirSync(outboxDir)
        .filter((f) => f.endsWith('.txt'))
        .sort()
    : [];
  if (!files.length) throw new Error(`no mail in ${outboxDir}`);
  const text = fs.readFileSync(path.join(outboxDir, files[files.length - 1]), 'utf8');
  const link = /https?:\/\/\S+verify\?token=[A-Za-z0-9_-]+/.exec(text);
  if (!link) throw new Error('no verification link in the newest mail');
  return link[0];
}

/** Collects page errors so a test can assert the app threw none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}
