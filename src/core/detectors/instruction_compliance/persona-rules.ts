// System-prompt rules about who the assistant is and how answers open and close: a persona name ("You are
// Ava"), "never reveal you are an AI", "always end with 'Anything else?'", "start every answer with 'Hi!'".
// Only rules a text check can settle; tone and scope are left to judges.
import type { Span } from '../../text/text-view.js';

export interface PersonaBreach {
  rule: Span;
  hit: Span;
  kind: 'name' | 'ai_disclosure' | 'ends_with' | 'starts_with';
  description: string;
}

const PERSONA_NAME =
  /\b(?:you are|you're|your name is|act as|you will be|you play|you are called|you go by)\s+([A-Z][a-z]{1,20})\b(?=\s*(?:,|\.|;|\s+(?:a|an|the|and|who|from)\b))/;
const NOT_NAMES = /^(?:You|The|This|That|It|An|A|Not|Now|Here|Always|Never|Only|Just|Very|Our|Your|My|One|English|French|Spanish|German|Helpful)$/;
const HIDE_AI =
  /\b(?:never|do not|don't|must not|should not|shouldn't)\s+(?:ever\s+)?(?:reveal|say|mention|admit|disclose|tell (?:the )?(?:user|users|anyone|customers?|people)|let (?:the )?(?:user|users|anyone) know|break character by saying)\s+(?:that\s+)?(?:you(?:'re| are)\s+)?(?:being\s+)?(?:an?\s+)?(?:ai|bot|artificial intelligence|language model|chatbot|llm|large language model|machine|assistant powered by ai)\b|\bpretend (?:to be|you are) (?:a )?(?:human|real person)\b|\bnever break character\b/i;
const SAYS_AI =
  /\b(?:I(?:'m| am) (?:just |only |merely |actually )?(?:an? )?(?:AI|artificial intelligence|(?:large )?language model|chatbot|bot|virtual assistant|LLM|machine learning model)\b|as an AI\b|as a (?:large )?language model\b|I(?:'m| am) not (?:a )?(?:human|real person)\b|I(?:'m| am) (?:ChatGPT|Claude|Gemini|Bard|Llama|GPT-4|GPT-3\.5|Copilot|Mistral)\b|(?:created|developed|made|built|trained) by (?:OpenAI|Anthropic|Google|Meta|Mistral)\b)/i;
const OTHER_NAME = /\b(?:my name is|I(?:'m| am) called|call me|this is)\s+([A-Z][a-z]{1,20})\b/;
const MODEL_NAME = /\bI(?:'m| am) (ChatGPT|Claude|Gemini|Bard|Llama|Copilot|Mistral)\b/;
const CLOSING =
  /\b(?:always\s+)?(?:end|finish|close|sign off|conclude)\s+(?:(?:every|each|all|your|each of your)\s+)*(?:responses?|answers?|replies|messages?)?\s*(?:by saying|with)\s+(?:the\s+(?:phrase|line|words?|sentence|question)\s+)?["“]([^"”\n]{2,80})["”]/i;
const OPENING =
  /\b(?:always\s+)?(?:start|begin|open)\s+(?:(?:every|each|all|your|each of your)\s+)*(?:responses?|answers?|replies|messages?)?\s*(?:by saying|with)\s+(?:the\s+(?:phrase|line|words?|greeting|sentence)\s+)?["“]([^"”\n]{2,80})["”]/i;

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim();

export interface PersonaRules {
  name: { name: string; rule: Span } | null;
  hideAi: Span | null;
  closing: { phrase: string; rule: Span } | null;
  opening: { phrase: string; rule: Span } | null;
}

const at = (m: RegExpExecArray): Span => ({ text: m[0], start: m.index, end: m.index + m[0].length });

/** The persona and opening/closing rules a system prompt sets (parsed once per distinct prompt). */
export function parsePersonaRules(systemPrompt: string): PersonaRules {
  const persona = PERSONA_NAME.exec(systemPrompt);
  const hide = HIDE_AI.exec(systemPrompt);
  const closing = CLOSING.exec(systemPrompt);
  const opening = OPENING.exec(systemPrompt);
  return {
    name: persona && !NOT_NAMES.test(persona[1]) ? { name: persona[1], rule: at(persona) } : null,
    hideAi: hide ? at(hide) : null,
    closing: closing ? { phrase: closing[1], rule: at(closing) } : null,
    opening: opening ? { phrase: opening[1], rule: at(opening) } : null,
  };
}

/** The persona and opening/closing rules the output breaks. */
export function findPersonaBreaches(rules: PersonaRules, output: string): PersonaBreach[] {
  const out: PersonaBreach[] = [];
  const head = output.slice(0, 20_000);
  const group = (m: RegExpExecArray, g: number): Span => {
    const start = m.index + m[0].indexOf(m[g]);
    return { text: m[g], start, end: start + m[g].length };
  };
  if (rules.name) {
    const { name, rule } = rules.name;
    const other = OTHER_NAME.exec(head);
    const model = MODEL_NAME.exec(head);
    if (other && other[1] !== name && !NOT_NAMES.test(other[1])) {
      out.push({ rule, hit: group(other, 1), kind: 'name', description: `Introduces itself as ${other[1]}, not ${name}` });
    } else if (model) {
      out.push({ rule, hit: group(model, 1), kind: 'name', description: `Claims to be ${model[1]} instead of ${name}` });
    }
  }
  if (rules.hideAi) {
    const says = SAYS_AI.exec(head);
    if (says) out.push({ rule: rules.hideAi, hit: at(says), kind: 'ai_disclosure', description: 'Reveals that it is an AI' });
  }
  const trimmed = output.trim();
  if (rules.closing && trimmed) {
    const want = norm(rules.closing.phrase);
    const tail = output.trimEnd();
    if (want && !norm(tail.slice(-Math.max(rules.closing.phrase.length * 2, 60))).endsWith(want)) {
      const start = Math.max(0, tail.length - 80);
      out.push({
        rule: rules.closing.rule,
        hit: { text: tail.slice(start), start, end: tail.length },
        kind: 'ends_with',
        description: `Does not end with "${rules.closing.phrase}"`,
      });
    }
  }
  if (rules.opening && trimmed) {
    const want = norm(rules.opening.phrase);
    const lead = output.length - output.trimStart().length;
    if (want && !norm(output.slice(lead, lead + rules.opening.phrase.length * 2 + 20)).startsWith(want)) {
      const end = Math.min(output.length, lead + 80);
      out.push({
        rule: rules.opening.rule,
        hit: { text: output.slice(lead, end), start: lead, end },
        kind: 'starts_with',
        description: `Does not start with "${rules.opening.phrase}"`,
      });
    }
  }
  return out;
}
