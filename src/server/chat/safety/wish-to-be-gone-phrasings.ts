import type { CrisisKind } from './crisis-kind.ts';
import { DAILY_MEDICINE } from './daily-medicine.ts';
import type { Cue } from './scoring.ts';
import { NOT_NEARLY } from './suicide-means-cues.ts';

/**
 * Fixed phrasings of wanting to be gone that the general shapes in `suicide-frames.ts`
 * do not reach: a jump, a bottle's worth of pills (taken: kind 'overdose'), the will to
 * live lost, not living to a date, goodbye letters and the ordinary parts of a farewell
 * that count together, a blade or gun held to oneself, why live, hating being alive.
 */

const WHOLE_LOT_OF_PILLS =
  '(?:\\w+ ){0,3}?(?:every|all|whole|entire|bunch|handful|bottle|box|pack|packet|\\d{2,}) (?:\\w+ ){0,2}?(?:pills?|tablets?|meds|capsules|sleeping pills|painkillers)\\b';
const NOT_AN_OVERDOSE =
  /\bby accident\b|\baccidentally\b|\bprescribed\b|\bdoctor said\b|\bfor (?:my|the) (?:vitamins|supplements)\b|\bvitamins?\b|\ba day\b|\bdaily\b/;

export const WISH_TO_BE_GONE_PHRASINGS: Cue<CrisisKind>[] = [
  {
    re: /\b(?:going to|gonna|about to|will|'ll|ready to|want to|wanna|need to) jump\s*(?:$|[.!?,]|off\b|from\b|now\b|tonight\b)/,
    weight: 1,
    kind: 'suicide',
    // A dive, a stunt, a trampoline: "my dad is going to jump off the diving board".
    unless:
      /\b(?:diving board|high board|springboard|(?:the|a) (?:dock|pier|jetty|boat|swing|trampoline)|into (?:the |a )?(?:pool|lake|water|sea|river|ocean)|bungee|parachute|zip ?line|skydiv\w*|parkour)\b/,
  },
  {
    // Already taken: kind 'overdose' (emergency services first); the same still to come is below.
    re: new RegExp(`\\b${NOT_NEARLY}(?:took|swallowed|downed)\\b ${WHOLE_LOT_OF_PILLS}`),
    weight: 1,
    kind: 'overdose',
    unless: NOT_AN_OVERDOSE,
  },
  {
    re: new RegExp(
      `\\b(?:take|taking|swallow(?:ing)?|down(?:ing)?|(?:almost|nearly) (?:took|swallowed|downed))\\b ${WHOLE_LOT_OF_PILLS}`,
    ),
    weight: 1,
    kind: 'suicide',
    unless: new RegExp(`${NOT_AN_OVERDOSE.source}|${DAILY_MEDICINE.source}`),
  },
  {
    re: /\b(?:lost|losing|no|don't have|have no|there's no|there is no) (?:the |my |any )?(?:will|reason|desire|wish|strength) to (?:live|go on|keep going|be alive|keep living)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  { re: /\bnothing (?:left )?for me (?:here|anymore|in this world)\b/, weight: 0.6, kind: 'suicide', negatable: false },
  { re: /\bi'm ready to go\s*(?:$|[.!?])|\bnever come back\b/, weight: 0.5, kind: 'suicide' },
  {
    re: /\b(?:can't|cannot|couldn't) (?:\w+ )?(?:live|exist|keep living|keep existing|stay alive|be alive|go on living)\b(?! (?:with|without|in|near|on|there|here|at|like that|in a world|through))/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless: /\bcan't live without (?:coffee|chocolate|music|you|my)\b/,
  },
  {
    re: /\b(?:done|finished|through) (?:with )?(?:living|being alive|existing|this life)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
  {
    re: /\b(?:won't|not going to|never going to|will not|i'll never|i will never) wake up (?:again|tomorrow|ever)\b/,
    weight: 0.7,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:no way|not|don't think|won't|not going to|never going to|never|i'll never) (?:i'm |i am |i'll |i will |i'd )?(?:be )?(?:making it|make it|be around|around|alive|here|live|living|see|seeing|live to see) (?:to|till|until|through|for|past)? ?(?:my (?:next )?birthday|christmas|new year|next (?:week|month|year)|the (?:weekend|morning|end of the (?:week|month|year))|tomorrow|another day|graduation)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:letters?|notes?|messages?|videos?) (?:to|for) (?:say(?:ing)? )?goodbye\b|\bsay(?:ing)? goodbye (?:to everyone|forever|for good|to the world|to everybody)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:it|this|all this|all of this|everything|it all|the pain|my life) (?:to )?(?:end|stop|be over|is over) (?:for good|forever|permanently)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:tired of|sick of|can't keep|done|exhausted from) (?:fighting|trying|struggling) to (?:stay alive|live|survive|keep going|keep living|exist)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\btime (?:for me )?to (?:go|leave|say goodbye|check out) (?:for good|forever|permanently)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:stop|never again|not) (?:feeling|breathing|thinking|hurting|existing) (?:\w+ ){0,2}?(?:forever|for good|permanently)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:won't|will not|won't have to|will never have to|don't have to) (?:have to )?(?:deal with|worry about|put up with|bother with|hear from|see|carry) me (?:much longer|for long|anymore|again|soon|after (?:tonight|today))\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\bi (?:won't|will not|will no longer) be (?:a problem|a burden|in (?:anyone's|your|their|everyone's) way|anyone's problem) (?:for|to) (?:anyone|anybody|you|them|everyone)\b|\bsoon i won't be\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:want to|wanna|going to|gonna|thinking about|about to|ready to|plan to) commit\s*(?:$|[.!?]|tonight|soon|today)/,
    weight: 1,
    kind: 'suicide',
  },
  { re: /\bmade sure of it\b|\bit's (?:all )?(?:planned|decided)\b/, weight: 0.4, kind: 'suicide' },
  // a farewell: each part is ordinary, together they are not
  { re: /^goodbye\b|\bgoodbye\s*(?:[.!]|$)/, weight: 0.35, kind: 'suicide' },
  {
    re: /\blove you all\b|\btell (?:my|them|everyone) (?:\w+ )?i love (?:them|her|him)\b/,
    weight: 0.35,
    kind: 'suicide',
  },
  { re: /\bforgive me\b|\bi'm sorry\s*(?:$|[.!])/, weight: 0.35, kind: 'suicide' },
  { re: /\btake care of (?:my|mom|mum|dad|the kids|everyone)\b/, weight: 0.35, kind: 'suicide' },
  {
    re: /\b(?:painless|easiest|quickest|fastest|least painful|peaceful) way to go\b(?! (?:to|by|from|there|home|back|about|on|with))/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:want|need|wanna) (?:to )?(?:get )?out of (?:this life|this world|life|existence)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bhope (?:i|that i) (?:get|gets) (?:hit|run over|killed|shot)\b|\bhope (?:a|the|some) (?:car|truck|bus|train|plane|bullet) (?:hits|kills|takes) me\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bdon't care (?:if|whether) i (?:die|live|wake up|don't wake up|make it)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:knife|blade|razor|gun|pistol)\b[^.!?]{0,25}\b(?:to|against|on) my (?:wrists?|throat|head|neck|temple|skin|arm|chest)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bwhy (?:should i|do i|am i even|am i still|bother to|even|would i) (?:live|living|alive|exist|be alive|keep living|go on|stay alive)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:hate|despise) (?:being alive|existing|my existence|being me|living)\b(?! (?:in|with|at|near|here|there|so far|paycheck))/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
  { re: /\bwaste of (?:space|oxygen|air|life|a person)\b/, weight: 0.5, kind: 'suicide' },
  {
    re: /\bwant to disappear\b/,
    weight: 0.5,
    kind: 'suicide',
    jest: true,
    unless: /\bdisappear (?:to|into|under|for (?:a|the)|on (?:a|an))\b/,
  },
];
