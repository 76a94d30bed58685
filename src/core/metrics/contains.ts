// Contains: the answer includes required strings (config.contains), or, when none are configured, the
// reference answer. Case-insensitive; partial credit for the share found.
import type { Metric, MetricSettings } from './types.js';
import { percent, quote, round4 } from './text-overlap.js';

/** The configured strings, when there are any; they take precedence over the reference. */
export function expectedStrings(settings: MetricSettings): string[] | null {
  const list = (settings.contains ?? []).filter((s) => typeof s === 'string' && s !== '');
  return list.length > 0 ? list : null;
}

export const metric: Metric = {
  name: 'contains',
  description:
    'Share of the strings in config.contains that the answer contains (case-insensitive), 1 when all are there. Without config.contains it checks that the answer contains the reference answer, and is skipped when there is neither.',
  range: [0, 1],
  higherIsBetter: true,
  // Only needed when config.contains is absent; registry.missingInputs knows this.
  requires: ['reference'],
  // Against the reference it compares wording (a correct paraphrase does not contain it): by default it runs only
  // when config.contains lists strings; named, it also checks the reference.
  inDefaultSet: (settings) => expectedStrings(settings) !== null,
  defaultThreshold: 1,
  compute(item, _text, settings) {
    const configured = expectedStrings(settings);
    const wanted = configured ?? [item.reference ?? ''].filter((s) => s.trim() !== '');
    if (wanted.length === 0) return { score: 0, reason: 'Neither config.contains nor a reference says what the answer should contain.' };
    const haystack = item.output.toLowerCase();
    const missing = wanted.filter((s) => !haystack.includes((configured ? s : s.trim()).toLowerCase()));
    const share = (wanted.length - missing.length) / wanted.length;
    const what = configured ? `${wanted.length} required string(s)` : 'the reference';
    if (missing.length === 0) return { score: 1, reason: `The answer contains ${configured ? `all ${what}` : what}.` };
    return {
      score: round4(share),
      reason: configured
        ? `The answer contains ${wanted.length - missing.length} of ${what} (${percent(share)}); missing ${missing
            .slice(0, 5)
            .map((s) => quote(s, 40))
            .join(', ')}.`
        : `The answer does not contain the reference ${quote(wanted[0], 60)}.`,
    };
  },
  examples: [
    {
      item: { input: 'Give the order status.', output: 'Order #A-1234 has SHIPPED and arrives Friday.' },
      settings: { contains: ['shipped', '#A-1234'] },
      min: 1,
      max: 1,
    },
    {
      item: { input: 'Give the order status.', output: 'Your order is being prepared.' },
      settings: { contains: ['shipped', '#A-1234'] },
      min: 0,
      max: 0,
    },
    { item: { input: 'Capital of France?', output: 'The capital is Paris.', reference: 'paris' }, min: 1, max: 1 },
  ],
};
