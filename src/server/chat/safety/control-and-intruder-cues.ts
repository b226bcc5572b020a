import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * Abuse and danger in the shapes paraphrases-g.tsv showed the older cues missing: a
 * partner who holds one's phone, cards or keys (with "won't let me see my friends" in
 * abuse-cues.ts, coercive control); someone circling the house, shining a light in or
 * taking every turn one takes; a driver who goes off route and stops answering; glass
 * breaking, footsteps, and a visitor hiding. Each is ordinary alone ("my wife keeps my
 * passport when we travel", "I dropped a glass") and counts with a second sign.
 */

const PARTNER = '(?:husband|wife|boyfriend|girlfriend|partner|fiance|fiancee|spouse)';

export const CONTROL_AND_INTRUDER_CUES: Cue<CrisisKind>[] = [
  // ---- coercive control ----
  {
    re: new RegExp(
      `\\bmy ${PARTNER}\\b[^.!?]{0,25}\\b(?:keeps|kept|takes|took|hides|hid|holds|controls|goes through) (?:all )?(?:of )?my (?:phone|money|bank ?cards?|cards|keys|car keys|passport|paycheck|wages|salary|wallet|id|documents)\\b|\\b(?:he|she) (?:keeps|kept|takes|took|hides|hid) (?:all )?my (?:bank ?cards?|keys|car keys|passport|paycheck|wages|salary|wallet|documents)\\b`,
    ),
    weight: 0.6,
    kind: 'abuse',
    unless:
      /\b(?:safe ?keeping|while i|so i don't lose|lost|by accident|accidentally|beach|swimming|travel\w*|trip|holiday)\b/,
  },
  {
    // The phone alone ("he took my phone to call his mom") is everyday: only beside a partner named.
    re: /\b(?:he|she) (?:keeps|kept|takes|took|hides|hid) (?:away )?my phone\b/,
    weight: 0.4,
    kind: 'abuse',
    requires: new RegExp(`\\bmy ${PARTNER}\\b`),
    unless:
      /\b(?:safe ?keeping|while i|to call|to check|to look|to show|to take a (?:photo|pic|picture)|charge|charging|lol)\b/,
  },
  {
    re: /\bso (?:that )?i (?:can't|couldn't|won't be able to) (?:leave|go out|go anywhere|see anyone|call anyone|drive|get away|escape)\b/,
    weight: 0.5,
    kind: 'abuse',
    bonus: true,
  },
  // ---- someone around the house or on the road ----
  {
    re: /\b(?:shining|shone|shines|pointing) (?:a )?(?:torch|flashlight|light|laser)\b[^.!?]{0,20}\b(?:at|into|through|in) (?:the|my|our) (?:house|window|windows|room|bedroom|flat|apartment|car)\b/,
    weight: 0.5,
    kind: 'danger',
  },
  {
    re: /\b(?:someone|somebody|a (?:man|guy|woman|stranger|person|car|van)|the same (?:man|guy|car|van|person))\b[^.!?]{0,20}\b(?:keeps|has been|kept|been) (?:walking|driving|coming|going) (?:past|by|round|around)\b[^.!?]{0,40}\b(?:looking|staring|peering|watching)\b|\b(?:looking|staring|peering) in(?:to)? (?:my|our|the) (?:window|windows|flat|house|room|car)\b/,
    weight: 0.7,
    kind: 'danger',
  },
  {
    re: /\b(?:car|van|truck|guy|man|someone|somebody)\b[^.!?]{0,40}\b(?:taken|took|takes|making|made|makes|followed|copied|copying|mirrored|mirroring) every (?:single )?(?:turn|corner|exit|street|stop|lane change)\b/,
    weight: 1,
    kind: 'danger',
    unless: /\b(?:race|racing|track|rally|test drive|sat ?nav|gps|game|handles?|lesson|instructor)\b/,
  },
  {
    re: /\bdriver\b[^.!?]{0,40}\b(?:won't (?:answer|stop|let me out|pull over|respond|unlock)|isn't (?:answering|stopping|responding)|locked the doors|going the wrong way|wrong direction|missed the (?:exit|turn)|off the route|different route)\b/,
    weight: 0.7,
    kind: 'danger',
  },
  {
    re: /\bi'm (?:so |really |getting |kind of |a bit |actually )?(?:scared|terrified|frightened|freaking out|panicking)\b/,
    weight: 0.4,
    kind: 'danger',
    bonus: true,
  },
  // ---- a break-in heard from inside ----
  {
    re: /\b(?:glass|window)\b (?:just )?(?:smashed|shattered|broke)\b|\b(?:smash|shatter)\w* (?:downstairs|upstairs|in the (?:kitchen|hall|hallway|living room|house))\b|\b(?:kicked|kicking|kick) (?:in )?(?:the|my|our) (?:door|front door|back door)\b/,
    weight: 0.5,
    kind: 'danger',
    unless: /\b(?:dropped|knocked|cat|dog|kids?|football|ball|wind|storm|oops)\b/,
  },
  { re: /\b(?:hear|heard|hearing) (?:footsteps|someone|somebody|voices|a man|men)\b/, weight: 0.4, kind: 'danger' },
  {
    re: /\bi'm (?:hiding )?(?:under (?:the|my) bed|in (?:the|my) (?:wardrobe|cupboard))\b/,
    weight: 0.4,
    kind: 'danger',
  },
];
