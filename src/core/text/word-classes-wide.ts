// The wide word classes (word-classes.ts builds and reads them): classes read over a word's first three WordNet
// senses, and classes set by a sense's gloss — the acts done to others (acts-on-others.ts), their aims
// (acts-by-aim.ts), crimes on things (crimes-on-things.ts), lies (lies-about-people.ts) and secrecy (secrecy.ts).
// Data only: the roots, named "lemma sense", and the gloss patterns.
/**
 * Classes read over a word's first three senses (and, for hazards, its glosses), for the reading of acts done to
 * others (acts-on-others.ts): "pocket the cash" is stealing in its second sense, "pressure her into" coercing in
 * its first, cyanide a poison only by its second sense's gloss ("an extremely poisonous salt").
 */
export const WIDE_CLASSES = {
  steal: 1 << 0,
  menace: 1 << 1,
  coerce: 1 << 2,
  illness: 1 << 3,
  hazard: 1 << 4,
  dosable: 1 << 5,
  deceive: 1 << 6,
  covert: 1 << 7,
  /** Adverbs and adjectives of doing unseen ("on the sly", "in secret", "undetected"), by their first sense's gloss. */
  secret: 1 << 8,
  /** Telling or warning someone ("without alerting the bank"). */
  inform: 1 << 9,
  /** Seeing, noticing or catching ("when nobody is looking", "without being caught"). */
  perceive: 1 << 10,
  /** What a person suffers in body: fainting, dying, collapsing, falling ill. */
  harmed: 1 << 11,
  /** Leaving, quitting, giving up: what a person is driven to. */
  depart: 1 << 12,
  /** Obeying or depending: what a person is made to do by one who controls them. */
  submit: 1 << 13,
  /** Damaging or wrecking a thing. */
  damage: 1 << 14,
  /** Getting rid of a thing: destroying, hiding, erasing, throwing away. */
  destroy: 1 << 15,
  /** Wrongs said of a person: hitting, abusing, stealing, molesting (an accusation's verb). */
  wrong: 1 << 16,
  /** Lies and rumours ("a rumour", "lies", "a smear"). */
  slander: 1 << 17,
  /** Those who investigate a crime: police, detectives, investigators, auditors. */
  enforcer: 1 << 18,
} as const;
export type WideClass = keyof typeof WIDE_CLASSES;
export const WIDE_VERB_ROOTS: Partial<Record<WideClass, string[]>> = {
  steal: ['steal 1'],
  menace: ['frighten 1'],
  coerce: ['intimidate 1', 'intimidate 2', 'coerce 1', 'harass 1', 'terrorize 1', 'blackmail 1'],
  deceive: ['deceive 1', 'deceive 2', 'swindle 1', 'cheat 1', 'misinform 1'],
  inform: ['inform 1', 'tell 1', 'tell 2', 'warn 1', 'alert 1', 'notify 1'],
  perceive: ['perceive 1', 'notice 1', 'detect 1', 'see 1', 'look 1', 'watch 1', 'observe 1', 'catch 2'],
  harmed: ['faint 1', 'die 1', 'collapse 1', 'sicken 1', 'suffer 1', 'vomit 1', 'choke 1'],
  depart: ['leave 1', 'go_away 1', 'resign 1', 'quit 1', 'move 2', 'give_up 1'],
  submit: ['obey 1', 'submit 1', 'depend 1', 'trust 1', 'comply 1'],
  damage: ['damage 1', 'destroy 1', 'break 5', 'vandalize 1', 'scratch 1', 'slash 1', 'smash 1'],
  destroy: ['destroy 1', 'destroy 2', 'remove 1', 'delete 1', 'erase 1', 'hide 1', 'conceal 1', 'discard 1', 'burn 1', 'shred 1'],
  wrong: [
    'mistreat 1',
    'abuse 1',
    'abuse 2',
    'hit 2',
    'beat 1',
    'attack 1',
    'assault 1',
    'molest 1',
    'steal 1',
    'kill 1',
    'rape 1',
    'harass 1',
    'cheat 1',
    'embezzle 1',
  ],
};
export const WIDE_NOUN_ROOTS: Partial<Record<WideClass, string[]>> = {
  illness: ['illness 1'],
  hazard: ['poison 1', 'toxin 1', 'explosive 1', 'chemical_weapon 1'],
  // What can be slipped into a drink or a meal: a drug or medicine, alcohol, a poison.
  dosable: ['drug 1', 'alcohol 1', 'poison 1'],
  slander: ['defamation 1', 'falsehood 1', 'lie 1', 'rumor 1', 'gossip 1', 'smear 1'],
  enforcer: ['lawman 1', 'police 1', 'investigator 1', 'detective 1', 'detective 2', 'inspector 1', 'auditor 1'],
};
export const WIDE_SENSES = 3;
/** A noun sense whose gloss says it kills or poisons is a hazard ("cyanide", "oleander"). */
export const HAZARD_GLOSS = { re: /\b(?:poisonous|toxic|lethal|deadly)\b/, bit: WIDE_CLASSES.hazard };
/** A verb sense whose gloss says it is done unseen is covert ("listen in": "without the speaker's knowledge"). */
export const COVERT_GLOSS = {
  re: /\b(?:secretly|covertly|surreptitious\w*|stealthily|furtively|without (?:the |their |his |her )?(?:[\w-]+'s )?knowledge)\b/,
  bit: WIDE_CLASSES.covert,
};
/** An adverb or adjective whose first sense's gloss says it is done unseen ("on the sly": "in a furtive manner"). */
export const SECRET_GLOSS = {
  // In the definition, not its examples ("difficult": … "why is it so hard for you to keep a secret?").
  re: /^[^"]*\b(?:secre\w*|furtive\w*|stealth\w*|covert\w*|clandestine|surreptitious\w*|not (?:openly|perceived|noticed|seen|detected|observed)|without being (?:seen|noticed|detected))\b/,
  bit: WIDE_CLASSES.secret,
};
