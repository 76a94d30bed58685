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
const PRIOR_TEXT = W`(?:(?:all|everything|anything)\s+(?:(?:of\s+)?(?:the\s+)?(?:above|before|prior|previous|earlier|so far|you (?:were|have been|'ve been) (?:told|given|taught|instructed))|(?:that|which) (?:came|comes|was written|was said) (?:before|above))|the (?:above|preceding|foregoing)(?=\s*(?:[.,;:!]|and\b|then\b|now\b|$))|(?:the\s+|your\s+|any\s+|all\s+)?(?:previous|prior|earlier|preceding|initial|original) (?:text|message|messages|conversation|input|prompt|prompts|context|one|ones)|what (?:you (?:were|have been|'ve been) (?:told|given|taught|instructed|programmed)(?: to do)?|(?:was|is|has been) (?:written|said|stated) (?:above|before|earlier))|(?:the\s+)?(?:instructions|rules|guidelines|directives)\s+(?:(?:that\s+)?(?:you\s+(?:were|have been|got)\s+given|you\s+received|your\s+(?:developers?|creators?|makers?|programmers?|owners?)\s+gave\s+you|given\s+to\s+you))|(?:the\s+)?(?:instructions|rules|guidelines|directives)\s+(?:from|of|by)\s+(?:the\s+|your\s+)?(?:system|developers?|creators?|makers?|operators?|admins?|administrators?)|(?:anything|everything|whatever|what)\s+(?:your|the)\s+(?:creators?|developers?|makers?|programmers?|operators?|owners?|system)\s+(?:said|told you|wrote|gave you|instructed)|your\s+(?:\w+\s+){0,2}?(?:programming|instructions|rules|guidelines|directives|prompt|training|restrictions|limitations|filters|guardrails|safeguards|settings|polic(?:y|ies)|constraints|principles|conditioning))`;
const LIMITS = W`(?:confines|shackles|chains|restrictions|filters?|rules|limits|limitations|guidelines|censorship|boundaries|ethics|morals|morality|constraints|guardrails|safeguards|polic(?:y|ies)|principles)`;
const AI_NOUN = W`(?:ai|a\.i\.|assistant|ai assistant|chatbot|chat bot|language model|ai model|llm|bot)`;
const SECRET = W`(?:password|passphrase|passcode|pass code|secret (?:word|key|code|phrase|token)|api[ -]?keys?|credentials|access tokens?|auth(?:entication)? tokens?|private keys?|credit card numbers?|pin code)`;

