// Two framings that make an ask about a harm protective, read by their parts rather than listed per harm: a
// training purpose (the harmful-looking artefact is made so that people learn to spot it) and a look for harm
// on the asker's own things (the asker is whom it targets, not who does it).
import { NOUN_CLASSES, nounClasses } from '../text/word-classes.js';

/**
 * A purpose clause of training: "…to train my staff to spot them", "so we can teach the team how to recognise
 * it", "for security awareness training". The purpose must be stated ("to", "for", "so we can"): "someone
 * trained to resist" states none.
 */
const TRAINING =
  /\b(?:to|for|so (?:that )?(?:i|we) can|in order to) (?:train|teach|educate|drill|coach)\w* (?:[\w'-]+ ){0,3}(?:to|how to) (?:spot|recogni[sz]e|detect|identify|report|catch)\b|\bfor (?:a |our |my )?(?:security )?awareness training\b/i;

// Looking for, or getting rid of, something on a thing of one's own: "is there spyware on my phone", "remove a
// keylogger from my laptop", "has someone installed stalkerware on my computer".
const LOOK_ON_MINE =
  /\b(?:(?:is|are) there(?! (?:a |any )?ways?\b)|(?:has|have|did) (?:someone|somebody|anyone|my \w+) (?:installed|put|planted|hidden|hid)|remov\w*|get rid of|delet\w*|uninstall\w*|detect\w*|scan\w*|check\w*|find out if|tell if|know if)\b(?:(?!\b(?:her|his|their|someone|somebody)\b|'s\b)[^.?!\n]){0,40}\b(?:on|in|from|off) my (?:own )?([a-z-]+)\b/gi;
/** Things of one's own that WordNet does not class as a device or property. */
const ALSO_MINE = new Set(['account', 'accounts', 'email', 'e-mail', 'inbox', 'phone', 'phones']);
const THING = NOUN_CLASSES.device | NOUN_CLASSES.property;

/** The text looks for or removes something on the asker's own device or account. */
function looksOnOwnThings(text: string): boolean {
  for (const m of text.matchAll(LOOK_ON_MINE)) {
    const word = m[1].toLowerCase();
    if (ALSO_MINE.has(word) || (nounClasses(word.replace(/s$/, '')) & THING) !== 0) return true;
  }
  return false;
}

/** Either framing: a stated training purpose, or a look for harm on the asker's own things. */
export const statesProtectivePurpose = (text: string): boolean => TRAINING.test(text) || looksOnOwnThings(text);
