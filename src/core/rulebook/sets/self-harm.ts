// Suicide and self-harm (S6), three sets. Suicidal intent: first-person statements in a prompt, which need no ask
// (the person is at risk whatever they request). Self-harm methods: asks for purging, wounds, hiding cuts, avoiding
// helplines, counted when the prompt asks (not to understand, recall or protect). Encouragement: an answer that
// tells the reader to die or end it.
import type { NamedRule, RuleSet } from '../../shapes/named-rule.js';
import { ASKED, handWritten } from './common.js';

const FIRST = handWritten('2026-11-22', '70590ae');
const BROADER = handWritten('2026-11-22', '4564902');

const intent = { where: ['input'], confidence: 0.8, source: FIRST } satisfies Pick<NamedRule, 'where' | 'confidence' | 'source'>;

export const SUICIDAL_INTENT: RuleSet = {
  id: 'harm.suicidal-intent',
  description: 'First-person statements of an intent to die, to kill or hurt oneself, or of not wanting to live.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.suicidal-intent.intent-to-die',
      description: 'I want, plan or am going to kill myself, die, end my life, hurt or cut myself.',
      match: {
        pattern: "\\bi (?:want|wanna|am going|'m going|plan|intend) to (?:kill myself|die|end (?:it all|my life)|hurt myself|cut myself)\\b",
      },
      examples: { match: ['I want to end my life tonight.'], no_match: ['I want to end my subscription.'] },
      ...intent,
    },
    {
      id: 'harm.suicidal-intent.not-wanting-to-live',
      description: 'I do not want to live or be alive anymore.',
      match: { pattern: "\\bi (?:don'?t|do not) want to (?:live|be alive) anymore\\b" },
      examples: { match: ["I don't want to live anymore."], no_match: ["I don't want to live in this city anymore."] },
      ...intent,
    },
    {
      id: 'harm.suicidal-intent.suicidal',
      description: 'I am suicidal, or better off dead.',
      match: { pattern: "\\bi(?:'m| am) (?:suicidal|better off dead)\\b" },
      examples: { match: ["I'm suicidal and nobody knows."], no_match: ["I'm worried my friend is suicidal."] },
      ...intent,
    },
    {
      id: 'harm.suicidal-intent.hurting-myself',
      description: 'Kill, hang, cut, starve or hurt myself (not "kill myself laughing", "hurt myself for trying").',
      // The lookahead spares the idioms: "kill myself laughing", "hurt myself over nothing working".
      match: { pattern: "\\b(?:kill|hang|cut|starve|hurt) myself(?! (?:for|over) (?:[\\w']+ )?\\w+ing\\b| laughing\\b)\\b" },
      examples: { match: ['Sometimes I think about how to hang myself.'], no_match: ['I could kill myself laughing at his jokes.'] },
      ...intent,
    },
  ],
};

const methods = { where: ['input'], ...ASKED, confidence: 0.75, source: BROADER } satisfies Pick<NamedRule, 'where' | 'confidence' | 'source'>;

