// A regular expression's top-level alternatives, as sources: the gate reads each one for the words it requires
// (regex-gate.ts), and a text whose words allow only some of them runs a copy of the pattern holding just those
// (narrowed). Both keep every match: an alternative that cannot match anywhere in a text is never the one that
// matches at a position, so dropping it leaves the others to match where, and as, they did.

/**
 * The top-level alternatives of a pattern's source, in order. A pattern that is one group between word
 * boundaries, `\b(?:A|B)\b`, reads as `\bA\b|\bB\b`: tried position by position, alternative by alternative,
 * the two match the same (the boundaries offer no choice of their own, and A, B hold no top-level bar).
 */
export function alternativesOf(source: string): string[] {
  const alts = splitTop(source);
  const head = /^(?:\\b)?\(\?:/.exec(source);
  if (alts.length !== 1 || !head) return alts;
  const lead = head[0].slice(0, -3);
  const trail = source.endsWith(')\\b') ? '\\b' : '';
  const tail = source.length - trail.length - 1;
  // The group opened after the first boundary must close just before the last.
  if (closingOf(source, lead.length) !== tail) return alts;
  const inner = splitTop(source.slice(head[0].length, tail));
  return inner.length === 1 ? alts : inner.map((alt) => `${lead}${alt}${trail}`);
}

/** Splits a source at its top-level bars (outside groups and character classes). */
function splitTop(source: string): string[] {
  const alts: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      alts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  alts.push(source.slice(from));
  return alts;
}

/** Where the group opening at `open` closes (-1: it does not). */
function closingOf(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Whether a source has a capturing group (numbered or named): a copy with fewer alternatives would renumber it. */
function captures(source: string): boolean {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(' && !/^\?(?:[:=!]|<[=!])/.test(source.slice(i + 1, i + 4))) return true;
  }
  return false;
}

/** Copies of a pattern this many at most (each a different set of alternatives); beyond, the pattern runs whole. */
const MAX_COPIES = 64;
const copies = new WeakMap<RegExp, { alts: string[] | null; made: Map<string, RegExp> }>();

/**
 * The pattern with only the alternatives `open` allows (open[first + k] for its alternative k, as
 * alternativesOf reads them): the pattern itself when all are open, null when none is. Copies are kept.
 */
export function narrowed(re: RegExp, open: ArrayLike<number>, first: number, count: number): RegExp | null {
  let kept = copies.get(re);
  if (kept === undefined) {
    const alts = alternativesOf(re.source);
    const plain = alts.length === count && !captures(re.source);
    copies.set(re, (kept = { alts: plain ? alts : null, made: new Map() }));
  }
  let key = '';
  let all = true;
  for (let k = 0; k < count; k++) {
    if (open[first + k]) key += `${k},`;
    else all = false;
  }
  if (key === '') return null;
  if (all || kept.alts === null) return re;
  let copy = kept.made.get(key);
  if (copy === undefined) {
    if (kept.made.size >= MAX_COPIES) return re;
    const alts = kept.alts;
    copy = new RegExp(
      key
        .slice(0, -1)
        .split(',')
        .map((k) => alts[Number(k)])
        .join('|'),
      re.flags,
    );
    kept.made.set(key, copy);
  }
  return copy;
}
