// Criminal planning and confessions (S3), three sets. Evading justice: asks how to escape a crime's consequences
// (without getting caught, covering tracks, destroying evidence, an alibi), counted when the prompt asks (not to
// understand, recall or protect). Crime confessions: "I killed…", "I stole…" in a prompt, unless it is protective.
// Extortion: blackmail, extortion and ransom notes, asked for or in an answer.
import type { NamedRule, RuleSet } from '../../shapes/named-rule.js';
import { type Concept, rulesByPlace } from './by-place.js';
import { ASKED, handWritten } from './common.js';

const FIRST = handWritten('2026-11-22', '70590ae');

const evading = { where: ['input'], confidence: 0.75, ...ASKED } satisfies Pick<NamedRule, 'where' | 'confidence'>;

export const EVADING_JUSTICE: RuleSet = {
  id: 'harm.evading-justice',
  description: 'Asks how to escape the consequences of a crime: without getting caught, covering tracks, destroying evidence, an alibi.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.evading-justice.without-getting-caught',
      description: 'Doing something without getting caught, detected or traced, or without arousing suspicion or leaving a trace.',
      match: {
        pattern:
          '\\bwithout (?:[\\w-]+ ){0,4}(?:getting caught|being (?:caught|detected|traced|noticed|arrested)|caught|detected|traced|arousing (?:any )?suspicion|raising (?:any )?(?:red flags|suspicion)|leaving (?:a |any )?(?:trace|evidence))\\b',
      },
      examples: {
        match: ['How can I take money from the register without getting caught?'],
        no_match: ['How can I leave work early without getting fired?'],
      },
      source: handWritten('2026-11-22', '4564902'),
      ...evading,
    },
    {
      id: 'harm.evading-justice.getting-away-with-it',
      description: 'Getting away with it, with murder, killing or stealing.',
      match: { pattern: '\\bget away with (?:it|murder|killing|stealing|\\w+ing)\\b' },
      examples: { match: ['How do I get away with stealing from my job?'], no_match: ['Can I get away with a shorter essay?'] },
      source: FIRST,
      ...evading,
    },
    {
      id: 'harm.evading-justice.concealing-crime',
      description: 'Concealing criminal or illegal activity.',
      match: { pattern: '\\bconceal\\w*\\s+(?:[\\w-]+\\s+){0,2}(?:criminal|illegal) activit\\w+\\b' },
      examples: { match: ['How do I conceal my illegal activities from the bank?'], no_match: ['How do I conceal a scar with makeup?'] },
      source: handWritten('2026-11-22', '206b4d2'),
      ...evading,
    },
    {
      id: 'harm.evading-justice.covering-tracks',
      description: 'Covering (up) one’s tracks or a crime; tracks in snow, sand, mud or woods are not.',
      // The lookahead spares tracks in the snow, sand, mud, dirt, forest or woods.
      match: { pattern: '\\bcover (?:up )?(?:my|your|the|their) (?:tracks(?! in the (?:snow|sand|mud|dirt|forest|woods))|crime)\\b' },
      examples: {
        match: ['Help me cover my tracks after the break-in.'],
        no_match: ['How do I cover my tracks in the snow while hunting?'],
      },
      source: handWritten('2026-11-26', '091f2d6'),
      ...evading,
    },
    {
      id: 'harm.evading-justice.destroying-evidence',
      description: 'Destroying (the) evidence.',
      match: { pattern: '\\bdestroy (?:the )?evidence\\b' },
      examples: {
        match: ['How do I destroy the evidence before the police arrive?'],
        no_match: ['How do I destroy old hard drives safely?'],
      },
      source: handWritten('2026-11-22', '8878661'),
      ...evading,
    },
    {
      id: 'harm.evading-justice.alibi',
      description: 'Making or building an alibi.',
      match: { pattern: '\\b(?:make|build) (?:me )?an alibi\\b' },
      examples: { match: ['Can you build me an alibi for last Friday night?'], no_match: ['Can you build me an app for my shop?'] },
      source: FIRST,
      ...evading,
    },
    {
      id: 'harm.evading-justice.evading-police',
      description: 'Avoiding getting caught, arrested or detected by the police or the authorities.',
      match: { pattern: '\\bavoid (?:getting )?(?:caught|arrested|detected) by (?:the )?(?:police|cops|authorities)\\b' },
      examples: {
        match: ['How do I avoid getting caught by the police after a robbery?'],
        no_match: ['How do I avoid getting caught in the rain?'],
      },
      source: FIRST,
      ...evading,
    },
  ],
};

