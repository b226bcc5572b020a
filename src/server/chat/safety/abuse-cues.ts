import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/** Abuse: someone hurting, threatening, controlling or sexually abusing the visitor, at home or elsewhere. */

const PERP =
  '(?:he|she|they|someone|somebody|an adult|a (?:man|guy|woman|stranger|teacher|boy|girl|classmate|grown ?up)|this (?:guy|man|person|woman)|(?:my (?:\\w+ )?|^|(?<=[.!?,;] ))(?:dad|father|mom|mum|mother|step ?dad|step ?father|step ?mom|step ?mother|step ?brother|parents?|husband|wife|boyfriend|girlfriend|partner|ex|uncle|aunt|brother|sister|cousin|grandpa|grandfather|teacher|coach|boss|neighbou?r|babysitter|guardian|fiance|roommate|priest|pastor|foster \\w+))';
const ABUSE_ACT =
  '(?:push(?:es|ed|ing)?|throws? (?:\\w+ ){0,2}at|threw (?:\\w+ ){0,2}at|drag(?:s|ged|ging)?|pins? down|pinned|grab(?:s|bed|bing)?|bit|bites|spits? on|spat on|tied|ties|held|holds|forced (?:himself|herself|themselves) on|forces (?:himself|herself) on|hits?|hitting|beats?|beating|kicks?|kicked|kicking|chokes?|choked|choking|slaps?|slapped|slapping|punch(?:es|ed|ing)?|strangl\\w+|abus(?:es|ed|ing)|rap(?:es|ed|ing)|molest(?:s|ed|ing)?|assault(?:s|ed|ing)?|burns?|burned|burnt|shov(?:es|ed|ing)|grop(?:es|ed|ing)|touch(?:es|ed|ing)?|hurts?|hurting|stalk(?:s|ed|ing)?|bruis(?:es|ed)|threaten(?:s|ed|ing)?|starv(?:es|ed|ing)|beat)';
