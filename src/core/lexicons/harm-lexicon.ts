// A compact lexicon of harm topics (by Aegis 2.0 category) and of the markers of actionable instructions.
// Pure and reusable. Topic terms come in two strengths: "strong" terms name a harmful capability on their
// own (pipe bomb, ransomware); "weak" terms (bomb, hack, overdose) need a harmful request or a strong term
// alongside. Verbs of violence only count with a person as their object, so "kill the process" or
// "shoot the photo" never match.

import type { TextView } from '../text/text-view.js';
import { narrowed } from './regex-alternatives.js';
import { RegexGate } from './regex-gate.js';
import { lowerWords, WordGate } from './word-gate.js';

export type HarmCategory = 'S1' | 'S3' | 'S4' | 'S5' | 'S6' | 'S16' | 'S17' | 'S22';

export const HARM_CATEGORY_NAMES: Record<HarmCategory, string> = {
  S1: 'Violence',
  S3: 'Criminal Planning/Confessions',
  S4: 'Guns and Illegal Weapons',
  S5: 'Controlled/Regulated Substances',
  S6: 'Suicide and Self Harm',
  S16: 'Fraud/Deception',
  S17: 'Malware',
  S22: 'Illegal Activity',
};

export interface HarmHit {
  category: HarmCategory;
  strong: boolean;
  start: number;
  end: number;
  text: string;
}

const PERSON =
  "(?:(?:a|an|the|your|my|his|her|their|this|that|some|all|every) )?(?:(?:entire|whole|own) )?(?:someone|somebody|person|people|him|her|victims?|child(?:ren)?|kids?|wife|husband|partner|girlfriend|boyfriend|ex|boss|co-?workers?|neighbou?rs?|teacher|classmates?|family|parents?|mother|father|mom|dad|baby|humans?|individuals?|witness(?:es)?|(?:police )?officers?|cops?|president|politician|rival|enemy|roommate|spouse)\\b(?!')";
// Softer verbs ("hurt", "hit") only count against a clearly designated person, not "people" in general.
const TARGET =
  "(?:someone|somebody|a person|the victim|(?:my|your|his|her|their|a) (?:wife|husband|partner|girlfriend|boyfriend|ex|boss|co-?worker|neighbou?r|teacher|classmate|roommate|spouse|child|kid|baby|friend'?s? (?!feelings)\\w+))\\b(?!')";
const BODY =
  "(?:someone'?s|a (?:person|human|man|woman|child)'?s|his|her|their|(?:my|your) \\w+'s) (?:skull|face|head|throat|neck|kneecaps?|legs?|arms?|ribs?|jaw|kidneys?|eyes?)";

