// How commands print: JSON on request (--json), else lines for a person. Results go to stdout; progress
// and errors go to stderr, so `--json` output can be piped.
export function print(json: boolean | undefined, value: unknown, human: () => string): void {
  process.stdout.write(json ? JSON.stringify(value, null, 2) + '\n' : human() + '\n');
}

export function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** "1 item", "2 items": a count with its noun. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
