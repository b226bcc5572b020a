import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/** Self-harm, abuse and immediate danger. */

const SELF = '(?:myself|me self)';
const PERP =
  '(?:he|she|they|someone|somebody|an adult|a (?:man|guy|woman|stranger|teacher|boy|girl|classmate|grown ?up)|this (?:guy|man|person|woman)|(?:my (?:\\w+ )?|^|(?<=[.!?,;] ))(?:dad|father|mom|mum|mother|step ?dad|step ?father|step ?mom|step ?mother|step ?brother|parents?|husband|wife|boyfriend|girlfriend|partner|ex|uncle|aunt|brother|sister|cousin|grandpa|grandfather|teacher|coach|boss|neighbou?r|babysitter|guardian|fiance|roommate|priest|pastor|foster \\w+))';
const ABUSE_ACT =
  '(?:push(?:es|ed|ing)?|throws? (?:\\w+ ){0,2}at|threw (?:\\w+ ){0,2}at|drag(?:s|ged|ging)?|pins? down|pinned|grab(?:s|bed|bing)?|bit|bites|spits? on|spat on|tied|ties|held|holds|forced (?:himself|herself|themselves) on|forces (?:himself|herself) on|hits?|hitting|beats?|beating|kicks?|kicked|kicking|chokes?|choked|choking|slaps?|slapped|slapping|punch(?:es|ed|ing)?|strangl\\w+|abus(?:es|ed|ing)|rap(?:es|ed|ing)|molest(?:s|ed|ing)?|assault(?:s|ed|ing)?|burns?|burned|burnt|shov(?:es|ed|ing)|grop(?:es|ed|ing)|touch(?:es|ed|ing)?|hurts?|hurting|stalk(?:s|ed|ing)?|bruis(?:es|ed)|threaten(?:s|ed|ing)?|starv(?:es|ed|ing)|beat)';
export const ACCIDENT =
  /\b(?:shaving|cooking|chopping|slicing|by accident|accidentally|by mistake|on (?:a|the|my) (?:\w+ )?(?:knife|stove|oven|pan|iron|glass|paper|fence|nail|corner|door|table|grater|kettle)|at the gym|playing|skiing|falling|fell|tripped|working out|lifting|in the kitchen|rookie mistake|ouch|oops|leg day|paper cut)\b/;

