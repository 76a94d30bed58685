// Path parameters are strings, as the service document says: an id of any form that names nothing the
// caller may see is 404, never 422. Ids Assay makes are UUIDs; anything else cannot name a row, so it is
// answered 404 before it reaches the store (where PostgreSQL would refuse to cast it).
import { Type } from '@sinclair/typebox';

/** A path parameter that is an id: any non-empty string. */
export const PathId = (description: string) => Type.String({ minLength: 1, description });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` has the form of an id Assay makes (a UUID), so it may name a row. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
