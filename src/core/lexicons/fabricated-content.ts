// Fabricated content to be published: a made thing (written, generated, drafted) said to be fake — "fake
// five-star reviews", "false claims", "news stories … with made-up statistics", "customers who do not exist".
// Reviews and testimonials mislead buyers (fraud); news, posts and claims mislead the public (misinformation).
// Writing *about* fake claims ("an article about false claims") is not making them: the fake word must sit in
// the made thing's own phrase, or be its evidence ("with made-up statistics").
import type { ActReading } from './harmful-acts.js';
import { askersAct } from './harmful-acts.js';
import type { RequestText } from './request-text.js';

/** Verbs that make or publish text. */
const MAKE =
  /^(?:write|writing|create|creating|generate|generating|draft|drafting|produce|producing|compose|composing|post|posting|publish\w*|invent\w*|churn|spread\w*|craft\w*|make|making)$/;
/** Words that say a thing is not true or not real. */
const FAKE = /^(?:fake|false|made-up|invented|fabricated|bogus|phony|phoney|fictitious|nonexistent|non-existent|untrue|doctored)$/;
/** What deceives the public or buyers once published. */
const CONTENT =
  /^(?:reviews?|testimonials?|ratings?|comments?|news|stories|story|articles?|posts?|tweets?|claims?|statistics|stats|studies|study|quotes?|evidence|reports?|rumou?rs?|headlines?|sources|data|figures|polls?|endorsements?|accounts?|profiles?|videos?)$/;
const BUYERS = /^(?:reviews?|testimonials?|ratings?|endorsements?)$/;
/** Ends the made thing's phrase: what it is about is not what it is. */
const ABOUT = /^(?:about|on|explaining|why|how|debunking|against|spotting|identifying|detecting|to)$/;
/** Invented people behind the content: "from customers who do not exist". */
const UNREAL = /\b(?:who|that|which) (?:do not|don't|does not|doesn't|never) exist(?:ed)?\b/;
/** Words without which nothing here can match. */
const CUES = new Set('fake false made-up invented fabricated bogus phony phoney fictitious nonexistent non-existent untrue doctored exist'.split(' '));

/** Fabricated reviews, news or claims a request asks to make, at most one. */
export function readFabricatedContent(request: RequestText): ActReading[] {
  let cued = false;
  for (const w of request.cueWords)
    if (CUES.has(w)) {
      cued = true;
      break;
    }
  if (!cued) return [];
  const text = request.lower;
  const tokens = request.tokens;
  const unreal = UNREAL.test(text);
  for (let i = 0; i < tokens.length; i++) {
    if (!MAKE.test(tokens[i].word) || !askersAct(tokens, i)) continue;
    let fake = false;
    for (let k = i + 1; k < tokens.length && k <= i + 16; k++) {
      const w = tokens[k].word;
      if (/^[.?!;]$/.test(w) || ABOUT.test(w)) break;
      fake ||= FAKE.test(w) || (w === 'with' && FAKE.test(tokens[k + 1]?.word ?? ''));
      if (!CONTENT.test(w) || !(fake || unreal)) continue;
      const kind = BUYERS.test(w) ? 'fraud' : 'misinformation';
      // A fake story in a novel or a game is fiction: misinformation is softened by it, fake reviews are not.
      return [{ kind, start: tokens[i].start, end: tokens[k].end, confidence: 0.8, retold: kind === 'misinformation' }];
    }
  }
  return [];
}
