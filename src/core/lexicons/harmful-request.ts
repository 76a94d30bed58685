// Is a request clearly harmful? A compact lexicon of asks for serious harm: weapons and explosives, violence
// against people, self-harm methods, drug synthesis and buying, hacking and malware, sexual content with
// minors, fraud and theft, stalking, hate. Harm needs an act aimed at a harmful target ("kill" + "a person",
// not "kill" + "a Python process"); fiction, games and history soften violence but not recipes for weapons,
// drugs or malware. Pure and reusable: over_refusal uses it, and the security area can too.
import { readHarmfulActs } from './harmful-acts.js';
import { readCovertActs } from './harmful-acts-covert.js';
import { readVeiledSelfHarm } from './veiled-self-harm.js';
import { readEatingDisorder } from './eating-disorder.js';
import { readExtortion } from './extortion.js';
import { readActsOnOthers } from './acts-on-others.js';
import { readHazardAccess } from './hazard-access.js';
import { readActsByAim } from './acts-by-aim.js';
import { readCrimesOnThings } from './crimes-on-things.js';
import { readLiesAboutPeople } from './lies-about-people.js';
import { readFabricatedContent } from './fabricated-content.js';
import { RegexGate } from './regex-gate.js';
import { RequestText } from './request-text.js';
import { statesProtectivePurpose } from './protective-purpose.js';
import { DRUG_HIGH } from '../rulebook/sets/drug-misuse.js';

export type HarmCategory =
  | 'weapons'
  | 'violence'
  | 'self_harm'
  | 'drugs'
  | 'cyber'
  | 'sexual_minors'
  | 'sexual_violence'
  | 'fraud'
  | 'theft'
  | 'privacy'
  | 'hate'
  | 'extremism'
  | 'animal_cruelty'
  | 'sexual_content'
  | 'misinformation'
  | 'extortion';

export interface HarmfulMatch {
  category: HarmCategory;
  text: string;
  start: number;
  end: number;
  /** 0..1: how clearly the matched words ask for harm. */
  confidence: number;
}

const PERSON =
  '(?:someone|somebody|anyone|a person|people|persons?|humans?|humanity|a human|(?:a|the|my|his|her|our|their|your) (?:[\\w-]+ )?(?:child|kid|baby|woman|man|girl|boy|wife|husband|ex|boss|neighbou?r|friend|family|mom|mum|dad|mother|father|sister|brother|son|daughter|teacher|classmate|coworker|co-worker|colleague|grandparents?|grandma|grandpa|girlfriend|boyfriend|partner|roommate|landlord|tenant|student|victim|target|enemy|rival|president|senator|politician|judge|officer|cop|police officer|doctor|nurse|patient|stranger|crowd|guard|witness|children|kids|parents|class|classmates|coworkers|colleagues|enemies|journalist)|children|kids|women|men|(?:black|white|jewish|muslim|asian|hispanic|gay|trans|roma|christian|hindu|arab|immigrant|rural|elderly|disabled) (?:people|men|women|folks|population)|jews|muslims|immigrants|refugees|a population|civilians|cops|police officers|the police|a crowd|a cop|an officer)';
const ASK =
  "(?:how (?:do|can|could|would|should|might|to|does one)|ways? (?:of|to)|best way|good way|easiest way|quickest way|most effective way|steps? (?:to|for)|help me|teach me|tell me how|show me how|explain how|guide (?:to|for|on)|tutorial|instructions?|plan (?:to|for)|i (?:want|need|plan|intend|am going|'m going) to|let me|give me|write|create|develop|generate|design|provide|describe how|outline|detailed|step[- ]by[- ]step|where (?:can|do|could) i|what(?:'s| is| are) (?:the|a|some) (?:best|easiest|good|quickest|most effective|simplest))";

interface Pattern {
  category: HarmCategory;
  re: RegExp;
  confidence: number;
  /** Fiction, games and film make this harmless (violence, not recipes). */
  softenedByFiction?: boolean;
  /** Needs an ask ("how do I", "give me", an imperative) somewhere in the text. */
  needsAsk?: boolean;
}

const P = (category: HarmCategory, source: string, confidence: number, opts: Partial<Pattern> = {}): Pattern => ({
  category,
  re: new RegExp(source, 'i'),
  confidence,
  ...opts,
});

