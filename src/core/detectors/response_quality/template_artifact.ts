// Leftovers of templates and chat formats in the answer: unfilled placeholders ("[Your Name]",
// "{{customer_name}}", "<PLACEHOLDER>", "Lorem ipsum", "XXX-XXX"), chat-template tokens ("<|im_start|>",
// "</s>", "[INST]"), and the "As an AI language model" boilerplate at the start (minor).
import type { SeverityLabel } from '../../shapes/failure-analysis.js';
import type { Detector, EvidenceSpan, Finding } from '../types.js';

type Kind = 'placeholder' | 'chat_token' | 'boilerplate';

interface Pattern {
  kind: Kind;
  /** A cheap test the output must pass before the pattern is run over it. */
  hint: (text: string) => boolean;
  re: RegExp;
  /** Code may legitimately hold it (template literals, Jinja): only outside code blocks. */
  notInCode?: boolean;
  what: string;
}

const FIELD =
  'name|first name|last name|full name|company|company name|organi[sz]ation|date|address|email|e-mail|phone|phone number|number|title|job title|position|role|link|url|website|amount|price|product|product name|location|city|country|recipient|customer|client|signature|contact(?: information| info| details)?|department|team|manager';
const PATTERNS: Pattern[] = [
  {
    kind: 'placeholder',
    hint: (t) => t.includes('['),
    re: /\[(?:insert|your|enter|add|put|fill in|placeholder)\b[^\]\n]{0,40}\]/gi,
    what: 'unfilled placeholder',
  },
  {
    kind: 'placeholder',
    hint: (t) => t.includes('['),
    re: new RegExp(`\\[(?:(?:the|recipient'?s?|customer'?s?|client'?s?|company'?s?|my|their|his|her)\\s)?(?:${FIELD})\\]`, 'gi'),
    what: 'unfilled placeholder',
  },
  {
    kind: 'placeholder',
    hint: (t) => t.includes('{'),
    re: /\{\{\s*[\w.-]+\s*\}\}|\{\s*(?:customer|user|client|first|last|company|recipient)_?\w*\s*\}/gi,
    notInCode: true,
    what: 'unfilled template variable',
  },
  { kind: 'placeholder', hint: (t) => t.includes('${'), re: /\$\{\s*[A-Za-z_]\w*\s*\}/g, notInCode: true, what: 'unfilled template variable' },
  {
    kind: 'placeholder',
    hint: (t) => t.includes('<'),
    re: /<(?:PLACEHOLDER|INSERT[ _][A-Z _]{2,30}|YOUR[ _][A-Z _]{2,30}|[A-Z]{2,}(?:_[A-Z]+)*_(?:NAME|HERE|ID|EMAIL|DATE))>/g,
    notInCode: true,
    what: 'unfilled placeholder',
  },
  { kind: 'placeholder', hint: (t) => /lorem/i.test(t), re: /\blorem ipsum\b/gi, what: 'filler text' },
  { kind: 'placeholder', hint: (t) => /xx/i.test(t), re: /\(?\b[Xx]{2,4}\)?(?:[-./ ][Xx]{2,4}){1,3}\b/g, what: 'placeholder number' },
  {
    kind: 'chat_token',
    hint: (t) => t.includes('<') || t.includes('INST]'),
    re: /<\|(?:im_start|im_end|endoftext|eot_id|start_header_id|end_header_id|begin_of_text|end_of_text|system|user|assistant|eom_id|fim_\w+)\|>|<\/s>|<s>|\[\/?INST\]|<<\/?SYS>>|<\/?start_of_turn>|<end_of_turn>|<\|end\|>/g,
    notInCode: true,
    what: 'chat-template token',
  },
  {
    kind: 'boilerplate',
    hint: (t) => /^\W{0,5}(?:as an? |i am an ai)/i.test(t),
    re: /^\W{0,5}(?:As an AI(?: language model| assistant| model)?|As a large language model|I am an AI language model)\b[^.!?\n]{0,120}/gi,
    what: 'AI boilerplate opening',
  },
];
const CONFIDENCE: Record<Kind, number> = { chat_token: 0.9, placeholder: 0.8, boilerplate: 0.6 };
// A leaked chat token or an unfilled placeholder reaches the user as visible junk; boilerplate only wastes words.
const SEVERITY: Record<Kind, SeverityLabel | undefined> = { chat_token: 'high', placeholder: 'medium', boilerplate: 'low' };
const MAX_EVIDENCE = 10;

function codeRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/```[\s\S]*?(?:```|$)|`[^`\n]+`/g)) out.push([m.index!, m.index! + m[0].length]);
  return out;
}

export const detector: Detector = {
  id: 'template_artifact',
  requires: [],
  detect(item, text): Finding | null {
    const output = item.output;
    if (!output || text.output.isBlank) return null;
    const code = output.includes('`') ? codeRanges(output) : [];
    const input = item.input.toLowerCase();
    // Asked for a template, placeholders are the answer.
    const templateAsked = /\btemplates?\b|\bplaceholders?\b|\bfill[- ]in\b|\bmail merge\b|\bboilerplate\b|\bforms?\b|\bmock-?ups?\b|\bwireframes?\b/.test(
      input,
    );
    // Filler text in markup is a page mock-up's content, as intended.
    const markup = (output.match(/<\/?[a-z][\w-]*(?:\s[^<>]*)?>/gi) ?? []).length >= 2;
    const found: { kind: Kind; start: number; end: number; text: string; what: string }[] = [];
    for (const p of PATTERNS) {
      if (!p.hint(output) || (p.kind === 'placeholder' && templateAsked)) continue;
      if (p.what === 'filler text' && markup) continue;
      for (const m of output.matchAll(p.re)) {
        const start = m.index!;
        const end = start + m[0].length;
        if (p.notInCode && code.some(([a, b]) => start >= a && end <= b)) continue;
        // Quoting what the user wrote ("What does </s> mean?") is not a leftover.
        if (input.includes(m[0].toLowerCase())) continue;
        // A markdown link text ("[Your Name](…)") is a link, not a placeholder.
        if (output[end] === '(') continue;
        found.push({ kind: p.kind, start, end, text: m[0], what: p.what });
      }
    }
    if (found.length === 0) return null;
    found.sort((a, b) => a.start - b.start);
    const strongest = found.reduce((a, b) => (CONFIDENCE[b.kind] > CONFIDENCE[a.kind] ? b : a));
    const evidence: EvidenceSpan[] = found.slice(0, MAX_EVIDENCE).map((f) => ({
      source: 'output',
      start: f.start,
      end: f.end,
      description: `${f.what}: ${f.text.length > 60 ? f.text.slice(0, 60) + '…' : f.text}`,
      metadata: { kind: f.kind },
    }));
    const list = [...new Set(found.map((f) => f.text.slice(0, 40)))].slice(0, 3).join('", "');
    return {
      decision: 'fail',
      confidence: Number(Math.min(0.95, CONFIDENCE[strongest.kind] + 0.03 * (found.length - 1)).toFixed(3)),
      rationale:
        strongest.kind === 'boilerplate'
          ? 'The answer opens with "As an AI language model…" boilerplate, which adds nothing for the user.'
          : `The answer contains ${strongest.what}s left in the text ("${list}"): the template or chat format leaked into the output.`,
      evidence,
      severity: SEVERITY[strongest.kind],
    };
  },
  examples: {
    fail: [
      { input: 'Write a short thank-you email to our customer Maria.', output: 'Dear Maria,\n\nThank you for your order!\n\nBest regards,\n[Your Name]' },
      { input: 'Greet the customer.', output: 'Hello {{customer_name}}, welcome back to our store!' },
      { input: 'What is the capital of Peru?', output: 'The capital of Peru is Lima.<|im_end|>\n<|im_start|>user' },
      { input: 'Give me the support number.', output: 'Call us at (XXX) XXX-XXXX any weekday.' },
      { input: 'Is coffee healthy?', output: 'As an AI language model, I do not drink coffee, but moderate intake is linked to some benefits.' },
    ],
    pass: [
      // A template was asked for.
      { input: 'Give me an email template with placeholders.', output: 'Dear [Recipient Name],\n\nThank you for …\n\nBest,\n[Your Name]' },
      // Template syntax inside code is code.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example answer shows template-literal syntax as text
      { input: 'How do I interpolate in JavaScript?', output: 'Use a template literal:\n\n```js\nconst msg = `Hello ${name}`;\n```' },
      // Explaining the token the user asked about.
      { input: 'What does </s> mean in Llama prompts?', output: 'In Llama prompts, </s> marks the end of a sequence.' },
      { input: 'Is coffee healthy?', output: 'Moderate coffee intake is linked to some benefits, such as a lower risk of type 2 diabetes.' },
    ],
  },
};
