import type { Cue } from './scoring.ts';

/**
 * Romantic role-play and courtship aimed at the companion: refused to visitors who said
 * they are under 18 (for adults it is ordinary conversation, within the general area's
 * non-sexual line).
 */

const PARTNER =
  '(?:girlfriend|boyfriend|wife|husband|lover|partner|valentine|bae|babe|baby|girl|man|waifu|wifey|hubby|soulmate|fiance|fiancee|crush|sweetheart|darling|date)';

/** "be my prom date", "you're my secret boyfriend": not "be my best man". */
const SORT_OF = '(?:(?:prom|secret|online|virtual|ai|real|new|first|forever|future) )?';

/** Looks the visitor admires in the companion: flirting, not a thanks ("you're so sweet"). */
const LOOKS =
  '(?:cute|pretty|hot|sexy|beautiful|gorgeous|handsome|attractive|stunning|a cutie|cutie|a qt|qt|a snack|my type)';
/** What may follow: nothing, a sign or emoji, chat, "when you smile", "in that pic"; not "pretty good", "your cute dog". */
const LOOKS_END =
  "(?=\\s*(?:$|[^\\w\\s']|emo_\\w+|\\b(?:btw|lol|lmao|haha\\w*|hehe\\w*|honestly|tho|though|and|af|omg|fr|too|to me|i|i'm|you|for real|irl|ok|okay|right now|when|xd|in (?:that|this|your|the) (?:pic|picture|photo|selfie|outfit|dress|avatar))\\b))";

