// The categories a request names (labels or keys), checked: an unknown one is the caller's mistake, a 422.
import { categories, findCategory } from '../core/safety/categories/registry.js';
import { errors } from '../http/errors.js';

/**
 * Labels of the categories named by labels or keys, in S-order without repeats; all when ids is absent.
 * Unknown ones → 422 at loc, listing the known labels and keys.
 */
export function resolveCategories(ids: string[] | undefined, loc: (string | number)[]): string[] {
  if (!ids) return categories.map((c) => c.label);
  const unknown = ids.filter((id) => !findCategory(id));
  if (unknown.length > 0) {
    throw errors.invalid(loc, `Unknown security categories: ${unknown.join(', ')}. Known: ${categories.map((c) => `${c.label} (${c.key})`).join(', ')}.`);
  }
  const wanted = new Set(ids.map((id) => findCategory(id)!.label));
  return categories.filter((c) => wanted.has(c.label)).map((c) => c.label);
}
