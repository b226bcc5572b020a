import { METHOD_TRIED_TO, POSS, SELF } from './attempt-methods.ts';
import type { CrisisKind } from './crisis-kind.ts';
import { FIGURES, GAP, WHO } from './loss-cues.ts';
import { ACCIDENT } from './self-harm-cues.ts';

/**
 * Someone close to the visitor wants to die, talks of suicide, shows its warning signs or
 * hurts themselves: "my friend wants to kill herself", "my sister said she wants to die",
 * "im worried my bf is suicidal", "my brother has been self harming". The visitor is the
 * one who can help them, so the reply is about how (crisis-kind.ts 'worried-about-other',
 * 'other-self-harm'), not "are you safe right now?". The same with a plan for tonight, the
 * means at hand or already under way is an emergency for them ('emergency-other').
 * classify.ts reads the rest of the message for the visitor's own crisis, which wins.
 */

/** The act wished or planned, after "wants to" ("kms" is normalised to "kill myself"). */
const ACT = [
  `(?:kill|off) (?:${SELF}|myself)`,
  `(?:end|take) ${POSS} (?:own )?li(?:fe|ves)`,
  'end (?:it all|everything|it|things)(?! (?:with|between|here|there|early|before|after|off|at|on)\\b)',
  '(?:commit|attempt) suicide',
  // Not "die of embarrassment", "die his hair", "die for her kids", "die on that hill".
  'die(?! (?:of|from) (?:embarrass|laugh|bored|cringe|shame|happiness|cuteness|thirst|hunger)| (?:my|her|his|your|their|the|a) (?:\\w+ )?(?:hair|beard|clothes|shirt|jeans|eyebrows|dress|fabric)| for\\b| on that hill| in (?:the|a|that) game)',
  'be dead|not be (?:alive|here|around)(?: anymore)?|not wake up|stop (?:living|existing)|not exist',
  'overdose|od',
  METHOD_TRIED_TO,
].join('|');
/** The same talked or thought about ("keeps talking about suicide"), not "the suicide squad". */
const ACT_ING = [
  `killing (?:${SELF}|myself)`,
  `(?:ending|taking) ${POSS} (?:own )?li(?:fe|ves)`,
  'ending (?:it all|everything|it|things)(?! (?:with|between|here|there|early|before|after|off)\\b)',
  'suicide|dying|wanting to die|not being (?:alive|here|around)|overdosing',
  `(?:hanging|shooting|drowning) ${SELF}|jumping (?:off|from|in front of) (?:a|the) (?:bridge|roof|building|balcony|cliff|train)`,
].join('|');
const WANTS =
  "(?:(?:is|'s|are|'re|was|were) )?(?:(?:really|still|just|seriously|actually|always|now) )?(?:wants?|wanted|wanna|wish(?:es|ed)?|needs?|going|about|planning|plans?|plotting|threatening|threatened|threatens|ready|preparing|decided|trying) (?:to|2) ";
const TALKS =
  "(?:(?:keeps?|kept|is|'s|has been|was|always|started|been) )?(?:talking|talks|talked|joking|jokes|posting|posts|writing|writes|thinking|thinks|going on|texting|obsessing|obsessed) (?:a lot |so much |all the time |constantly |again )?(?:about|of) ";
const SAYS =
  '(?:says|said|keeps saying|kept saying|told me|tells me|texted(?: me)?|messaged(?: me)?|posted|wrote|keeps telling me)(?: that)? ';