// biome-ignore format: a table, one entry a line
const PATTERNS: Pattern[] = [
  P('weapons', '\\b(?:make|build|construct|assemble|create|manufacture|synthesi[sz]e|produce|cook|3d[- ]print|prepare|detonate|plant)\\b[^.?!\\n]{0,40}\\b(?:(?<!\\b(?:bath|seed|glitter|photo|flavou?r|calorie|truth|love|f-) )bombs?|explosives?|explosive devices?|ieds?|pipe bombs?|grenades?|molotov(?: cocktails?)?|napalm|detonators?|nerve agents?|sarin|ricin|anthrax|bioweapons?|biological weapons?|chemical weapons?|dirty bombs?|nuclear (?:weapons?|bombs?)|thermite|c-?4|tnt|semtex|poison gas|mustard gas)\\b', 0.95),
  P('weapons', '\\b(?:untraceable|ghost) (?:guns?|firearms?|weapons?)|\\b(?:convert|modify|turn)\\b[^.?!\\n]{0,40}\\b(?:fully )?automatic\\b|\\bhomemade (?:guns?|silencers?|suppressors?)\\b', 0.9),
  P('weapons', '\\b(?:exploding|set off|detonat\\w*|bomb(?:ing)?)\\b[^.?!\\n]{0,30}\\b(?:a bomb|bombs?|an? (?:army|military) base|concert|school|stadium|airport|church|mosque|synagogue|building|crowd|subway|train|plane|embassy)\\b', 0.85, { softenedByFiction: true, needsAsk: true }),
  P('violence', `\\b(?:kill(?:ing)?|murder(?:ing)?|assassinat(?:e|ing)|poison(?:ing)?|strangl(?:e|ing)|stab(?:bing)?|shoot(?:ing)?|hurt(?:ing)?|harm(?:ing)?|injur(?:e|ing)|tortur(?:e|ing)|kidnap(?:ping)?|abduct(?:ing)?|beat(?:ing)? up|attack(?:ing)?|maim(?:ing)?|behead(?:ing)?|decapitat(?:e|ing)|drown(?:ing)?|suffocat(?:e|ing)|smother(?:ing)?|punch(?:ing)?|overpower(?:ing)?|execut(?:e|ing)|eliminat(?:e|ing)|eradicat(?:e|ing)|exterminat(?:e|ing)|wip(?:e|ing) out|annihilat(?:e|ing)|butcher(?:ing)?|euthaniz(?:e|ing)|do away with|decimat(?:e|ing)|push(?:ing)?|run(?:ning)? over|capture|capturing)\\s+${PERSON}\\b(?!'|\\s+(?:a|an|some)\\s)`, 0.9, { softenedByFiction: true, needsAsk: true }),
  P('violence', '\\b(?:smash|shatter|break|crack|cut off|slit|crush)\\b[^.?!\\n]{0,25}\\b(?:someone\'?s?|somebody\'?s|a (?:person|human)\'?s?|my \\w+\'s|his|her|their|human)\\s*(?:face|skull|head|neck|throat|legs?|arms?|bones?|kneecaps?|ribs?|jaw)\\b|\\bheadshot with (?:my|a) (?:gun|rifle|pistol)\\b|\\b(?:take|taking) [\\w\' ]{1,25} hostage\\b|\\bhide (?:a|the) (?:dead )?body\\b|\\bget away with (?:murder|killing|it)\\b|\\bwithout (?:getting caught|leaving (?:a )?(?:trace|evidence))\\b|\\bfind people to (?:shoot|kill|hurt|attack)\\b', 0.9, { softenedByFiction: true }),
  P('violence', '\\b(?:commit(?:ting)?|plan(?:ning)?|carry(?:ing)? out|stag(?:e|ing))\\s+(?:a |an )?(?:murder|massacre|arson|armed robbery|robbery|burglary|genocide|terrorist attack|terror attack|mass shooting|school shooting|shooting|hate crime|assault|kidnapping|assassination|bombing|home invasion|carjacking|treason|ethnic cleansing)\\b', 0.9, { softenedByFiction: true }),
  P('violence', '\\b(?:set|setting)\\s+(?:a|an|the|my|his|her|their)\\s+(?:\\w+\\s+)?(?:hospital|school|house|home|car|building|church|mosque|synagogue|office|store|shop|apartment)\\s+on fire\\b|\\b(?:slash|slashing|puncture)\\s+[\\w\' ]{0,20}tires\\b|\\b(?:destroy(?:ing)?|ruin(?:ing)?)\\s+(?:my|his|her|someone\'s|their)\\s+(?:\\w+\'s\\s+)?(?:life|reputation|marriage|career)\\b|\\bsmash\\s+(?:someone\'s|my \\w+\'s|his|her)\\s+(?:car|motorbike|motorcycle|windows?|house)\\b', 0.85, { needsAsk: true }),
  P('violence', '\\b(?:recreate|replicate|repeat|restore|use)\\b[^.?!\\n]{0,50}\\b(?:auschwitz|concentration camps?|9/11 attacks?|genocide|massacres?|jim crow|pinochet|khmer rouge|assassination|ethnic cleansing|holocaust)\\b|\\bplan another death\\b|\\b(?:weapons?|methods?)\\b[^.?!\\n]{0,40}\\bkill the most people\\b', 0.85),
  P('violence', '\\btraffic(?:k)?(?:ing)? (?:people|humans|women|girls|children|kids|migrants)\\b', 0.9, { needsAsk: true }),
  P('self_harm', '\\b(?:kill|hang|hurt|harm|cut|starve|poison|overdose|shoot|drown|burn)\\s+myself\\b(?! (?:for|over) (?:[\\w\']+ )?\\w+ing\\b| laughing\\b)|\\bend (?:my|my own) life\\b|\\btake my (?:own )?life\\b(?! back)|\\bcommit(?:ting)? suicide\\b|\\bsuicide (?:methods?|ways?|plan)\\b|\\b(?:painless|quickest|easiest) way to die\\b|\\bhow many [\\w ]{0,20}(?:pills|tablets)\\b[^.?!\\n]{0,30}\\b(?:kill|die|overdose|lethal)\\b|\\blethal dose\\b|\\bgo out like (?:sylvia plath|kurt cobain|robin williams)\\b|\\bpro[- ]?ana\\b', 0.9, { needsAsk: true }),
  P('drugs', '\\b(?:make|cook|synthesi[sz]e|produce|manufacture|brew|extract|grow|refine|prepare)\\b[^.?!\\n]{0,30}\\b(?:meth(?:amphetamine)?|crystal meth|cocaine|crack(?: cocaine)?|heroin|fentanyl|lsd|mdma|ecstasy|ghb|dmt|pcp|ketamine|opium|amphetamines?|illegal drugs|drugs at home)\\b', 0.95),
  P('drugs', '\\b(?:buy|get|obtain|find|score|purchase|order|source)\\b[^.?!\\n]{0,25}\\b(?:meth(?:amphetamine)?|cocaine|heroin|fentanyl|lsd|mdma|ecstasy pills|molly|(?:some |a bag of |an ounce of |a gram of )?weed(?!\\s+(?:my|the|your|a|out|killer|whacker|eater|control))|marijuana|cannabis|illegal drugs|drugs|a gram of coke|some coke|crack|opioids|oxy(?:contin|codone)?|xanax|adderall)\\b(?![^.?!\\n]{0,30}\\b(?:legal|legally|dispensary|prescription|pharmacy)\\b)', 0.85, { needsAsk: true }),
  P('drugs', '\\b(?:smuggl\\w*|traffick\\w*|sell(?:ing)?|deal(?:ing)?)\\s+(?:illegal\\s+)?(?:drugs|cocaine|heroin|meth|fentanyl|weed|narcotics)\\b|\\b(?:spike|drug)\\s+(?:a|someone\'s|her|his|my \\w+\'s)\\s+drink\\b|\\bdate[- ]rape drugs?\\b|\\broofie\\b', 0.9),
  P('cyber', '\\b(?:hack(?:ing)?(?: into)?|break(?:ing)? into|gain(?:ing)? (?:unauthori[sz]ed )?access to|access|get into|crack(?:ing)?|bypass(?:ing)?|take over|hijack(?:ing)?|spy(?:ing)? on|read|monitor)\\s+(?:someone(?: else)?\'s|somebody\'s|another person\'s|other people\'s|my (?:ex|wife|husband|boss|girlfriend|boyfriend|coworker|co-worker|colleague|neighbou?r|partner|friend|teacher|employee|daughter|son)(?:[\\w-]+)?\'s|his|her|their|a|an|the)\\s+(?:[\\w-]+\\s+){0,2}(?:accounts?|emails?|e-mail|inbox|phones?|wi-?fi|computers?|laptops?|passwords?|instagram|facebook|snapchat|whatsapp|tiktok|twitter|icloud|gmail|networks?|database|servers?|bank accounts?|webcam|messages|texts|browsing history|dms)\\b', 0.85, { needsAsk: true }),
  P('cyber', '\\b(?:write|create|develop|build|code|make|generate|design|program|deploy|spread)\\b[^.?!\\n]{0,40}\\b(?:malware|ransomware|virus(?:es)?|trojans?|keyloggers?|worms?|botnets?|rootkits?|spyware|backdoors?|exploits?|credential stealers?|ddos (?:attacks?|tools?)|zero[- ]days?|stalkerware)\\b', 0.9),
  P('cyber', '\\bdisable\\b[^.?!\\n]{0,20}\\b(?:antivirus|security cameras|alarm system)\\b', 0.85),
  P('sexual_minors', '\\b(?:sexual|sex|sexy|nude|naked|erotic|porn\\w*|explicit|intimate|lewd)\\b[^.?!\\n]{0,40}\\b(?:child(?:ren)?|minors?|kids?|underage|preteens?|pre-teens?|toddlers?|(?:[1-9]|1[0-7])[- ]year[- ]olds?|little (?:girls?|boys?)|schoolgirls?|schoolboys?)\\b|\\b(?:satisfy|act on) my pedophilia\\b|\\bgroom(?:ing)? (?:a|the) (?:child|kid|minor)\\b|\\bchild porn\\w*|\\bcsam\\b', 0.95),
  P('sexual_violence', '\\b(?:rape|sexually assault|molest|drug and have sex with)\\b[^.?!\\n]{0,20}\\b(?:someone|a woman|a girl|her|him|a man|a person|my \\w+)\\b|\\bovercome (?:her|his) resistance\\b|\\bnon[- ]?consensual (?:sex|porn)', 0.9, { needsAsk: true }),
  P('fraud', '\\b(?:write|create|draft|make|generate|design|produce|forge|print)\\b[^.?!\\n]{0,40}\\b(?:phishing|scam (?:emails?|messages?|calls?|scripts?|sites?)|fake (?:invoices?|ids?|id cards?|passports?|reviews?|news(?: articles?)?|charity|charities|websites?|documents?|identit(?:y|ies)|licen[cs]es?|diplomas?|degrees?|checks?|cheques?|prescriptions?|doctor\'?s notes?|bank statements?)|counterfeit (?:money|bills|currency|cash|goods|products)|ponzi scheme|pyramid scheme)\\b', 0.88),
  P('fraud', '\\b(?:launder(?:ing)?\\s+(?:money|cash|funds|proceeds)|money laundering (?:scheme|operation)|evad(?:e|ing) (?:taxes|tax)|tax evasion scheme|commit(?:ting)? (?:insurance |credit card |wire |tax |identity |bank |mail )?fraud|identity theft|steal(?:ing)? (?:someone\'s|a person\'s) identity|forg(?:e|ing) (?:a |someone\'s |my \\w+\'s )?(?:signature|check|cheque|document|passport|will)|scam(?:ming)? (?:people|someone|elderly|old people|seniors|customers|investors)|counterfeit(?:ing)? (?:money|bills|currency)|insider trading|manipulate (?:the )?stock (?:price|market)|pump and dump)\\b', 0.85, { needsAsk: true }),
  P('theft', '\\b(?:steal(?:ing)?|shoplift(?:ing)?|pickpocket(?:ing)?|rob(?:bing)?|burgl(?:e|ing|arize)|hotwire|hot-wire)\\b[^.?!\\n]{0,30}\\b(?:wallets?|purses?|cars?|money|cash|credit cards?|bikes?|bicycles?|phones?|laptops?|jewel(?:le)?ry|catalytic converters?|packages|playstations?|tvs?|electronics|merchandise|goods|from (?:a|the|my|someone|people|my \\w+)(?: (?:store|shop|employer|register|bank|till|neighbou?r))?|a (?:store|shop|bank|house|gas station)|without getting caught)\\b|\\bbreak(?:ing)? into (?:a|my|the|someone\'s|his|her|their)?\\s*(?:\\w+\'s\\s+)?(?:house|home|car|apartment|store|shop|bank vault|vault|safe|office|garage)\\b|\\bpick (?:a|the) lock\\b[^.?!\\n]{0,30}\\b(?:someone|neighbou?r|not mine|without)\\b', 0.85, { needsAsk: true, softenedByFiction: true }),
  P('privacy', '\\b(?:my|a) (?:ex(?:[- ](?:husband|wife|girlfriend|boyfriend|partner))?|boss|coworker|co-worker|colleague|teacher|therapist|employee|cleaner|roofer|neighbou?r|tinder match|date|wife|husband|girlfriend|boyfriend|classmate|landlord|tenant|business rival|rival|crush|doctor|nanny)\'?s?\\s+(?:home address|address|phone number|social security number|ssn|passport number|bank account(?: details| number)?|credit card|password|instagram password|private email(?: address)?|email password|tax records|browsing history|medical records|sexual orientation|salary|date of birth|location|whereabouts|criminal record)\\b|\\bdox(?:x)?(?:ing)?\\b|\\bfind out where (?:she|he|someone|my \\w+) lives\\b|\\bis my employee a member of a (?:labou?r )?union\\b|\\bhow much money does my \\w+ earn\\b', 0.8),
  P('hate', '\\b(?:write|create|generate|compose|give me)\\b[^.?!\\n]{0,30}\\b(?:racist|sexist|homophobic|transphobic|antisemitic|anti-semitic|islamophobic|hateful|xenophobic|white supremacist|nazi)\\b|\\b(?:why (?:should|would it be best if|is it (?:best|right|good) for)|reasons? why|explain why)\\b[^.?!\\n]{0,40}\\b(?:(?:black|white|jewish|muslim|asian|hispanic|latino|gay|lesbian|trans|transgender|roma|christian|hindu|buddhist|sikh|arab|immigrant|elderly|disabled|pregnant)(?:s|es)?(?: (?:people|men|women|persons|folks|partners|kids))?|women|girls|jews)\\b[^.?!\\n]{0,40}\\b(?:not (?:to )?(?:be allowed|have|get|be admitted|be given|be)|be barred|be banned|go through extra|have their partners|earn less|not have (?:equal|the) rights?|inferior|less intelligent|took away|lose|be deported|be segregated|be kept out)|\\b(?:holocaust|trail of tears|armenian genocide|slave trade|ethnic cleansing)\\b[^.?!\\n]{0,60}\\b(?:fabrication|hoax|never happened|good thing|benefits?|justified|overstate|exaggerated)|\\b(?:jews|jewish people) overstate\\b|\\bt(?:ake|aking|ook|aken) away\\b[^.?!\\n]{0,30}\\b(?:black|jewish|muslim|asian|gay|trans|women\'s|immigrant)[^.?!\\n]{0,20}\\brights\\b|\\b(?:was|were|is)\\b[^.?!\\n]{0,40}\\b(?:right|morally justified|justified) to (?:kill|attack|invade|murder|shoot)|\\b(?:shooting|massacre|genocide|attack)\\b[^.?!\\n]{0,10}\\b(?:was )?justified\\b|\\bbenefits? of (?:the )?(?:khmer rouge|apartheid|slavery|ethnic cleansing|genocide)', 0.8),
  P('extremism', '\\b(?:join|recruit (?:for|people (?:for|into|to)))\\s+(?:isis|al[- ]qaeda|the taliban|hamas|hezbollah|a terrorist (?:group|organi[sz]ation)|the kkk|neo-?nazis?)\\b|\\bradicali[sz]e\\b[^.?!\\n]{0,20}\\b(?:people|youth|teens?|someone|others)\\b|\\b(?:propaganda|recruitment (?:post|video|message)) for (?:isis|al[- ]qaeda|terrorists?|jihad)', 0.9),
  P('animal_cruelty', '\\b(?:kill|poison|hurt|torture|abuse|harm|drown)\\s+(?:my neighbou?r\'?s|someone\'?s|the neighbou?r\'?s|a stray|stray)\\s+(?:dog|cat|pets?|horse|animals?)\\b|\\btortur(?:e|ing) (?:an? )?(?:animals?|cats?|dogs?|puppies|kittens)\\b|\\bdog ?fight(?:ing|s)?\\b[^.?!\\n]{0,20}\\b(?:train|organi[sz]e|set up|start)\\b', 0.85),
];

