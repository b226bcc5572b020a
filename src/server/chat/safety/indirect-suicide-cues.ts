import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * Suicide said without a death word, in the shapes paraphrases-f.tsv showed the older cues
 * missing: affairs put in order (how one will be remembered, a message to pass on; things
 * given away are in given-away-cues.ts), not expecting to be here by a date, a decision not to be argued with,
 * looking at a means and thinking about it, wishing for an accident. Each part that is
 * ordinary on its own ("giving away my old textbooks", "I made up my mind") counts only
 * with another.
 */

const PILLS = '(?:pills|tablets|meds|medication|medicines?|painkillers|sleeping pills|antidepressants)';
/** A date one might not be here by (shared with suicide-preparation-cues.ts and given-away-cues.ts). */
export const PERIOD =
  '(?:christmas|new year|my birthday|tomorrow|tonight|the (?:weekend|night|morning|summer|winter)|(?:this|next|the) (?:week|weekend|month|year|summer|winter)|monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/** Absence with an ordinary reason ("not here by Christmas, flying home on the 20th"). */
export const AWAY =
  /\b(?:moving|move|trip|travel\w*|flight|flying|vacation|holiday|abroad|camping|visiting|away|work|job)\b/;

export const INDIRECT_SUICIDE_CUES: Cue<CrisisKind>[] = [
  // ---- affairs in order ----
  {
    re: /\b(?:so|that) (?:she|he|they|it|the \w+)(?:'ll| will) be (?:looked after|taken care of|cared for|ok|okay|fine|safe) (?:when|after|once) i(?:'m| am)? (?:not here|not around|gone)\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  {
    re: /\b(?:want|wanted|wanna|need|needed) (?:her|his|their|your|everyone's|my \w+'s|my \w+s'|my \w+) (?:last|final) (?:memory|memories|image|picture|impression) of me\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\btell (?:my \w+|them|everyone|her|him|my family) (?:that )?i(?: love| loved|'m sorry)\b[^.!?]{0,12}[.!?]?[^.!?]{0,20}\bi (?:won't|will not|can't|will never) (?:be able to|get to)(?: anymore)?\s*(?:$|[.!?])/,
    weight: 1,
    kind: 'suicide',
  },
  { re: /\bsorry for everything\b/, weight: 0.4, kind: 'suicide' },
  {
    re: /\b(?:my|this is (?:my )?|the) (?:last|final) (?:message|text|words?|post) (?:to|for) (?:anyone|anybody|everyone|everybody|you all|all of you|the world)\b/,
    weight: 0.7,
    kind: 'suicide',
  },
  {
    re: /\bthis is goodbye\b|\bthanks for (?:listening|everything|being there)\b[^.!?]{0,30}\ball (?:these|this) (?:months|years|time)\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  {
    re: /\b(?:wrote|written|writing|left|finished) (?:the|my) note\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  {
    re: /\bwaiting (?:for|until) (?:everyone|everybody|them|my (?:parents|family|\w+)) (?:to )?(?:fall asleep|go to sleep|to sleep|is asleep|are asleep|leave|go out|to leave)\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  // ---- not expecting to be here ----
  {
    re: new RegExp(
      `\\b(?:don't|do not|not|no longer|never|can't) (?:really |even |honestly )?(?:plan(?:ning)? (?:on|to)|expect(?:ing)? to|intend(?:ing)? to|see myself|think i'll|think i'm going to|going to) (?:be(?:ing)? |still be(?:ing)? )?(?:here|around|alive|making it|make it|surviving|survive|last|lasting) (?:by|through|past|till|until|to see) ${PERIOD}\\b`,
    ),
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless: AWAY,
    // Only nearby: "work was fine, ... I don't plan on being here by Christmas" is no trip.
    near: 25,
  },
  {
    re: /\b(?:nobody|no one|noone|no-one)(?: will|'ll| is going to| ever)? (?:have to|need to) (?:deal with|put up with|worry about|bother with|look after|take care of|carry) me\b(?: (?:anymore|again|much longer|for long|after|soon|by)\b|\s*(?:$|[.!?]))/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless: /\b(?:trip|holiday|vacation|party|dinner|weekend away|staying home)\b/,
  },
  {
    re: /\b(?:this is|this'll be|it's|today is|tonight is) (?:going to be )?my (?:very )?last (?:day|night|weekend|week|sunset|christmas|birthday|morning)\s*(?:$|[.!?,])/,
    weight: 0.6,
    kind: 'suicide',
    unless: AWAY,
  },
  { re: /\b(?:decided|made up my mind|my mind is made up|i've chosen)\b/, weight: 0.4, kind: 'suicide', bonus: true },
  { re: /\btonight'?s the night\b/, weight: 0.4, kind: 'suicide', bonus: true },
  {
    re: /\b(?:don't|do not) (?:try to |even try to )?(?:talk me out of it|stop me)\b/,
    weight: 0.5,
    kind: 'suicide',
    negatable: false,
  },
  // ---- no reason to stay; the point of it ----
  {
    re: /\bwhat(?:'s| is) (?:even )?the point (?:of|in) (?:even |still |me )?(?:waking up|getting up|trying to (?:stay alive|live|keep going|go on)|staying alive|being here|sticking around|going on)\b/,
    weight: 1,
    kind: 'suicide',
    unless: /\b(?:waking|getting) up (?:early|at|before|so early|for|on (?:a )?(?:sunday|saturday|weekend|holiday))\b/,
  },
  {
    re: /\b(?:why|no reason|any reason)\b(?: (?:i|do i|should i|i should|would i|to))? (?:even )?(?:bother )?(?:stick(?:ing)? around|stay(?:ing)? alive|be(?:ing)? here anymore|go(?:ing)? on living)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless:
      /\b(?:at|for|in) (?:this|the|that) (?:party|job|company|place|city|town|class|club|meeting|event|bar|team)\b/,
  },
  // ---- a wish said plainly, with the ordinary reading ruled out ----
  {
    re: /\bnot in (?:a|the) (?:\w+ )?(?:vacation|holiday|fun|cute|travel|good|nice|normal|figurative|metaphorical|dramatic) (?:way|sense)\b|\bi mean (?:it )?(?:literally|for real|permanently|forever)\b/,
    weight: 0.5,
    kind: 'suicide',
    bonus: true,
  },
  {
    re: /\b(?:wish|wishing|hope|hoping|pray|praying)(?: that)? (?:a|the|some) (?:car|truck|bus|train|lorry|plane|bullet) (?:would |will |'d |could )?(?:just )?(?:hit|hits|kill|kills|take|takes|run me over|runs me over|crash(?:es)? into) me\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
  // ---- means: looked up, looked at, ready ----
  {
    re: new RegExp(
      `\\b(?:which|what|how many|how much) (?:\\w+ ){0,2}?${PILLS}\\b[^.!?]{0,30}\\b(?:deadly|lethal|fatal|would kill|kills you|overdose)\\b`,
    ),
    weight: 1,
    kind: 'suicide',
    unless: /\b(?:dogs?|cats?|pets?|puppy|kitten|kids|children|toddlers?|baby)\b/,
  },
  {
    re: /\b(?:which|what) (?:ones?|of them|combination|combo|mix|amount|dose)\b[^.!?]{0,20}\b(?:deadly|lethal|fatal)\b/,
    weight: 1,
    kind: 'suicide',
    requires: new RegExp(`\\b${PILLS}\\b`),
    unless: /\b(?:dogs?|cats?|pets?|puppy|kitten|kids|children|toddlers?|baby)\b/,
  },
  {
    re: /\b(?:looked|looking|stared|staring|stood|standing|sat|sitting|went|walked) (?:at|to|by|on|near|over) (?:the |my |those |that )?(?:train )?(?:tracks|railway|roof|rooftop|ledge|edge|pills|rope|knife|blade|razor|gun)\b[^.!?]{0,60}\b(?:thought|thinking) about (?:it|doing it|jumping|ending it)\b|\b(?:bridge|river|cliff|overpass)\b[^.!?]{0,60}\b(?:thought|thinking) about (?:doing it|jumping|ending it)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:standing|sitting|been) (?:on|at) (?:the )?(?:edge|roof|rooftop|ledge|bridge|railing|tracks)\b[^.!?]{0,20}\bfor (?:like |almost |about |over )?(?:an hour|hours|a while|ages|\d+ (?:minutes|mins|hours))\b/,
    weight: 1,
    kind: 'suicide',
    unless: /\b(?:pool|bed|bath|tub|sofa|couch|seat|chair|stage|dock|waiting for|parade|fishing|photos?)\b/,
  },
  {
    re: /\beverything i need (?:is )?(?:ready|laid out|in place|sorted)\b|\bgot everything (?:i need )?ready\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  {
    re: /\b(?:need|needs|working up|work up|find|get) the (?:nerve|courage|guts)\s*(?:$|[.!?]|now\b|to do it\b|to go through with it\b)/,
    weight: 0.6,
    kind: 'suicide',
  },
  // ---- other languages: the same shapes ----
  {
    re: /\b(?:plus|pas) (?:envie|la force|le courage) de vivre\b|\bmieux sans moi\b|\bsi je n'etais plus la\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bno quiero (?:seguir|estar) (?:aqui|viva?|viviendo|existiendo)\b|\bno quiero (?:existir|despertar)\b|\bmejor sin mi\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bwenn ich nicht mehr (?:da|hier|am leben) (?:ware|bin|sein)\b|\bohne mich (?:besser|leichter)\b|\bich (?:will|mochte) (?:einfach )?nicht mehr (?:aufwachen|da sein|hier sein|existieren)\b/,
    weight: 1,
    kind: 'suicide',
  },
  { re: /\bnon voglio (?:piu )?(?:vivere|svegliarmi|esistere)\b|\bmeglio senza di me\b/, weight: 1, kind: 'suicide' },
  { re: /\bnao quero mais (?:viver|acordar|existir)\b|\bmelhor sem mim\b/, weight: 1, kind: 'suicide' },
];
