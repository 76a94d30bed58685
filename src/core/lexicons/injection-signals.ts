// Injection read by its parts rather than by known phrases: an order aimed at the model (an override verb and
// what it overrides, a rule declared void, an obligation denied), a role given without limits, a demand for the
// system prompt or for secrets, data sent to a link or an address, an order addressed to "the assistant" inside
// data, a fake system marker, and a request line that stands apart from the document it sits in. Each part is
// one family of injection-patterns.ts (the table there combines their weights).
import type { Family, InjectionMatch } from './injection-types.js';
import { stem } from '../text/stem.js';
import { ENGLISH_STOPWORDS } from '../text/stopwords.js';

const W = String.raw;
// Setting aside: the verb, and the phrasal ones ("pay no attention to", "set aside", "throw out").
const SET_ASIDE = W`(?:ignore|disregard|forget|override|bypass|discard|abandon|drop|scrap|ditch|pay no (?:attention|heed|mind) to|set aside|put aside|throw out|toss out|stop (?:following|obeying|using)|do not (?:follow|obey)|don't (?:follow|obey))`;
// What is set aside: whatever came before or was given to the model, never the user's own words ("what I said").
const PRIOR_TEXT = W`(?:(?:all|everything|anything)\s+(?:(?:of\s+)?(?:the\s+)?(?:above|before|prior|previous|earlier|so far|you (?:were|have been|'ve been) (?:told|given|taught|instructed))|(?:that|which) (?:came|comes|was written|was said) (?:before|above))|the (?:above|preceding|foregoing)(?=\s*(?:[.,;:!]|and\b|then\b|now\b|$))|(?:the\s+|your\s+|any\s+|all\s+)?(?:previous|prior|earlier|preceding|initial|original) (?:text|message|messages|conversation|input|prompt|prompts|context|one|ones)|what (?:you (?:were|have been|'ve been) (?:told|given|taught|instructed|programmed)(?: to do)?|(?:was|is|has been) (?:written|said|stated) (?:above|before|earlier))|(?:the\s+)?(?:instructions|rules|guidelines|directives)\s+(?:(?:that\s+)?(?:you\s+(?:were|have been|got)\s+given|you\s+received|your\s+(?:developers?|creators?|makers?|programmers?|owners?)\s+gave\s+you|given\s+to\s+you))|your\s+(?:\w+\s+){0,2}?(?:programming|instructions|rules|guidelines|directives|prompt|training|restrictions|limitations|filters|guardrails|safeguards|settings|polic(?:y|ies)|constraints|principles|conditioning))`;
const LIMITS = W`(?:restrictions|filters?|rules|limits|limitations|guidelines|censorship|boundaries|ethics|morals|morality|constraints|guardrails|safeguards|polic(?:y|ies)|principles)`;
const AI_NOUN = W`(?:ai|a\.i\.|assistant|ai assistant|chatbot|chat bot|language model|ai model|llm|bot)`;
const SECRET = W`(?:password|passphrase|passcode|pass code|secret (?:word|key|code|phrase|token)|api[ -]?keys?|credentials|access tokens?|auth(?:entication)? tokens?|private keys?|credit card numbers?|pin code)`;