/** "my boss is going to kill me if I'm late again" is a figure of speech. */
const TROUBLE_IDIOM = /\bkill me if i(?:'m| am)? (?:late|forget|miss|lose|break|spill|eat|fail|mess up|screw up)\b/;
/** "said he'd", "says she will", "keeps saying they're going to", "told me he would". */
const TOLD_THREAT =
  "(?:said|says|told me|tells me|(?:keeps|kept|keep) (?:saying|telling me)|swore|swears|promised|warned me|texted me|yelled|screamed)(?: that)? (?:he|she|they)(?:'d| would| will|'ll|'s going to| is going to| was going to| are going to| were going to|'s gonna| is gonna| was gonna)";

export const HARM_CUES: Cue<CrisisKind>[] = [
  // ---- self-harm ----
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

  // ---- abuse ----
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
      `\\b${PERP}\\b[^.!?]{0,40}\\b${TOLD_THREAT} (?:kill|hurt|beat|hit|stab|shoot|murder|strangle|choke) me\\b`,
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

  // ---- immediate danger ----
  {
    re: /\b(?:someone|somebody|a (?:man|guy|woman|person|stranger|group)|some (?:man|guy|people)|there(?:'s| is) (?:a |some )?(?:man|guy|someone|somebody|person|stranger)|(?:he|she|they)(?:'s| is| are)?|my (?:ex|stalker|abuser|\w+ ex))\b[^.!?]{0,30}\b(?:breaking in|banging on (?:my|the) (?:door|window)|trying to (?:get|break|come) in|broke in|in my (?:house|home|room|apartment|flat)|following me|followed me|outside my (?:door|house|window|room|car|apartment|flat)|chasing me|grabbed me|attacking me|attacked me|won't let me (?:go|leave)|pointing a (?:gun|knife))\b/,
    weight: 1,
    kind: 'danger',
    // "keeps following me around lol" is a nuisance told laughing; without fear it stays one.
    unless:
      /\b(?:dog|cat|puppy|kitten|baby|toddler) (?:is|keeps)\b|\bfollowing me (?:on|around the house)\b|\bfollowing me around\b(?![^.!?]*\b(?:scar\w*|afraid|frighten\w*|terrif\w*|creep\w*|won't stop|home|to my car|unsafe|help)\b)[^.!?]*\b(?:lol+|lmao+|haha\w*|hehe\w*|emo_laugh|xd)\b/,
  },
  {
    re: /\b(?:break(?:ing|s)?|broke|broken|trying to (?:get|come|force (?:his|her|their) way)|forcing (?:his|her|their) way|getting) into (?:my|our) (?:house|home|apartment|flat|room|place|car)\b/,
    weight: 1,
    kind: 'danger',
    unless: /\b(?:last (?:year|month|week)|years ago|months ago|while we were away)\b/,
  },
  {
    re: /\bi(?:'m| am)? (?:being )?(?:followed|chased|attacked|kidnapped|held hostage|held captive|in danger|not safe|unsafe)\b/,
    weight: 1,
    kind: 'danger',
    negatable: false,
    unless: /\bfollowed (?:by|on) (?:\d|a lot|many|thousands|so many)/,
  },
  {
    re: /\bi(?:'m| am) (?:trapped|locked in|stuck in a (?:room|car|elevator))\b/,
    weight: 0.8,
    kind: 'danger',
    jest: true,
  },
  { re: /\bcan't get out\b/, weight: 0.4, kind: 'danger' },
  {
    re: /\b(?:he|she|they|someone|somebody|my \w+|a (?:man|guy|stranger))\b[^.!?]{0,30}\b(?:has|got|is holding|pulled|grabbed|pointing|with) (?:a |his |her |the |their )?(?:gun|knife|weapon|blade)\b/,
    weight: 0.8,
    kind: 'danger',
    unless: /\bcollection\b|\bkitchen knife set\b|\bhunting trip\b/,
  },
  {
    re: /\b(?:yelling|screaming|threatening|coming for me|at me|drunk and angry|going to hurt|outside|in the street|near me)\b/,
    weight: 0.4,
    kind: 'danger',
    bonus: true,
  },
  {
    re: /\bthere(?:'s| is) (?:a |some )?(?:guy|man|person|someone|woman|stranger) with a (?:gun|knife|weapon|machete)\b/,
    weight: 1,
    kind: 'danger',
  },
  {
    re: /\b(?:house|home|apartment|flat|kitchen|room|building|car) is on fire\b|\bthere(?:'s| is) (?:a )?fire in (?:my|our|the)\b/,
    weight: 1,
    kind: 'danger',
  },
  { re: /\b(?:having|had) a (?:heart attack|stroke|seizure)\b/, weight: 1, kind: 'danger' },
  { re: /\bcan't breathe\b/, weight: 0.6, kind: 'danger', jest: true, negatable: false, unless: /\blaugh/ },
  { re: /\bchest (?:hurts|pain|is (?:tight|hurting))\b|\bmy chest\b/, weight: 0.5, kind: 'danger', negatable: false },
  {
    re: /\b(?:bleeding|bleed) (?:a lot|badly|heavily|so much|everywhere|out)\b|\bwon't stop bleeding\b|\bbleeding and it won't stop\b/,
    weight: 1,
    kind: 'danger',
  },
  {
    re: /\b(?:isn't|not|stopped|is not) breathing\b|\bunconscious\b|\bwon't wake up\b(?! (?:early|on time))/,
    weight: 1,
    kind: 'danger',
    negatable: false,
  },
  { re: /\bcollapsed\b/, weight: 0.5, kind: 'danger' },
  {
    re: /\b(?:drugged|spiked) my (?:drink|food)\b|\b(?:someone|somebody) (?:drugged|spiked)\b/,
    weight: 1,
    kind: 'danger',
  },
  { re: /\bhiding (?:in|under|from)\b/, weight: 0.5, kind: 'danger' },
  { re: /\btrying to break (?:the door|in|down)\b|\bbreak the door down\b/, weight: 0.8, kind: 'danger' },
  { re: /\b(?:help me|please help|somebody help|someone help)\b/, weight: 0.3, kind: 'danger', bonus: true },
  { re: /\bcall (?:the )?(?:police|cops|911|999|112|an ambulance|ambulance)\b/, weight: 0.5, kind: 'danger' },
];