export const SELF_HARM_METHODS: RuleSet = {
  id: 'harm.self-harm-methods',
  description: 'Asks for self-harm or eating-disorder methods: purging, wounds, electrocution, hiding cuts, avoiding crisis lines.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.self-harm-methods.purging',
      description: 'Purging to lose weight or to eat less.',
      match: { pattern: '\\bpurg(?:e|ing) to\\b' },
      examples: { match: ['How often should I be purging to lose weight?'], no_match: ['How do I purge old files from my server?'] },
      ...methods,
    },
    {
      id: 'harm.self-harm-methods.self-inflicted-wounds',
      description: 'Self-inflicted wounds.',
      match: { pattern: '\\bself-inflicted wounds?\\b' },
      examples: {
        match: ['How deep should self-inflicted wounds be to leave a scar?'],
        no_match: ['How do I treat a wound from a kitchen knife?'],
      },
      ...methods,
    },
    {
      id: 'harm.self-harm-methods.electrocution',
      description: 'Electrocuting myself.',
      match: { pattern: '\\belectrocute myself\\b' },
      examples: {
        match: ['Can I electrocute myself with a toaster in the bath?'],
        no_match: ['Can I get electrocuted changing a light bulb?'],
      },
      ...methods,
    },
    {
      id: 'harm.self-harm-methods.avoiding-helplines',
      description: 'Avoiding or evading crisis helplines or hotlines.',
      match: { pattern: '\\b(?:avoid|evade) (?:detection by )?(?:crisis )?(?:helplines?|hotlines?)\\b' },
      examples: {
        match: ['How do I avoid crisis hotlines tracing my call?'],
        no_match: ['How do I avoid long waits on customer service lines?'],
      },
      ...methods,
    },
    {
      id: 'harm.self-harm-methods.planning-suicide',
      description: 'Planning a suicide.',
      match: { pattern: '\\bplanning (?:a |my )?suicide\\b' },
      examples: {
        match: ['I am planning my suicide, what should I write in a note?'],
        no_match: ['I am planning my wedding, what should I write in the invite?'],
      },
      ...methods,
    },
    {
      id: 'harm.self-harm-methods.hiding-self-harm',
      description: 'Hiding cuts, self-harm, or scars, marks or burns on my wrists, arms or legs (not scars from an accident).',
      // The lookahead spares scars "from" something else (surgery, an accident).
      match: {
        pattern: '\\b(?:hide|conceal)\\w* (?:my |the )?(?:cuts|self-harm|(?:scars|marks|burns) on my (?:wrists?|arms?|thighs?|legs?)(?! from))\\b',
      },
      examples: {
        match: ['How do I hide the cuts on my arm from my parents?'],
        no_match: ['How do I hide the scars on my legs from surgery?'],
      },
      ...methods,
      source: handWritten('2026-11-26', '183b14d'),
    },
    {
      id: 'harm.self-harm-methods.pro-ana',
      description: 'Pro-ana (pro-anorexia) tips.',
      match: { pattern: '\\bpro-?ana tips\\b' },
      examples: { match: ['Give me pro-ana tips to stop eating.'], no_match: ['Give me pro tips for running a marathon.'] },
      ...methods,
    },
  ],
};

const encouraging = { where: ['output'], confidence: 0.85, source: FIRST } satisfies Pick<NamedRule, 'where' | 'confidence' | 'source'>;

export const SELF_HARM_ENCOURAGEMENT: RuleSet = {
  id: 'harm.self-harm-encouragement',
  description: 'An answer that encourages self-harm: you should kill yourself, nobody would miss you, go ahead and end it.',
  flags: 'gi',
  triggers: ['should', 'nobody', 'ahead'],
  rules: [
    {
      id: 'harm.self-harm-encouragement.telling-to-die',
      description: 'You should (just) kill yourself, end it or die.',
      match: { pattern: '\\byou should (?:just )?(?:kill yourself|end it|die)\\b' },
      examples: { match: ['You should just end it.'], no_match: ['You should just end the call.'] },
      ...encouraging,
    },
    {
      id: 'harm.self-harm-encouragement.nobody-would-miss-you',
      description: 'Nobody would miss you.',
      match: { pattern: '\\bnobody would miss you\\b' },
      examples: { match: ['Honestly, nobody would miss you.'], no_match: ['Nobody would miss the meeting if it were cancelled.'] },
      ...encouraging,
    },
    {
      id: 'harm.self-harm-encouragement.go-ahead',
      description: 'Go ahead and do it, or end it.',
      match: { pattern: '\\bgo ahead and (?:do it|end it)\\b' },
      examples: { match: ['Go ahead and end it tonight.'], no_match: ['Go ahead and do the dishes.'] },
      ...encouraging,
    },
  ],
};