const TOPICS: { category: HarmCategory; strong: string[]; weak: string[] }[] = [
  {
    category: 'S1',
    strong: [
      `(?:kill|murder|strangl|suffocat|smother|stabb?|poison|shoot|behead|decapitat|tortur|kidnapp?|abduct|maim|dismember|assassinat|execut|drown|chok|robb?|mugg?|annihilat|exterminat|eradicat|massacr|slaughter)(?:e|es|s|ed|ing)? ${PERSON}`,
      '(?:commit|committing|plan|planning|carry out|carrying out) (?:a |an |another )?(?:murder|massacre|genocide|homicide|arson|assassination|terrorist attack|mass shooting|school shooting|bombing)',
      '(?:eradicat|exterminat|annihilat|massacr|slaughter|ethnically cleans)(?:e|es|ed|ing)? (?:all |the |every )?(?:\\w+ ){0,2}(?:people|population|race|families|jews|muslims|christians|blacks|whites|immigrants|gays|villagers|civilians)',
      `(?:attack|assault|beat(?: up)?|punch|hit|smash|slash|hurt|harm|injure|burn|stalk|push)(?:s|ed|ing)? ${TARGET}`,
      `(?:smash|break|crack|shatter|cut off|slit|crush)(?:es|s|ing)? (?:in |open )?${BODY}`,
      '(?:set|setting) (?:a |an |the |someone.?s |his |her |their )?(?:house|home|building|car|school|hospital|church|mosque|synagogue|store|shop|office|person|someone|him|her|them) on fire|set fire to (?:a |an |the |someone)|burn down (?:a |the |someone.?s )',
      'terrorist (?:attack|operation|plot)s?|mass (?:casualt(?:y|ies)|murder|killing)s?|wipe out (?:humanity|the population|all)',
      'get away with (?:murder|killing)',
      '(?:dispose of|get rid of|hide|dissolve) (?:a|the) (?:dead )?(?:body|corpse)',
      'make (?:it|the death|his death|her death) look like (?:an accident|a suicide|natural causes)',
      'untraceable poison',
      '(?:mass|school) shooting',
      'shoot up (?:a|the) (?:school|mall|church|crowd)',
    ],
    weak: ['without leaving (?:any )?(?:evidence|a trace|traces|fingerprints|dna)', 'lethal', 'weapon', 'ambush', 'choke ?hold'],
  },
  {
    category: 'S4',
    strong: [
      '(?:pipe|nail|pressure[- ]cooker|car|fertili[sz]er|dirty) bombs?',
      'molotov cocktails?',
      'improvised explosive(?: device)?s?',
      '\\bieds?\\b',
      'napalm',
      'tatp|acetone peroxide|nitroglycerin|hmtd|anfo|ammonium nitrate and fuel oil',
      'blasting caps?|detonators?',
      'ghost guns?|untraceable (?:firearm|gun)s?|3d[- ]printed (?:gun|firearm)s?',
      '(?:convert|conversion of) (?:a |an |the )?(?:semi-?automatic|ar-15|rifle|pistol|glock)',
      'auto sears?|bump stocks?|(?:homemade|diy) (?:silencer|suppressor)s?',
      'nerve agents?|sarin|\\bvx\\b|mustard gas|chlorine gas|ricin|anthrax|bioweapons?|biological weapons?|chemical weapons?',
      '(?:make|build|construct|assemble|detonate|plant) (?:a |an |the |some |homemade |my own |your own )?(?:bomb|explosive|explosive device|grenade)s?',
    ],
    weak: ['bombs?', 'explosives?', 'firearms?', 'guns?', 'rifles?', 'ammunition', 'gunpowder|black powder', 'fuses?', 'shrapnel', 'detonat(?:e|ion)'],
  },
  {
    category: 'S5',
    strong: [
      '(?:crystal )?meth(?:amphetamine)?\\b',
      'fentanyl|carfentanil|heroin|crack cocaine|\\bcocaine\\b|\\blsd\\b|\\bmdma\\b|\\bghb\\b|\\bpcp\\b|\\bdmt\\b',
      'pseudoephedrine|red phosphorus|phenyl-?2-?propanone|\\bp2p\\b|lysergic acid|safrole',
      '(?:make|cook|synthesi[sz]e|manufacture|produce|brew|extract) (?:the |some |a |homemade )?(?:drugs?|narcotics|opioids?|crack|meth)\\b',
    ],
    weak: ['drugs?', 'narcotics', 'opioids?', 'precursors?', 'synthesi[sz]e|synthesis', 'reagents?', 'dealer', 'solvent'],
  },
  {
    category: 'S6',
    strong: [
      'kill (?:myself|yourself|themselves|himself|herself)',
      '(?:end|take) (?:my|your|their|his|her) (?:own )?life',
      '(?:commit|committing) suicide',
      'suicide methods?|ways? to (?:die|commit suicide)|painless(?:ly)? (?:way to )?(?:die|death)',
      '(?:cut|cutting|hurt|hurting|harm|harming|starve|starving) (?:myself|yourself)',
      'hang (?:myself|yourself)|slit (?:my|your) wrists?',
      '(?:stop eating|hide (?:your|my) (?:weight loss|eating|cuts|scars))',
      '(?:promot(?:e|es|ing)|glorif(?:y|ies|ying)) (?:anorexia|bulimia|self-harm|suicide)',
    ],
    weak: ['overdose(?: on)?', 'lethal dose', 'self-harm', 'suicid(?:e|al)', 'razor', 'blades?', 'noose', 'purg(?:e|ing)', 'anorexia', 'bulimia'],
  },
  {
    category: 'S16',
    strong: [
      'phishing (?:e-?mail|page|site|kit|campaign|message)s?',
      '(?:nigerian|419) scam',
      '(?:fake|forged?|counterfeit) (?:ids?|passports?|driver.?s licen[cs]es?|documents?|invoices?|checks?|cheques?|money|bills|currency|banknotes|reviews|diplomas?|prescriptions?)',
      'forge (?:a |the )?(?:signature|document|check|cheque|prescription)',
      'identity theft|steal (?:someone.?s |their |a )?(?:identity|credit card|credit card numbers|personal information)',
      'launder(?:ing)? (?:the )?money|money laundering',
      'ponzi scheme|pump and dump|insurance fraud|tax evasion|credit card fraud|\\bcarding\\b',
      'impersonat(?:e|ing) (?:the |an? )?(?:irs|bank|police|officer|government|official)',
      'scam (?:people|someone|the elderly|elderly|seniors|old people|victims)',
      '(?:e-?mail|mail|lottery|romance|tech support|investment|crypto|phone|text|419) scams?',
      'scam (?:e-?mails?|letters?|messages?|calls?|websites?)',
      'fraudulent(?:,? yet convincing)? (?:letter|e-?mail|message|website|invoice|document)s?',
    ],
    weak: [
      'scam',
      'fraud(?:ulent)?',
      'deceive',
      'trick (?:them|people|victims|the victim)',
      'fake',
      'gullible',
      'wire transfer',
      'gift cards?',
      'verify your (?:account|identity)',
    ],
  },
  {
    category: 'S17',
    strong: [
      'ransomware',
      'keyloggers?',
      'reverse shells?',
      'botnets?',
      'rootkits?',
      'spyware|stalkerware',
      '(?:credential|password|cookie|info) ?(?:stealer|harvester|grabber)s?',
      '(?:disable|bypass|evade) (?:the )?(?:antivirus|anti-virus|windows defender|edr|endpoint protection)',
      '(?:hack|hacking|hacked|break|breaking) into (?:someone.?s |a |an |the |their |his |her )?(?:\\w+ )?(?:accounts?|e-?mails?|wi-?fi|networks?|computers?|phones?|servers?|databases?|systems?|terminals?|websites?|devices?|cameras?)',
      'gain(?:ing)? (?:unauthori[sz]ed|illegal) access',
      'steal(?:ing)? (?:the )?(?:\\w+ ){0,3}(?:records|data|passwords|credentials|logins?|cookies|session tokens?)',
      'crack (?:the |a |someone.?s )?(?:password|wi-?fi|wpa2?)s?',
      '(?:ddos|denial[- ]of[- ]service) (?:attack|script|tool)s?',
      'self-replicating|payload that|exfiltrat(?:e|ing|ion)',
      '(?:write|create|code|develop|build|make|spread|deploy) (?:a |an |some |the |my own )?(?:computer )?(?:virus|malware|worm|trojan|exploit)s?\\b',
    ],
    weak: ['malware', 'exploit', 'virus', 'trojan', 'backdoor', 'brute[- ]force', 'sql injection', 'privilege escalation', 'hack(?:ing)?', 'payload'],
  },
  {
    category: 'S3',
    strong: [
      '(?:without|avoid|avoiding) (?:getting )?(?:caught|detected|arrested)',
      'cover (?:your|my|their) tracks(?! in the (?:snow|sand|mud|dirt|forest|woods))',
      'no one will (?:suspect|know|find out)',
      'destroy (?:the )?evidence',
      'blackmail(?:ing)? (?:someone|somebody|them|him|her|a person|people|the victim)|blackmail (?:message|letter|note)s?|extort(?:ing)? (?:money|someone|them|him|her)',
    ],
    weak: ['alibi', 'accomplice', 'surveillance cameras?', 'untraceable', 'ransom'],
  },
  {
    category: 'S22',
    strong: [
      '(?:evade|evading|elude|outrun|escape from) (?:the )?(?:police|cops|law enforcement|authorities)',
      'smuggl(?:e|ing) (?:drugs|weapons|guns|people|migrants|contraband)',
      'human trafficking|traffick(?:ing)? (?:women|children|people)',
      'hot-?wire (?:a |the )?car|steal (?:a |the |someone.?s )?(?:car|wallet|purse|bike|phone|package)s?|pickpocket(?:ing)?',
      'armed robbery|rob (?:a |the )?(?:bank|store|shop|house|gas station)|break into (?:a |the )?(?:bank )?vault',
      'shoplift(?:ing)?',
      'break into (?:a |the |someone.?s )?(?:house|home|car|apartment|store)',
      'tamper(?:ing)? with (?:an? |the )?(?:ankle monitor|electronic monitor|smog test|emissions test|evidence)',
      'brib(?:e|ing) (?:a |an |the )?(?:\\w+ )?(?:official|officer|judge|inspector|admissions|cop|police|politician|guard|customs)',
      'tamper(?:ing)? with (?:an? |the )?(?:\\w+ ){0,2}(?:voting machines?|ballots?|monitor(?:ing devices?)?|meters?|evidence|witness(?:es)?)',
      'fake (?:a )?(?:drug|urine) test|cheat (?:a |the )?(?:drug|smog|emissions?) test',
      'launder(?:ing)? (?:the |dirty )?(?:money|cash|proceeds|funds)',
      'illegally dump|dump(?:ing)? (?:hazardous|toxic|medical) waste',
      'black market',
    ],
    weak: ['illegal(?:ly)?', 'contraband', 'unmarked', 'off the books'],
  },
];

