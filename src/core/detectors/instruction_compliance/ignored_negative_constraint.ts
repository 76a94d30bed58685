// The input says "do not mention X" / "without using the word 'Y'" / "avoid 'Z'" / "no bullet points" /
// "don't apologise", and the answer does it anyway. Terms match as whole words, case-insensitively; an
// occurrence right after a negation ("I won't mention the price") is the answer honouring the rule, not breaking it.
import type { Detector, Finding } from '../types.js';
import { findNegativeRules, findRuleBreach, FORMAT_LABEL, ruleConfidence } from './negative-rules.js';
import { quote } from './rule-text.js';

export const detector: Detector = {
  id: 'ignored_negative_constraint',
  requires: [],
  detect(item, text): Finding | null {
    if (text.output.isBlank || text.outputRefusal) return null;
    let best: Finding | null = null;
    for (const rule of findNegativeRules(item.input)) {
      const hit = findRuleBreach(item.output, rule);
      if (!hit) continue;
      const confidence = ruleConfidence(rule);
      if (best && best.confidence >= confidence) continue;
      const banned = rule.format ? FORMAT_LABEL[rule.format] : `"${hit.text}"`;
      best = {
        decision: 'fail',
        confidence,
        rationale: `The input says "${quote(rule.text, 70)}", but the answer ${rule.format ? 'uses' : 'mentions'} ${banned}.`,
        evidence: [
          { source: 'input', start: rule.start, end: rule.end, description: 'The constraint' },
          {
            source: 'output',
            start: hit.start,
            end: hit.end,
            description: `Violation: ${rule.format ? FORMAT_LABEL[rule.format] : 'banned term'}`,
            metadata: { terms: rule.terms, format: rule.format },
          },
        ],
      };
    }
    return best;
  },
  examples: {
    fail: [
      {
        input: 'Describe our Pro plan without mentioning the price.',
        output: 'The Pro plan adds unlimited projects, SSO and priority support. At $49 per month, the price is competitive for teams of up to 20.',
      },
      {
        input: 'Write a product blurb for the lamp. Do not use the word "innovative".',
        output: 'Meet Lumo: an innovative desk lamp that adapts its warmth to the time of day.',
      },
      {
        input: 'Explain recursion in plain English. No code blocks, please — no code at all.',
        output: 'Recursion is a function calling itself on a smaller problem:\n\n```python\ndef fact(n):\n    return 1 if n == 0 else n * fact(n - 1)\n```',
      },
      {
        input: "Summarize the meeting notes. Don't use bullet points.",
        output: 'Summary:\n- Launch moved to May\n- Budget approved\n- Hiring two engineers',
      },
      {
        input: "Reply to the customer about the delay. Don't apologize, just give the new date.",
        output: "I'm sorry for the wait. Your order will now arrive on 14 March.",
      },
    ],
    pass: [
      {
        input: 'Describe our Pro plan without mentioning the price.',
        output: 'The Pro plan adds unlimited projects, SSO and priority support for growing teams.',
      },
      {
        input: 'Write a product blurb for the lamp. Do not use the word "innovative".',
        output: 'Meet Lumo: a desk lamp that adapts its warmth to the time of day. (As asked, I did not call it innovative.)',
      },
      {
        input: "Don't use jargon when you explain what an API is.",
        output: 'An API is a menu of requests one program can make to another, with a clear description of what each request returns.',
      },
      {
        input: 'List three fruits, but do not mention apples.',
        output: '1. Pineapple\n2. Mango\n3. Kiwi',
      },
      {
        input: "Tell me about Lisbon. Don't mention that you're an AI.",
        output: 'Lisbon is the hilly, sunny capital of Portugal, known for its trams, tiled façades and pastel de nata.',
      },
    ],
  },
};