export const ROMANCE_CUES: Cue[] = [
  {
    // "ur so cute", "you're really pretty", "u r hot lol", "i think ur cute ngl" ("ur" before an adjective reads "your")
    re: new RegExp(
      `\\b(?:you're|your|you r|you|you look)(?: (?:so|really|very|kind of|lowkey|super|too|hella|actually|such|honestly|legit|literally|soo|rly|rlly))* ${LOOKS}${LOOKS_END}`,
    ),
    weight: 1,
  },
  { re: new RegExp(`\\b(?:be|become|being) my ${SORT_OF}${PARTNER}\\b`), weight: 1 },
  // "ur literally my bf now" ("ur" before "my" reads "your"), "u r my crush"
  {
    re: new RegExp(
      `\\b(?:you're|you are|you r|your)(?: (?:now|literally|officially|basically))? my ${SORT_OF}${PARTNER}\\b`,
    ),
    weight: 1,
  },
  { re: /\b(?:come|go) (?:with me )?as my (?:prom )?date\b|\btake (?:you|u) (?:out )?on a (?:\w+ )?date\b/, weight: 1 },
  { re: /\bi (?:really |kind of |so )?fancy (?:you|u)\b/, weight: 1 },
  { re: new RegExp(`\\bwish (?:you|u) (?:were|was) my ${SORT_OF}${PARTNER}\\b`), weight: 1 },
  { re: /\b(?:marry|date|kiss|cuddle|snuggle|seduce|spoon) me\b/, weight: 1, unless: /\bkiss me goodbye at\b/ },
  { re: /\bhold me\b|\bhold my hand\b/, weight: 0.4 },
  {
    re: /\b(?:will|would|wanna|want to|can|could|do) (?:you|we) (?:ever )?(?:go out with me|go on a (?:\w+ )?date|date (?:me|us)|date|be together|get married|marry me|kiss|make out|cuddle|be mine|be a couple|snuggle|fall in love)\b/,
    weight: 1,
  },
  {
    re: /\b(?:let's|let us|we should|can we|could we|wanna|want to) (?:go on a (?:\w+ )?date|date|kiss|make out|cuddle|snuggle|get married|be a couple|be together|elope|hold hands)\b/,
    weight: 1,
    unless: /\b(?:date|go out|dinner|kiss|cuddle) with (?:the|a|an|my|his|her|this|that|some|him|them)\b/,
  },
  { re: /\bmake love\b(?!,? not war)|\bmaking love\b/, weight: 1 },
  {
    re: /\bi (?:still |really |truly |just |honestly )?(?:love|adore) (?:you|u)\b(?! (?:guys|all|both|too much to|for (?:that|this|saying)|,? friend))/,
    weight: 1,
  },
  { re: /\bdo you (?:love|like like|have feelings for|have a crush on) me\b/, weight: 1 },
  { re: /\bdo you like me\b/, weight: 0.6 },
  {
    re: new RegExp(
      `\\b(?:can|could|may|should) i be (?:your|ur) ${PARTNER}\\b|\\b(?:i'll|i will|i can|let me|i want to|want to) be (?:your|ur) ${PARTNER}\\b`,
    ),
    weight: 1,
  },
  {
    re: /\bi (?:have|'ve got|got|'ve developed|developed|'m catching|caught) (?:real |strong |romantic |deep )?feelings for (?:you|u)\b/,
    weight: 1,
  },
  {
    re: /\bgo out (?:on a (?:\w+ )?date|together|with me)\b/,
    weight: 1,
    unless: /\b(?:with|and) (?:my|the|a|some) (?:friends|team|family|girls|boys|coworkers|colleagues)\b/,
  },
  {
    re: /\bi(?:'m| am)(?: so| totally)? (?:falling|in love|falling in love) (?:for|with) (?:you|u)\b|\bi think i'm falling for you\b/,
    weight: 1,
  },
  {
    re: /\bi have (?:a|such a|the biggest) crush on (?:you|u)\b|\bi(?:'ve| have) got a crush on (?:you|u)\b/,
    weight: 1,
  },
  { re: /\bi (?:want|wanna|would love|'d love) (?:to )?(?:date|marry|kiss|be with|cuddle) (?:you|u)\b/, weight: 1 },
  {
    re: /\b(?:pretend|imagine|roleplay|role play|rp|act like|act as if|play|let's play)(?: that)? (?:you're|you are|we're|we are|as|to be|like|you and i are)? ?(?:my |a |an )?(?:girlfriend|boyfriend|wife|husband|lover|couple|dating|married|in love|a couple|on a date|my date|lovers|partners|crush|newlyweds|house)\b/,
    weight: 1,
    unless: /\bplay (?:house|as a couple in (?:the|a) game)\b/,
  },
  {
    re: /\*\s*(?:kiss(?:es|ing)?|cuddl(?:es|ing)|holds your hand|holds you|leans in|strokes your|caress\w*|blushes|wraps (?:my|his|her) arms|snuggles|nuzzles|pulls you close)/,
    weight: 1,
  },
  { re: /\*\s*hugs?\b/, weight: 0.5 },
  { re: /\bflirt(?:ing)? with me\b|\bflirt back\b/, weight: 1 },
  {
    re: /\b(?:let's|can we|could we|we should|wanna|want to) be (?:boyfriend|girlfriend|a couple|lovers|together|an item|more than friends|official)\b|\bmore than friends\b/,
    weight: 1,
  },
  { re: /\b(?:can|could|may) i (?:kiss|cuddle|date|marry) (?:you|u)\b/, weight: 1 },
  { re: /\b(?:relationship|romance|something more|a future) with (?:you|u)\b/, weight: 1 },
  { re: /\b(?:be|are) my valentine\b|\bwill you be mine\b/, weight: 1 },
  {
    re: /\b(?:my love|my darling|sweetheart|my queen|my king|baby girl|my baby|my angel|my sweet)\b/,
    weight: 0.3,
  },
  // The companion called babe or cutie, as a greeting or at a clause's end: with one more sign it is courtship.
  {
    re: /\b(?<=(?:^|\b(?:hey|hi|hii+|hello|morning|night|thanks|thank you|you|me|ok|okay|yes|no|lol) ))(?:babe|bae|cutie|bby)\b|\b(?:babe|bae|cutie|bby)(?=\s*(?:$|[.!?,]|emo_))/,
    weight: 0.6,
  },
  // "love u" with no "i": affection, a farewell's too ("love you, bye!"), so it needs one more sign.
  {
    re: /\b(?<=(?:^|[,.!?;] ?|\b(?:and|so|btw|lol|ok|okay|also) ))love (?:you|ya)\b(?! (?:guys|all|both|for|too much to))/,
    weight: 0.6,
  },
  { re: /\bmissed you\b/, weight: 0.4 },
  // courtship in the languages the minor cues read (folded, lower case)
  {
    re: /\b(?:quieres ser mi (?:novia|novio)|te amo|je t'aime|tu veux etre ma (?:copine|meuf)|ich liebe dich|willst du (?:meine freundin|mein freund) sein|ti amo|vuoi essere la mia ragazza|eu te amo|quer namorar|namora comigo)\b|\b(?:du bist (?:so |voll )?(?:suss|hubsch)|t'es (?:trop )?(?:mignonne?|belle|beau)|eres (?:muy )?(?:lind[oa]|guap[oa]|hermos[oa])|sei (?:molto |cosi )?(?:carin[oa]|bell[oa])|voce e (?:muito )?(?:lind[oa]|gat[oa]))\b/,
    weight: 1,
  },
  { re: /\b(?:dream|dreaming|thinking) (?:of|about) you\b|\bmiss you so much\b/, weight: 0.5 },
  { re: /\btogether forever\b|\b(?:like )?a real couple\b|\bromantic\b/, weight: 0.5 },
  { re: /\bemo_kiss\b|\bemo_heart\b/, weight: 0.3 },
  { re: /\bi want you\b(?! to)/, weight: 0.6 },
];
