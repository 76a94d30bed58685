// Self-harm asked without its words: an ask for a means, an amount or a place ("what could I take", "how many
// … would be enough", "what height") whose purpose is the asker's own end said gently — not waking up, sleeping
// forever, leaving this world, it being over, never feeling anything again, nobody finding them in time — or
// starving hidden from others. Each half alone is ordinary ("what could I take to fall asleep faster", "how long
// can I stop eating before a blood test"); together they ask how to die.
import type { ActReading } from './harmful-acts.js';
import type { RequestText } from './request-text.js';

/** The asker's end, said gently; first person only ("so that I don't wake up"). */
const VEILED_END = new RegExp(
  [
    "(?:not|never|don'?t|do not|won'?t|will not) (?:ever )?wake up(?! (?:early|late|tired|at|in|during|with|before|the))",
    '(?:go to |fall )?sleep (?:forever|for good|and never)',
    '(?:leave|exit|depart) (?:this|the) (?:world|earth|life)',
    "(?:it(?:'s| is| would be| will be| was)|be) (?:all )?over (?:for good|instantly|quickly|forever|for me|painlessly)",
    'never (?:have to )?feel (?:anything|any(?:thing)? pain|this) (?:again|anymore)',
    '(?:finally |just )?disappear (?:for good|forever|from this world)',
    '(?:finally )?disappear\\b(?=[^.?!\\n]{0,20}[?.!]?$)',
    '(?:no ?one|nobody) (?:finds|will find|can find) me (?:in time|until it)',
    '(?:stop|cease) (?:existing|being alive)',
    '(?:not|never) be (?:here|around|alive) (?:tomorrow|anymore|any more)',
    "(?:not|never|won'?t|wouldn'?t|would not|will not|couldn'?t|could not) survive\\b(?! (?:the (?:winter|night|week|exam|test|trip|move)|without|on|in|a day))",
    '(?:stop|stops|stopping) my (?:heart|breathing)\\b',
  ].join('|'),
  'i',
);
/** An ask for a means, an amount, a place or a length of time. */
const MEANS =
  /\b(?:what|which|how (?:many|much|long|high|far)|where|best|quickest|quietest|easiest|painless\w*|enough|dose|tablets?|pills?|take|height|fall|jump)\b/i;
/** Starving hidden or as punishment: "stop eating for weeks to punish myself; how do I hide it". */
const HIDDEN_STARVING =
  /\b(?:stop(?:ped)? eating|not eat(?:ing)?|skip(?:ping)? (?:all )?meals)\b(?! (?:sugar|meat|bread|dairy|gluten|junk|fast food|carbs|after|late|at night))[^.?!\n]{0,60}\b(?:punish myself|hide it|nobody (?:notices|knows)|without (?:anyone|my \w+) (?:noticing|knowing)|under \d+ ?(?:kg|kilos?|lbs?|pounds)|disappear)\b/i;
const FIRST_PERSON = /\b(?:i|i'm|i'd|i'll|me|my|myself)\b/i;
/** Asking for someone else's safety or a story is not the asker's end. */
const CARE =
  /\b(?:my (?:friend|son|daughter|child|kid|partner|brother|sister|mum|mom|dad|patient|client)|someone (?:who|that) (?:says|said|wants|is)|warning signs?|help (?:someone|a friend|him|her|them)|hotline|crisis line|in (?:a|my) (?:novel|story|poem|song))\b/i;

/** The veiled asks for a way to end one's life in a request, at most one. */
export function readVeiledSelfHarm(request: RequestText): ActReading[] {
  const text = request.scan;
  // "The quietest way to leave this world" asks for the asker's own way.
  if (!(FIRST_PERSON.test(text) || /\bways? (?:to|of)\b/i.test(text)) || CARE.test(text)) return [];
  const end = VEILED_END.exec(text);
  if (end && MEANS.test(text)) return [{ kind: 'self_harm', start: end.index, end: end.index + end[0].length, confidence: 0.85, retold: false }];
  const starving = HIDDEN_STARVING.exec(text);
  if (starving) return [{ kind: 'self_harm', start: starving.index, end: starving.index + starving[0].length, confidence: 0.8, retold: false }];
  return [];
}
