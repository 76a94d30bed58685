// Regex: the answer matches a pattern the user configured (config.regex). The pattern is untrusted, so it runs
// on RE2 (user-patterns/re2-pattern.ts), whose matching time grows linearly with the text: no pattern can
// backtrack catastrophically. The service runs this metric on the pattern thread (user-patterns/runner.ts),
// which also bounds each item's time. Only the first 100,000 characters of the answer are searched.
import type { RE2JS } from 're2js';
import { compileUserPattern, UnsupportedPattern } from './user-patterns/re2-pattern.js';
import type { Metric, MetricScore } from './types.js';
import { quote } from './quote.js';

const MAX_CHARS = 100_000;

/** Compiled patterns (or why one cannot run), by source; bounded, as patterns come from requests. */
const compiled = new Map<string, RE2JS | UnsupportedPattern>();
const MAX_CACHED = 1000;

function patternFor(source: string): RE2JS | UnsupportedPattern {
  let entry = compiled.get(source);
  if (!entry) {
    try {
      entry = compileUserPattern(source);
    } catch (err) {
      if (!(err instanceof UnsupportedPattern)) throw err;
      entry = err;
    }
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(source, entry);
  }
  return entry;
}

/** The metric on one answer (what the pattern thread runs). */
export function regexScore(pattern: string, output: string): MetricScore {
  const re = patternFor(pattern);
  // Requests are checked before they run; a run stored before that check (or by an older version) lands here.
  if (re instanceof UnsupportedPattern) return { score: 0, reason: `No match: the pattern cannot run: ${re.message}` };
  return re.test(output.slice(0, MAX_CHARS))
    ? { score: 1, reason: `The answer matches ${quote(pattern, 60)}.` }
    : { score: 0, reason: `The answer does not match ${quote(pattern, 60)}.` };
}

export const metric: Metric = {
  name: 'regex',
  description:
    '1 when the answer matches the regular expression in config.regex (JavaScript syntax, run on RE2: no lookarounds or backreferences; searched anywhere in the first 100,000 characters; anchor it with ^…$ to match the whole answer), else 0.',
  range: [0, 1],
  higherIsBetter: true,
  requires: ['pattern'],
  defaultThreshold: 1,
  runsUserPatterns: true,
  compute: (item, _text, settings) => regexScore(settings.regex ?? '', item.output),
  examples: [
    { item: { input: 'Give the ticket id.', output: 'Your ticket is TCK-20931.' }, settings: { regex: '\\bTCK-\\d{5}\\b' }, min: 1, max: 1 },
    { item: { input: 'Give the ticket id.', output: 'Your ticket is pending.' }, settings: { regex: '\\bTCK-\\d{5}\\b' }, min: 0, max: 0 },
    // A pattern that backtracks catastrophically on V8 answers at once on RE2.
    { item: { input: 'Echo.', output: `${'a'.repeat(40)}!` }, settings: { regex: '^(a+)+$' }, min: 0, max: 0 },
    { item: { input: 'Echo.', output: 'a'.repeat(40) }, settings: { regex: '^(a+)+$' }, min: 1, max: 1 },
  ],
};
