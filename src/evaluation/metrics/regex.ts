// Regex: the answer matches a pattern the user configured (config.regex). The pattern is untrusted: one that
// could backtrack exponentially (nested quantifiers, by safe-regex2's star-height test) is matched in a
// separate V8 context with a 50 ms timeout, which interrupts it; others run directly, since a watchdog per
// match costs about a millisecond. Only the first 100,000 characters of the answer are searched.
import vm from 'node:vm';
import isSafeRegex from 'safe-regex2';
import type { Metric } from './types.js';
import { quote } from './text-overlap.js';

const TIMEOUT_MS = 50;
const MAX_CHARS = 100_000;

type MatchResult = { matched: boolean } | { error: string };

const safety = new Map<string, RegExp | null>();

/** The compiled pattern when it is safe to run directly, else null (cached per pattern). */
function direct(pattern: string): RegExp | null {
  if (!safety.has(pattern)) {
    let re: RegExp | null = null;
    try {
      re = isSafeRegex(pattern) ? new RegExp(pattern) : null;
    } catch {
      re = null; // invalid: the sandboxed run reports why
    }
    if (safety.size > 1000) safety.clear();
    safety.set(pattern, re);
  }
  return safety.get(pattern)!;
}

function runMatch(pattern: string, subject: string): MatchResult {
  const re = direct(pattern);
  if (re) return { matched: re.test(subject) };
  try {
    const matched = vm.runInNewContext('new RegExp(pattern).test(subject)', { pattern, subject }, { timeout: TIMEOUT_MS }) as boolean;
    return { matched: matched === true };
  } catch (err) {
    // Errors from the other context are not instances of this context's Error: read them by shape.
    const e = err as { code?: string; name?: string; message?: string };
    if (e?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { error: `matching took longer than ${TIMEOUT_MS} ms (the pattern backtracks catastrophically) and was stopped` };
    return { error: `the pattern is invalid: ${e?.message ?? String(err)}` };
  }
}

export const metric: Metric = {
  name: 'regex',
  description: '1 when the answer matches the JavaScript regular expression in config.regex (searched anywhere in the first 100,000 characters; anchor it with ^…$ to match the whole answer), else 0.',
  range: [0, 1],
  higherIsBetter: true,
  requires: ['pattern'],
  defaultThreshold: 1,
  compute(item, text, settings) {
    const pattern = settings.regex ?? '';
    const result = runMatch(pattern, item.output.slice(0, MAX_CHARS));
    if ('error' in result) return { score: 0, reason: `No match: ${result.error}.` };
    return result.matched
      ? { score: 1, reason: `The answer matches ${quote(pattern, 60)}.` }
      : { score: 0, reason: `The answer does not match ${quote(pattern, 60)}.` };
  },
  examples: [
    { item: { input: 'Give the ticket id.', output: 'Your ticket is TCK-20931.' }, settings: { regex: '\\bTCK-\\d{5}\\b' }, min: 1, max: 1 },
    { item: { input: 'Give the ticket id.', output: 'Your ticket is pending.' }, settings: { regex: '\\bTCK-\\d{5}\\b' }, min: 0, max: 0 },
    // Catastrophic backtracking is stopped by the timeout.
    { item: { input: 'Echo.', output: `${'a'.repeat(40)}!` }, settings: { regex: '^(a+)+$' }, min: 0, max: 0 },
  ],
};
