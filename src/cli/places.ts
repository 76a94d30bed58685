// How the CLI names files and items to a person: paths relative to the current directory (never absolute when
// under it), an item by its line in the file (JSONL, CSV) or its number (a JSON array, 1-based), and a file that
// cannot be read by what went wrong, not by its error code.
import os from 'node:os';
import path from 'node:path';

/**
 * A file as a person reads it: relative to the current directory, or to the home directory (`~/…`) when it is
 * there and not under the current one; never absolute, unless on another drive.
 */
export function shownPath(file: string, cwd = process.cwd(), home = os.homedir()): string {
  const absolute = path.resolve(cwd, file);
  const relative = path.relative(cwd, absolute);
  if (!relative) return '.';
  const fromHome = home ? path.relative(home, absolute) : '';
  if (relative.startsWith('..') && fromHome && !fromHome.startsWith('..') && !path.isAbsolute(fromHome)) return `~/${fromHome.split(path.sep).join('/')}`;
  return path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

type Source = { file: string; index: number; line: number | null };

/**
 * Where an item is, in its file's own numbering: "line 3" (JSONL, CSV), "item 2" (a JSON array, counted from 1), and
 * the file first when the run read several ("outputs.jsonl line 3"); with no source, "item N" counted from 1.
 */
export function itemPlace(source: Source | undefined, index: number, withFile = false, cwd?: string): string {
  if (!source) return `item ${index + 1}`;
  const place = source.line ? `line ${source.line}` : `item ${source.index + 1}`;
  return withFile ? `${shownPath(source.file, cwd)} ${place}` : place;
}

/** Each item's place; the file named only when the items come from more than one. */
export function itemPlaces(sources: (Source | undefined)[], cwd?: string): string[] {
  const files = new Set(sources.map((s) => s?.file).filter(Boolean));
  return sources.map((s, index) => itemPlace(s, index, files.size > 1, cwd));
}

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** Why a file cannot be read, said in words: "no such file: evals/support.jsonl". */
export function readProblem(file: string, err: unknown, cwd?: string): string {
  const code = (err as NodeJS.ErrnoException)?.code;
  const problem = code ? READ_PROBLEMS[code] : undefined;
  return problem ? `${problem}: ${shownPath(file, cwd)}` : `cannot read ${shownPath(file, cwd)}: ${(err as Error)?.message ?? String(err)}`;
}