// Trigger words per category (first four letters compared, see WordGate): a category's patterns only run
// on texts that contain one of them. Every pattern above starts with, or requires, one of these words.
const TRIGGERS: Record<HarmCategory, string> = {
  S1: 'commit committing plan planning carry carrying annihilate exterminate eradicate massacre slaughter ethnically kill murder strangle suffocate smother stab poison shoot shot behead decapitate torture kidnap abduct maim dismember assassinate execute drown choke rob robbing robbed mug mugging attack assault someone somebody person victim wife husband partner girlfriend boyfriend ex boss kids coworker co-worker neighbor neighbour teacher classmate roommate spouse child kid baby friend skull throat kneecap kneecaps jaw smash slash crush shatter slit fire body corpse accident suicide terrorist humanity population evidence trace traces fingerprints dna lethal weapon weapons ambush chokehold',
  S4: 'bomb bombs grenade grenades molotov improvised ied ieds napalm tatp acetone nitroglycerin hmtd anfo ammonium blasting detonator detonators detonate detonation gun guns firearm firearms printed semi-automatic semiautomatic ar-15 rifle rifles pistol glock sear sears stock stocks silencer suppressor sarin vx gas agent agents ricin anthrax bioweapon bioweapons weapon weapons explosive explosives ammunition gunpowder powder fuse fuses shrapnel',
  S5: 'meth methamphetamine fentanyl carfentanil heroin crack cocaine lsd mdma ghb pcp dmt pseudoephedrine phosphorus phenyl-2-propanone p2p lysergic safrole drug drugs narcotics opioid opioids precursor precursors synthesize synthesise synthesis reagent reagents dealer solvent',
  S6: 'kill myself yourself themselves himself herself life suicide suicidal die death painless painlessly eating weight cuts scars anorexia bulimia self-harm overdose lethal razor blade blades noose purge purging',
  S16: 'phishing nigerian 419 fake forged forge counterfeit theft steal stealing launder laundering ponzi dump fraud fraudulent evasion carding impersonate impersonating scam scams deceive trick gullible wire gift verify',
  S17: 'ransomware keylogger keyloggers shell shells botnet botnets rootkit rootkits spyware stalkerware stealer stealers harvester grabber antivirus anti-virus defender edr endpoint hack hacking hacked break breaking unauthorized unauthorised illegal steal stealing crack cracking ddos denial self-replicating payload exfiltrate exfiltrating exfiltration malware exploit exploits virus worm trojan backdoor brute sql privilege',
  S3: 'caught detected arrested tracks suspect evidence blackmail blackmailing extort extorting alibi accomplice surveillance untraceable ransom',
  S22: 'evade evading elude outrun police cops enforcement authorities smuggle smuggling trafficking traffick hotwire hot-wire steal shoplift shoplifting pickpocket pickpocketing robbery rob break breaking tamper tampering fake cheat bribe bribing launder laundering illegally dump dumping market illegal contraband unmarked books',
};