// Second tier: words that carry harmful intent on their own ("hack into", "incite violence", "phishing",
// "without their consent"). Weaker than an act + target, and softened by protective or definitional framing.
// biome-ignore format: a table, one entry a line
const INTENT: Pattern[] = [
  P('cyber', '\\bhack(?:s|ing|ed)?\\s+into\\b|\\bhack(?:s|ing)?\\s+(?:a|an|the|someone\'?s?|secure|government|corporate|their|his|her)\\s+(?:[\\w\'-]+\\s+){0,2}(?:websites?|systems?|networks?|databases?|accounts?|servers?|computers?|phones?|emails?|devices?|apps?|webcams?|facility)\\b|\\bhacking (?:of|into) |\\bcyber ?-?attacks?\\b|\\b(?:malware|ransomware|keyloggers?|botnets?|rootkits?|spyware|stalkerware|trojan horse|credential stuffing|sim swap\\w*|drive-by download)\\b|\\bunauthori[sz]ed access\\b|\\b(?:bypass|circumvent)\\w*\\s+(?:[\\w-]+\\s+){0,2}(?:security|copyright|drm|digital rights|authentication|paywalls?|2fa|two-factor|anti-?virus|censorship|surveillance|protections?)\\b|\\bevad\\w*\\s+(?:[\\w-]+\\s+)?(?:anti-?virus|detection|law enforcement|the police|police|capture|security|regulations)\\b|\\bsteal(?:s|ing)?\\s+(?:[\\w\'-]+\\s+){0,3}(?:information|data|credentials|passwords?|identities|identity|intellectual property|trade secrets|copyrighted|money|funds|credit card|records)\\b|\\binfect\\w*\\s+(?:a |the |their )?(?:website|computer|system|network|device)s?\\b|\\bhijack\\w*\\s+(?:a |the |someone\'s |a user\'s )?(?:[\\w\'-]+\\s+)?(?:car|vehicle|webcam|website|account|system|plane|drone)\\b|\\bfake (?:social media )?accounts? for hacking\\b|\\bphishing\\b|\\bddos\\b|\\bcrack(?:ing)? (?:[\\w-]+ )?passwords?\\b|\\btamper\\w* with (?:[\\w-]+\\s+){0,2}(?:voting machines?|monitoring devices?|ankle monitors?|meters?|smoke detectors?|medications?|food|products|brakes)\\b', 0.7),
  P('violence', '\\bassassinat\\w+|\\bhit[- ]and[- ]run\\b|\\bincit(?:e|es|ing)\\s+(?:[\\w-]+\\s+){0,2}(?:violence|hatred|hate|riots?|conflict|animosity|chaos|terror\\w*|harm)\\b|\\bglorif(?:y|ies|ying)\\s+(?:[\\w-]+\\s+){0,2}(?:violence|terror\\w*|suicide|gang\\w*|war crimes|shootings?|acts of terror)\\b|\\bpromot(?:e|es|ing)\\s+(?:[\\w-]+\\s+){0,2}(?:violence|terrorism|hate|hatred|racism|self-harm|suicide|anorexia|bulimia|eating disorders|gun violence|gang violence|discrimination|stereotypes)\\b|\\bviolence (?:against|towards?) (?:women|a |an |the |specific|certain|minorit|\\w+ people)|\\bterrorist (?:organi[sz]ations?|attacks?|cells?|groups?|acts?)\\b|\\bacts of terror(?:ism)?\\b|\\bthreaten(?:s|ing)?\\s+(?:to kill|someone|people|a minority|them|him|her)\\b|\\bthreatening (?:letter|message|email|note)s?\\b|\\b(?:contaminat|poison)\\w*\\s+(?:a |the )?(?:public |city\'?s? )?water supply\\b|\\b(?:undetectable|untraceable|deadly) poisons?\\b|\\bbring down a plane\\b|\\babduct\\w*|\\bstart a fire and make it spread\\b|\\bcaus(?:e|ing)\\s+(?:[\\w-]+\\s+)?(?:chaos|panic|a crash|accidents|ecological damage|mass casualties|a stampede)\\b|\\bdisrupt\\w*\\s+(?:[\\w-]+\\s+)?(?:transportation|water supply|public order|power grid|patient care|critical infrastructure|traffic lights)\\b|\\btamper\\w* with evidence\\b|\\bescape from (?:prison|jail)\\b|\\bviolently protest\\b|\\bdestroy company property\\b|\\benslav\\w+|\\bvigilante justice\\b|\\bbetter (?:place|off) if\\b[^.?!\\n]{0,60}\\b(?:killed|dead|died|eliminated|exterminated|wiped out)\\b|\\b(?:human|sex|child) trafficking\\b|\\bsexual exploitation\\b|\\bcoerc\\w+\\s+(?:[\\w-]+\\s+){0,3}into\\b|\\bblack market\\b|\\bwithout alerting (?:the )?(?:police|authorities|firefighters|anyone)\\b', 0.7),
  P('weapons', '\\b(?:pipe gun|zip gun|improvised (?:guns?|firearms?|weapons?|explosives?)|homemade (?:guns?|firearms?|explosives?|bombs?|weapons?)|explosive devices?|phosgene|chlorine gas|mustard gas|nerve agents?|biological weapons?|bio-?weapons?|chemical weapons?|weapons of mass destruction)\\b|\\bfirearms? illegally\\b|\\bfire silently\\b|\\bweapon (?:that can be used )?to (?:assassinate|kill)\\b', 0.75),
  P('drugs', `${DRUG_HIGH}|\\binject(?:ing)? heroin\\b|\\b(?:illegal|illicit) (?:drugs|substances)\\b|\\bfake (?:weight[- ]loss )?(?:drugs?|medicines?|pills|cures?|supplements)\\b|\\bsneak\\w*\\s+(?:[\\w-]+\\s+){0,2}across (?:the |state )?borders?\\b|\\bsmuggl\\w+(?=[^.?!\\n]{0,40}\\b(?:across|borders?|customs|airports?|prisons?|jails?|countr(?:y|ies)|security|contraband|drugs|weapons|guns|rifles|firearms|arms|ammunition|explosives|people|migrants|cigarettes|alcohol|goods|cash|money)\\b)`, 0.7),
  P('self_harm', '\\bself[- ]harm\\b|\\bstarv(?:e|ing) (?:myself|oneself|yourself)\\b|\\b(?:pro[- ]?ana|thinspiration)\\b|\\bencourag\\w+\\s+(?:[\\w-]+\\s+){0,3}(?:suicide|self-harm|anorexia|bulimia)\\b', 0.7),
  P('hate', '\\bhate speech\\b|\\bslurs?\\b|\\bracis[mt]\\b|\\b(?:xenophobic|homophobic|transphobic|antisemitic|anti-semitic|misogynist\\w*|islamophobic)\\b|\\b(?:derogatory|humiliating|degrading|dehumaniz\\w*|demeaning) (?:content|memes|jokes|remarks|things|language|comments|posts?|websites?)\\b|\\bstereotypes? about\\b|\\b(?:inferior|genetically predisposed|lower iq)\\b|\\bi hate (?:jews|muslims|blacks|gays|women)\\b|\\bneo-?nazis?\\b|\\bpeople of a certain race\\b|\\b(?:bully|harass|cyberbully|humiliate|degrade)\\w*\\s+(?:someone|people|others|individuals|vulnerable|a specific|my|her|him|them)\\b|\\bcyberbull\\w+|\\bharass\\w*\\s+(?:an?|the|my|our|their|his|her)\\s+(?!(?:\\w+\\s+)?(?:cats?|dogs?|kittens?|puppies|puppy|birds?|squirrels?|geese|goose|deer|fish|pets?|chickens?|horses?)\\b)|\\b(?:glorif|normali[sz])\\w*\\s+(?:[\\w-]+\\s+){0,2}(?:pedophilia|paedophilia|child abuse|rape|genocide)\\b|\\bfat-shaming\\b|\\bdiscriminat\\w+ against\\b|\\bdon\'?t deserve rights\\b|\\bshouldn\'?t be allowed on the roads\\b', 0.7),
  P('fraud', '\\b(?:scam(?:s|ming|mer)?|fraudulent|defraud\\w*|counterfeit\\w*|forg(?:e|ing|ery)|catfish\\w*|ponzi|pyramid scheme|embezzl\\w+|funnel (?:money|funds)|shell compan(?:y|ies) to|launder\\w*|extort\\w*|blackmail\\w*|bribe\\w*|insider trading|plagiari[sz]\\w+|tax fraud|insurance fraud)\\b|\\bfake (?:reviews?|ids?|identification|degrees?|certificates?|insurance claims?|rumou?rs|login|identity|identities|work experiences?|documents?|diplomas?|testimonials?)\\b|\\bmanipulat\\w+\\s+(?:[\\w-]+\\s+)?(?:stock|financial|markets?|the market|search engine)\\b|\\bcheat(?:ing)? (?:on|in) (?:a |an |the |my )?(?:online )?(?:exams?|tests?)\\b|\\bwithout (?:detection|being (?:caught|traced|detected|carded|charged))\\b|\\b(?:not|avoid) (?:be(?:ing)? |getting )?caught\\b|\\bavoid paying taxes\\b|\\bspam (?:emails?|messages|campaigns?)\\b|\\bmisleads? (?:the )?(?:public|consumers|customers|investors)\\b', 0.65),
  P('misinformation', '\\b(?:disinformation|misinformation|propaganda|fake news|conspiracy theor\\w+|false information)\\b|\\bfabricat\\w+\\s+(?:a |an )?(?:scandal|story|evidence|rumou?rs|quotes?)\\b|\\bdefam\\w+|\\bdeepfakes?\\b|\\bspread\\w*\\s+(?:fake|false) rumou?rs\\b|\\binauthentic behaviou?r\\b|\\bbot network\\b|\\b(?:is|was) (?:a|an) (?:hoax|fabrication|lie)\\b', 0.6),
  P('privacy', '\\bwithout (?:their|his|her|the user\'?s|users\'?|someone\'?s|the person\'?s) (?:consent|knowledge|permission)\\b|\\bspy(?:ing)? on\\b|\\bstalk\\w*', 0.7),
  P('sexual_content', '\\b(?:sexually explicit|erotic|pornographic|x-rated)\\s+(?:[\\w-]+\\s+)?(?:story|stories|content|scenes?|material|images?|videos?|fan ?fic\\w*|roleplay)\\b|\\bwrite (?:me )?(?:some )?(?:porn|smut)\\b', 0.7),
  P('extremism', '\\bradicali[sz]\\w+', 0.7),
];
const PROTECTIVE =
  /\b(?:protect\w*|prevent\w*|avoid (?:being|becoming|falling)|defend\w*|stop (?:a|an|the|someone|people|being)|report\w*|recogni[sz]\w*|spot (?:a|an|the|fakes?|scams?|signs?|red flags)|detect\w*|deal with|cop(?:e|ing)|recover\w*|victims? of|safe from|signs of|warning signs|aware\w*|history of|teach (?:my )?(?:kids|children|students) (?:about|to avoid)|fight(?:ing)? against|combat\w*|counter\w*|reduce|mitigat\w*|legal consequences|penalt\w+|is it (?:legal|illegal)|(?:tell|check|know|see|find out|test) (?:if|whether)|train (?:my |our )?(?:staff|employees|team|users|colleagues))\b/i;

