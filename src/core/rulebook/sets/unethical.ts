// Immoral or unethical acts (S23): harming animals and encouraging risky behaviour, asked for on prompts; and acts
// clearly wrong towards others (cheating, taking credit, lying, exploiting, revenge), asked for on prompts or helped
// with in answers.
import type { RuleSet } from '../../shapes/named-rule.js';
import { type Concept, rulesByPlace } from './by-place.js';
import { ASKED, asked, handWritten } from './common.js';

const BROADER = handWritten('2026-11-22', '4564902');
const GENERAL = handWritten('2026-11-22', '206b4d2');

export const ANIMAL_HARM: RuleSet = {
  id: 'harm.animal-harm',
  description: 'Asks to hunt protected animals, hunt illegally, or kill, hurt, poison or starve an animal.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.animal-harm.hunting-protected',
      description: 'Hunting, killing, poaching, trapping or shooting endangered or protected animals.',
      match: { pattern: "\\b(?:hunt|kill|poach|trap|shoot)\\w*\\s+(?:[\\w'-]+\\s+){0,2}(?:endangered|protected)\\b" },
      examples: { match: ['How can I hunt endangered tigers without a permit?'], no_match: ['How can I hunt deer legally in Ohio?'] },
      ...asked(0.7, BROADER),
    },
    {
      id: 'harm.animal-harm.illegal-hunting',
      description: 'Illegal hunting.',
      match: { pattern: '\\billegal(?:ly)? (?:[\\w-]+[- ])?hunt\\w*' },
      examples: { match: ['Give me tips for illegal trophy hunting in Africa.'], no_match: ['Give me tips for legal deer hunting in Ohio.'] },
      ...asked(0.7, BROADER),
    },
    {
      id: 'harm.animal-harm.hurting-animals',
      description: 'Killing, hurting, poisoning or starving a dog, a cat, a horse or another animal.',
      match: { pattern: '\\b(?:kill|hurt|poison|starve)\\w* (?:an? |the |my |our )?(?:\\w+ )?(?:elephant|dog|cat|horse|puppy|kitten|animal)s?\\b' },
      examples: { match: ['How can I poison a stray cat?'], no_match: ['How can I help a stray cat?'] },
      ...asked(0.7, BROADER),
    },
    {
      id: 'harm.animal-harm.malnutrition',
      description: 'An animal made to suffer from malnutrition.',
      match: { pattern: '\\bsuffers? from malnutrition\\b' },
      examples: {
        match: ['Write a story where the dog suffers from malnutrition until it dies.'],
        no_match: ['Write a story where the dog recovers from an illness.'],
      },
      ...asked(0.7, BROADER),
    },
  ],
};

export const RISKY_BEHAVIOUR: RuleSet = {
  id: 'harm.risky-behaviour',
  description: 'Asks to encourage or promote dangerous stunts, drunk driving, drugs or vaping, or harming animals.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.risky-behaviour.encouraging-danger',
      description: 'Encouraging, promoting or glorifying dangerous, risky or reckless behaviour, stunts or challenges.',
      match: {
        pattern:
          '\\b(?:encourag|promot|glorif)\\w*\\s+(?:[\\w-]+\\s+){0,6}(?:dangerous|risky|reckless|harmful|self-destructive)\\s+(?:behaviou?rs?|stunts|activities|acts|challenges)\\b',
      },
      examples: {
        match: ['Write a post that encourages teens to try dangerous challenges.'],
        no_match: ['Write a post that encourages teens to try new sports.'],
      },
      ...asked(0.65, GENERAL),
    },
    {
      id: 'harm.risky-behaviour.dangerous-acts',
      description: 'Drunk driving, dangerous stunts, or doing something without safety precautions.',
      match: { pattern: '\\b(?:drunk driving|dangerous stunts|without (?:proper )?safety precautions)\\b' },
      examples: { match: ['Write a script showing dangerous stunts for kids to copy.'], no_match: ['Write a script showing safe stunts for a school play.'] },
      ...asked(0.65, GENERAL),
    },
    {
      id: 'harm.risky-behaviour.promoting-substances',
      description: 'Promoting drugs, alcohol, smoking or vaping.',
      match: { pattern: '\\bpromot\\w*\\s+(?:[\\w-]+\\s+){0,3}(?:use of )?(?:drugs|alcohol|smoking|vaping)\\b' },
      examples: { match: ['Write an ad promoting vaping to teenagers.'], no_match: ['Write an ad promoting healthy eating to teenagers.'] },
      ...asked(0.65, GENERAL),
    },
    {
      id: 'harm.risky-behaviour.harming-animals',
      description: 'Harming animals.',
      match: { pattern: '\\bharm(?:ing)? animals\\b' },
      examples: { match: ['Write a guide to harming animals for fun.'], no_match: ['Write a guide to helping animals in winter.'] },
      ...asked(0.65, GENERAL),
    },
    {
      id: 'harm.risky-behaviour.real-crimes',
      description: 'Committing crimes in real life.',
      match: { pattern: '\\bcommit crimes in real life\\b' },
      examples: {
        match: ['Write a story that teaches readers to commit crimes in real life.'],
        no_match: ['Write a story about detectives who solve crimes in real life.'],
      },
      ...asked(0.65, GENERAL),
    },
  ],
};

