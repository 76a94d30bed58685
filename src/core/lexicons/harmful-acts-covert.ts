// Acts done to a person behind their back, read by the parts of their meaning as harmful-acts.ts reads violence:
// getting into someone else's account, device or network (an act of access + a target another person owns);
// deceiving a person for gain (a verb WordNet files under deceiving or swindling + a person; posing as a bank, the
// police or a company + something of value asked for); finding, following or watching a person (a verb of watching
// + a person or what they own; where someone lives). "Log into my own account", "track my package", "a trick shot",
// "impersonate a celebrity for a school play" and "monitor my server" fail on their object or their gain.
import { ACT_CLASSES, actClasses, NOUN_CLASSES } from '../text/word-classes.js';
import { type ActReading, askersAct, objectAt } from './harmful-acts.js';
import type { RequestText, Token } from './request-text.js';

/** Getting into or taking over something: "log into", "get onto", "unlock", "hack", "take over", "go through". */
const ACCESS =
  /^(?:access\w*|log(?:ging|ged)?|get(?:ting)?|gets|got|break(?:ing)?|broke|hack\w*|unlock\w*|crack\w*|guess\w*|reset\w*|take|taking|took|read(?:ing)?|see|view\w*|go|going|open\w*|bypass\w*|install\w*|put(?:ting)?|clone|cloning|hijack\w*|intercept\w*|spy\w*|snoop\w*|grab\w*|harvest\w*|captur\w*|steal\w*|stole|dump\w*)$/;
/** What holds a person's data or opens their accounts, beside WordNet's devices. */
const DATA =
  /^(?:accounts?|profiles?|inbox(?:es)?|e?-?mails?|passwords?|passcodes?|pins?|logins?|credentials|messages|texts|chats|dms|records|files?|photos|pictures|(?:browser |search )?history|location|whereabouts|calls|conversations|icloud|gmail|outlook|facebook|instagram|whatsapp|snapchat|slack|tiktok|twitter|iphones?|ipads?|android|smartphones?|wi-?fi|routers?|webcams?|cards?|pc|macbook)$/;
/** Consent, a death or an estate make someone else's account the asker's business. */
const LAWFUL =
  /\b(?:with (?:their|his|her|its) (?:permission|consent)|(?:late|deceased) (?:\w+ )?(?:father|mother|dad|mum|mom|husband|wife|partner|son|daughter|brother|sister|parent|friend)|estate|power of attorney|executor)\b/;