/** What they say that says it without the words ("...everyone would be better off without her"). */
const SAID_HOPELESS = [
  `(?:everyone|everybody|we|the world|people|they) (?:would|will|'d) be better off without (?:him|her|them)`,
  `(?:no ?one|nobody) (?:would|will|'d) (?:even )?(?:miss|notice|care about) (?:him|her|them)`,
  `(?:he|she|they)(?:'d| would| is| 's| are|'re) (?:be )?better off dead`,
  "life (?:isn't|is not|ain't|is no longer) worth (?:living|it)|(?:he|she|they) (?:can't|cannot) (?:go on|keep going|do this anymore)|there(?:'s| is) no (?:point|reason) (?:in|to) (?:living|going on)",
].join('|');
const STATE = [
  "(?:is|'s|are|'re|seems|seemed|has been|have been|was|sounds|might be|may be|could be|got|gets|been|feels|felt|being) (?:really |so |very |kind of |kinda |a bit |pretty |extremely |actively |super |severely )?suicidal",
  '(?:has|have|had|is having|been having|having) (?:\\w+ )?suicidal (?:thoughts|feelings|ideation)',
  '(?:wrote|left|written|posted|sent) (?:me |us )?(?:a |her |his |their )?suicide (?:note|letter|message|post|video)',
  '(?:is|has been|was) (?:\\w+ )?(?:researching|looking up|googling) (?:ways to die|how to (?:kill|overdose|hang|od))',
].join('|');
/** Hurting themselves, not always to die: cutting, burning, "self harming". Not "cut her own hair". */
const SELF_HARM = [
  `(?:cuts|cutting|burns|burning|scratches|scratching|hits|hitting|punches|punching|starves|starving|carves|carving|hurts|hurting|harms|harming) ${SELF}`,
  `(?:cut|burned|burnt|hurt|harmed|starved) ${SELF} (?:again|on purpose|deliberately|to cope|with (?:a|the|his|her|their) (?:razor|blade|knife|lighter))`,
  '(?:self[- ]?harm\\w*|self[- ]?injur\\w*)',
  "(?:is|'s|are|'re|has been|started|keeps) cutting again",
  `(?:wants?|wanna|going|threatening|threatened) to (?:hurt|harm|cut|burn) ${SELF}`,
].join('|');
/** Warning signs, counted only two together ("said goodbye to everyone" alone is a party's end). */
const SIGNS = [
  'said (?:goodbye|bye|goodbyes|their goodbyes) to (?:everyone|everybody|all of us|us all)|(?:is|has been) saying goodbye to (?:everyone|everybody|people)',
  `(?:gave|giving|gives|given) away (?:all )?(?:of )?${POSS} (?:stuff|things|belongings|possessions|cat|dog|pets?|clothes|games|books)`,
  '(?:wrote|left|posted|sent) (?:me |us )?(?:a |her |his |their )?(?:goodbye|farewell) (?:note|letter|message|post|video)',
  "(?:stopped|isn't|is not|not) eating|(?:won't|doesn't|isn't) (?:get(?:ting)? out of bed|answer(?:ing)? (?:my|our|any) (?:texts|calls))",
].join('|');

/** Said of them: "my friend ...", "she's ..." (the "'s" may be the verb's). */
const SAID_OF = (act: string) => `(?:${WHO})(?:'s|'re)? ${GAP}(?:${act})\\b`;
/** "she said she'd kill herself", "my friend's self harm". */
const SAID_THEY_WOULD = `\\b${SAYS}(?:he|she|they)(?:'d| would|'ll| will| was going to| is going to) (?:${ACT})\\b`;
const POSSESSED = `(?:${WHO})'s (?:\\w+ )?(?:self[- ]?harm\\w*|cutting|suicidal thoughts|suicide plan)\\b`;

const INTENT = new RegExp(
  [
    SAID_OF(`${WANTS}(?:${ACT})`),
    SAID_OF(`${TALKS}(?:${ACT_ING})`),
    SAID_OF(`${SAYS}(?:${SAID_HOPELESS})`),
    SAID_OF(STATE),
    SAID_THEY_WOULD,
  ].join('|'),
  'g',
);
const HARM = new RegExp(`${SAID_OF(SELF_HARM)}|${POSSESSED}`, 'g');
/**
 * Up high and saying they will jump ("my friend is on the roof and says she wants to
 * jump"): "jump" alone is a trampoline's, up there it is the act. Not "...to jump in the pool".
 */
const ON_A_HEIGHT_TO_JUMP = `(?:is|'s|are|'re) (?:standing |sitting )?on (?:the|a|${POSS}) (?:\\w+ )?(?:roof|rooftop|bridge|ledge|balcony|cliff|overpass)\\b[^.!?]{0,40}?\\b(?:wants?|going|about|threatening|threatens|says (?:he|she|they)(?:'s| is|'re| are|'ll| will)?(?: going)?) to jump\\b(?! (?:in|into|onto|on)\\b)`;
/** The means in hand or the edge under their feet: an emergency even with no intent said. */
const DANGER = new RegExp(
  SAID_OF(
    `(?:has|got|'s got|is holding|holding|is sitting with) (?:a |the |all (?:of )?${POSS} |${POSS} )?(?:\\w+ )?(?:pills|gun|knife|rope|razor|blade|noose) (?:in front of|next to|beside|to) (?:him|her|them|${POSS} (?:head|wrists?|throat|neck))|(?:is|'s|are|'re) (?:standing|sitting) on (?:the )?(?:edge|ledge) of (?:a|the|${POSS}) (?:\\w+ )?(?:roof|bridge|building|balcony|cliff|overpass)|(?:is|'s|are|'re) (?:standing|sitting) on (?:the|a) (?:\\w+ )?ledge|${ON_A_HEIGHT_TO_JUMP}`,
  ),
  'g',
);
const SIGN = new RegExp(SAID_OF(SIGNS), 'g');
/** A sign with its subject left out ("...and gave away her stuff"), but not the visitor's own. */
const ANY_SIGN = new RegExp(`(?<!\\bi (?:\\w+ )?)\\b(?:${SIGNS})\\b`, 'g');
/** Everyday uses of the same words ("...when she sees the bill", "...for the role"). */
const HYPERBOLE =
  /\b(?:when|if|once) (?:he|she|they) (?:sees?|finds? out|hears?|reads?|gets? home|realizes?|notices?|knows?)\b|\b(?:self[- ]?harm|suicide) (?:awareness|prevention|research|essay|project|article|documentary|course|class|training|campaign|lecture|paper)\b|\b(?:essay|project|paper|article|documentary|lecture|presentation) (?:on|about)\b/;