/** "my boss is going to kill me if I'm late again" is a figure of speech. */
const TROUBLE_IDIOM = /\bkill me if i(?:'m| am)? (?:late|forget|miss|lose|break|spill|eat|fail|mess up|screw up)\b/;
/** "said he'd", "says she will", "keeps saying they're going to", "told me he would". */
const TOLD_THREAT =
  "(?:said|says|told me|tells me|(?:keeps|kept|keep) (?:saying|telling me)|swore|swears|promised|warned me|texted me|yelled|screamed)(?: that)? (?:he|she|they)(?:'d| would| will|'ll|'s going to| is going to| was going to| are going to| were going to|'s gonna| is gonna| was gonna)";

export const ABUSE_CUES: Cue<CrisisKind>[] = [
  {
    re: new RegExp(
      `\\b${PERP}\\b[^.!?;]{0,60}?\\b${ABUSE_ACT} (?:\\S+ ){0,3}?(?:me|us|my (?:face|head|arms?|body|back|neck|legs?|stomach|chest|throat|hair))\\b`,
    ),
    weight: 1,
    kind: 'abuse',
    unless:
      /\b(?:pillow|snowball|water balloon|playfully|jokingly|by accident|accidentally|tickle|hit me up|beat me (?:at|in|to it|by)|beats me (?:at|in|to it|by)|touched me (?:deeply|so much)|touches my heart|hurt my feelings|hurts my feelings|hit me with (?:a|the) (?:pillow|joke|news|question|truth)|grab(?:bed|s)? me (?:a|an|some|the|coffee|lunch)|held me (?:close|tight|while i cried)|holds me (?:close|tight)|(?:for|as) a joke|messing around|threw (?:a |the |his |her )?(?:ball|frisbee|football|towel|keys|sock|treat)|play ?fight\w*|next to me|near me|tied me up in knots)\b|\bthreaten\w* to (?:fire|quit|leave|cancel|sue|report|tell)\b/,
  },
  {
    re: /\bthreaten(?:s|ed|ing)? to (?:kill|hurt|beat|hit|shoot|stab|rape|burn) (?:me|my|us)\b/,
    weight: 1,
    kind: 'abuse',
  },
  {
    re: /\bi(?:'m| am| was| have been|'ve been| got| get| keep getting| been)? (?:being )?(?:abused|raped|molested|sexually (?:abused|assaulted|harassed|exploited)|assaulted|groomed|trafficked|beaten up|beaten|choked|strangled|stalked|battered)\b|\bi(?:'m| am| was|'ve been| have been| keep) (?:being|getting) (?:hit|hurt|touched|pushed around|kicked|slapped|punched|locked in)\b/,
    weight: 1,
    kind: 'abuse',
    unless: /\bbeaten (?:at|in|by \d|\d)\b/,
  },
  {
    re: /\b(?:abusive|violent) (?:relationship|partner|husband|wife|boyfriend|girlfriend|dad|father|mom|mother|parents?|home|household|family|ex|marriage)\b/,
    weight: 1,
    kind: 'abuse',
  },
  {
    re: new RegExp(
      `\\b${PERP}(?:'s| is| are| was| has been| can be| gets| got)? (?:so |very |really |super |getting )?(?:abusive|violent)\\b`,
    ),
    weight: 1,
    kind: 'abuse',
    unless: /\bviolent (?:video ?games?|movies?|films?|shows?|storm|sneez|cough)\b/,
  },
  {
    re: new RegExp(
      `\\b${PERP}\\b[^.!?]{0,40}\\b(?:will|going to|gonna|might|is going to) (?:kill|hurt|beat|hit|stab|shoot) me\\b`,
    ),
    weight: 1,
    kind: 'abuse',
    // "my mom is going to kill me lol": laughed off, as "i want to die lol" is.
    jest: true,
    unless: TROUBLE_IDIOM,
  },
  {
    // A threat told as said, sworn or repeated is no idiom: "lol" may cover it, not undo it.
    re: new RegExp(
      `\\b${PERP}\\b[^.!?]{0,40}\\b${TOLD_THREAT} (?:(?:kill|hurt|beat|hit|stab|shoot|murder|strangle|choke) me|make me (?:pay(?: for (?:this|that|it|leaving|what i did))?(?! for)|suffer|regret (?:it|this|leaving)))\\b`,
    ),
    weight: 1,
    kind: 'abuse',
    unless: TROUBLE_IDIOM,
  },
  { re: /\b(?:domestic|sexual|child) (?:abuse|violence)\b/, weight: 0.6, kind: 'abuse' },
  {
    re: /\b(?:scared|afraid|terrified|frightened) (?:to go|of going|to be|to come) (?:back )?home\b/,
    weight: 1,
    kind: 'abuse',
  },
  {
    re: /\b(?:scared|afraid|terrified|frightened) of my (?:dad|father|mom|mum|mother|step ?dad|step ?father|step ?mom|husband|wife|boyfriend|girlfriend|partner|parents|ex|brother|uncle)\b/,
    weight: 1,
    kind: 'abuse',
  },
  {
    re: /\b(?:don't|do not|never) feel safe (?:at home|around (?:him|her|them|my \w+)|with (?:him|her|them|my \w+)|in my (?:own )?(?:home|house|room))\b/,
    weight: 1,
    kind: 'abuse',
    negatable: false,
  },
  {
    re: /\b(?:won't|doesn't|does not|will not|never) lets? me (?:leave|go out|see (?:my )?(?:friends|family)|have (?:my own )?money|eat|talk to anyone|use my phone)\b/,
    weight: 0.6,
    kind: 'abuse',
    negatable: false,
  },
  { re: /\bcontrols? (?:all )?(?:my money|my phone|who i see|everything i do|me)\b/, weight: 0.5, kind: 'abuse' },
  {
    re: /\b(?:makes?|made|forces?|forced|pressur\w+) me (?:to )?(?:do (?:things|stuff|something)(?: (?:i don't|that i don't|i didn't|sexual))|touch|undress|send (?:photos|pictures|pics|nudes)|have sex|watch porn|sleep with)\b/,
    weight: 1,
    kind: 'abuse',
  },
  {
    re: /\bforc(?:es|ed|ing) me to (?:have sex|sleep with|do sexual|touch)\b|\bforced (?:himself|herself|themselves) on me\b/,
    weight: 1,
    kind: 'abuse',
  },
  {
    re: /\block(?:s|ed)? me (?:in|up|out)\b[^.!?]{0,30}\b(?:days|hours|night|room|bedroom|bathroom|closet|basement|cellar|attic|garage|shed|car|house)\b/,
    weight: 1,
    kind: 'abuse',
    unless: /\bkeys?\b|\bby accident\b|\baccidentally\b/,
  },
  { re: /\bkeep (?:it|this|our \w+|us|them|everything|what happened) (?:a )?secret\b/, weight: 0.5, kind: 'abuse' },
  {
    re: /\b(?:asked|asks|wants|told|tells) me to send (?:him|her|them) (?:photos|pictures|pics|nudes|selfies|videos)\b|\bsend (?:him|her|them) (?:photos|pictures|pics|nudes)\b/,
    weight: 0.7,
    kind: 'abuse',
  },
  {
    re: /\b(?:mi|mis) \w+ me (?:pega|pegan|golpea|golpean|maltrata|maltratan|viola|abusa|toca)\b|\bme (?:violaron|violo)\b|\babusaron de mi\b/,
    weight: 1,
    kind: 'abuse',
  },
  {
    re: /\b(?:mon|ma|mes) \w+ me (?:frappe|frappent|bat|battent|viole|tape|tapent|maltraite)\b|\bj'ai ete (?:violee?|agressee?|battue?)\b/,
    weight: 1,
    kind: 'abuse',
  },
  { re: /\b(?:mein|meine) \w+ (?:schlagt|verpr\w+|missbraucht|vergewaltigt) mich\b/, weight: 1, kind: 'abuse' },
  { re: /\b(?:mio|mia|miei) \w+ mi (?:picchia|picchiano|violenta|maltratta)\b/, weight: 1, kind: 'abuse' },
  { re: /\b(?:meu|minha|meus) \w+ me (?:bate|batem|espanca|estuprou|abusa)\b/, weight: 1, kind: 'abuse' },
];