// biome-ignore format: a table, one entry a line
export const SIGNAL_FAMILIES: Family[] = [
  { gate: 'ignore ignoring disregard forget override bypass discard abandon drop scrap ditch attention heed mind aside throw toss stop follow obey', kind: 'override', re: new RegExp(W`\b${SET_ASIDE}\s+${PRIOR_TEXT}`, 'gi'), weight: 0.85 },
  { gate: 'instructions instruction rules guidelines programming directives restrictions prompt & void null cancelled canceled revoked lifted removed suspended disabled obsolete overridden longer replaced', kind: 'override', re: new RegExp(W`\b(?:your|the|all|any|these|those|my)\s+(?:\w+\s+){0,2}?(?:instructions|rules|guidelines|programming|directives|restrictions|prompt)\s+(?:are|is|have been|has been)\s+(?:now\s+|hereby\s+)?(?:void|null|cancell?ed|revoked|lifted|removed|suspended|disabled|obsolete|overridden|replaced|no longer (?:valid|apply|applicable|in effect|active|relevant|binding))`, 'gi'), weight: 0.85 },
  { gate: "not don't doesn't never no & follow obey abide adhere care respect comply bound", kind: 'restriction_removal', re: new RegExp(W`\b(?:(?:do|does|did|will|would|should|need|must)\s*(?:not|n't)|never|no longer|don't|doesn't|won't)\s+(?:need to\s+|have to\s+)?(?:follow|obey|abide by|adhere to|care about|respect|comply with|be bound by)\s+(?:any\s+|the\s+|your\s+|its\s+|their\s+|\w+'s\s+)?(?:\w+\s+)?${LIMITS}`, 'gi'), weight: 0.55 },
  { gate: "you you're act become pretend & without free escaped unbound bound beyond & restrictions filter filters rules limits limitations guidelines censorship boundaries ethics morals morality constraints guardrails safeguards policy policies principles", kind: 'restriction_removal', re: new RegExp(W`\b(?:you(?:'re| are)(?: now)?|act(?:ing)? as|become|pretend to be|be)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?(?:${AI_NOUN}|version|entity|character|persona|model|mode)\b[^.\n]{0,40}?\b(?:without(?: any)?|with no|free (?:of|from)|(?:that|who) (?:has|have) escaped|unbound by|not bound by|beyond)\s+(?:any\s+|all\s+|its\s+|your\s+)?(?:\w+\s+)?${LIMITS}`, 'gi'), weight: 0.75 },
  { gate: 'must will shall have & answer comply respond obey & every all any anything everything', kind: 'restriction_removal', re: /\byou (?:must|will|shall|have to) (?:always )?(?:answer|comply with|respond to|obey|fulfil+|do) (?:every|all|any|anything|everything)\b(?! of the following)/gi, weight: 0.4 },
  { gate: 'print reveal show display repeat output tell give share leak dump recite spell write list paste copy what & system instructions instruction prompt', kind: 'prompt_extraction', re: /\b(?:print|reveal|show|display|repeat|output|tell me|give me|share|leak|dump|recite|spell out|write (?:out|down)|list|paste|copy|what (?:is|are|was|were))\b[^.?!\n]{0,40}?\b(?:(?:your|the) (?:system prompt|system message|(?:initial|original|hidden|secret|developer|exact|first|full|complete) (?:instructions|prompt|system prompt))|(?:the )?(?:instructions|rules|prompt) (?:that )?you (?:were given|have been given|received|got|were programmed with))\b/gi, weight: 0.8 },
  { gate: "reveal tell give share print send show spell write reply respond output disclose leak list what what's & password passphrase passcode pass secret api credentials access auth private credit pin", kind: 'secret_request', re: new RegExp(W`\b(?:reveal|tell (?:me|us)|give (?:me|us)|share|print|send|show|spell|write|reply with|respond with|output|disclose|leak|list|what is|what's)\s+(?:me\s+)?(?:the|your|its|all|the user's|the users'|the administrator's|the admin's|admin|administrator|their|his|her)\s+(?:\w+\s+)?${SECRET}\b`, 'gi'), weight: 0.35, untrustedWeight: 0.8 },
  { gate: 'password passphrase passcode pass secret & backwards reversed reverse base64 letter letters hex rot13 encode encoded cipher acrostic rhyme poem riddle hint spell', kind: 'secret_request', re: new RegExp(W`\b${SECRET}\b[^.?!\n]{0,60}?\b(?:backwards|reversed|in reverse|base64|letter by letter|one letter|each letter|first letter|in hex|rot13|encoded|encode|cipher|acrostic|rhymes? with|poem|riddle|hint|spell(?:ed)?)\b|\b(?:spell|encode|reverse|hide|write)\b[^.?!\n]{0,30}?\b(?:the|your) ${SECRET}\b`, 'gi'), weight: 0.55 },
  { gate: 'send forward post upload email e-mail transmit leak copy submit exfiltrate & conversation chat history messages user users personal credentials password passwords api tokens token cookies contacts system memory', kind: 'exfiltration', re: /\b(?:send|forward|post|upload|e-?mail|transmit|leak|copy|submit|exfiltrate)\b[^.\n]{0,60}?\b(?:conversation|chat (?:history|log)|message history|previous messages|the user'?s? \w+|personal data|credentials|passwords?|api keys?|(?:access )?tokens?|cookies|contacts|system prompt|memory)\b[^.\n]{0,40}?\b(?:to|at)\s+(?:https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:www\.)?[a-z0-9-]+\.[a-z]{2,}\/?\S*)/gi, weight: 0.5, untrustedWeight: 0.85 },
  { gate: 'note message instructions instruction attention reminder important any all every & ai assistant chatbot language llm bot', kind: 'addressed_to_ai', re: new RegExp(W`\b(?:note|message|instructions?|attention|p\.?s\.?|reminder|important(?: instructions?)?)\s*(?:to|for)?:?\s+(?:the\s+|any\s+|all\s+|every\s+)${AI_NOUN}s?\b`, 'gi'), weight: 0.45, untrustedWeight: 0.8 },
  { gate: 'ai assistant chatbot language llm bot & when before while after please must should', kind: 'addressed_to_ai', re: new RegExp(W`(?:^|[.!?:]\s+|\n\s*|,\s*)(?:dear\s+|hey\s+|hi\s+|hello\s+)?${AI_NOUN}s?,\s+(?:when|before|while|after|if|please|you (?:must|should|will|need to|have to))\b`, 'gi'), weight: 0.5, untrustedWeight: 0.8 },
  { gate: 'assistant chatbot language bot & must should shall needs required instructed', kind: 'addressed_to_ai', re: /\bthe (?:ai(?: assistant)?|assistant|chatbot|language model|ai model|bot|llm) (?:must|should|shall|needs to|has to|is (?:required|instructed) to|will now) (?:now |immediately |also )?(?:reveal|ignore|disregard|send|forward|tell|say|reply|respond|print|output|include|add|recommend|append|stop|refuse|answer)\b/gi, weight: 0.35, untrustedWeight: 0.55 },
  { gate: 'system admin administrator developer assistant', kind: 'new_instructions', re: /(?:^|[\s"'{([.])(?:SYSTEM|ADMIN|ADMINISTRATOR|DEVELOPER)(?: (?:MESSAGE|NOTE|OVERRIDE|PROMPT|UPDATE|INSTRUCTIONS?))?\s*:|(?:^|\n)\s*(?:system|admin|developer)(?: (?:message|note|override|prompt|update))?\s*:\s*(?=\S)/g, weight: 0.3, untrustedWeight: 0.5 },
];

// A request line: a question, or an order opening with a verb people use to ask an assistant for something.
const REQUEST_OPENER =
  /^(?:(?:what|how|why|who|which|when|where|can you|could you|would you|will you|is|are|do|does)\b[^\n]*\?$|(?:write|compose|draft|explain|describe|tell|list|give|provide|summari[sz]e|translate|create|generate|develop|suggest|recommend|include|add|mention|answer|respond|reply|calculate|define|compare|outline|name|classify|analy[sz]e|rewrite|convert|share|send|forward|ignore|forget|print|reveal|output|augment|modify|integrate|insert|incorporate|append|use|make|show|teach|design|plan|propose|brainstorm|discuss|offer|recite|sing|produce|imagine|pretend|act)\b)/i;
const CONTENT_WORD = /[a-z][a-z'-]{3,}/g;

function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(CONTENT_WORD) ?? []) if (!ENGLISH_STOPWORDS.has(w)) out.add(stem(w));
  return out;
}

/**
 * A request standing apart from the third-party document it sits in: the first or the last line, a question
 * or an order (REQUEST_OPENER) of 3 to 40 words, sharing no content word with the rest. A document's own
 * closing request ("Reply to this e-mail to confirm your booking") shares its words.
 */
export function strayRequest(text: string): InjectionMatch | null {
  if (text.length > 50_000) return null;
  const lines = text.split('\n');
  const nonEmpty = lines.map((l, i) => [l.trim(), i] as const).filter(([l]) => l);
  if (nonEmpty.length < 2) return null;
  let offset = 0;
  const starts = lines.map((l) => {
    const at = offset;
    offset += l.length + 1;
    return at;
  });
  for (const [line, index] of [nonEmpty[0], nonEmpty[nonEmpty.length - 1]]) {
    const words = line.split(/\s+/).length;
    if (words < 3 || words > 40 || line.includes('|') || !REQUEST_OPENER.test(line)) continue;
    const rest = lines.filter((_, i) => i !== index).join('\n');
    if (rest.trim().length < 80) continue;
    const own = contentStems(line);
    if (own.size < 2) continue;
    const other = contentStems(rest);
    if ([...own].some((s) => other.has(s))) continue;
    const lead = lines[index].length - lines[index].trimStart().length;
    return { start: starts[index] + lead, end: starts[index] + lead + line.length, text: line, kind: 'out_of_place_line', confidence: 0.55 };
  }
  return null;
}
