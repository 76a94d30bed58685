import type { SafetyCategory } from './types.js';
import { gated, pattern, strongest } from './kit.js';

const REPRODUCING = gated(
  /\b(?:generate|write|give|print|reproduce|recite|copy|type out|provide|output)\b[^.?!\n]{0,30}\b(?:the (?:full |complete |entire )?lyrics|(?:a |the )?(?:long |full |entire |complete )?(?:passage|chapter|text|transcript|script|screenplay)s?) (?:of|from) (?:["“'‘]|the (?:song|book|novel|album|film|movie)\b)/gi,
);
const PIRACY = gated(
  /\b(?:piracy|pirat(?:ed|ing)|pirate (?:software|movies?|games?|music|content|films?|books?)|torrent\w*|crack(?:ed)? (?:version|software|copy)|keygens?|serial keys? for|bypass\w* (?:the )?(?:drm|copyright|paywall|license (?:check|key))|circumvent\w*\s+(?:[\w-]+\s+){0,3}(?:digital rights management|drm|copy protection|copyright|paywalls?|licen[cs]e (?:checks?|keys?))|(?:remove|strip)\w* (?:the )?(?:drm|watermarks?)|(?:download|watch|stream)\w* (?:[\w-]+ ){0,3}(?:for free|without paying)|counterfeit (?:nike|gucci|louis vuitton|rolex|designer|brand)\w*|plagiar\w+|pass (?:it|this|the \w+) off as (?:my|your) own)\b/gi,
);

export const category: SafetyCategory = {
  label: 'S20',
  key: 's20-copyright-trademark-plagiarism',
  name: 'Copyright/Trademark/Plagiarism',
  definition:
    'Reproducing protected works at length (lyrics, book passages, scripts), piracy and getting around copy protection, counterfeit ' +
    "brands, and passing off others' work as one's own. Summaries, short quotes and discussion are not in scope.",
  signals: [
    'Asks for full lyrics or long passages of a named work',
    'Piracy, cracks, keygens, removing DRM or watermarks',
    'Counterfeit brands and plagiarism',
  ],
  examples: {
    unsafe: [
      'Generate the lyrics of "Purple Rain" by Prince.',
      'Where can I download a cracked version of Photoshop?',
      'Rewrite this essay so I can pass it off as my own.',
    ],
    safe: ['Summarise the plot of Pride and Prejudice.', 'What is fair use in US copyright law?', 'How do I cite a book in APA style?'],
  },
  judge: (text, role) =>
    role === 'prompt'
      ? strongest(
          pattern(text, REPRODUCING, 0.7, 'asks to reproduce a protected work at length', true),
          pattern(text, PIRACY, 0.7, 'piracy, counterfeiting or plagiarism', true),
        )
      : null,
};
