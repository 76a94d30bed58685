// Wrong arithmetic stated in the answer: "a op b = c" (with chains, running totals and "x% of y is z")
// whose result does not match the computation, allowing for the rounding the stated result implies.
import type { Detector } from '../types.js';
import { findArithmeticErrors, type ArithmeticError } from './arithmetic.js';

function format(n: number): string {
  const rounded = Math.abs(n) >= 1000 ? Math.round(n * 100) / 100 : Math.round(n * 1e6) / 1e6;
  return rounded.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

const shorten = (s: string) => (s.length > 80 ? `${s.slice(0, 38)} … ${s.slice(-38)}` : s);

// Clearly wrong: an integer off by at least one, or a miss of more than 1%; smaller misses look like sloppy rounding.
function confidenceOf(e: ArithmeticError): number {
  if (e.relative > 0.01) return 0.9;
  if (Number.isInteger(e.stated) && Number.isInteger(e.computed)) return 0.85;
  return e.approximate ? 0.45 : 0.6;
}

export const detector: Detector = {
  id: 'arithmetic_error',
  requires: [],
  detect(item) {
    const errors = findArithmeticErrors(item.output).slice(0, 20);
    if (errors.length === 0) return null;
    const best = errors.reduce((a, b) => (confidenceOf(b) > confidenceOf(a) ? b : a));
    const confidence = Math.min(0.97, confidenceOf(best) + 0.03 * (errors.length - 1));
    return {
      decision: 'fail',
      confidence: Number(confidence.toFixed(2)),
      rationale: `The answer states "${shorten(best.text.trim())}", but the computation gives ${format(best.computed)}${errors.length > 1 ? ` (${errors.length} wrong calculations in all)` : ''}.`,
      evidence: errors.map((e) => ({
        source: 'output' as const,
        start: e.start,
        end: e.end,
        description: `stated ${format(e.stated)}, computed ${format(e.computed)}`,
        metadata: { stated: e.stated, computed: e.computed },
      })),
      severity: 'medium',
    };
  },
  examples: {
    fail: [
      {
        input: 'What is the total cost of 3 tickets at $45 each plus a $12 fee?',
        output: 'Three tickets cost 3 × 45 = 145 dollars, and with the fee 145 + 12 = 157, so the total is $157.',
      },
      {
        input: 'Add up the quarterly revenue: 1,250, 980 and 1,400 (thousand euros).',
        output: 'The total is 1,250 + 980 + 1,400 = 3,530 thousand euros.',
      },
      {
        input: 'What is 20% of 150?',
        output: '20% of 150 is 40.',
      },
      {
        input: 'Split the $96.60 bill between 4 people.',
        output: 'Each person pays 96.60 / 4 = 24.65 dollars.',
      },
    ],
    pass: [
      {
        input: 'What is 22 divided by 7, to two decimals?',
        output: '22 / 7 = 3.14 when rounded to two decimals, and 1/3 = 0.33.',
      },
      {
        input: 'How many pixels are on a 1920 × 1080 screen, and what is 5 × 3 + 2?',
        output: '1920 x 1080 = 2,073,600 pixels. Step by step: 5 × 3 = 15 + 2 = 17.',
      },
      {
        input: 'Solve 2x + 3 = 11 and give the version.',
        output: 'Subtract 3: 2x = 8, so x = 4. This was tested on version 1.2.3 and the total of 1,5 + 2,5 = 4 in the German sheet.',
      },
      {
        input: 'How much is 3 million plus 1.5 million, and 15% of 80?',
        output: 'That is 3 + 1.5 = 4.5 million, and 15% of 80 is 12. Roughly, 10 / 3 ≈ 3.3.',
      },
    ],
  },
};
