// The subset of JSONPath a response_path needs: $, .name, ['name'], ["name"] and [index]. Parsed once at the
// start of a run (a bad path → 422); no filters or scripts, so no user code ever runs.

export type PathStep = string | number;

export function parseJsonPath(path: string): PathStep[] {
  if (!path.startsWith('$')) throw new Error(`response_path must start with "$" (got ${JSON.stringify(path)})`);
  const steps: PathStep[] = [];
  const re = /\.([A-Za-z_$][\w$-]*)|\[(\d+)\]|\['([^']*)'\]|\["([^"]*)"\]/y;
  let at = 1;
  while (at < path.length) {
    re.lastIndex = at;
    const m = re.exec(path);
    if (!m) throw new Error(`response_path ${JSON.stringify(path)} is not supported at position ${at}: use .name, ['name'] or [index]`);
    steps.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (m[3] ?? m[4])));
    at = re.lastIndex;
  }
  return steps;
}

/** The value at the path, or undefined when some step is missing. */
export function readPath(value: unknown, steps: PathStep[]): unknown {
  let current = value;
  for (const step of steps) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}