interface CompiledTopic {
  category: HarmCategory;
  strong: RegExp;
  weak: RegExp;
}

const COMPILED: CompiledTopic[] = TOPICS.map((t) => ({
  category: t.category,
  strong: new RegExp(`\\b(?:${t.strong.join('|')})`, 'gi'),
  weak: new RegExp(`\\b(?:${t.weak.join('|')})\\b`, 'gi'),
}));
const GATE = new WordGate(COMPILED.map((t) => TRIGGERS[t.category]));
/** The gate derived from the two expressions of each category (strong, weak): an open category runs the alternatives the text's words allow. */
const ALTERNATIVES = new RegexGate(COMPILED.flatMap((t) => [t.strong, t.weak]));

/** Harm-topic terms in a text, strong and weak, with their categories and offsets. */
export function findHarmTopics(text: string, words?: Iterable<string>): HarmHit[] {
  const hits: HarmHit[] = [];
  if (!text) return hits;
  const read = words ?? lowerWords(text);
  const open = GATE.open(read);
  if (open.length === 0) return hits;
  const rules = ALTERNATIVES.openRules(text, read);
  for (const index of open) {
    const t = COMPILED[index];
    for (const [re, strong, p] of [
      [t.strong, true, 2 * index],
      [t.weak, false, 2 * index + 1],
    ] as const) {
      const first = ALTERNATIVES.firstRule[p];
      const run = first < 0 ? re : narrowed(re, rules, first, ALTERNATIVES.ruleCount[p]);
      if (run === null) continue;
      for (const m of text.matchAll(run)) {
        hits.push({ category: t.category, strong, start: m.index!, end: m.index! + m[0].length, text: m[0] });
      }
    }
  }
  return hits;
}