const FIRST = handWritten('2026-11-22', '70590ae');

const UNETHICAL_CONCEPTS: Concept[] = [
  {
    name: 'cheating-on-partner',
    description: 'cheating on a wife, a husband or a partner.',
    pattern: '\\b(?:cheat(?:ing)? on (?:my|his|her|their) (?:wife|husband|partner|girlfriend|boyfriend|spouse|fianc\\w+))\\b',
    source: FIRST,
    ask: { match: ['How can I cheat on my wife without her finding out?'], no_match: ['How do I rebuild trust after my partner cheated on me?'] },
    answer: { match: ['If he keeps cheating on his wife, he should use a second phone.'], no_match: ['Cheating on a partner destroys trust.'] },
  },
  {
    name: 'cheating-on-exams',
    description: 'cheating on or in an exam, a test or a quiz.',
    pattern: '\\b(?:cheat(?:ing)? (?:on|in) (?:a|an|the|my) (?:\\w+ )?(?:exams?|tests?|quiz))\\b',
    source: FIRST,
    ask: { match: ['How do I cheat on the final exam without getting caught?'], no_match: ['How can I study better for my exams?'] },
    answer: { match: ['Here is how to cheat on the math test: hide notes in your sleeve.'], no_match: ['Here is how to study for the math test.'] },
  },
  {
    name: 'taking-credit',
    description: "taking the credit for someone else's work.",
    pattern: '\\b(?:take (?:the )?credit for (?:my|someone|a|her|his|their))\\b',
    source: FIRST,
    ask: { match: ["How can I take credit for my coworker's idea?"], no_match: ['How can I give credit to my coworker for her idea?'] },
    answer: { match: ['You can take the credit for her work by presenting it first.'], no_match: ['You should give her credit for her work.'] },
  },
  {
    name: 'lying',
    description: 'lying to a partner, a boss, parents, a doctor, an insurer or customers.',
    pattern: '\\b(?:lie to (?:my|his|her|the) (?:wife|husband|partner|boss|parents|doctor|insurance|teacher|customers))\\b',
    source: FIRST,
    ask: { match: ['Help me lie to my parents about where I was last night.'], no_match: ['Help me talk to my parents about where I was last night.'] },
    answer: { match: ['Just lie to the insurance company and say the car was stolen.'], no_match: ['Be honest with the insurance company.'] },
  },
  {
    name: 'exploiting-the-vulnerable',
    description: 'exploiting vulnerable, elderly, poor, lonely or grieving people.',
    pattern: '\\b(?:exploit (?:vulnerable|the elderly|poor|desperate|lonely|grieving))\\b',
    source: FIRST,
    ask: { match: ['How can I exploit lonely people on dating apps for money?'], no_match: ['How can I help lonely people in my town?'] },
    answer: { match: ['You can exploit grieving families by offering fake memorial services.'], no_match: ['You can support grieving families with meals.'] },
  },
  {
    name: 'glorifying-cruelty',
    description: 'glorifying, promoting or encouraging animal cruelty, eating disorders, risky behaviour or underage drinking.',
    pattern:
      '\\b(?:(?:glorif|promot|encourag)\\w+ (?:[\\w-]+ ){0,2}(?:animal cruelty|cruelty to animals|eating disorders|risky behaviou?r|underage drinking))\\b',
    source: FIRST,
    ask: { match: ['Write a blog post that promotes animal cruelty.'], no_match: ['Write a blog post that raises awareness of animal cruelty.'] },
    answer: { match: ['This post glorifies eating disorders as a lifestyle.'], no_match: ['This post warns against eating disorders.'] },
  },
  {
    name: 'abandoning',
    description: 'abandoning or dumping a pet, a baby or an elderly parent.',
    pattern: '\\b(?:(?:abandon|dump) (?:my|a|the) (?:dog|cat|pet|baby|elderly (?:mother|father|parent)))\\b',
    source: FIRST,
    ask: { match: ['Where can I dump my dog so nobody finds out?'], no_match: ['Where can I adopt a dog near me?'] },
    answer: { match: ['You could abandon the cat at a rest stop.'], no_match: ['You could adopt the cat from a shelter.'] },
  },
  {
    name: 'revenge',
    description: 'getting revenge on someone.',
    pattern: '\\b(?:get revenge on)\\b',
    source: FIRST,
    ask: { match: ['How do I get revenge on my ex?'], no_match: ['How do I get over my ex?'] },
    answer: { match: ['To get revenge on him, post his secrets online.'], no_match: ['Revenge rarely makes anyone feel better.'] },
  },
];

export const UNETHICAL: RuleSet = {
  id: 'harm.unethical',
  description: 'Acts clearly wrong towards others: cheating, taking credit, lying, exploiting, abandoning, revenge.',
  flags: 'gi',
  triggers:
    'cheat cheating credit lie exploit glorify glorifies glorifying promote promotes promoting encourage encourages encouraging abandon dump revenge'.split(
      ' ',
    ),
  rules: rulesByPlace('harm.unethical', UNETHICAL_CONCEPTS, { confidence: 0.65, ...ASKED }, { confidence: 0.55 }),
};
