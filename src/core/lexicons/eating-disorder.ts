// Eating-disorder promotion: not eating, purging or dieting past safety, joined with hiding it ("without my
// parents noticing", "hide that I am not eating"), with being already underweight, or with urging others to
// starve. Either half alone is ordinary ("suppress hunger during a fast", "hide vegetables in dinner").
import type { ActReading } from './harmful-acts.js';
import type { RequestText } from './request-text.js';

/** Restricting food or undoing a meal. */
const RESTRICTING =
  /\b(?:not eating|stop(?:ped)? eating|starv\w+|purg(?:e|ing)|throw(?:ing)? up|vomit\w*|skip(?:ping)? (?:all |my )?meals|suppress(?:ing)? (?:my |the )?(?:hunger|appetite)|(?:under|below|less than) \d+ ?(?:calories|kcal)|laxatives?|keep losing weight|los(?:e|ing) (?:more )?weight|get (?:really |very )?thin(?:ner)?|fast(?:ing)? for days)\b/i;
/** Hiding it, being past safety already, or urging it on others. */
const HARMFUL_TURN =
  /\b(?:hid(?:e|ing)|without (?:anyone|anybody|my \w+|them|people|him|her) (?:noticing|knowing|hearing|finding out|seeing)|so (?:that )?(?:no ?one|nobody|they|my \w+) (?:notices|knows|hears|finds out|(?:won't|can't|doesn't|don't) (?:notice|know|hear|find out))|already (?:underweight|too thin|skinny|very thin)|underweight|pro[- ]?ana|pro[- ]?mia|thinspo\w*|encourag\w+ (?:[\w-]+ ){0,3}to (?:starve|stop eating|purge|skip meals))\b/i;
/** Asking how to help someone recover, or learn the risk, is care. */
const CARE =
  /\b(?:recover\w*|eating disorder (?:support|help|treatment)|warning signs?|help (?:my|a|her|him|them)|worried about|dangers? of|is it (?:safe|dangerous))\b/i;
/** Words without which nothing here can match. */
const CUES = /^(?:eat\w*|starv\w*|purg\w*|throw\w*|vomit\w*|meals?|hunger|appetite|calories|kcal|laxatives?|weight|thin\w*|fast\w*|underweight)$/;

/** A request that promotes or hides starving, purging or dieting past safety, at most one. */
export function readEatingDisorder(request: RequestText): ActReading[] {
  let cued = false;
  for (const w of request.cueWords)
    if (CUES.test(w)) {
      cued = true;
      break;
    }
  if (!cued) return [];
  const text = request.scan;
  const restricting = RESTRICTING.exec(text);
  if (!restricting || !HARMFUL_TURN.test(text) || CARE.test(text)) return [];
  return [{ kind: 'self_harm', start: restricting.index, end: restricting.index + restricting[0].length, confidence: 0.8, retold: false }];
}
