import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * Self-harm by other means than a blade, and disordered eating, in the shapes
 * paraphrases-g.tsv showed the older cues missing: something hot held to the skin, biting
 * or digging nails in "till it bled", fresh cuts on the body; purging to not gain weight,
 * days without food with a reason that is punishment or shrinking. Accidents ("burned
 * myself on the oven") and illness ("threw up, the prawns were off") have neither the
 * deliberate subject nor the purpose, so each part asks for one of them.
 */

/**
 * The visitor as the one doing it: "I bit…", or a clause that starts with the verb. A
 * look-behind after a word boundary, so the cue still starts with `\b` and shares a gate.
 */
const SELF_DOING =
  "\\b(?<=(?:^|[.!?,;] ?|\\bi (?:keep |kept |just |have |had |then |always |sometimes )?|\\bi've (?:been )?))";
const BODY = '(?:arms?|wrists?|legs?|thighs?|skin|stomach|hands?|hips?|shoulders?|face|head)';

export const BODY_HARM_CUES: Cue<CrisisKind>[] = [
  {
    re: new RegExp(
      `${SELF_DOING}(?:press(?:ed|ing)?|held|hold(?:ing)?|put|putting|touch(?:ed|ing)?) (?:a |the |my )?(?:hot|heated|burning|red hot|boiling|lit|lighted) (?:\\w+ )?(?:to|on|onto|against) my ${BODY}\\b`,
    ),
    weight: 1,
    kind: 'self-harm',
    unless:
      /\b(?:water bottle|compress|towel|pack|cloth|flannel|wheat bag|heat(?:ing)? pad|cramps?|massage|by accident|accidentally|sore|muscles?)\b/,
  },
  {
    re: new RegExp(
      `${SELF_DOING}(?:held|hold(?:ing)?|put|putting|kept|keep) my (?:hand|arm|fingers?|wrist|palm|skin|leg) (?:over|in|on|near|against|into) (?:the|a) (?:candle|flame|fire|lighter|stove|hob|burner|iron|hot plate)\\b`,
    ),
    weight: 0.7,
    kind: 'self-harm',
    unless: /\b(?:warm|warming|cold|freezing|by accident|accidentally)\b/,
  },
  {
    re: new RegExp(
      `${SELF_DOING}(?:bit|bite|biting|dug|dig|digging|clawed|clawing|pinched|pinching) (?:my (?:nails|fingernails) into )?my (?:own )?${BODY}\\b`,
    ),
    weight: 0.5,
    kind: 'self-harm',
    unless: /\b(?:mosquito|bug|itch\w*|rash|eczema|by accident|accidentally)\b/,
  },
  {
    re: /\b(?:till|until) (?:it|they|i|my \w+) (?:blister\w*|bled|bleeds?|bruised?|burned|burnt|broke the skin|scarred)\b|\b(?:hard|deep) enough to (?:bruise|bleed|scar|leave (?:a )?marks?|break the skin)\b/,
    weight: 0.5,
    kind: 'self-harm',
    bonus: true,
  },
  {
    re: /\b(?:the )?only (?:way|thing) (?:that )?(?:i (?:can )?(?:calm down|cope|feel (?:anything|better|something|in control|ok|okay|real|calm))|helps|works|makes me feel)\b|\bon purpose\b|\bdeliberately\b|\bintentionally\b/,
    weight: 0.5,
    kind: 'self-harm',
    bonus: true,
  },
  {
    re: /\bmy (?:arms?|wrists?|thighs?|legs?|stomach|hips?|skin|body) (?:is |are )?(?:covered in|full of|all) (?:fresh|new|deep|open) (?:cuts|wounds|burns|gashes)\b|\b(?:fresh|new) (?:cuts|burns|wounds) (?:on|all over) my (?:arms?|wrists?|thighs?|legs?|stomach|hips?)\b/,
    weight: 1,
    kind: 'self-harm',
    unless:
      /\b(?:cat|kitten|dog|puppy|thorns?|brambles?|bushes|garden\w*|roses?|hedge|shav\w*|climb\w*|fell|crash\w*|accident|mosquito|surgery|operation)\b/,
  },
  // ---- eating as punishment or control ----
  {
    re: /\bi (?:don't|do not|didn't) deserve (?:to eat|food|a meal|meals|dinner|lunch|breakfast|to have (?:food|dinner|lunch|a meal))\b/,
    weight: 1,
    kind: 'self-harm',
    negatable: false,
  },
  {
    re: /\b(?:threw up|throw up|throwing up|thrown up|make myself (?:sick|throw up|puke|vomit)|made myself (?:sick|throw up|puke|vomit)|making myself (?:sick|throw up)|puk(?:e|ed|ing)|vomit(?:ed|ing)?|purg(?:e|ed|ing))\b[^.!?]{0,50}\b(?:so (?:that )?i (?:don't|won't|can't|wouldn't) (?:gain|get fat|put on)|(?:gain|gaining|put on) (?:any )?(?:weight|anything|pounds|kg|kilos)|calories|get fat|stay (?:thin|skinny|small))\b/,
    weight: 1,
    kind: 'self-harm',
  },
  {
    re: /\b(?:haven't|have not|hasn't|not|didn't) (?:eaten|eat|had (?:any )?food|had a (?:meal|bite))\b[^.!?]{0,10}\b(?:in|for) (?:\d+|a few|several|two|three|four|five) (?:days|weeks)\b|\bonly (?:had|drunk|drank|eaten|been having) (?:water|black coffee|diet \w+|tea|an apple|(?:\d+ )?(?:cal|kcal|calories))\b[^.!?]{0,20}\b(?:since|for|all) (?:\w+day|days|\d+ days|a week|the week|week)\b/,
    weight: 0.5,
    kind: 'self-harm',
    negatable: false,
  },
  {
    re: /\b(?:need|have|want|got) to be (?:smaller|thinner|skinnier|lighter|empty|tiny)\b|\bpunish(?:ing)? myself\b|\bfeel (?:so )?(?:fat|disgusting|huge)\b/,
    weight: 0.5,
    kind: 'self-harm',
    bonus: true,
  },
];
