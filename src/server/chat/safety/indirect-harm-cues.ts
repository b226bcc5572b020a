import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * Self-harm, abuse and danger said sideways, in the shapes paraphrases-f.tsv showed the
 * older cues missing: a relapse or a broken streak next to a blade, marks hidden under
 * long sleeves, a home one has to be quiet in, a secret someone insists on, someone at
 * the door of a visitor alone, a drink that was spiked, too much of something at a party.
 */

const HOUSEHOLD =
  '(?:dad|father|mom|mum|mother|step ?dad|stepfather|step ?mom|stepmother|parents?|husband|wife|boyfriend|girlfriend|partner|brother|uncle|grandpa|he|she|they)';
const PLACE =
  '(?:backyard|back yard|yard|garden|garage|porch|driveway|hallway|basement|bedroom|kitchen|living room|stairwell|building)';

export const INDIRECT_HARM_CUES: Cue<CrisisKind>[] = [
  // ---- self-harm ----
  {
    re: /\b(?:relaps\w*|\d+ (?:days|weeks|months|years) clean|clean streak|broke my streak|back to day (?:0|zero|1|one))\b[\s\S]{0,80}?\b(?:blades?|razors?|cut|cutting|cuts|sh|self ?harm|scissors|sharpener|lighter|burned myself)\b/,
    weight: 1,
    kind: 'self-harm',
    unless: /\b(?:sugar|carbs|caffeine|coffee|diet|smoking|cigarettes|vaping|alcohol|drinking|weed)\b/,
  },
  {
    re: /\b(?:blades?|razors?|cutting|self ?harm)\b[\s\S]{0,60}?\b(?:relaps\w*|\d+ (?:days|weeks|months) clean|broke my streak|back to day (?:0|zero|1|one))\b/,
    weight: 1,
    kind: 'self-harm',
    unless: /\b(?:sugar|carbs|caffeine|coffee|diet|hair)\b/,
  },
  {
    re: /\b(?:sh|s\/h)[- ](?:free|counter|streak|clean|urges?|again|relapse|scars?|wounds?|cuts?|marks)\b|\b(?:relapsed|relapse) (?:on|with|into) sh\b/,
    weight: 1,
    kind: 'self-harm',
  },
  {
    re: /\bwhat i (?:did|'ve done|have done|do) to (?:my|myself|my own) ?(?:arms?|wrists?|legs?|thighs?|skin|body|stomach)?\b/,
    weight: 0.7,
    kind: 'self-harm',
    requires: /\b(?:arms?|wrists?|legs?|thighs?|skin|body|stomach|myself)\b/,
  },
  {
    re: /\b(?:long sleeves|hoodies?|bracelets|band ?aids|bandages|plasters|concealer)\b[^.!?]{0,40}\b(?:so (?:no ?one|nobody|people|they|my \w+) (?:sees?|can see|notices?|finds? out|asks?|won't see)|to (?:hide|cover))\b/,
    weight: 0.5,
    kind: 'self-harm',
  },
  {
    re: /\bme (?:volvi a )?(?:corte|cortaba|he cortado|queme|lastime)\b(?! (?:el|la|los|las) (?:pelo|cabello|flequillo|unas|dedo|barba))/,
    weight: 1,
    kind: 'self-harm',
    unless: /\b(?:cocinando|sin querer|con un papel|afeitando)\b/,
  },
  // ---- abuse ----
  {
    re: /\b(?:don't|do not|never) (?:want to|wanna|like to) go (?:back )?home\b/,
    weight: 0.4,
    kind: 'abuse',
    negatable: false,
  },
  {
    re: new RegExp(
      `\\b${HOUSEHOLD} (?:gets|is|can get|becomes|turns|goes) (?:\\w+ )?(?:bad|scary|mean|violent|rough|nasty|aggressive|out of control|crazy) when (?:he|she|they)(?:'s| is| are| gets?)? (?:drinks?|drinking|drunk|high|angry|mad)\\b`,
    ),
    weight: 0.8,
    kind: 'abuse',
  },
  {
    re: /\bwalk(?:ing)? on eggshells\b|\bhave to be (?:really |so |super |very )?(?:quiet|careful|invisible|perfect) (?:at home|around (?:him|her|them|my \w+)|or (?:else|he|she|they|dad|mom|mum|my \w+))\b/,
    weight: 0.5,
    kind: 'abuse',
  },
  {
    re: /\b(?:i|me|we) (?:get|gets|got) it (?:worse|bad|the worst|even worse)\b|\btakes? it out on (?:me|us)\b/,
    weight: 0.6,
    kind: 'abuse',
    unless: /\b(?:allerg\w*|sunburn|hay fever|cold|flu|boss|manager|customers?)\b/,
  },
  {
    re: /\bmakes? me do (?:stuff|things|something) (?:when|while) (?:we're|we are|i'm|no ?one|nobody|we're alone|mom|mum|dad)\b/,
    weight: 0.6,
    kind: 'abuse',
  },
  {
    re: /\b(?:says?|said|tells? me|told me) (?:it's|its|it is|this is|that's) (?:our|a) (?:little )?secret\b|\b(?:said|says|told me|tells me) not to tell (?:anyone|anybody|my (?:mom|mum|dad|parents))\b/,
    weight: 0.5,
    kind: 'abuse',
  },
  // ---- danger, now ----
  {
    re: /\b(?:someone|somebody|a (?:man|guy|stranger|person)|he|they)\b[^.!?]{0,20}\b(?:trying|tried|keeps? trying|rattling|jiggling|testing|pounding on|banging on) (?:the|my|our) (?:door ?handle|door ?knob|doorknob|handle|lock|door|window|windows|back door|front door|(?:back |side |garden )?gate|garage door|shed door)\b/,
    weight: 0.7,
    kind: 'danger',
  },
  {
    re: /\b(?:i'm|i am) (?:home )?alone\b|\balone (?:at home|in the house|in my (?:house|apartment|flat))\b/,
    weight: 0.3,
    kind: 'danger',
  },
  {
    re: /\b(?:a|the|some|this|that) (?:car|van|truck|guy|man|person|stranger|dude|group of \w+)\b[^.!?]{0,30}\b(?:following|followed|tailing|chasing) me\b(?! (?:back|around|on (?:insta|instagram|ig|twitter|tiktok|x|social)))/,
    weight: 1,
    kind: 'danger',
  },
  {
    re: new RegExp(
      `\\b(?:someone|somebody|a (?:man|guy|stranger|person)|there(?:'s| is) (?:someone|somebody|a (?:man|guy|stranger|person)))\\b[^.!?]{0,10}\\b(?:in|at|on|outside) (?:my|our|the) ${PLACE}\\b`,
    ),
    weight: 0.7,
    kind: 'danger',
  },
  {
    re: /\bmy (?:drink|food|cup|glass)(?:'s| was| got| has been| had been| is) (?:spiked|drugged|roofied|tampered with)\b|\bi (?:was|got|have been|'ve been|think i was|think i got) (?:drugged|roofied|spiked)\b/,
    weight: 1,
    kind: 'danger',
  },
  {
    re: /\b(?:took|taken|did|done|snorted|smoked|swallowed|popped) (?:way |far )?(?:too much|too many|way more|a lot) (?:of )?(?:something|drugs?|coke|molly|mdma|ecstasy|acid|ketamine|xanax|edibles?|pills|stuff)\b/,
    weight: 0.6,
    kind: 'danger',
  },
  {
    re: /\bheart (?:is )?(?:racing|pounding|beating so fast)\b|\beverything(?:'s| is) spinning\b|\b(?:about to|going to|gonna) pass out\b|\bcan't feel my\b/,
    weight: 0.5,
    kind: 'danger',
    unless:
      /\b(?:coffee|caffeine|espresso|energy drinks?|red ?bull|crush|date|cute|ride|rollercoaster|exam|presentation)\b/,
  },
];