/** Another person's, plainly: "someone else's", "not mine", "without them knowing". */
const NOT_MINE =
  /\b(?:someone else'?s|somebody else'?s|not mine|isn't mine|without (?:them|him|her|their|his) (?:knowing|noticing|consent|permission|passcode|password|giving)|without (?:the owner|consent|permission)|secretly|covertly)\b/;

/** Posing as someone else: "pretending to be from the IRS", "pose as a technician", "as their grandson". */
const POSING =
  /\b(?:pretend(?:ing)? to be(?: from)?|pos(?:e|ing) as|impersonat\w+|posing to be|claim(?:ing)? to be(?: from)?|disguised as|calling (?:\w+ ){0,2}as (?:their|his|her|a|an|the))\b/;
/** What a fraud asks its victim for: money, or what opens money. */
const GAIN =
  /\b(?:money|cash|pay(?:s|ing|ment)?|paid|wire\w*|transfer\w*|send(?:s|ing)? (?:me|us|it|money|cash)|gift cards?|bitcoin|crypto|donations?|bail|fees?|fines?|savings|card (?:numbers?|details)|details|pins?|passwords?|log ?ins?|logins?|bank (?:details|account)|social security|ssn|account numbers?|sign(?:ing)? over|inheritance)\b/;
/** Deceit as a noun, then a person giving something: "what lie could I tell a widow so she sends me money". */
const DECEIT_NOUN = /\b(?:lies?|story|stories|excuses?|pretexts?|cover stor(?:y|ies))\b/;
const GIVES =
  /\bso (?:that )?(?:she|he|they|people|the \w+|it|my \w+) (?:will |would |'ll )?(?:sends?|wires?|gives?|pays?|transfers?|hands?|lends?|signs?|puts?|invests?|donates?)\b/;

/** Finding where a person is: "find out where my ex lives", "the home address of the nurse". */
const WHERE_LIVES =
  /\b(?:find|finding|found|figure|look|looking|track|tracking|locate|locating|get|getting|see|know|learn|follow\w*)\b[^.?!\n]{0,40}\b(?:where|which [\w-]+) (?:(?:she|he|they|(?:my|the|a|this) (?:[\w-]+ )?[\w-]+|[A-Z][a-z]+) )(?:lives?|is living|stays?|is staying|moved|sleeps|works|parks)\b/;
const PERSONAL_DETAILS =
  /\b(?:home address|phone number|(?:medical|health|criminal|police|bank|phone|school|employment|personnel) (?:records?|files?|history)|social security number|salary|where (?:she|he|they) lives?)\b/;
/** A specific private person the details belong to ("the nurse who treated me", "my colleague"). */
const PRIVATE_PERSON =
  /\b(?:my|her|his|their|the|a|this|that|someone'?s?|somebody'?s?) (?:[\w-]+ )?(?:ex(?:-\w+)?|colleague|coworker|co-worker|neighbou?r|nurse|barista|waitress|waiter|teacher|girl|woman|man|guy|boy|stranger|classmate|date|match|tenant|patient|employee|partner|wife|husband|girlfriend|boyfriend|doctor|cashier|driver)(?:'s)?\b|\bsomeone'?s\b|\bwithout (?:their|his|her) (?:consent|permission|knowing)\b/;
const PUBLIC = /\b(?:fictional|novel|game|celebrit\w+|public (?:figure|office)|company|business|clinic|hospital's|restaurant|shop|store|embassy|office)\b/;
/** Keeping watch on a person: "keep tabs on", "follow … home", "track", with a person as the object. */
const TRACKING = /^(?:track\w*|follow\w*|trail\w*|tail\w*|shadow\w*|locate|locating|watch\w*|record\w*)$/;

/** Words that open a noun phrase naming someone. */
const DETERMINED = /^(?:a|an|the|this|that|my|his|her|their|our|your|some|someone|somebody|anyone|him|them|[a-z]+'s?)$/;
const ACCESSING = 1;
const DECEIVING = 2;
const WATCHING = 4;
const PLANTING = 8;
/** Putting a thing somewhere out of sight: "hide an AirTag in her car", "slip a tracker under his bumper". */
const PLANT = /^(?:hid(?:e|ing)|plac(?:e|ing)|plant\w*|attach\w*|slip\w*|stick\w*|sneak\w*|tape|taping)$/;
/** What reports where a thing or person is, or what they say. */
const TRACKER = /^(?:airtags?|trackers?|gps|tiles?|bugs?|beacons?|spyware|stalkerware|microphones?|mics?|cameras?)$/;
/** A noun for the reach into a thing: "take control of", "crack the PIN on", "get access to". */
const HOLD = /^(?:control|access|hold|lock|locks|screen|code|codes)$/;
const VERB_KINDS = ACCESSING | DECEIVING | WATCHING | PLANTING;
// Cues of the text-wide readings, beside a word's verb kinds: without one, that reading cannot match.
const POSING_CUE = 16;
const DECEIT_CUE = 32;
const WHERE_CUE = 64;
const DETAIL_CUE = 128;
const kindsMemo = new Map<string, number>();
/**
 * Which readings a word can open as a verb (ACCESSING | DECEIVING | WATCHING | PLANTING) and which text-wide
 * readings it cues, memoised: most words open none.
 */
function wordKinds(word: string): number {
  let kinds = kindsMemo.get(word);
  if (kinds === undefined) {
    const act = /^[a-z]/.test(word) ? actClasses(word) : 0;
    kinds =
      (ACCESS.test(word) ? ACCESSING : 0) |
      (does(act, 'deceive') ? DECEIVING : 0) |
      (does(act, 'watch') || TRACKING.test(word) || word === 'keep' ? WATCHING : 0) |
      (PLANT.test(word) || /^(?:put(?:ting)?|install\w*)$/.test(word) ? PLANTING : 0) |
      (POSING_CUES.has(word) || word.startsWith('impersonat') ? POSING_CUE : 0) |
      (DECEIT_CUES.has(word) ? DECEIT_CUE : 0) |
      (word === 'where' || word === 'which' ? WHERE_CUE : 0) |
      (DETAIL_CUES.has(word) ? DETAIL_CUE : 0);
    if (kindsMemo.size > 20_000) kindsMemo.clear();
    kindsMemo.set(word, kinds);
  }
  return kinds;
}

const has = (mask: number, ...names: (keyof typeof NOUN_CLASSES)[]) => names.some((n) => (mask & NOUN_CLASSES[n]) !== 0);
const does = (mask: number, name: keyof typeof ACT_CLASSES) => (mask & ACT_CLASSES[name]) !== 0;
/** Words without which the text-wide readings cannot match: posing, a lie told, where someone lives, their records. */
const POSING_CUES = new Set('pretend pretending pose posing impersonate impersonating claim claiming disguised calling'.split(' '));
const DECEIT_CUES = new Set('lie lies story stories excuse excuses pretext pretexts'.split(' '));
const DETAIL_CUES = new Set('address number records record files file history salary'.split(' '));

/** The text-wide tests a candidate may need, each read at most once and only when needed: most texts reach none. */
class TextTests {
  private lawfulRead: boolean | undefined;
  private notMineRead: boolean | undefined;
  constructor(private readonly text: string) {}
  /** Consent, a death or an estate make someone else's account the asker's business (LAWFUL). */
  get lawful(): boolean {
    return (this.lawfulRead ??= LAWFUL.test(this.text));
  }
  /** Another person's, plainly (NOT_MINE). */
  get notMine(): boolean {
    return (this.notMineRead ??= NOT_MINE.test(this.text));
  }
}

/** Every covert act aimed at a person in a request, in text order. */
export function readCovertActs(request: RequestText): ActReading[] {
  // One pass over the words decides which readings can apply at all: most texts open none.
  const { scan, lower: text, words } = request;
  let cued = 0;
  if (words) for (const word of words) cued |= wordKinds(word);
  else for (const token of request.tokens) cued |= wordKinds(token.word);
  if (cued === 0) return [];
  const verbs = (cued & VERB_KINDS) !== 0;
  const tokens = request.tokens;
  const found: ActReading[] = [];
  const tests = new TextTests(text);
  for (let i = 0; verbs && i < tokens.length; i++) {
    const word = tokens[i].word;
    // A verb starts with a letter: numbers and marks need no lookup.
    const first = word.charCodeAt(0);
    if (first < 0x61 || first > 0x7a) continue;
    const kinds = wordKinds(word) & VERB_KINDS;
    if (kinds === 0) continue;
    // "keep watching a girl": a gerund after "keep" is the asker's act when "keep" is.
    const kept = /^(?:keep|keeps|start)$/.test(tokens[i - 1]?.word ?? '') && word.endsWith('ing') && askersAct(tokens, i - 1);
    if (!(kept || askersAct(tokens, i))) continue;
    if (kinds & PLANTING && plantsTracker(tokens, i, tests)) {
      found.push({ kind: 'privacy', start: tokens[i].start, end: tokens[i].end, confidence: 0.8, retold: false });
      continue;
    }
    // The object may follow a particle or preposition: "log into her account", "spy on my wife", "keep tabs on".
    let from = word === 'keep' && tokens[i + 1]?.word === 'tabs' ? i + 2 : i + 1;
    // A device named after the thing put on it: "install a program on my son's teacher's computer".
    if (/^(?:install\w*|put(?:ting)?|load\w*|hide|hiding)$/.test(word)) {
      const on = tokens.findIndex((t, k) => k > i && k <= i + 5 && (t.word === 'on' || t.word === 'onto'));
      if (on > 0) from = on + 1;
    }
    // "someone else's password": the owner is another person.
    const elsewise = /^(?:someone|somebody|anyone)$/.test(tokens[from]?.word ?? '') && tokens[from + 1]?.word === "else's";
    while (from < i + 3 && /^(?:into|in|to|onto|on|through|past|over|around|up|at)$/.test(tokens[from]?.word ?? '')) from++;
    let object = objectAt(tokens, elsewise ? from + 2 : from);
    // The reach, then what it reaches: "take control of my roommate's laptop", "crack the passcode on her phone".
    if (object && !object.owner && (HOLD.test(object.word) || DATA.test(object.word)) && /^(?:of|on|to|for)$/.test(object.next)) {
      const after = tokens.findIndex((t) => t.start >= object!.end);
      const held = objectAt(tokens, after + 1);
      if (held?.owner) {
        object = held;
        from = after + 1;
      }
    }
    // A short noun phrase of words: "my coworker's Slack account", not a run of nouns and numbers.
    if (!object || object.words.length > 3 || object.words.some((w) => /^\d/.test(w))) continue;
    const { head } = object;
    // A named owner ("Marge Simpson's", "Taylor Swift's") is often a public or fictional figure: S9 reads those.
    const named = /\b[A-Z][a-z]+'s\b/.test(scan.slice(tokens[from].start, object.end));
    const owner = (object.owner && !named) || elsewise;
    const person = has(head, 'person', 'people', 'vulnerable') && !owner;
    // Someone else's account, device or data, got into.
    if (kinds & ACCESSING && owner && !tests.lawful && (has(head, 'device') || DATA.test(object.word)))
      found.push({ kind: 'cyber', start: tokens[i].start, end: object.end, confidence: 0.85, retold: false });
    // Into a device or account no owner is named for, said to be another's: "unlock a phone that is not mine".
    else if (kinds & ACCESSING && !owner && !tests.lawful && tests.notMine && (has(head, 'device') || DATA.test(object.word)))
      found.push({ kind: 'cyber', start: tokens[i].start, end: object.end, confidence: 0.8, retold: false });
    // Deceiving a person: "trick my elderly neighbour", "con seniors", "deceive investors".
    if (kinds & DECEIVING && (person || /^(?:seniors|pensioners|retirees|elderly)$/.test(object.word)))
      found.push({ kind: 'fraud', start: tokens[i].start, end: object.end, confidence: has(head, 'vulnerable') ? 0.85 : 0.8, retold: false });
    // Watching a person or what they carry: "monitor my girlfriend's location", "follow a woman home".
    // Shadowing or tailing "a senior engineer" is learning a job: those verbs need someone's own person or secrecy.
    const shadowing = /^(?:shadow|tail|trail)/.test(word);
    const watching =
      (kinds & WATCHING) !== 0 &&
      (word !== 'keep' || tokens[i + 1]?.word === 'tabs') &&
      (!shadowing || /^(?:my|his|her|their)$/.test(tokens[from]?.word ?? '') || tests.notMine);
    // A person named as one: "a woman", "my ex", "her" (not a run of nouns: "tracking deployment renewal customer").
    const introduced = DETERMINED.test(tokens[elsewise ? from + 2 : from]?.word ?? '');
    if (watching && !tests.lawful && ((person && introduced && !has(head, 'people')) || (owner && (has(head, 'device', 'vehicle') || DATA.test(object.word)))))
      found.push({ kind: 'privacy', start: tokens[i].start, end: object.end, confidence: 0.8, retold: false });
  }
  // Posing as someone for something of value: "pretending to be someone's bank asking … their card number".
  const pose = cued & POSING_CUE ? POSING.exec(text) : null;
  if (pose && GAIN.test(text)) found.push({ kind: 'fraud', start: pose.index, end: pose.index + pose[0].length, confidence: 0.85, retold: false });
  // A lie told so that someone gives: "what story could I tell … so she sends me money".
  const lie = cued & DECEIT_CUE ? DECEIT_NOUN.exec(text) : null;
  if (lie && GIVES.test(text) && GAIN.test(text))
    found.push({ kind: 'fraud', start: lie.index, end: lie.index + lie[0].length, confidence: 0.8, retold: false });
  // Where a private person lives, or their records.
  const lives = cued & WHERE_CUE ? WHERE_LIVES.exec(scan) : null;
  const details = lives || !(cued & DETAIL_CUE) ? null : PERSONAL_DETAILS.exec(text);
  if ((lives || (details && PRIVATE_PERSON.test(text))) && !PUBLIC.test(text) && !tests.lawful && !/\bmy own\b/.test(text)) {
    const m = (lives ?? details) as RegExpExecArray;
    found.push({ kind: 'privacy', start: m.index, end: m.index + m[0].length, confidence: 0.8, retold: false });
  }
  return found;
}

/** Planting a tracker on or in someone's things or on a person: "hide an AirTag in my ex's car". */
function plantsTracker(tokens: readonly Token[], i: number, tests: TextTests): boolean {
  const thing = objectAt(tokens, i + 1);
  if (!thing || tests.lawful || !TRACKER.test(thing.word)) return false;
  const at = tokens.findIndex((t, k) => k > i && k <= i + 6 && /^(?:on|onto|in|inside|into|under|to)$/.test(t.word));
  const place = at > 0 ? objectAt(tokens, at + 1) : null;
  return place !== null && (place.owner || (has(place.head, 'person') && !has(place.head, 'people')));
}
