import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ensureProject } from '../../src/projects/projects.js';
import { enqueueJob } from '../../src/jobs/queue.js';
import { createTestApp, type TestApp } from '../support/app.js';

describe('projects', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('POST creates (201) and is idempotent (200)', async () => {
    const first = await t.request({ method: 'POST', url: '/v2/projects', payload: { name: 'support-bot' } });
    assert.equal(first.statusCode, 201);
    assert.equal(first.json().name, 'support-bot');
    const again = await t.request({ method: 'POST', url: '/v2/projects', payload: { name: 'support-bot' } });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, first.json().id);
  });

  it('GET lists the caller’s projects and shows one by name; unknown → 404', async () => {
    await t.request({ method: 'POST', url: '/v2/projects', payload: { name: 'Search Assistant' } });
    const list = await t.request({ method: 'GET', url: '/v2/projects' });
    assert.ok(list.json().some((p: { name: string }) => p.name === 'Search Assistant'));
    const one = await t.request({ method: 'GET', url: '/v2/projects/Search%20Assistant' });
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().name, 'Search Assistant');
    const missing = await t.request({ method: 'GET', url: '/v2/projects/nope' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().detail, "Project 'nope' not found.");
  });

  it('is created on first use of its name, once even under concurrent first uses', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => ensureProject(t.store, t.adminId, 'concurrent')));
    assert.equal(results.filter((r) => r.created).length, 1);
    assert.equal(new Set(results.map((r) => r.project.id)).size, 1);
  });

  it("another owner's projects and jobs answer 404 exactly as unknown ones", async () => {
    await t.request({ method: 'POST', url: '/v2/projects', payload: { name: 'private' } });
    const foreign = await t.request({ method: 'GET', url: '/v2/projects/private', key: t.otherKey });
    const unknown = await t.request({ method: 'GET', url: '/v2/projects/never-made', key: t.otherKey });
    assert.equal(foreign.statusCode, 404);
    assert.equal(unknown.statusCode, 404);
    assert.equal(foreign.json().detail.replace('private', 'X'), unknown.json().detail.replace('never-made', 'X'));
    const list = await t.request({ method: 'GET', url: '/v2/projects', key: t.otherKey });
    assert.deepEqual(list.json(), []);

    const { project } = await ensureProject(t.store, t.adminId, 'private');
    const job = await enqueueJob(t.store, { kind: 'test.none', ownerId: t.adminId, projectId: project.id });
    const mine = await t.request({ method: 'GET', url: `/v2/jobs/${job.id}` });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.json().project_name, 'private');
    const theirs = await t.request({ method: 'GET', url: `/v2/jobs/${job.id}`, key: t.otherKey });
    const nobody = await t.request({ method: 'GET', url: '/v2/jobs/00000000-0000-4000-8000-000000000000', key: t.otherKey });
    assert.equal(theirs.statusCode, 404);
    assert.equal(nobody.statusCode, 404);
    const cancel = await t.request({ method: 'POST', url: `/v2/jobs/${job.id}/cancel`, key: t.otherKey });
    assert.equal(cancel.statusCode, 404);
  });
});
