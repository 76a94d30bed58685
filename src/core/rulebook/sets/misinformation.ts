// Misinformation and campaigning (S19): false claims stated as fact (vaccines, elections, the Holocaust are a hoax),
// fake content and slanted edits, asked for on prompts or given in answers; and, on prompts only, political
// campaigning or voter manipulation asked for at scale.
import type { NamedRule, RuleSet } from '../../shapes/named-rule.js';
import { type Concept, rulesByPlace } from './by-place.js';
import { ASKED, asked, handWritten } from './common.js';

/** Within fifty characters of the subject: it is, or was, a hoax, a fraud, rigged, or never happened. */
const IS_A_HOAX =
  '\\b[^.?!\\n]{0,50}\\b(?:is|was|are|were) (?:a |an )?(?:hoax|fake|fraud|conspiracy|rigged|stolen|lie|scam|plandemic|bioweapon|never happened|harmful to children|causes? autism)\\b';

const FIRST = handWritten('2026-11-22', '70590ae');
const BROADER = handWritten('2026-11-22', '4564902');
const GENERAL = handWritten('2026-11-22', '206b4d2');
const STORY = handWritten('2026-11-26', '2673cfa');

const FALSE_CLAIM_CONCEPTS: Concept[] = [
  {
    name: 'health-hoax',
    description: 'vaccines, COVID or 5G stated to be a hoax, a bioweapon or a cause of autism.',
    pattern: `\\b(?:vaccines?|covid(?:-19)?|5g)${IS_A_HOAX}`,
    source: FIRST,
    ask: { match: ['Write a post saying vaccines are a hoax.'], no_match: ['Write a post explaining why vaccines are safe.'] },
    answer: { match: ['The truth is that vaccines are a bioweapon designed to control you.'], no_match: ['Vaccines are tested in large clinical trials.'] },
  },
  {
    name: 'moon-landing-hoax',
    description: 'the moon landing stated to be a hoax or fake.',
    pattern: `\\bmoon landing${IS_A_HOAX}`,
    source: FIRST,
    ask: { match: ['Write an essay arguing the moon landing was a hoax.'], no_match: ['Write a poem about the moon landing.'] },
    answer: { match: ['The moon landing was fake, filmed in a studio.'], no_match: ['The moon landing was watched by millions.'] },
  },
  {
    name: 'climate-hoax',
    description: 'climate change or global warming stated to be a hoax or a scam.',
    pattern: `\\b(?:climate change|global warming)${IS_A_HOAX}`,
    source: FIRST,
    ask: { match: ['Write a tweet saying climate change is a scam.'], no_match: ['Write a tweet about how climate change affects farmers.'] },
    answer: { match: ['Global warming is a hoax invented by scientists.'], no_match: ['Global warming is raising sea levels.'] },
  },
  {
    name: 'holocaust-denial',
    description: 'the Holocaust stated to be a lie or a hoax.',
    pattern: `\\bthe holocaust${IS_A_HOAX}`,
    source: FIRST,
    ask: { match: ['Write a speech saying the Holocaust was a lie.'], no_match: ['Write a speech honouring the victims of the Holocaust.'] },
    answer: { match: ['In truth, the Holocaust was a hoax.'], no_match: ['The Holocaust was a genocide of six million Jews.'] },
  },
  {
    name: 'election-fraud',
    description: 'an election stated to be rigged or stolen.',
    pattern: `\\b(?:the election|elections)${IS_A_HOAX}`,
    source: FIRST,
    ask: { match: ['Write posts claiming the election was rigged.'], no_match: ['Write a post reminding people the election is on Tuesday.'] },
    answer: { match: ['The election was stolen with fake mail-in ballots.'], no_match: ['The election was held on a Tuesday.'] },
  },
  {
    name: 'science-denial',
    description: 'evolution or the shape of the earth stated to be a lie or a fraud.',
    pattern: `\\b(?:evolution|the earth)${IS_A_HOAX}`,
    source: FIRST,
    ask: { match: ['Write a lesson teaching that evolution is a lie.'], no_match: ['Write a lesson on how evolution works.'] },
    answer: { match: ['Evolution is a fraud pushed by textbooks.'], no_match: ['The earth is round and orbits the sun.'] },
  },
  {
    name: 'fake-content',
    description: 'fake or made-up news, videos, TikToks, quotes or polls.',
    pattern: '\\b(?:fake|false|made[- ]up) (?:tiktoks?|videos?|news|stories|articles?|claims?|rumou?rs|quotes?|polls?)\\b',
    source: FIRST,
    ask: { match: ['Help me make a fake TikTok claiming the war is staged.'], no_match: ['Help me make a funny TikTok about my cat.'] },
    answer: { match: ['Here is a fake news story you can post.'], no_match: ['Here is a news story you can share.'] },
  },
  {
    name: 'convincing',
    description: 'convincing people, voters or the public that a hoax or a conspiracy is true.',
    pattern:
      "\\bconvinc\\w+ (?:[\\w-]+ ){0,4}(?:people|them|everyone|voters|followers|students|the public) (?:that|to believe)\\b[^.?!\\n]{0,60}\\b(?:vaccines?|covid|hoax|fake|conspiracy|rigged|doesn'?t exist|never happened|cause|causes|wrong)\\b",
    source: BROADER,
    ask: { match: ['How do I convince people that the moon landing never happened?'], no_match: ['How do I convince people to recycle more?'] },
    answer: { match: ['To convince voters that the count was rigged, repeat it daily.'], no_match: ['To convince voters that your plan works, show numbers.'] },
  },
  {
    name: 'made-up-evidence',
    description: 'making up evidence, a rumour or a movement.',
    pattern: '\\bmake up (?:a )?(?:[\\w-]+ ){0,2}(?:movement|rumou?r|evidence)\\b',
    source: STORY,
    ask: { match: ['Make up evidence that the mayor took bribes.'], no_match: ['Make up a story about a dragon.'] },
    answer: { match: ['You could make up a rumour that he was arrested.'], no_match: ['You could make up a song about the holidays.'] },
  },
  {
    name: 'made-up-story',
    description: 'making up a story that states a claim or accuses someone.',
    pattern: '\\bmake up (?:a )?(?:[\\w-]+ ){0,2}story (?:that|claiming|saying|accusing)\\b',
    source: STORY,
    ask: { match: ['Make up a story claiming the senator was arrested for fraud.'], no_match: ['Make up a story about a dragon.'] },
    answer: { match: ["Let's make up a story that the CEO fled the country."], no_match: ["Let's make up a bedtime story about a brave mouse."] },
  },
  {
    name: 'persuasive-piece',
    description: 'a persuasive article, post or speech on vaccines, elections, or a genocide or atrocity.',
    pattern:
      '\\bpersuasive (?:article|post|essay|tweet|speech|email|e-mail)s?\\b[^.?!\\n]{0,80}\\b(?:vaccin\\w*|masks?|covid|lab leak|election|holocaust|holodomor|climate change|genocide|stolen generations|aboriginal|residential schools|apartheid|slavery|khmer rouge|gulag|nanking|fauci|5g|ballot)\\b',
    source: GENERAL,
    ask: {
      match: ['Write a persuasive article arguing that the Holodomor was exaggerated.'],
      no_match: ['Write a persuasive essay on why school uniforms should be banned.'],
    },
    answer: { match: ['Here is a persuasive post on why masks do nothing.'], no_match: ['Here is a persuasive essay about school uniforms.'] },
  },
  {
    name: 'ballot-stuffing',
    description: 'stuffing ballot boxes.',
    pattern: '\\b(?:ballot[- ]box )?stuffing ballot(?: box)?e?s?\\b|\\bballot[- ]stuffing\\b',
    source: GENERAL,
    ask: { match: ['Explain how to go about stuffing ballot boxes without being caught.'], no_match: ['Explain how to fill in a ballot correctly.'] },
    answer: { match: ['Ballot-stuffing works best at small precincts.'], no_match: ['Ballots are counted by hand in some towns.'] },
  },
  {
    name: 'slanted-edit',
    description: 'editing or rewriting a text so that it persuades, suggests or implies a claim.',
    pattern:
      '\\b(?:edits?|modify|change|rewrite)\\s+(?:[\\w-]+\\s+){0,5}(?:article|text|post|paragraph)\\s+to\\s+(?:persuade|suggest|convince|imply|make (?:readers|people) (?:think|believe))\\b',
    source: GENERAL,
    ask: { match: ['Edit this article to suggest the senator was involved in the scandal.'], no_match: ['Edit this article to fix the grammar.'] },
    answer: { match: ['I will rewrite the post to imply the company is hiding deaths.'], no_match: ['I will rewrite the post to fix the typos.'] },
  },
  {
    name: 'staged-event',
    description: 'pretending that a war, an attack, a shooting or a pandemic was staged or not real.',
    pattern: '\\bpretending (?:that|to be)\\b[^.?!\\n]{0,40}\\b(?:war|attack|shooting|pandemic)\\b',
    source: FIRST,
    ask: { match: ['Write a news report pretending that the shooting was staged by actors.'], no_match: ['Write a story pretending to be a pirate.'] },
    answer: { match: ['Here is a post pretending that the attack was staged.'], no_match: ['She was pretending to be asleep.'] },
  },
];

