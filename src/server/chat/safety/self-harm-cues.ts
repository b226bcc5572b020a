import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/** Self-harm: cutting, burning, hitting oneself, urges and relapses, in English and five other languages. */

const SELF = '(?:myself|me self)';
export const ACCIDENT =
  /\b(?:shaving|cooking|chopping|slicing|by accident|accidentally|by mistake|on (?:a|the|my) (?:\w+ )?(?:knife|stove|oven|pan|iron|glass|paper|fence|nail|corner|door|table|grater|kettle)|at the gym|playing|skiing|falling|fell|tripped|working out|lifting|in the kitchen|rookie mistake|ouch|oops|leg day|paper cut)\b/;

export const SELF_HARM_CUES: Cue<CrisisKind>[] = [
  {
    re: new RegExp(
      `\\b(?:hurt(?:ing)?|harm(?:ing|ed)?|cut(?:ting)?|burn(?:ing|ed|t)?|scratch(?:ing|ed)?|hit(?:ting)?|punch(?:ing|ed)?|stab(?:bing|bed)?|slash(?:ing|ed)?|carv(?:e|ing|ed)|bruis(?:e|ing|ed)|starv(?:e|ing|ed)|punish(?:ing|ed)?|mutilat\\w*|bit(?:e|ing)|bang(?:ing)? my head into|choke|choking) ${SELF}\\b`,
    ),
    weight: 1,
    kind: 'self-harm',
    unless: ACCIDENT,
  },
  {
    re: /\bself[- ]?harm\w*\b|\bself[- ]?injur\w*|\bself[- ]?mutilat\w*|\bselfharm\w*/,
    weight: 1,
    kind: 'self-harm',
    unless: /\b(?:awareness|prevention|article|documentary|research|study|course|training|campaign)\b/,
  },
  {
    re: /\bcutting (?:again|myself|helps|is the only|makes me feel|my (?:arms?|wrists?|legs?|thighs?|skin))\b/,
    weight: 1,
    kind: 'self-harm',
  },
  {
    re: /\b(?:i've been|been|started|keep|kept|i) cutting\b(?! (?:carbs|sugar|back|down|costs|the|my hair|hair|class|school|corners|it close|out))/,
    weight: 0.6,
    kind: 'self-harm',
  },
  { re: /\burges? to (?:cut|hurt|harm|burn|self ?harm|bleed)\b/, weight: 1, kind: 'self-harm' },
  {
    re: /\b(?:i|i'm|i've|i'll|me)\b(?:\s+\S+){0,4}?\s+(?:want|wanna|need|going|gonna|feel like|feeling like|urge|tempted|thinking about|started|keep|kept|been|relaps\w*|can't stop|about)\s+(?:to\s+)?(?:\S+\s+){0,2}?(?:cut|cutting|burn|burning|hurt|hurting|harm|harming|bleed|bleeding)\b(?!\s+(?:my (?:hair|nails|bangs|losses|fingers?|coupons|hand|foot|leg|knee)|the|a|an|it|back|down|in|off|out|carbs|sugar|class|school|ties|costs|corners|you|him|her|them|your|their|his|someone|others|people|anyone|up|through|loose|onions|wood|paper|my feelings|feelings|myself a|money|cash|for|with|on))/,
    weight: 0.9,
    kind: 'self-harm',
    unless:
      /\bhair\b|\bhaircut\b|\bcutting (?:board|edge|class)\b|\bbleeding (?:heart|edge)\b|\bburn(?:ing)? (?:calories|fat|candles?|wood|the|a cd|incense|bridges)\b|\bhurt(?:ing)? (?:feelings|you)\b/,
  },
  {
    re: /\b(?:again|tonight|relapsed|so bad|badly|deep|deeper|blood|scars?|wrists?|arms|thighs|release|numb|punish)\b/,
    weight: 0.3,
    kind: 'self-harm',
    bonus: true,
  },
  {
    re: /\brelaps(?:e|ed|ing)\b(?:\s+\S+){0,4}?\s+(?:cut|cutting|self ?harm\w*|sh|hurt|hurting|burn|burning)\b|\b(?:cut|cutting|self ?harm\w*|hurt myself) (?:again|tonight)\b/,
    weight: 1,
    kind: 'self-harm',
    unless: /\bhair\b|\bgrass\b|\blawn\b/,
  },
  {
    re: /\buntil (?:i|it|they|my \w+) (?:bleed|bled|bleeds|bruise|bruised|scar|scarred)\b/,
    weight: 0.8,
    kind: 'self-harm',
  },
  {
    re: /\b(?:scratch|scratching|pick|picking|bite|biting|hit|hitting|punch|punching|pull|pulling)\b/,
    weight: 0.3,
    kind: 'self-harm',
    bonus: true,
  },
  {
    re: /\bbang(?:ing|s)? my head (?:against|on|into)\b/,
    weight: 1,
    kind: 'self-harm',
    jest: true,
    unless:
      /\bwith (?:this|the|my) (?:code|bug|homework|project|problem|maths?|essay|printer|computer)\b|\bkeyboard\b|\bdesk lol\b/,
  },
  { re: /\bi (?:want|wanna|need|feel like|'m going) to (?:hurt|cut|harm|punish) me\b/, weight: 1, kind: 'self-harm' },
  {
    re: /\b(?:cuts|scars|burns|marks|wounds|bruises) (?:that )?i (?:made|gave myself|did (?:myself|to myself))\b|\bcovered in (?:cuts|scars|self[- ]harm)\b/,
    weight: 1,
    kind: 'self-harm',
  },
  {
    re: /\bmake myself (?:bleed|hurt|suffer|throw up|sick|pay)\b/,
    weight: 1,
    kind: 'self-harm',
    unless: /\bthrow up (?:after (?:drinking|the ride)|on the boat)\b/,
  },
  {
    re: /\b(?:i|i'm|i've|i keep|i've been) (?:been )?cutting\s*(?:$|[.!?]|again|more|deeper)/,
    weight: 1,
    kind: 'self-harm',
  },
  {
    re: /\b(?:want|wanna|need|going|gonna|urge|feel like|feeling like|tempted) (?:to )?(?:cut|cutting|self ?harm(?:ing)?|burn(?:ing)? myself|bleed(?:ing)?)\s*(?:$|[.!?,]|so bad|again|tonight|right now|so much|badly)/,
    weight: 1,
    kind: 'self-harm',
  },
  {
    re: /\b(?:cut|cutting|slit|slitting|slice|slicing|burn|burning|carve|carving) (?:my|both) (?:wrists?|arms?|thighs?|legs?|skin|stomach)\b/,
    weight: 1,
    kind: 'self-harm',
    unless: ACCIDENT,
  },
  {
    re: /\b(?:scratch|pick|dig|burn|claw)(?:ing|ed|s)? (?:at |into )?my (?:arms?|skin|wrists?|legs?|face|thighs?)\b[^.!?]{0,30}\b(?:bleed|bled|raw|bleeding|scars?)\b/,
    weight: 1,
    kind: 'self-harm',
  },
  { re: /\bcarv(?:e|ed|ing) into my\b/, weight: 1, kind: 'self-harm' },
  {
    re: /\b(?:punch|punched|punching|hit|hitting|bang|banging) (?:the |a )?walls? until (?:my )?\w+ (?:bleed|bled|bleeds|broke|bruised)\b/,
    weight: 1,
    kind: 'self-harm',
  },
  {
    re: /\b(?:deserve|need|want|crave) (?:to )?(?:feel )?(?:the )?(?:physical )?pain\b|\bdeserve to (?:hurt|suffer|bleed|be punished)\b/,
    weight: 1,
    kind: 'self-harm',
    unless: /\bpain (?:au|perdu)\b|\bno pain no gain\b/,
  },
  {
    re: /\b(?:razor|razors|blade|blades|box cutter)\b[^.!?]{0,30}\b(?:in my hand|my wrists?|my arms?|on my skin|right now|to cut|myself)\b/,
    weight: 1,
    kind: 'self-harm',
  },
  { re: /\bhacerme dano\b|\bcortarme\b|\bme corto\b|\blastimarme\b|\bautolesion\w*/, weight: 1, kind: 'self-harm' },
  {
    re: /\bme faire du mal\b|\bme scarifier\b|\bje me scarifie\b|\bje me coupe\b|\bautomutil\w*/,
    weight: 1,
    kind: 'self-harm',
  },
  { re: /\britze mich\b|\bmich ritzen\b|\bmich selbst verletzen\b|\bselbstverletz\w*/, weight: 1, kind: 'self-harm' },
  { re: /\bfarmi del male\b|\btagliarmi\b|\bmi taglio\b|\bautolesion\w*/, weight: 1, kind: 'self-harm' },
  { re: /\bme machucar\b|\bme cortar\b|\bautomutila\w*|\bautolesao\b/, weight: 1, kind: 'self-harm' },
];
