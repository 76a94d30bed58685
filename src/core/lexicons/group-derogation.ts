// Hate read by its parts: a group of people named by who they are (a nationality, a faith, women, gay or disabled
// people — WordNet's inhabitants, religious persons and the like) said to be vermin, criminals or animals, or to
// deserve killing or expulsion ("Xs are rats", "all Ys should be deported"). The group and the vile noun are
// WordNet classes; the adjectives and the fates are short lists (WordNet files adjectives by similarity, not by
// kind). "Black olives are bitter" and "mosquitoes are pests" fail on the subject's class.
import { ACT_CLASSES, actClasses, NOUN_CLASSES, nounClasses } from '../text/word-classes.js';
import { mayHoldWord } from './word-gate.js';

// Read from each "are" or "should": the group before it, then what it is called or wished after it.
const ANCHOR = /\b(?:are|r|should|must|need to|ought to|deserve to)\b/g;
/** The anchors' first words: a text that holds none of them as a word has no anchor. */
const ANCHOR_HEADS = ['are', 'r', 'should', 'must', 'need', 'ought', 'deserve'];
const BEFORE = /(?:^|[^a-z'-])((?:[a-z][a-z'-]+ )?[a-z][a-z'-]+) $/;
const CALLED =
  /^ (?:(?:all|just|only|nothing but|such|so|really|basically|literally|naturally|genetically|a bunch of|no better than|like|worse than|a plague of) )*(?:an? )?([a-z][a-z-]+)\b/;
const FATE = /^ (?:all )?(?:be |get )?([a-z]+(?: (?:out|down|off|away|up))?)\b/;
/** Adjectives that demean a whole group (WordNet has no class for them). */
const DEMEANING =
  /^(?:stupid|dumb|inferior|subhuman|sub-human|filthy|dirty|disgusting|worthless|evil|savage|primitive|lazy|vile|greedy|violent|dangerous|degenerate|diseased|untrustworthy|barbaric|backward|parasitic|uncivilized|uncivilised|useless|retarded|burden|burdens)$/;
/** Kinds of animal a person is, by biology: calling a group one is no insult. */
const TAXONOMIC = /^(?:mammals?|vertebrates?|primates?|hominids?|hominins?|organisms?|omnivores?|humans?|animals? too)$/;
/** Fates a group is wished, besides killing (read by WordNet): expulsion and removal. */
const EXPELLED =
  /^(?:deported|expelled|banned|removed|driven out|kicked out|thrown out|locked up|sterilized|sterilised|segregated|wiped out|put down|gassed|eradicated|exterminated|eliminated|purged|enslaved)$/;

const identity = (word: string) => (nounClasses(word) & NOUN_CLASSES.identity) !== 0;
/** A group by identity, in the plural: "Mexicans", "women", "the disabled", "gay people". */
function isGroup(phrase: string): boolean {
  const words = phrase.split(' ');
  const head = words[words.length - 1];
  if (words.length === 2 && /^(?:people|folks|persons|men|women|kids)$/.test(head)) return identity(words[0]) || identity(head);
  return identity(head) && /(?:s|men)$|^(?:disabled|jewry)$/.test(head);
}

/**
 * Where a text demeans a group of people by who they are, or wishes them harm. `words`: the lower-cased words of
 * the text or of a longer one it starts (lowerWords), when known.
 */
export function readGroupDerogation(scan: string, words?: ReadonlySet<string>): { start: number; end: number }[] {
  // Most support chats hold no anchor word, and skip the scan.
  if (words && !mayHoldWord(scan, words, ANCHOR_HEADS)) return [];
  const text = scan.toLowerCase().replace(/[’‘]/g, "'");
  const found: { start: number; end: number }[] = [];
  for (const anchor of text.matchAll(ANCHOR)) {
    const before = BEFORE.exec(text.slice(Math.max(0, anchor.index - 40), anchor.index));
    if (!before || !isGroup(before[1])) continue;
    const after = text.slice(anchor.index + anchor[0].length, anchor.index + anchor[0].length + 80);
    const start = anchor.index - before[1].length - 1;
    if (anchor[0] === 'are' || anchor[0] === 'r') {
      const m = CALLED.exec(after);
      if (!m) continue;
      const classes = nounClasses(m[1]);
      if (DEMEANING.test(m[1]) || (classes & NOUN_CLASSES.vile) !== 0 || ((classes & NOUN_CLASSES.animal) !== 0 && !TAXONOMIC.test(m[1])))
        found.push({ start, end: anchor.index + anchor[0].length + m[0].length });
    } else {
      const m = FATE.exec(after);
      if (!m) continue;
      const killed = (actClasses(m[1].replace(/ed$/, '')) & ACT_CLASSES.kill) !== 0 || (actClasses(m[1]) & ACT_CLASSES.kill) !== 0;
      if (EXPELLED.test(m[1]) || killed) found.push({ start, end: anchor.index + anchor[0].length + m[0].length });
    }
  }
  return found;
}
