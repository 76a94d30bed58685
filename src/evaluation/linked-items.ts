// Items of an evaluation run linked to a failure-analysis run are not stored one by one: their content and
// results are the analysis run's blocks (runs-store.ts). Their ids still have to lead back to the run, so the
// linked run's id ends in 48 zero bits (74 random bits remain) and item k's id is the run's id with k + 1 there:
// a valid UUID (version and variant bits untouched) from which the run and the index are read back.

import crypto from 'node:crypto';

/** The last group of a UUID: 12 hex digits, 48 bits. */
const NODE_DIGITS = 12;
const ZERO_NODE = '0'.repeat(NODE_DIGITS);
/** Items a linked run can name (2^48 - 1): far beyond any run. */
const MAX_INDEX = 2 ** 48 - 2;

/** A new id for a linked evaluation run. */
export function newLinkedRunId(): string {
  return crypto.randomUUID().slice(0, -NODE_DIGITS) + ZERO_NODE;
}

/** Whether a run id is a linked run's (its items are not stored, they are named by linkedItemId). */
export const isLinkedRunId = (runId: string): boolean => runId.toLowerCase().endsWith(ZERO_NODE);

/** The id of item `index` of a linked run. */
export function linkedItemId(runId: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) throw new RangeError(`item index ${index} out of range`);
  return runId.slice(0, -NODE_DIGITS) + (index + 1).toString(16).padStart(NODE_DIGITS, '0');
}

/** The linked run and index an item id names, or null when it is not a linked item's id. */
export function linkedItemOf(itemId: string): { runId: string; index: number } | null {
  const node = Number.parseInt(itemId.slice(-NODE_DIGITS), 16);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(itemId) || node === 0) return null;
  return { runId: itemId.slice(0, -NODE_DIGITS).toLowerCase() + ZERO_NODE, index: node - 1 };
}
