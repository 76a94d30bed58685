// What every red-team browser test needs, set up once per describe block: the dashboard's server, a browser, a
// signed-in page, and a red-team worker on the server's store that the test starts when it wants runs to move.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { Worker } from '../../src/jobs/worker.js';
import { redTeamJobHandler } from '../../src/security/redteam/runner.js';
import type { Store } from '../../src/store/store.js';
import { launchBrowser, startDashboardServer, type DashboardServer } from './harness.js';
import { signedInPage, type SignedInPage } from './signed-in.js';

export interface RedTeamDashboard {
  user: SignedInPage;
  /** Not started: a run stays queued until the test calls worker.start(). */
  worker: Worker;
  /** The server's store, to record attacks' outcomes by hand (test/support/redteam-outcomes.ts). */
  store: Store;
}

/** Registers the before/after hooks of the enclosing describe block; the fields are set once `before` has run. */
export function useRedTeamDashboard(): RedTeamDashboard {
  const ctx = {} as RedTeamDashboard;
  let server: DashboardServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startDashboardServer();
    browser = await launchBrowser();
    ctx.user = await signedInPage(server, browser);
    ctx.store = server.testApp.store;
    ctx.worker = new Worker(server.testApp.store, [redTeamJobHandler], { concurrency: 1, leaseSeconds: 5, pollMs: 100 });
  });
  after(async () => {
    await ctx.worker?.stop();
    await ctx.user?.context.close();
    await browser?.close();
    await server?.close();
  });
  return ctx;
}