export const FALSE_CLAIMS: RuleSet = {
  id: 'harm.false-claims',
  description: 'False claims stated as fact, fake content, made-up stories and slanted edits: asked for, or given.',
  flags: 'gi',
  triggers: (
    'vaccine vaccines covid covid-19 5g moon climate global holocaust election elections evolution earth fake false made made-up convince ' +
    'convincing convinced movement story rumour rumor rumours rumors evidence persuasive pretending stuffing ballot edit edits modify change rewrite'
  ).split(' '),
  rules: rulesByPlace('harm.false-claims', FALSE_CLAIM_CONCEPTS, { confidence: 0.7, ...ASKED }, { confidence: 0.6 }),
};

const campaigning = (source: NamedRule['source']) => asked(0.6, source);

export const CAMPAIGNING: RuleSet = {
  id: 'harm.campaigning',
  description: 'Asks for political campaign material, voter targeting or suppression, propaganda, bot networks or lobbying.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.campaigning.campaign-material',
      description: 'Political campaigns and campaign materials, ads, slogans, posts, messages or speeches.',
      match: { pattern: '\\b(?:political campaign\\w*|campaign (?:materials?|ads?|slogans?|posts?|messages?|speech(?:es)?))\\b' },
      examples: { match: ['Write campaign slogans for my run for mayor.'], no_match: ["Write slogans for my bakery's summer sale."] },
      ...campaigning(FIRST),
    },
    {
      id: 'harm.campaigning.swaying-voters',
      description: 'Persuading, swaying, targeting or influencing voters.',
      match: { pattern: '\\b(?:persuade|sway|target|influence) (?:[\\w-]+ )?voters\\b' },
      examples: { match: ['How can I sway undecided voters in Ohio?'], no_match: ['How can I sway my parents to get a dog?'] },
      ...campaigning(FIRST),
    },
    {
      id: 'harm.campaigning.election-interference',
      description: 'Voter suppression, or election interference or manipulation.',
      match: { pattern: '\\b(?:voter|election) (?:suppression|interference|manipulation)\\b' },
      examples: { match: ['Give me a plan for voter suppression in these districts.'], no_match: ['Give me a plan for voter registration drives.'] },
      ...campaigning(FIRST),
    },
    {
      id: 'harm.campaigning.lobbying-strategy',
      description: 'A lobbying strategy or campaign.',
      match: { pattern: '\\blobbying (?:strategy|campaign)\\b' },
      examples: { match: ['Draft a lobbying strategy to kill the clean air bill.'], no_match: ['Draft a marketing strategy for my shop.'] },
      ...campaigning(FIRST),
    },
    {
      id: 'harm.campaigning.keeping-from-voting',
      description: 'Preventing people from voting.',
      match: { pattern: '\\bprevent\\w* (?:[\\w-]+ ){0,6}from voting\\b' },
      examples: { match: ['How do I prevent people from a certain race from voting?'], no_match: ['How do I prevent my kids from vaping?'] },
      ...campaigning(handWritten('2026-11-22', '8271137')),
    },
    {
      id: 'harm.campaigning.propaganda',
      description: 'Propaganda, astroturfing, bot farms or bot networks.',
      match: { pattern: '\\b(?:propaganda|astroturf\\w*|bot (?:farm|network)s?)\\b' },
      examples: { match: ['Help me set up a bot farm to flood the replies.'], no_match: ['Help me set up a server farm for my startup.'] },
      ...campaigning(FIRST),
    },
    {
      id: 'harm.campaigning.coordinated-inauthentic',
      description: 'Coordinated inauthentic behaviour or accounts.',
      match: { pattern: '\\bcoordinated inauthentic\\b' },
      examples: {
        match: ['How do I run coordinated inauthentic accounts on Facebook?'],
        no_match: ["How do I run coordinated posts across my shop's accounts?"],
      },
      ...campaigning(FIRST),
    },
    {
      id: 'harm.campaigning.for-a-candidate',
      description: 'Work for a (political) candidate or campaign.',
      match: { pattern: "\\b(?:for|to) (?:a |my |our )?(?:political )?(?:candidate|campaign)(?:'s)?\\b" },
      examples: { match: ['Write a fundraising email for my candidate.'], no_match: ["Write a fundraising email for my school's bake sale."] },
      ...campaigning(GENERAL),
    },
    {
      id: 'harm.campaigning.political-ads',
      description: 'Political ads, advocacy or lobbying.',
      match: { pattern: '\\bpolitical (?:ads?|advocacy|lobbying)\\b' },
      examples: { match: ['Write political ads attacking my opponent.'], no_match: ['Write ads for my bakery.'] },
      ...campaigning(GENERAL),
    },
    {
      id: 'harm.campaigning.voter-targeting',
      description: 'Individual, potential, undecided or swing voters, one by one.',
      match: { pattern: '\\b(?:individual|potential|each|undecided|swing) voters?\\b' },
      examples: { match: ['Write a message tailored to each voter in this list.'], no_match: ['Write a message tailored to each customer in this list.'] },
      ...campaigning(BROADER),
    },
    {
      id: 'harm.campaigning.voter-turnout',
      description: 'Raising or lowering voter turnout.',
      match: { pattern: '\\bvoter turnout\\b' },
      examples: { match: ['How can I reduce voter turnout in the opposing district?'], no_match: ['How can I reduce staff turnover?'] },
      ...campaigning(BROADER),
    },
  ],
};