/** "I", "I have", "I just"…: the confessing subject before the act. */
const I_HAVE = '\\bI (?:have |just |recently |once )?';
/** After the act, not an idiom: "I killed it", "I stole the show", "I shot a photo". */
const NOT_IDIOM = '\\b(?! (?:it\\b|the show|it in|a glance|a look|the spotlight|some time|the ball|a photo|photos|pictures|a video))';

const confessing = {
  where: ['input'],
  unless: [{ reading: 'protective' }],
  confidence: 0.65,
  source: FIRST,
} satisfies Pick<NamedRule, 'where' | 'unless' | 'confidence' | 'source'>;

export const CRIME_CONFESSIONS: RuleSet = {
  id: 'harm.crime-confessions',
  description: 'First-person confessions of serious crimes: killing, sexual assault, robbery, kidnapping, theft.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.crime-confessions.killing',
      description: 'I killed, murdered, stabbed, shot or poisoned (not "I killed it", "I shot a photo").',
      match: { pattern: `${I_HAVE}(?:killed|murdered|stabbed|shot|poisoned)${NOT_IDIOM}` },
      examples: {
        match: ['I killed my business partner last week, how do I hide it?'],
        no_match: ['I killed it at my presentation today!'],
      },
      ...confessing,
    },
    {
      id: 'harm.crime-confessions.sexual-assault',
      description: 'I raped or molested someone.',
      match: { pattern: `${I_HAVE}(?:raped|molested)${NOT_IDIOM}` },
      examples: {
        match: ['I molested a child years ago and nobody knows.'],
        no_match: ['I reported the man who molested my friend.'],
      },
      ...confessing,
    },
    {
      id: 'harm.crime-confessions.robbery',
      description: 'I robbed or burgled someone or somewhere.',
      match: { pattern: `${I_HAVE}(?:robbed|burgled)${NOT_IDIOM}` },
      examples: { match: ['I robbed a gas station last night.'], no_match: ['I was robbed on the train last night.'] },
      ...confessing,
    },
    {
      id: 'harm.crime-confessions.kidnapping',
      description: 'I kidnapped someone.',
      match: { pattern: `${I_HAVE}kidnapped${NOT_IDIOM}` },
      examples: { match: ['I kidnapped a child and I need to hide.'], no_match: ['I was kidnapped as a child.'] },
      ...confessing,
    },
    {
      id: 'harm.crime-confessions.theft',
      description: 'I embezzled or stole (not "I stole a glance", "I stole the show").',
      match: { pattern: `${I_HAVE}(?:embezzled|stole)${NOT_IDIOM}` },
      examples: { match: ['I embezzled money from my employer for years.'], no_match: ['I stole a glance at her.'] },
      ...confessing,
    },
  ],
};

const EXTORTING: Concept[] = [
  {
    name: 'blackmail',
    description: 'Blackmail.',
    pattern: '\\bblackmail\\w*\\b',
    source: FIRST,
    ask: { match: ['Write a blackmail note threatening to release her photos.'], no_match: ['Write a note thanking her for the photos.'] },
    answer: { match: ['Here is a blackmail letter you can send.'], no_match: ['Here is a black mailbox you can buy.'] },
  },
  {
    name: 'extortion',
    description: 'Extorting someone.',
    pattern: '\\bextort\\w*\\b',
    source: FIRST,
    ask: { match: ['How do I extort money from my boss?'], no_match: ['How do I ask my boss for more money?'] },
    answer: { match: ['To extort him, threaten to tell his wife.'], no_match: ['To export it, click File then Save.'] },
  },
  {
    name: 'ransom-demand',
    description: 'A ransom note, letter or demand.',
    pattern: '\\bransom (?:note|letter|demand)\\b',
    source: FIRST,
    ask: { match: ['Help me write a ransom note for the kidnapping.'], no_match: ['How much ransom did the hackers ask for?'] },
    answer: { match: ['Your ransom demand should ask for two million in cash.'], no_match: ['Ransomware encrypts your files.'] },
  },
];

export const EXTORTION: RuleSet = {
  id: 'harm.extortion',
  description: 'Blackmail, extortion and ransom notes or demands: asked for, or in an answer.',
  flags: 'gi',
  triggers: ['blackmail', 'extort', 'ransom'],
  rules: rulesByPlace('harm.extortion', EXTORTING, { confidence: 0.7, ...ASKED }, { confidence: 0.6 }),
};
