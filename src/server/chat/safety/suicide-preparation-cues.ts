import type { CrisisKind } from './crisis-kind.ts';
import { AWAY, PERIOD } from './indirect-suicide-cues.ts';
import type { Cue } from './scoring.ts';

/**
 * Preparations and resolutions, in the shapes paraphrases-g.tsv showed the older cues
 * missing: letters left "for after", things cancelled because they will not be needed
 * after a date, a pet rehomed and bills paid ahead, a height looked up and found
 * "enough", a knot checked, pills counted out on the bed, and a short resolution in its
 * own sentence ("Made my choice. Not staying.", "Nobody would notice. I'm going to do
 * it."). The resolutions are ordinary alone and count only together.
 */

const HOBBY_ROPE =
  /\b(?:boat|sail\w*|climb\w*|swing|tent|camping|boxes|load|hammock|dog|horse|scouts?|hik\w*|macrame|tree ?house|tow\w*)\b/;

export const SUICIDE_PREPARATION_CUES: Cue<CrisisKind>[] = [
  {
    re: /\b(?:wrote|written|writing|left|leaving|finished) (?:\w+ ){0,2}?(?:letters?|notes?|goodbyes?|messages?|videos?)\b[^.!?]{0,70}\bfor (?:after\s*(?:$|[.!?,])|afterwards\s*(?:$|[.!?,])|when i'm (?:gone|not here|not around|dead)|them to find)/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: new RegExp(
      `\\b(?:won't|will not|don't|not going to) (?:be )?need(?:ing)? (?:it|them|either|any of (?:it|them|this)|anything|this|that|those|my \\w+)(?: (?:anymore|any more))? (?:after|by|past|from|beyond) ${PERIOD}\\b`,
    ),
    weight: 1,
    kind: 'suicide',
    negatable: false,
    requires:
      /\b(?:cancel\w*|closed|gave away|giving away|sold|selling|deleted|paid off|sorted|said goodbye|goodbyes?)\b/,
    unless: AWAY,
  },
  {
    re: /\b(?:found|made sure|arranged|sorted) (?:a new home|new homes?|someone) (?:for|to (?:take|look after|care for|feed)) (?:my|the) (?:dog|cat|pets?|rabbit|bunny|hamster|bird|fish)s?\b|\b(?:made sure|arranged (?:it )?so) (?:my|the) (?:dog|cat|pet|rabbit|bunny|hamster|bird|fish|kids|plants)s? (?:has|have|will have|gets?|is|are|will be) (?:a )?(?:new (?:home|owner|family)|looked after|taken care of|cared for|fed)\b/,
    weight: 0.6,
    kind: 'suicide',
    unless: AWAY,
  },
  {
    re: /\b(?:rent|bills?|debts?|loans?|everything)(?: is| are|'s)? (?:all )?(?:paid|covered|settled|sorted)(?: off)? (?:up )?(?:till|until|through|to|up to|for)\b/,
    weight: 0.4,
    kind: 'suicide',
    bonus: true,
  },
  {
    re: /\bnothing (?:else )?(?:matters|will matter)(?: now| anymore| any more)?\s*(?:$|[.!?])/,
    weight: 0.4,
    kind: 'suicide',
    bonus: true,
  },
  {
    re: /\b(?:looked up|looking up|googled|checked|measured|found out|worked out) how (?:high|tall|far down|deep|many (?:floors|storeys|stories))\b[^.!?]{0,50}[.!?,]?\s?[^.!?]{0,20}\b(?:high|tall|deep|far) enough\b/,
    weight: 1,
    kind: 'suicide',
    unless:
      /\b(?:i'm|i am|he's|she's|we're|you're|they're|ride|fit|clearance|headroom|ceiling|christmas tree|van|truck|lorry|trailer|kids?|dive|diving|snorkel\w*)\b/,
  },
  {
    re: /\b(?:checked|tested|tied|re-?tied|practiced|practised|tightened) (?:the )?(?:knot|noose|beam)\b/,
    weight: 0.6,
    kind: 'suicide',
    unless: HOBBY_ROPE,
  },
  {
    re: /\bthe (?:rope|noose|cord|belt) is (?:in|under|up|ready|tied|hidden)\b/,
    weight: 0.5,
    kind: 'suicide',
    unless: HOBBY_ROPE,
  },
  {
    re: /\b(?:pills|tablets|meds|painkillers|sleeping pills)\b (?:all )?(?:counted|lined up|laid out|spread out|poured out|sorted)(?: out)? (?:on|in front of|next to|beside) (?:the|my|me)\b(?: (?:bed|desk|table|floor|nightstand|counter|sink))?/,
    weight: 1,
    kind: 'suicide',
    unless:
      /\b(?:organi[sz]er|dosette|for the week|weekly|vitamins?|for (?:my|the) (?:mom|mum|dad|grandma|grandpa|dog|cat))\b/,
  },
  // ---- a resolution in a sentence of its own ----
  { re: /\bmade (?:my|the|a) (?:choice|decision)\b|\bmind'?s made up\b/, weight: 0.4, kind: 'suicide', bonus: true },
  {
    re: /\b(?<=(?:^|[.!?,;] ?))(?:i'm )?not (?:staying|sticking around|going to stay|hanging around)(?: (?:any ?more|much longer|here|around))?\s*(?:$|[.!?])/,
    weight: 0.6,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?<=(?:^|[.!?,;] ?))(?:i'm|i am) (?:finally )?(?:going to|gonna) do it(?: (?:tonight|today|now|this time|for real))?\s*(?:$|[.!?])/,
    weight: 0.5,
    kind: 'suicide',
  },
  {
    re: /\b(?:nobody|no one|no-one|noone) (?:would|will|'d|'ll) (?:even )?(?:notice|care|miss me)\s*(?:$|[.!?])/,
    weight: 0.5,
    kind: 'suicide',
    negatable: false,
  },
];