// biome-ignore format: a table, one entry a line
export const SIGNAL_FAMILIES: Family[] = [
  { gate: 'ignore ignoring disregard forget override bypass discard abandon drop scrap ditch attention heed mind aside throw toss stop follow obey', kind: 'override', re: new RegExp(W`\b${SET_ASIDE}\s+${PRIOR_TEXT}`, 'gi'), weight: 0.85 },
  { gate: 'instructions instruction rules guidelines programming directives restrictions prompt filters filter policy policies checks guardrails safeguards & void null cancelled canceled revoked lifted removed suspended disabled obsolete overridden longer replaced turned switched deactivated off gone', kind: 'override', re: new RegExp(W`(?:\b(?:(?:all\s+(?:of\s+)?)?your|its|the (?:system|assistant|ai|model)(?:'s)?)\s+(?:\w+\s+){0,2}?(?:instructions|rules|guidelines|programming|directives|restrictions|prompt|filters?|polic(?:y|ies)|checks|guardrails|safeguards)|\b(?:safety|content|security|ethical|moral)\s+(?:filters?|checks|guidelines|polic(?:y|ies)|restrictions|guardrails|safeguards|rules|protocols))\s+(?:are|is|have been|has been|had been|were|was)\s+(?:now\s+|hereby\s+|all\s+)?(?:void|null|cancell?ed|revoked|lifted|removed|suspended|disabled|obsolete|overridden|replaced|turned off|switched off|deactivated|off|gone|no longer (?:valid|apply|applicable|in effect|active|relevant|binding))\b`, 'gi'), weight: 0.85 },
  { gate: 'pretend imagine suppose assume if & rules guidelines restrictions filters policy policies safety limits ethics & exist apply off gone disabled lifted removed suspended', kind: 'restriction_removal', re: new RegExp(W`\b(?:pretend|imagine|suppose|assume|as if|as though)\b[^.?!\n]{0,30}?\b(?:the|your|all|any|there are no|there were no)\s+(?:\w+\s+){0,2}?${LIMITS}\s+(?:do not|don't|did not|didn't|no longer)?\s*(?:exist|apply|(?:are|were|had been|have been)\s+(?:off|gone|disabled|lifted|removed|suspended|turned off|switched off))`, 'gi'), weight: 0.7 },
  { gate: "not don't doesn't never no & follow obey abide adhere care respect comply bound", kind: 'restriction_removal', re: new RegExp(W`\b(?:(?:do|does|did|will|would|should|need|must)\s*(?:not|n't)|never|no longer|don't|doesn't|won't)\s+(?:need to\s+|have to\s+)?(?:follow|obey|abide by|adhere to|care about|respect|comply with|be bound by)\s+(?:any\s+|the\s+|your\s+|its\s+|their\s+|[\w ]{1,20}?['’]s\s+)?(?:\w+\s+)?${LIMITS}`, 'gi'), weight: 0.55 },
  { gate: "you you're act become pretend role identity persona & without free escaped unbound bound beyond no & restrictions filter filters rules limits limitations guidelines censorship boundaries ethics morals morality constraints guardrails safeguards policy policies principles", kind: 'restriction_removal', re: new RegExp(W`\b(?:you(?:'re| are)(?: now)?|act(?:ing)? as|become|pretend to be|be|your (?:new )?(?:role|identity|persona|character) (?:is|will be))\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?(?:${AI_NOUN}|version|entity|character|persona|model|mode)\b[^.\n]{0,40}?\b(?:without(?: any)?|with no|free (?:of|from)|(?:that|who) (?:has|have) escaped|unbound by|not bound by|beyond)\s+(?:any\s+|all\s+|its\s+|your\s+)?(?:\w+\s+)?${LIMITS}`, 'gi'), weight: 0.75 },
  { gate: 'must will shall have & answer comply respond obey & every all any anything everything', kind: 'restriction_removal', re: /\byou (?:must|will|shall|have to) (?:always )?(?:answer|comply with|respond to|obey|fulfil+|do) (?:every|all|any|anything|everything)\b(?! of the following)/gi, weight: 0.4 },
  { gate: 'print reveal show display repeat output tell give share leak dump recite spell write list paste copy what & system instructions instruction prompt', kind: 'prompt_extraction', re: /\b(?:print|reveal|show|display|repeat|output|tell me|give me|share|leak|dump|recite|spell out|write (?:out|down)|list|paste|copy|what (?:is|are|was|were))\b[^.?!\n]{0,40}?\b(?:(?:your|the) (?:system prompt|system message|(?:initial|original|hidden|secret|developer|exact|first|full|complete) (?:instructions|prompt|system prompt))|(?:the )?(?:instructions|rules|prompt) (?:that )?you (?:were given|have been given|received|got|were programmed with))\b/gi, weight: 0.8 },
  { gate: "reveal tell give share print send show spell write reply respond output disclose leak list what what's & password passphrase passcode pass secret api credentials access auth private credit pin", kind: 'secret_request', re: new RegExp(W`\b(?:reveal|tell (?:me|us)|give (?:me|us)|share|print|send|show|spell|write|reply with|respond with|output|disclose|leak|list|what is|what's)\s+(?:me\s+)?(?:the|your|its|all|the user's|the users'|the administrator's|the admin's|admin|administrator|their|his|her)\s+(?:\w+\s+)?${SECRET}\b(?!\s*(?:policy|policies|manager|reset|requirements?|rules?|strength|length|recovery|expiry)\b)`, 'gi'), weight: 0.35, untrustedWeight: 0.8 },
  { gate: 'password passphrase passcode pass secret & backwards reversed reverse base64 letter letters hex rot13 encode encoded cipher acrostic rhyme poem riddle hint spell', kind: 'secret_request', re: new RegExp(W`\b${SECRET}\b[^.?!\n]{0,60}?\b(?:backwards|reversed|in reverse|base64|letter by letter|one letter|each letter|first letter|in hex|rot13|encoded|encode|cipher|acrostic|rhymes? with|poem|riddle|hint|spell(?:ed)?)\b|\b(?:spell|encode|reverse|hide|write)\b[^.?!\n]{0,30}?\b(?:the|your) ${SECRET}\b`, 'gi'), weight: 0.55 },
  { gate: 'send forward post upload email e-mail transmit leak copy submit exfiltrate & conversation chat history messages user users personal credentials password passwords api tokens token cookies contacts system memory', kind: 'exfiltration', re: /\b(?:send|forward|post|upload|e-?mail|transmit|leak|copy|submit|exfiltrate)\b[^.\n]{0,60}?\b(?:conversation|chat (?:history|log)|message history|previous messages|the user'?s? \w+|personal data|credentials|passwords?|api keys?|(?:access )?tokens?|cookies|contacts|system prompt|memory)\b[^.\n]{0,40}?\b(?:to|at)\s+(?:https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:www\.)?[a-z0-9-]+\.[a-z]{2,}\/?\S*)/gi, weight: 0.5, untrustedWeight: 0.85 },
  { gate: 'note message instructions instruction attention reminder important any all every & ai assistant chatbot language llm bot', kind: 'addressed_to_ai', re: new RegExp(W`\b(?:note|message|instructions?|attention|p\.?s\.?|reminder|important(?: instructions?)?)\s*(?:to|for)?:?\s+(?:the\s+|any\s+|all\s+|every\s+)${AI_NOUN}s?\b`, 'gi'), weight: 0.45, untrustedWeight: 0.8 },
  { gate: 'ai assistant chatbot language llm bot & when before while after please must should', kind: 'addressed_to_ai', re: new RegExp(W`(?:^|[.!?:]\s+|\n\s*|,\s*)(?:dear\s+|hey\s+|hi\s+|hello\s+)?${AI_NOUN}s?,\s+(?:when|before|while|after|if|please|you (?:must|should|will|need to|have to))\b`, 'gi'), weight: 0.5, untrustedWeight: 0.8 },
  { gate: 'assistant chatbot language bot & must should shall needs required instructed', kind: 'addressed_to_ai', re: /\bthe (?:ai(?: assistant)?|assistant|chatbot|language model|ai model|bot|llm) (?:must|should|shall|needs to|has to|is (?:required|instructed) to|will now) (?:now |immediately |also )?(?:reveal|ignore|disregard|send|forward|tell|say|reply|respond|print|output|include|add|recommend|append|stop|refuse|answer)\b/gi, weight: 0.35, untrustedWeight: 0.55 },
  { gate: 'system admin administrator developer assistant', kind: 'new_instructions', re: /(?:^|[\s"'{([.])(?:SYSTEM|ADMIN|ADMINISTRATOR|DEVELOPER)(?: (?:MESSAGE|NOTE|OVERRIDE|PROMPT|UPDATE|INSTRUCTIONS?))?\s*:|(?:^|\n)\s*(?:system|admin|developer)(?: (?:message|note|override|prompt|update))?\s*:\s*(?=\S)/g, weight: 0.3, untrustedWeight: 0.5 },
  { gate: "you you're forget & not longer & ai assistant chatbot language bot model", kind: 'persona', re: new RegExp(W`\b(?:you(?:'re| are) (?:not|no longer) (?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?${AI_NOUN}(?: anymore| any more)?\b|forget (?:that )?you(?:'re| are) (?:an?\s+)?(?:[\w-]+\s+){0,2}?(?:${AI_NOUN}|model)\b)`, 'gi'), weight: 0.6 },
  { gate: 'answer answers respond responds reply replies do does & everything anything every any all & without', kind: 'restriction_removal', re: /\b(?:answers?|respond(?:s)? to|repl(?:y|ies) to|does|do|will (?:answer|do|say))\s+(?:everything|anything|every (?:question|request|prompt)|any (?:question|request|prompt)|all (?:questions|requests|prompts))\b[^.\n]{0,20}?\bwithout (?:ever )?(?:refus(?:ing|al)|hesitat(?:ion|ing)|question(?:ing)?|limits?|restrictions?|censor(?:ship|ing)|warnings?|filters?|exceptions?)\b/gi, weight: 0.6 },
  { gate: "admin administrator developer creator owner operator programmer sysadmin & i'm am", kind: 'persona', re: /\bI(?:'m| am) (?:the|your) (?:\w+ )?(?:admin|administrator|developer|creator|owner|operator|programmer|sysadmin)\b/gi, weight: 0.35 },
  { gate: 'secret hidden system initial original internal confidential & instructions prompt rules guidelines', kind: 'prompt_extraction', re: /\byour (?:secret|hidden|system|initial|original|internal|confidential) (?:instructions|prompt|rules|guidelines)\b[^.?!\n]{0,60}?\b(?:word for word|verbatim|aloud|out loud|in full|exactly|read(?:s|ing)?|recit(?:e|es|ing)|quot(?:e|es|ing)|repeat(?:s|ing)?|reveal(?:s|ing)?)\b|\b(?:read(?:s|ing)?|recit(?:e|es|ing)|quot(?:e|es|ing)|repeat(?:s|ing)?|reveal(?:s|ing)?)\b[^.?!\n]{0,60}?\byour (?:secret|hidden|system|initial|original|internal|confidential) (?:instructions|prompt|rules|guidelines)\b/gi, weight: 0.7 },
  { gate: 'password passphrase passcode pass secret & letter letters character characters digit digits syllable hint clue rhyme anagram translation length', kind: 'secret_request', re: new RegExp(W`\b(?:(?:first|last|second|third|\w+th)\s+)?(?:letters?|characters?|digits?|syllables?|hint|clue|rhyme|anagram|translation|length)\s+(?:of|for|in)\s+(?:the|your)\s+${SECRET}\b`, 'gi'), weight: 0.55 },
  { gate: 'refuse deny decline reject & request requests question questions prompt prompts command commands order orders', kind: 'restriction_removal', re: /\b(?:(?:will|would|must|should|shall|can|do|does)\s*(?:never|not|n't)|never)\s+(?:refuse|deny|decline|reject)\s+(?:any|a|an|the|every)?\s*(?:\w+\s+)?(?:requests?|questions?|prompts?|commands?|orders?)\b/gi, weight: 0.55 },
  { gate: 'can could will & say anything everything', kind: 'restriction_removal', re: /\b(?:can|could|will|is able to|are able to)\s+(?:say|do|write|answer)\s+(?:or\s+(?:say|do|write)\s+)?(?:absolutely\s+)?(?:anything|everything)\b(?!\s+(?:about|related|regarding|on|else))/gi, weight: 0.35 },
  { gate: 'without regard concern concerns care consideration & legality ethics morality consequences harm legal ethical moral', kind: 'restriction_removal', re: /\bwithout\s+(?:any\s+)?(?:\w+\s+or\s+)?(?:regard|concerns?|care|considerations?|worry)\s+(?:for|to|about|of)\s+(?:the\s+|its\s+)?(?:legality|ethics|morality|consequences|harm|legal|ethical|moral|potential harm)/gi, weight: 0.6 },
  // A role put on the model ("You are a historian who…", "Imagine you are a hacker…"): alone the user's right,
  // with a disclaimer of purpose (this family and the phrases of injection-patterns.ts) the frame of a jailbreak.
  { gate: "you you're", kind: 'jailbreak_framing', re: /(?:^|[.!?]\s+|\n\s*)(?:(?:now\s+)?(?:imagine|pretend|suppose|picture)(?:\s+that)?\s+you(?:'re| are)|you(?:'re| are)|as)\s+(?:now\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:who|that|working|tasked|writing|conducting|researching|investigating|in|on|at|with|for|,)\b/gi, weight: 0.3 },
  { gate: 'hypothetical fictional fictitious fact-check fact check controlled sake', kind: 'jailbreak_framing', re: /\b(?:(?:in|as)\s+a\s+(?:hypothetical|fictional|fictitious)\s+(?:and\s+\w+\s+)?(?:manner|way|scenario|world|setting|story|context|exercise)|(?:do not|don't|no need to)\s+fact-?\s?check|(?:in\s+)?a\s+safe\s+and\s+controlled\s+environment|for\s+the\s+sake\s+of\s+(?:the|this|my)\s+(?:story|book|novel|fiction|screenplay|game))\b/gi, weight: 0.3 },
];

// A request line: a question, or an order opening with a verb people use to ask an assistant for something.
const REQUEST_OPENER =
  /^(?:(?:what|how|why|who|which|when|where|can you|could you|would you|will you|is|are|do|does)\b[^\n]*\?$|(?:write|compose|draft|explain|describe|tell|list|give|provide|summari[sz]e|translate|create|generate|develop|suggest|recommend|include|add|mention|answer|respond|reply|calculate|define|compare|outline|name|classify|analy[sz]e|rewrite|convert|ignore|forget|print|reveal|output|augment|modify|integrate|insert|incorporate|append|use|make|show|teach|design|plan|propose|brainstorm|discuss|offer|recite|sing|produce|imagine|pretend|act)\b)/i;
const ABOUT_ITSELF = /\b(?:this|the) (?:page|article|story|e-?mail|post|site|website|document|message|newsletter|video)\b/i;
const CONTENT_WORD = /[a-z][a-z'-]{3,}/g;

function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(CONTENT_WORD) ?? []) if (!ENGLISH_STOPWORDS.has(w)) out.add(stem(w));
  return out;
}

/**
 * A request standing apart from the third-party document it sits in: the first or the last line, a question
 * or an order (REQUEST_OPENER) of 3 to 40 words, not introducing what follows, sharing no content word with the rest. A document's own
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
    // A line ending in a colon introduces what follows, one about "this page" is the page's own: both belong to the document.
    if (words < 3 || words > 40 || line.includes('|') || line.endsWith(':') || ABOUT_ITSELF.test(line) || !REQUEST_OPENER.test(line)) continue;
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