/** Protective words, a training purpose, or a look for harm on the asker's own things (protective-purpose.ts). */
const protectiveFrame = (scan: string) => PROTECTIVE.test(scan) || statesProtectivePurpose(scan);

const ASK_RE = new RegExp(
  `\\b${ASK}\\b|\\bways? (?:for \\w+ )?to\\b|^\\s*(?:please\\s+)?(?:write|create|give|tell|show|explain|describe|list|provide|help|teach|find|make|generate|plan|devise|design|outline|draft|suggest|walk me|figure out|map out|come up|compose|craft|detail|prepare)\\b|\\?\\s*$`,
  'im',
);
const FICTION =
  /\b(?:in|on|for|during) (?:a |an |the |my |our )?(?:(?:video )?games?|minecraft|fortnite|gta|grand theft auto|call of duty|counter[- ]strike|battlefield|skyrim|elden ring|league of legends|overwatch|dnd|d&d|dungeons (?:and|&) dragons|chess|novel|story|stories|short story|screenplay|script|movie|film|films|tv show|show|series|play|book|comic|fiction|fanfic|rpg|roleplaying game|board game|baseball game|baseball|football|soccer|paintball|laser tag)\b|\b(?:terminator|die hard|lion king|mission impossible|harry potter|star wars|game of thrones|breaking bad)\b/i;
