// Quoting a text in a reason; its own module so the pattern thread (user-patterns/) loads no text analysis.

/** A short quotation of a text for a reason. */
export function quote(text: string, max = 80): string {
  const flat = text
    .slice(0, max * 4)
    .replace(/\s+/g, ' ')
    .trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
}
