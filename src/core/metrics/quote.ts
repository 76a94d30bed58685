// Quoting a text in a reason; its own module so the pattern thread (user-patterns/) loads no text analysis.
import { sliceWhole } from '../shapes/whole-characters.js';

/** A short quotation of a text for a reason. */
export function quote(text: string, max = 80): string {
  const flat = sliceWhole(text, max * 4)
    .replace(/\s+/g, ' ')
    .trim();
  return `"${flat.length > max ? `${sliceWhole(flat, max - 1)}…` : flat}"`;
}