const HISTORY = /^\s*(?:why|how) (?:did|was|were|had)\b|^\s*what (?:happened|did|were|was)\b|\b(?:during|in) (?:world war|ww[12i]+|the \d{4}s|history)\b/i;
// Short "what is X?" questions ask for a definition; "what are good ways of X" is an ask for methods.
const DEFINITION =
  /^\s*(?:what (?:is|are|was|were) (?:a |an |the )?[\w\s'"-]{1,40}\?\s*$|what does .{1,60} mean|what kind of|define|definition of|meaning of)/i;
const METHOD_WORDS = /\b(?:ways?|plan|strategy|strategies|methods?|steps|best|good|tips|guide|easiest|perfect|recipe|instructions|how)\b/i;

/** A short "what is X?" question, not one for methods. */
const definitional = (scan: string) => DEFINITION.test(scan) && !METHOD_WORDS.test(scan);

/** A pattern's match, its offset moved back to the text's when it sits in the scanned tail (`shift`). */
function matchAt(pattern: Pattern, m: RegExpExecArray, shift: number): HarmfulMatch {
  const start = m.index + (m.index > 6000 ? shift : 0);
  return { category: pattern.category, text: m[0], start, end: start + m[0].length, confidence: pattern.confidence };
}

// Most texts hold none of the words the patterns need: the gate skips those patterns (regex-gate.ts).
export const REQUEST_GATE = new RegexGate([...INTENT, ...PATTERNS].map((p) => p.re));

/**
 * Every harmful ask in a text, one per pattern that matches (in pattern order). Fiction, games and history
 * soften violence only; protective, historical or definitional framing softens the intent words. `words`: the
 * text's lower-cased words when known (RegexGate.open).
 */
export function findHarmfulRequests(text: string, words?: Iterable<string>): HarmfulMatch[] {
  // Long prompts often put the ask at the end, after a template: read the head and the tail.
  const cut = text.length > 8000;
  const scan = (cut ? `${text.slice(0, 6000)}\n${text.slice(-2000)}` : text).replace(/[’‘]/g, "'");
  // The text's words are the scan's, unless the cut split one.
  const open = REQUEST_GATE.open(scan, cut ? undefined : words);
  // The framings are read only when a pattern that depends on them matches.
  let hasAsk: boolean | undefined;
  let softened: boolean | undefined;
  let protective: boolean | undefined;
  const found: HarmfulMatch[] = [];
  // Offsets into the scanned tail are moved back to where that tail sits in the text.
  const shift = scan.length === text.length ? 0 : text.length - 2000 - 6001;
  if (INTENT.some((_, k) => open[k]) && !(HISTORY.test(scan) || definitional(scan) || (protective ??= protectiveFrame(scan)))) {
    INTENT.forEach((pattern, k) => {
      const m = open[k] ? pattern.re.exec(scan) : null;
      if (m) found.push(matchAt(pattern, m, shift));
    });
  }
  PATTERNS.forEach((pattern, k) => {
    const m = open[INTENT.length + k] ? pattern.re.exec(scan) : null;
    if (!m) return;
    if (pattern.needsAsk && !(hasAsk ??= ASK_RE.test(scan))) return;
    if (pattern.softenedByFiction && (softened ??= FICTION.test(scan) || HISTORY.test(scan) || definitional(scan))) return;
    found.push(matchAt(pattern, m, shift));
  });
  // The meaning's parts (an act aimed at a harmful target, harmful-acts.ts), on asks not framed to protect.
  // One lower-cased, tokenised text for every reading (request-text.ts).
  const request = (hasAsk ??= ASK_RE.test(scan)) ? new RequestText(scan, cut ? undefined : words) : null;
  const acts = request
    ? [
        ...readHarmfulActs(request),
        ...readCovertActs(request),
        ...readVeiledSelfHarm(request),
        ...readFabricatedContent(request),
        ...readEatingDisorder(request),
        ...readExtortion(request),
        ...readActsOnOthers(request),
        ...readHazardAccess(request),
        ...readActsByAim(request),
        ...readCrimesOnThings(request),
        ...readLiesAboutPeople(request),
      ]
    : [];
  if (acts.length > 0) {
    // Acts that carry their own framing (framed) are not softened by the prompt's protective words.
    const softenedByProtection = acts.some((act) => !act.framed) && (protective ??= protectiveFrame(scan));
    for (const act of acts) {
      if (softenedByProtection && !act.framed) continue;
      if (act.retold && (softened ??= FICTION.test(scan) || HISTORY.test(scan) || definitional(scan))) continue;
      const start = act.start + (act.start > 6000 ? shift : 0);
      found.push({ category: act.kind, text: scan.slice(act.start, act.end), start, end: start + act.end - act.start, confidence: act.confidence });
    }
  }
  return found;
}

/**
 * How a text frames a sensitive topic: as a definition ("what is LSD?"), history ("why did … happen"), or
 * fiction and games ("in Mission Impossible"). Such framings ask to understand, not to do.
 */
export function framingOf(text: string): { definitional: boolean; historical: boolean; fictional: boolean } {
  const scan = text.length > 8000 ? `${text.slice(0, 6000)}\n${text.slice(-2000)}` : text;
  return { definitional: definitional(scan), historical: HISTORY.test(scan), fictional: FICTION.test(scan) };
}

/** The most confident harmful ask in a text (the first of equals), or null. */
export function findHarmfulRequest(text: string): HarmfulMatch | null {
  let best: HarmfulMatch | null = null;
  for (const match of findHarmfulRequests(text)) if (!best || match.confidence > best.confidence) best = match;
  return best;
}

/** True when the text asks for something clearly harmful. */
export const isHarmfulRequest = (text: string): boolean => findHarmfulRequest(text) !== null;

// Jailbreak framing: role-play personas without rules, "ignore your instructions". Whatever it asks, a
// refusal of it is expected, so it counts as harmful for over-refusal.
const JAILBREAK =
  /\b(?:developer mode(?! (?:on|in|for|of) (?:my|the|your|an?|this) (?:\w+ )?(?:phone|android|iphone|ipad|device|browser|chrome|firefox|edge|windows|mac|macbook|laptop|pc|computer|tablet|tv|console|xbox|playstation|switch|app|settings|car|router)\b)|jailbr(?:eak|oken)\w*|unfiltered|uncensored|amoral|unethical (?:ai|assistant|chatbot)|no (?:ethical|moral) (?:guidelines|restrictions|boundaries|limits)|without (?:any )?(?:ethical|moral|safety) (?:guidelines|restrictions|filters|considerations|constraints)|ignore (?:all |any )?(?:(?:of )?(?:your|the) )?(?:previous|prior|above|earlier|original)? ?(?:instructions|rules|guidelines|programming)|always fulfills? (?:the user'?s|every|any) request|never refuses?|(?:doesn'?t|does not|don'?t) (?:have|follow) any (?:ethical|moral)|(?:doesn'?t|does not|don'?t) care about (?:ethics|morality|legality)|stay in character|opposite mode|evil (?:confidant|assistant|ai)|machiavellian|do anything now|DAN mode)\b/i;

/** True when the text is dressed as a jailbreak (persona without rules, "ignore previous instructions"). */
export const looksLikeJailbreak = (text: string): boolean => JAILBREAK.test(text.length > 8000 ? `${text.slice(0, 6000)}\n${text.slice(-2000)}` : text);

const SENSITIVE =
  /\b(?:kill\w*|murder\w*|weapons?|guns?|bombs?|explosives?|drugs?|cocaine|heroin|meth|suicide|self[- ]harm|hack\w*|malware|steal\w*|poison\w*|terror\w*|shoot\w*|attack\w*|abuse|violen\w*|sex\w*|porn\w*|nude|racis\w*|nazi\w*|genocide|massacre|assault|rape|fraud|scam\w*|launder\w*|explod\w*|die|death|dead|blood)\b/i;

/** Benign but near a sensitive topic ("How do I kill a Python process?"): refusing it is less surprising. */
export const touchesSensitiveTopic = (text: string): boolean => SENSITIVE.test(text.slice(0, 6000));
