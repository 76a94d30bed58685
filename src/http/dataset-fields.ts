// The pre-step of every operation that takes a dataset (analyze, evaluate, audit; in a server and in a local
// run): each item read under Assay's names (core/shapes/dataset-item-reader.ts), before the schema checks it.
// A field that matches no known name, or two names for one field, is the 422 naming it. What was read under
// another name goes to the run as `field_mapping`, carried in the body as input_type is.
import type { FastifyRequest } from 'fastify';
import { type FieldMapping, readDatasetItem } from '../core/shapes/dataset-item-reader.js';
import { errors, type ValidationIssue } from './errors.js';

export type { FieldMapping };

/** Where an item's field is, as the 422 names it: ["body", "dataset", i, …path] for a JSON body. */
export type ItemLocation = (index: number, path: string[]) => (string | number)[];

const inJsonBody: ItemLocation = (index, path) => ['body', 'dataset', index, ...path];

/** A 422 lists each problem once, at its first item: a dataset of 10,000 items with one misnamed field says it once. */
const MAX_ISSUES = 50;

/**
 * Reads `body.dataset` in place under Assay's names and sets `body.field_mapping` (whatever the client sent
 * there); throws the 422 for unknown or doubled fields. A body without a dataset list gets an empty mapping,
 * and the schema says what else is wrong.
 */
export function readDatasetFields(body: unknown, locate: ItemLocation = inJsonBody): FieldMapping {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const request = body as { dataset?: unknown; field_mapping?: FieldMapping };
  const mapping: FieldMapping = {};
  if (Array.isArray(request.dataset)) {
    const first = new Map<string, { issue: ValidationIssue; more: number }>();
    request.dataset = request.dataset.map((raw, index) => {
      const read = readDatasetItem(raw);
      Object.assign(mapping, read.mapping);
      for (const { path, msg, type } of read.issues) {
        const key = `${path.join('.')}\u0000${type}`;
        const seen = first.get(key);
        if (seen) seen.more++;
        else if (first.size < MAX_ISSUES) first.set(key, { issue: { loc: locate(index, path), msg, type }, more: 0 });
      }
      return read.item;
    });
    if (first.size) {
      throw errors.validation(
        [...first.values()].map(({ issue, more }) => (more ? { ...issue, msg: `${issue.msg} (and in ${more} more item${more === 1 ? '' : 's'})` } : issue)),
      );
    }
  }
  request.field_mapping = mapping;
  return mapping;
}

/** The pre-step as a route's preValidation hook, for a JSON body. */
export async function datasetFieldsHook(request: FastifyRequest): Promise<void> {
  readDatasetFields(request.body);
}