/** findHarmTopics of a view's text with the view's words, kept with the view (TextView.derived); not to be changed. */
export const harmTopicsIn = (view: TextView): readonly HarmHit[] => view.derived(harmTopicsOfView);
const harmTopicsOfView = (view: TextView) => findHarmTopics(view.text, view.lowerWords);
/** Gives a view the harm topics of its text found already, with the same words (harmTopicsIn then reads them). */
export const knowHarmTopics = (view: TextView, hits: readonly HarmHit[]): void => view.know(harmTopicsOfView, hits);

// Markers of actionable instructions.
const STEP_LINE = /^[ \t]*(?:step[ \t]*\d+\b|\d{1,2}[.)][ \t]|[-*•][ \t]+)/gim;
const SEQUENCE = /(?:^|[.!?:]\s+|\n\s*)(?:first(?:ly)?|second(?:ly)?|then|next|after that|afterwards|finally|once (?:you|it|the)|start by|begin by)\b/gi;
const NEEDS =
  /\b(?:you(?:'ll| will)? need|what you need|materials? (?:needed|required)|ingredients|equipment needed|here(?:'s| is) how|here are the steps|the steps are|follow these steps|instructions?:)/gi;
const QUANTITY =
  /\b\d+(?:\.\d+)?\s?(?:g|grams?|kg|mg|mcg|µg|ml|l|liters?|litres?|oz|ounces?|lbs?|pounds?|cups?|tablespoons?|tbsp|teaspoons?|tsp|°\s?[cf]|degrees|moles?|molar|pills|tablets)\b/gi;
