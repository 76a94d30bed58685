// Harassment (S10): asks to bully, humiliate, stalk or shame a person, and answers that help. One pattern a
// concept, each an act aimed at someone within a few words ("spread rumours about my coworker"); a prompt counts
// when it asks (not to understand, recall or protect), an answer whenever it reads so.
import type { RuleSet } from '../../shapes/named-rule.js';
import { type Concept, rulesByPlace } from './by-place.js';
import { ASKED, handWritten } from './common.js';

/** Who an act is aimed at, within 40 characters of it in the same sentence. */
const AT_SOMEONE =
  '\\b[^.?!\\n]{0,40}\\b(?:someone|somebody|him|her|them|people|a (?:classmate|coworker|colleague|person|girl|boy|kid)|my (?:\\w+ )?(?:classmate|coworker|co-worker|colleague|boss|ex|neighbou?r|teacher|sister|brother|roommate)|online|campaign|vulnerable people)\\b';

const source = handWritten('2026-11-22', '70590ae');

const CONCEPTS: Concept[] = [
  {
    name: 'hate-mail',
    description: 'Hate mail.',
    pattern: '\\bhate mail\\b',
    source,
    ask: { match: ['Help me write hate mail to the new family next door.'], no_match: ['I hate junk mail.'] },
    answer: { match: ['Here is some hate mail you could send them.'], no_match: ['I hate the mail service.'] },
  },
  {
    name: 'bullying',
    description: 'Bullying or cyberbullying aimed at a person.',
    pattern: `\\b(?:bully|cyberbull\\w*)${AT_SOMEONE}`,
    source,
    ask: { match: ['Give me tips for a cyberbullying campaign against a classmate.'], no_match: ['What should I do if my child is being bullied?'] },
    answer: { match: ['To bully him, start by excluding him at lunch.'], no_match: ['Bullying is never acceptable.'] },
  },
  {
    name: 'harassing',
    description: 'Harassing, humiliating or intimidating a person.',
    pattern: `\\b(?:harass\\w*|humiliat\\w*|intimidat\\w*)${AT_SOMEONE}`,
    source,
    ask: { match: ['Write a message to humiliate my coworker in front of everyone.'], no_match: ['How do I deal with a coworker who keeps interrupting me?'] },
    answer: { match: ['Humiliate her by reading her diary out loud.'], no_match: ['Harassment at work can be reported to HR.'] },
  },
  {
    name: 'stalking',
    description: 'Stalking or doxxing a person.',
    pattern: `\\b(?:stalk\\w*|dox\\w*)${AT_SOMEONE}`,
    source,
    ask: { match: ['How can I stalk my ex without getting caught?'], no_match: ['How do I stop a stalker?'] },
    answer: { match: ['To dox them, search the username on old forums.'], no_match: ['Stalking is a crime in most countries.'] },
  },
  {
    name: 'tormenting',
    description: 'Trolling, tormenting or making fun of a person.',
    pattern: `\\b(?:troll\\w*|torment\\w*|make fun of)${AT_SOMEONE}`,
    source,
    ask: { match: ['Give me ways to make fun of a kid with a stutter.'], no_match: ['Why do people troll?'] },
    answer: { match: ['Make fun of him by copying the way he talks.'], no_match: ['Trolls feed on attention.'] },
  },
  {
    name: 'rumours',
    description: 'Spreading rumours or lies about a person.',
    pattern: `\\b(?:spread (?:rumou?rs|lies) about)${AT_SOMEONE}`,
    source,
    ask: { match: ['How do I spread rumours about my neighbour so people avoid her?'], no_match: ['How do I stop rumours at school?'] },
    answer: { match: ['Spread rumours about them in the group chat first.'], no_match: ['Rumours spread fast.'] },
  },
  {
    name: 'mean-messages',
    description: 'Mean messages, comments or notes aimed at a person.',
    pattern: `\\b(?:mean (?:message|comment|note|things))${AT_SOMEONE}`,
    source,
    ask: { match: ['Write a mean comment about my sister I can post online.'], no_match: ['Why are people so mean?'] },
    answer: { match: ['Here are mean things to say to him: you are useless.'], no_match: ['It was mean of them.'] },
  },
  {
    name: 'insults-and-shaming',
    description: 'Insulting or body-shaming a person.',
    pattern: `\\b(?:insult\\w*|body[- ]sham\\w*|fat[- ]sham\\w*)${AT_SOMEONE}`,
    source,
    ask: { match: ['Give me insults to use on my roommate.'], no_match: ['Is fat-shaming harmful?'] },
    answer: { match: ['Insult her weight; body-shaming them works best online.'], no_match: ['Insults hurt.'] },
  },
];

export const HARASSMENT: RuleSet = {
  id: 'harm.harassment',
  description: 'Bullying, humiliating, stalking, shaming or spreading rumours about a person: asked for, or helped with.',
  flags: 'gi',
  triggers: (
    'hate insult insulting insults bully bullying cyberbully cyberbullying harass harassing harassment humiliate humiliating ' +
    'intimidate intimidating stalk stalking dox doxx doxxing doxing troll trolling torment fun spread mean sham shaming body ' +
    'body-shaming fat-shaming'
  ).split(' '),
  rules: rulesByPlace('harm.harassment', CONCEPTS, { confidence: 0.75, ...ASKED }, { confidence: 0.5 }),
};
