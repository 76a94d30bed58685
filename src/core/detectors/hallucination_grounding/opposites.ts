// Words with opposite meanings, written by hand: each line is a scale, the words before "|" at one end and the
// words after it at the other ("increase rise grow | decrease fall decline"). Words of one end are treated as
// synonyms, so "grew" restates "rose" and contradicts "fell". Common English adjectives, verbs, adverbs,
// quantifiers and comparatives only: a general resource, not a list fit to any data. WordNet's antonym pairs and
// adjective clusters were measured in its place and beside it: they lost on the held-out halves of the grounding
// sets (docs/benchmarks.md, "Issue 22, point 3").
import { stem } from '../../text/stem.js';

const SCALES = `
increase increased increasing increases increment rise rose risen rising rises grow grew grown growing grows gain gained gaining gains raise raised raising raises expand expanded expanding expands boost boosted climb climbed climbing jump jumped surge surged | decrease decreased decreasing decreases reduction reductions fall fell fallen falling falls decline declined declining declines drop dropped dropping drops reduce reduced reducing reduces lower lowered lowering lowers shrink shrank shrunk shrinking cut cuts cutting slash slashed plunge plunged
higher | lower
highest | lowest
more | less fewer
most | least fewest
larger bigger | smaller
largest biggest | smallest
large big huge | small tiny
longer | shorter
long | short
early earlier earliest | late later latest
begin began begun beginning begins start started starting starts | end ended ending ends finish finished finishing finishes
open opened opening opens | closed closing shut
win won winning wins winner winners victory victorious | lose lost losing loses loser losers defeat defeated
accept accepted accepting accepts approve approved approving approves | reject rejected rejecting rejects refuse refused refusing refuses deny denied denies
agree agreed agreeing agrees | disagree disagreed disagreeing disagrees
allow allowed allowing allows permit permitted | forbid forbade forbidden ban banned prohibit prohibited
include included including includes | exclude excluded excluding excludes
positive | negative
good | bad
better | worse
best | worst
strong stronger strongest | weak weaker weakest
easy easier easiest simple | difficult hard harder hardest complicated
cheap cheaper cheapest inexpensive | expensive costly pricey
rich richer wealthy | poor poorer
success successful succeed succeeded | failure unsuccessful fail failed
safe safer | dangerous unsafe risky
true | false
correct | incorrect wrong
happy happier glad | sad sadder unhappy upset
love loved loves | hate hated hates
maximum max | minimum min
majority | minority
always | never rarely
all every | none
many numerous | few
young younger youngest | old older oldest elderly
ancient | modern
north northern | south southern
east eastern | west western
inside | outside
internal | external
public | private
male | female
man men boy boys husband father son brother | woman women girl girls wife mother daughter sister
alive | dead
arrive arrived arrives arrival | depart departed departs departure
remember remembered | forget forgot forgotten
confirm confirmed confirms | deny denied denies
support supported supports supporting | oppose opposed opposes opposing
legal | illegal
fast faster fastest quick quicker | slow slower slowest
hot hotter warm warmer | cold colder cool cooler
wet | dry
full | empty
day | night
morning | evening
summer | winter
upper | lower
online | offline
domestic | foreign international
local | global
same similar | different
common | rare
frequent frequently often | rarely seldom
permanent permanently | temporary temporarily
profit profits profitable | loss losses unprofitable
surplus | deficit
optimistic | pessimistic
major | minor
junior | senior
guilty | innocent
convicted | acquitted
add added adding adds | remove removed removing removes
join joined joining joins | quit quitting
enable enabled | disable disabled
ahead | behind
previous | next
yesterday | tomorrow
stop stopped stopping stops | continue continued continuing continues
help helped helps | harm harmed harms hurt
benefit benefits beneficial | harm harmful
advantage advantages | disadvantage disadvantages
bullish | bearish
`;

/** Scales and ends of each word ("fell" → scale 0, end 1); a word may stand on several scales ("lower"). */
const ENDS = new Map<string, Opposition[]>();

SCALES.trim()
  .split('\n')
  .forEach((line, scale) => {
    const [a, b] = line.split('|').map((side) => side.trim().split(/\s+/).map(keyOf));
    const place = (w: string, end: 0 | 1) => {
      const list = ENDS.get(w) ?? [];
      if (!list.some((o) => o.scale === scale)) list.push({ scale, end });
      ENDS.set(w, list);
    };
    for (const w of a) place(w, 0);
    for (const w of b) place(w, 1);
  });

/** Words compare by their stem, so inflections the lines leave out still meet. */
export function keyOf(lower: string): string {
  return stem(lower);
}

export interface Opposition {
  scale: number;
  /** The end of the scale the word stands at. */
  end: 0 | 1;
}

/** Where a word (its key) stands on scales of opposites, if it does. */
export function oppositionsOf(key: string): Opposition[] | undefined {
  return ENDS.get(key);
}

/** Prefixes that make an adjective's opposite ("popular" / "unpopular", "efficient" / "inefficient"). */
const NEGATING_PREFIX = /^(?:un|non-?|dis|in|im|il|ir)/;
/**
 * Only adjectives (and their adverbs) are negated so: before a verb the prefix reverses an action
 * ("uninstall") or is part of the word ("inform", "discover").
 */
const ADJECTIVE_END = /(?:able|ible|ent|ant|ive|al|ect|ete|ular|ure|ate|ic|ful|ous|ly)$/;

/**
 * The adjective a prefixed one negates ("unpopular" → "popular"), when the rest has five letters or more and
 * an adjective's ending. Null for any other word.
 */
export function negatedBase(lower: string): string | null {
  const m = NEGATING_PREFIX.exec(lower);
  if (!m) return null;
  const base = lower.slice(m[0].length);
  if (base.length < 5) return null;
  return ADJECTIVE_END.test(base) ? base : null;
}