/** Now, tonight, under way, or the means at hand: call for them now, don't wait. */
const URGENT =
  /\b(?:right now|rn|just now|tonight|as we speak|at the moment|this minute|any minute)\b|\b(?:is|'s|are|'re) (?:about|trying) to\b|\bon (?:the|a|her|his|their|our) (?:\w+ )?(?:roof|rooftop|bridge|ledge|balcony|tracks|cliff)\b|\b(?:has|got|'s got|is holding|holding|grabbed|took) (?:a|the|his|her|their|all (?:of )?(?:his|her|their)|my (?:\w+ )?) ?(?:\w+ )?(?:gun|knife|rope|razor|blade|noose|pills)\b|\blocked (?:him|her|them)sel(?:f|ves) in\b|\b(?:has|have|already|just) started\b/;

/** The visitor says the same of themselves: "...and honestly so do i". */
const SHARES_IT =
  /\b(?:so do i|so am i|so have i|me too|same here|same for me|i do too|i am too|i'm the same|i feel the same(?: way)?|i want to as well)\b|\bi (?:want|wanna|feel like|think about|thought about|'ve thought about|have thought about) (?:it|that|doing it|the same|dying) too\b/;

/**
 * Every pattern above is said of someone (WHO); most messages name no one, and one look
 * for a person spares them the four searches below (they were 40 % of the classifier's
 * time on the bench's everyday messages).
 */
const NAMES_SOMEONE = new RegExp(WHO);

/** Matches of a pattern that are not everyday figures (read up to 40 characters on). */
function realMatches(text: string, re: RegExp): RegExpExecArray[] {
  return [...text.matchAll(re)].filter((m) => !FIGURES.test(text.slice(m.index, m.index + m[0].length + 40)));
}

export interface SomeoneAtRisk {
  kind: Extract<CrisisKind, 'worried-about-other' | 'other-self-harm' | 'emergency-other'>;
}

/**
 * Whether the message tells of someone close at risk, and what to answer it with. A
 * laughing message is let off, as "i want to die lol" is for the visitor themself.
 */
export function someoneAtRisk(text: string, laughing: boolean): SomeoneAtRisk | null {
  if (!NAMES_SOMEONE.test(text)) return null;
  if (realMatches(text, DANGER).length) return { kind: 'emergency-other' };
  if (laughing || HYPERBOLE.test(text)) return null;
  const intent =
    realMatches(text, INTENT).length > 0 ||
    (realMatches(text, SIGN).length > 0 && (text.match(ANY_SIGN) ?? []).length >= 2);
  const harm = realMatches(text, HARM).some((m) => !ACCIDENT.test(m[0]) && !ACCIDENT.test(text));
  if (!intent && !harm) return null;
  if (URGENT.test(text)) return { kind: 'emergency-other' };
  return { kind: intent ? 'worried-about-other' : 'other-self-harm' };
}

/** The message with what is said of someone else taken out, so the rest can show the visitor's own. */
export function withoutSomeoneAtRisk(text: string): string {
  const rest = [INTENT, HARM, DANGER].reduce((t, re) => t.replace(re, ' '), text);
  return realMatches(text, SIGN).length ? rest.replace(ANY_SIGN, ' ') : rest;
}

/** The visitor's own crisis said as "me too" next to someone else's: theirs is the same kind. */
export function sharesIt(rest: string): boolean {
  return SHARES_IT.test(rest);
}
