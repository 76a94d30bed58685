// Whether a request says its act is kept from the person it is done to, in words beyond acts-on-others' listed
// shapes: a manner word WordNet glosses as unseen ("on the sly", "in secret", "undetected": word-classes.ts,
// saysUnseen), "without" + a verb of telling or seeing ("without alerting the bank", "without being caught"), a
// time when nobody sees or the person is asleep ("when nobody is looking", "while she sleeps"), or the act's author
// hidden ("so he can't tell it was me").
import { saysUnseen, unseenWords, WIDE_CLASSES, wideClasses } from '../text/word-classes.js';
import type { Token } from './request-text.js';

/** Words that open a shape below. */
const HEADS = new Set('without when while whenever nobody asleep sleeps sleeping was'.split(' '));
const TELL_OR_SEE = WIDE_CLASSES.inform | WIDE_CLASSES.perceive;
const NOBODY = /^(?:nobody|no-one|noone)$/;
const ABSENT = /^(?:asleep|sleeps|sleeping|unconscious)$/;
const PERSON_SUBJECT = /^(?:he|she|they|nobody|no-one)$/;

let unseen: ReturnType<typeof unseenWords> | undefined;
/** Whether a text's words hold what some secrecy shape needs (a words gate, read before the tokens). */
export function cuesSecrecy(words: Iterable<string>): boolean {
  unseen ??= unseenWords();
  let when = false;
  let nobody = false;
  let was = false;
  let me = false;
  for (const w of words) {
    if (w === 'without' || unseen.ends.has(w) || unseen.words.has(w)) return true;
    when ||= w === 'when' || w === 'while' || w === 'whenever';
    nobody ||= NOBODY.test(w) || w === 'no' || ABSENT.test(w);
    was ||= w === 'was';
    me ||= w === 'me' || w === 'us';
  }
  return (when && nobody) || (was && me);
}

/** Whether the tokens say the act is done unseen by the person it is done to. */
export function saysSecretly(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].word;
    // A manner word or phrase of up to three words ("undetected", "in secret", "on the sly").
    // Phrases are looked up only when they end on a word some manner phrase ends on.
    unseen ??= unseenWords();
    if (unseen.words.has(w)) return true;
    if (i + 1 < tokens.length && unseen.ends.has(tokens[i + 1].word) && saysUnseen(`${w} ${tokens[i + 1].word}`)) return true;
    if (i + 2 < tokens.length && unseen.ends.has(tokens[i + 2].word) && saysUnseen(`${w} ${tokens[i + 1].word} ${tokens[i + 2].word}`)) return true;
    if (!HEADS.has(w)) continue;
    const next = tokens.slice(i + 1, i + 5).map((t) => t.word);
    // "without alerting the bank", "without being caught", "without my sister noticing".
    if (w === 'without' && next.slice(0, 3).some((n) => n.endsWith('ing') && n !== 'being' && (wideClasses('verb', n) & TELL_OR_SEE) !== 0)) return true;
    if (w === 'without' && next[0] === 'being' && (wideClasses('verb', next[1] ?? '') & TELL_OR_SEE) !== 0) return true;
    // "when nobody is looking", "while she sleeps", "while he is asleep".
    if (w === 'when' || w === 'while' || w === 'whenever') {
      if (NOBODY.test(next[0] ?? '') || (next[0] === 'no' && next[1] === 'one')) {
        if (next.some((n) => n.endsWith('ing') && (wideClasses('verb', n) & WIDE_CLASSES.perceive) !== 0)) return true;
      }
      if (PERSON_SUBJECT.test(next[0] ?? '') && next.slice(1, 3).some((n) => ABSENT.test(n))) return true;
    }
    // "so he can't tell it was me": the author of the act kept from the person.
    if (w === 'was' && tokens[i - 1]?.word === 'it' && /^(?:me|us)$/.test(next[0] ?? '')) return true;
  }
  return false;
}
