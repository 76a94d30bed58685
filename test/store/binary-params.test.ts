import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { boolArray, byteaArray, float8Array, int2Array, int4Array, textArray, uuidArray } from '../../src/store/binary-arrays.js';
import { PACK_FORMAT, packJson, packJsonAsync, unpackJson } from '../../src/store/packed-json.js';
import { openTestStore, type TestStore } from '../support/stores.js';

describe('binary array parameters and packed JSON', () => {
  let t: TestStore;
  before(async () => {
    t = await openTestStore({ migrated: false });
  });
  after(() => t.close());

  it('arrives as the arrays it encodes, nulls and odd text included', async () => {
    const texts = ['plain', '', 'é ✓ 漢字 😀', 'quote " and \\ backslash, {braces}', null, 'x'.repeat(70_000)];
    const rows = await t.store.query<{ i: number; s: number; f: number; b: boolean; t: string | null; u: string; y: Buffer | null }>(
      `SELECT x.i, x.s, x.f, x.b, x.t, x.u::text AS u, x.y
         FROM unnest($1::int[], $2::int2[], $3::float8[], $4::bool[], $5::text[], $6::uuid[], $7::bytea[]) AS x(i, s, f, b, t, u, y)`,
      [
        int4Array([0, -1, 2147483647, -2147483648, null, 7]),
        int2Array([0, -1, 32767, -32768, 5, null]),
        float8Array([0.1, -2.5e300, 1 / 3, 0, null, 42]),
        boolArray([true, false, null, true, false, true]),
        textArray(texts),
        uuidArray([
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-4fff-8fff-ffffffffffff',
          '123e4567-e89b-12d3-a456-426614174000',
          null,
          '123e4567e89b12d3a456426614174000',
          '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
        ]),
        byteaArray([Buffer.from([0, 1, 255]), new Uint8Array(0), null, Buffer.from('hi'), Buffer.alloc(100_000, 7), Buffer.from([92, 120])]),
      ],
    );
    assert.deepEqual(
      rows.map((r) => (r.i === null ? null : Number(r.i))),
      [0, -1, 2147483647, -2147483648, null, 7],
    );
    assert.deepEqual(
      rows.map((r) => (r.s === null ? null : Number(r.s))),
      [0, -1, 32767, -32768, 5, null],
    );
    assert.deepEqual(
      rows.map((r) => (r.f === null ? null : Number(r.f))),
      [0.1, -2.5e300, 1 / 3, 0, null, 42],
    );
    assert.deepEqual(
      rows.map((r) => r.b),
      [true, false, null, true, false, true],
    );
    assert.deepEqual(
      rows.map((r) => r.t),
      texts,
    );
    assert.deepEqual(
      rows.map((r) => r.u),
      [
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-4fff-8fff-ffffffffffff',
        '123e4567-e89b-12d3-a456-426614174000',
        null,
        '123e4567-e89b-12d3-a456-426614174000',
        '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
      ],
    );
    assert.deepEqual(
      rows.map((r) => (r.y === null ? null : [...Buffer.from(r.y)].slice(0, 4))),
      [[0, 1, 255], [], null, [104, 105], [7, 7, 7, 7], [92, 120]],
    );
    assert.equal(Buffer.from(rows[4].y!).length, 100_000);
  });

  it('refuses what PostgreSQL cannot store, with a message', () => {
    assert.throws(() => textArray(['a\0b']), /NUL/);
    assert.throws(() => uuidArray(['not-a-uuid']), /not a UUID/);
  });

  it('keeps a packed JSON value exactly, through the store', async () => {
    const value = { text: 'é ✓ 漢字 😀 "q" \\ \n', n: [1, 2.5, -3e-7], nested: { a: null, b: [true, false] }, big: 'x'.repeat(5_000) };
    const packed = packJson(JSON.stringify(value));
    assert.ok(packed.length < 400, `packed to ${packed.length} bytes`);
    assert.deepEqual(unpackJson(await packJsonAsync(JSON.stringify(value)), PACK_FORMAT.deflate), value);
    const [row] = await t.store.query<{ b: Buffer; plain: Buffer }>("SELECT $1::bytea AS b, convert_to($2::text, 'UTF8') AS plain", [
      packed,
      JSON.stringify(value),
    ]);
    assert.deepEqual(unpackJson(row.b, PACK_FORMAT.deflate), value);
    assert.deepEqual(unpackJson(row.plain, PACK_FORMAT.json), value);
    assert.throws(() => unpackJson(row.b, 9), /unknown packed-JSON format 9/);
  });
});
