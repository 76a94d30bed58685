// Checks shared by the "newest first" listings (audit batches, red-team runs, evaluation runs): paging by
// cursor without gaps or repeats, the project filter, a key limited to projects, other owners, and 422s.
import assert from 'node:assert/strict';
import { createApiKey } from '../../src/accounts/api-keys.js';
import type { TestApp } from './app.js';

export interface ListingSpec {
  /** The listing's path, e.g. /v2/evaluate/runs. */
  url: string;
  /** The array's field in the page, e.g. "runs". */
  field: string;
  /** The id field of a row, e.g. "run_id". */
  idField: string;
  /** Creates one row in a project with the admin key; returns its id. */
  create(projectName: string): Promise<string>;
}

export async function checkNewestFirstListing(t: TestApp, spec: ListingSpec): Promise<void> {
  const get = async (query: string, key?: string) => {
    const res = await t.request({ method: 'GET', url: `${spec.url}${query}`, key });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Record<string, any>;
  };
  const created: string[] = [];
  for (const project of ['list-a', 'list-b', 'list-a', 'list-b', 'list-a']) created.push(await spec.create(project));
  const newestFirst = [...created].reverse();

  // Pages of two, following next_cursor: every row once, newest first, the last page without a cursor.
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Record<string, any> = await get(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    assert.ok(page[spec.field].length <= 2);
    seen.push(...page[spec.field].map((r: any) => r[spec.idField]));
    cursor = page.next_cursor;
    pages++;
  } while (cursor && pages < 10);
  assert.deepEqual(
    seen.filter((id) => created.includes(id)),
    newestFirst,
  );
  assert.equal(cursor, null);

  const onlyA = await get('?project_name=list-a');
  assert.deepEqual(
    onlyA[spec.field].map((r: any) => r[spec.idField]),
    [created[4], created[2], created[0]],
  );
  assert.ok(onlyA[spec.field].every((r: any) => r.project_name === 'list-a'));
  assert.deepEqual((await get('?project_name=no-such-project'))[spec.field], []);

  // Another owner sees none of them; a key limited to list-b sees only list-b, and may not name list-a.
  const other = await get('', t.otherKey);
  assert.ok(other[spec.field].every((r: any) => !created.includes(r[spec.idField])));
  const { key: limited } = await createApiKey(t.store, t.adminId, 'limited to list-b', undefined, ['list-b']);
  const limitedRows = (await get('', limited))[spec.field];
  assert.deepEqual(
    limitedRows.map((r: any) => r[spec.idField]),
    [created[3], created[1]],
  );
  const refused = await t.request({ method: 'GET', url: `${spec.url}?project_name=list-a`, key: limited });
  assert.equal(refused.statusCode, 403, refused.body);

  for (const bad of ['?limit=0', '?limit=201', '?limit=x', '?cursor=not-a-cursor', `?cursor=${Buffer.from('[1,2]').toString('base64url')}`]) {
    const res = await t.request({ method: 'GET', url: `${spec.url}${bad}` });
    assert.equal(res.statusCode, 422, `${bad}: ${res.body}`);
    assert.ok(Array.isArray(res.json().detail), bad);
  }
  const unauthenticated = await t.request({ method: 'GET', url: spec.url, key: null });
  assert.equal(unauthenticated.statusCode, 401);
}
