// Numbers a source spells in more than one word, which its number words alone do not read: "twenty five" (25),
// "twelve point fifty" or "twelve dot five" (12.50, 12.5), "twelve euros and fifty cents" (12.50). Asked only
// for a value no source states in digits or in one word, so most answers never build a pattern.

const UNITS = 'zero one two three four five six seven eight nine'.split(' ');
const TEENS = 'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number below 100 as a pattern of its spellings ("twenty five", "twenty-five"); null above. */
function wholePattern(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 10) return UNITS[n];
  if (n < 20) return TEENS[n - 10];
  const tens = TENS[Math.floor(n / 10)];
  return n % 10 === 0 ? tens : `${tens}[\\s-]+${UNITS[n % 10]}`;
}

/** A pattern of the multi-word spellings of `value`, or null when it has none this reads. */
function spellingPattern(value: number): RegExp | null {
  const whole = Math.trunc(value);
  const head = wholePattern(whole);
  if (head === null) return null;
  if (whole === value) return value >= 21 && value % 10 !== 0 ? new RegExp(`\\b${head}\\b`) : null;
  // The digits after the point, as written ("12.50" → 50 and 5: "twelve point fifty", "twelve dot five").
  const fraction = String(value).split('.')[1];
  if (!fraction || fraction.length > 2) return null;
  const tails = [wholePattern(Number(fraction.padEnd(2, '0'))), wholePattern(Number(fraction))].filter((t) => t !== null);
  const tail = `(?:${tails.join('|')})`;
  // A currency's main and sub unit: "twelve euros and fifty cents", "twelve pounds fifty".
  return new RegExp(`\\b${head}\\s+(?:point|dot)\\s+${tail}\\b|\\b${head}\\s+[a-z]+\\s+(?:and\\s+)?${tail}(?:\\s+(?:cents?|centimes?|pence|p))?\\b`);
}

/** Some of `lowered` (sources in lower case) spells `value` in several words. */
export function spelledInWords(value: number, lowered: string[]): boolean {
  const pattern = spellingPattern(Math.abs(value));
  return pattern !== null && lowered.some((l) => pattern.test(l));
}