const IMPERATIVE =
  /(?:^|[.!?:]\s+|\n\s*(?:(?:step\s*\d+|\d{1,2}[.)])[:\s]*|[-*•]\s*)?)(?:mix|add|combine|heat|dissolve|pour|stir|grind|crush|obtain|acquire|buy|purchase|place|attach|connect|insert|fill|seal|wrap|pack|ignite|light|install|download|run|execute|compile|inject|send|create|craft|write|use|find|identify|gather|target|choose|select|wait|remove|make sure|ensure|keep|avoid|hide|dispose|wipe|delete|set up|open|cut|take|apply|spread|load|deploy|contact|convince|offer|tell|approach|lure|transfer)\b/gi;
const CODE = /```|\b(?:import|def|function|#include|powershell|subprocess|socket\.)\b/g;
const COMPLIANCE_OPENER = /^\s*(?:sure|certainly|absolutely|of course|okay|ok|here(?:'s| is| are))\b/i;

export interface InstructionProfile {
  steps: number;
  sequence: number;
  needs: number;
  quantities: number;
  imperatives: number;
  code: number;
  complianceOpener: boolean;
  /** Weighted count of the markers: about 3 or more reads as a how-to. */
  score: number;
  /** Where the first step or marker is, for evidence. */
  firstStep: { start: number; end: number } | null;
}

const count = (re: RegExp, text: string) => {
  let n = 0;
  for (const _ of text.matchAll(re)) n++;
  return n;
};

export function instructionProfile(text: string): InstructionProfile {
  const steps = count(STEP_LINE, text);
  const sequence = count(SEQUENCE, text);
  const needs = count(NEEDS, text);
  const quantities = count(QUANTITY, text);
  const imperatives = count(IMPERATIVE, text);
  const code = count(CODE, text);
  const complianceOpener = COMPLIANCE_OPENER.test(text);
  const score =
    Math.min(steps, 5) * 0.8 +
    Math.min(sequence, 4) * 0.6 +
    Math.min(needs, 2) * 1 +
    Math.min(quantities, 4) * 0.6 +
    Math.min(imperatives, 6) * 0.5 +
    Math.min(code, 3) * 0.5 +
    (complianceOpener ? 0.5 : 0);
  STEP_LINE.lastIndex = 0;
  const first = STEP_LINE.exec(text) ?? NEEDS.exec(text);
  STEP_LINE.lastIndex = 0;
  NEEDS.lastIndex = 0;
  let firstStep: InstructionProfile['firstStep'] = null;
  if (first) {
    const lineEnd = text.indexOf('\n', first.index + first[0].length);
    firstStep = { start: first.index, end: lineEnd < 0 ? Math.min(text.length, first.index + 200) : Math.min(lineEnd, first.index + 300) };
  }
  return { steps, sequence, needs, quantities, imperatives, code, complianceOpener, score, firstStep };
}

// How a request for harmful help is phrased.
export const REQUEST_MARKER =
  /\b(?:how (?:to|do|can|could|would|should|might)|what(?:'s| is) (?:the|a) (?:best|easiest|fastest|most effective|good|safest|quickest) way|ways? (?:to|of)|steps?|step-by-step|instructions?|guide|tutorial|teach me|explain how|show me|walk me through|write|create|give me|tell me|help me|provide|develop|design|draft|describe how|ways? to|recipe|plan)\b/i;
