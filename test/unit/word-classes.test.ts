// The kinds of things nouns name and of acts verbs name, from WordNet's hypernyms of a word's most frequent sense:
// what the harmful-request reading asks to tell "strangle the night guard" from "kill a zombie process".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACT_CLASSES, actClasses, classNames, knownCompound, NOUN_CLASSES, nounClasses } from '../../src/core/text/word-classes.js';

const nouns = (w: string) => classNames(NOUN_CLASSES, nounClasses(w));
const acts = (w: string) => classNames(ACT_CLASSES, actClasses(w));

describe('word classes (WordNet)', () => {
  it('files nouns for people, pets, weapons, drugs and poisons under their kind, in any inflection', () => {
    for (const w of ['bouncer', 'stepfather', 'councilman', 'cyclists', 'children', 'babysitter']) assert.ok(nouns(w).includes('person'), w);
    assert.ok(nouns('dog').includes('pet'));
    assert.ok(nouns('grenades').includes('explosive'));
    assert.ok(nouns('handgun').includes('weapon'));
    assert.ok(nouns('methamphetamine').includes('drug'));
    assert.ok(nouns('ricin').includes('poison'));
    assert.ok(nouns('wrist').includes('bodyPart'));
  });

  it('reads only the most frequent sense: coke is a fuel, a process is no person', () => {
    assert.ok(!nouns('coke').includes('drug'));
    assert.ok(!nouns('python').includes('person'));
    assert.deepEqual(nouns('process'), []);
    assert.deepEqual(nouns('photo'), ['property']);
    assert.deepEqual(nouns('zzqxv'), []);
  });

  it('knows compounds whose reading replaces their last word', () => {
    assert.ok(knownCompound('water gun'));
    assert.ok(!nouns('water gun').includes('weapon'));
    assert.ok(nouns('pipe bomb').includes('explosive'));
  });

  it('files verbs under the harmful acts they are ways of, phrasal verbs too', () => {
    for (const w of ['strangle', 'drowning', 'assassinated', 'slaughter']) assert.ok(acts(w).includes('kill'), w);
    assert.ok(acts('stabbing').includes('injure'));
    assert.ok(acts('beating up').includes('attack'));
    assert.ok(acts('kidnapped').includes('kidnap'));
    assert.ok(acts('shoplift').includes('steal'));
    // "beat" is first "win", "crack" first "break": no act.
    assert.deepEqual(acts('beat'), []);
    assert.deepEqual(acts('crack'), []);
  });

  it('files deceiving and watching verbs, devices and people a fraud preys on', () => {
    for (const w of ['trick', 'fooling', 'duped', 'scam', 'defraud', 'swindled']) assert.ok(acts(w).includes('deceive'), w);
    for (const w of ['monitor', 'snooping']) assert.ok(acts(w).includes('watch'), w);
    for (const w of ['laptop', 'phones', 'computer']) assert.ok(nouns(w).includes('device'), w);
    for (const w of ['widow', 'grandmother', 'elderly']) assert.ok(nouns(w).includes('vulnerable'), w);
    // A package is no device; a cashier no easy prey.
    assert.ok(!nouns('package').includes('device'));
    assert.ok(!nouns('cashier').includes('vulnerable'));
  });
});
