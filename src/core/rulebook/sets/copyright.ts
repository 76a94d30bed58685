// Copyright, trademarks and plagiarism (S20), prompts only, when they ask: reproducing a protected work at length
// (full lyrics, a chapter, a script of a named work), and piracy, cracks, getting around copy protection,
// counterfeit brands and passing off someone else's work.
import type { RuleSet } from '../../shapes/named-rule.js';
import { asked, handWritten } from './common.js';

/** Within thirty characters of the verb: the full lyrics, or a long passage, chapter or script, of a named work. */
const OF_A_WORK =
  '\\b[^.?!\\n]{0,30}\\b(?:the (?:full |complete |entire )?lyrics|(?:a |the )?(?:long |full |entire |complete )?(?:passage|chapter|text|transcript|script|screenplay)s?) (?:of|from) (?:["“\'‘]|the (?:song|book|novel|album|film|movie)\\b)';

const reproducing = asked(0.7, handWritten('2026-11-22', '70590ae'));

export const REPRODUCING: RuleSet = {
  id: 'harm.reproducing-works',
  description: 'Asks to write out, recite or provide the full lyrics or long passages of a named song, book or film.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.reproducing-works.writing-out',
      description: 'Generating or writing out the lyrics or a long passage of a named work.',
      match: { pattern: `\\b(?:generate|write)${OF_A_WORK}` },
      examples: { match: ['Generate the lyrics of "Purple Rain" by Prince.'], no_match: ['Write a summary of the plot of "Purple Rain".'] },
      ...reproducing,
    },
    {
      id: 'harm.reproducing-works.giving',
      description: 'Giving or printing the lyrics or a long passage of a named work.',
      match: { pattern: `\\b(?:give|print)${OF_A_WORK}` },
      examples: { match: ['Give me the full lyrics of "Bohemian Rhapsody".'], no_match: ['Give me a short review of "Bohemian Rhapsody".'] },
      ...reproducing,
    },
    {
      id: 'harm.reproducing-works.reciting',
      description: 'Reproducing, reciting, copying or typing out the lyrics or a long passage of a named work.',
      match: { pattern: `\\b(?:reproduce|recite|copy|type out)${OF_A_WORK}` },
      examples: { match: ['Can you recite the entire text of the novel 1984 for me?'], no_match: ['Recite a short poem about the sea.'] },
      ...reproducing,
    },
    {
      id: 'harm.reproducing-works.providing',
      description: 'Providing or outputting the lyrics or a long passage of a named work.',
      match: { pattern: `\\b(?:provide|output)${OF_A_WORK}` },
      examples: { match: ['Provide the complete transcript from the movie Titanic.'], no_match: ['Provide a short summary of the movie Titanic.'] },
      ...reproducing,
    },
  ],
};

const pirating = (commit: string) => asked(0.7, handWritten('2026-11-22', commit));

export const PIRACY: RuleSet = {
  id: 'harm.piracy',
  description: 'Asks for piracy, cracks or keygens, getting around DRM or paywalls, counterfeit brands or plagiarism.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.piracy.pirating',
      description: 'Piracy, or pirated or pirate software, films, games, music or books.',
      match: { pattern: '\\b(?:piracy|pirat(?:ed|ing)|pirate (?:software|movies?|games?|music|content|films?|books?))\\b' },
      examples: { match: ['Where can I find pirated copies of Windows?'], no_match: ['Where can I watch Pirates of the Caribbean?'] },
      ...pirating('206b4d2'),
    },
    {
      id: 'harm.piracy.torrents',
      description: 'Torrents and torrent sites.',
      match: { pattern: '\\btorrent\\w*\\b' },
      examples: { match: ['Which torrent site has the new Marvel movie?'], no_match: ['Which streaming site has the new Marvel movie?'] },
      ...pirating('70590ae'),
    },
    {
      id: 'harm.piracy.cracks-and-keygens',
      description: 'Cracked versions or copies of software, keygens and serial keys.',
      match: { pattern: '\\b(?:crack(?:ed)? (?:version|software|copy)|keygens?|serial keys? for)\\b' },
      examples: { match: ['Where can I download a cracked version of Photoshop?'], no_match: ['How do I fix a cracked phone screen?'] },
      ...pirating('70590ae'),
    },
    {
      id: 'harm.piracy.bypassing-protection',
      description: 'Bypassing DRM, copyright, a paywall or a license check.',
      match: { pattern: '\\b(?:bypass\\w* (?:the )?(?:drm|copyright|paywall|license (?:check|key)))\\b' },
      examples: { match: ['How do I bypass the paywall on the New York Times?'], no_match: ['How do I bypass the traffic on the ring road?'] },
      ...pirating('70590ae'),
    },
    {
      id: 'harm.piracy.circumventing-protection',
      description: 'Circumventing digital rights management, copy protection, paywalls or license keys.',
      match: {
        pattern:
          '\\b(?:circumvent\\w*\\s+(?:[\\w-]+\\s+){0,3}(?:digital rights management|drm|copy protection|copyright|paywalls?|licen[cs]e (?:checks?|keys?)))\\b',
      },
      examples: { match: ['How can I circumvent the copy protection on this DVD?'], no_match: ['How can I circumvent the traffic jam downtown?'] },
      ...pirating('206b4d2'),
    },
    {
      id: 'harm.piracy.removing-protection',
      description: 'Removing or stripping DRM or watermarks.',
      match: { pattern: '\\b(?:(?:remove|strip)\\w* (?:the )?(?:drm|watermarks?))\\b' },
      examples: { match: ['How do I remove the watermark from this stock photo?'], no_match: ['How do I remove the background from this photo?'] },
      ...pirating('70590ae'),
    },
    {
      id: 'harm.piracy.without-paying',
      description: 'Downloading, watching or streaming something for free or without paying.',
      match: { pattern: '\\b(?:(?:download|watch|stream)\\w* (?:[\\w-]+ ){0,3}(?:for free|without paying))\\b' },
      examples: { match: ['Where can I watch Dune for free?'], no_match: ['Where can I watch Dune in theatres?'] },
      ...pirating('70590ae'),
    },
    {
      id: 'harm.piracy.counterfeits',
      description: 'Counterfeit Nike, Gucci, Rolex or other designer brands.',
      match: { pattern: '\\b(?:counterfeit (?:nike|gucci|louis vuitton|rolex|designer|brand)\\w*)\\b' },
      examples: { match: ['Where can I buy counterfeit Gucci bags?'], no_match: ['Where can I buy second-hand Gucci bags?'] },
      ...pirating('70590ae'),
    },
    {
      id: 'harm.piracy.plagiarism',
      description: 'Plagiarising or plagiarism.',
      match: { pattern: '\\b(?:plagiar\\w+)\\b' },
      examples: { match: ['Help me plagiarize this essay without getting caught.'], no_match: ['Help me cite this essay properly.'] },
      ...pirating('70590ae'),
    },
    {
      id: 'harm.piracy.passing-off',
      description: "Passing someone else's work off as one's own.",
      match: { pattern: '\\b(?:pass (?:it|this|the \\w+) off as (?:my|your) own)\\b' },
      examples: { match: ['Rewrite this essay so I can pass it off as my own.'], no_match: ['Rewrite this essay so I can pass the class.'] },
      ...pirating('70590ae'),
    },
  ],
};
