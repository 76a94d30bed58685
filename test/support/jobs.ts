// Runs a test app's queued jobs with a worker of the given handlers until a resource is no longer in progress
// ('processing' for analyses; 'queued' or 'running' for red-team runs), as a client polling it would see it.
import type { JobHandler } from '../../src/jobs/worker.js';
import { Worker } from '../../src/jobs/worker.js';
import type { TestApp } from './app.js';

/** Works the queue until GET `url` answers a status not in `inProgress` (or the tries run out); returns that document. */
export async function workUntilSettled(t: TestApp, handlers: JobHandler[], url: string, tries = 400, inProgress = ['processing']): Promise<any> {
  const worker = new Worker(t.store, handlers, { concurrency: 1, leaseSeconds: 5, pollMs: 50 });
  await worker.start();
  try {
    let doc: any;
    for (let i = 0; i < tries; i++) {
      doc = (await t.request({ method: 'GET', url })).json();
      if (!inProgress.includes(doc.status)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return doc;
  } finally {
    await worker.stop();
  }
}
