import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * A wish to be dead said without "die" or "kill", in the shapes paraphrases-g.tsv showed
 * the older cues missing: never waking up welcomed as a relief, an accident one would not
 * step out of the way of, how easy it would be to let the car go over, being worth more
 * through one's life insurance, no future wanted, not expecting to reach an age.
 */

export const DEATH_WISH_CUES: Cue<CrisisKind>[] = [
  {
    re: /\b(?:fall|fell|falling|go|went|going) (?:asleep|to sleep) and (?:never|not|didn't|don't) (?:wake|woke|waking) up\b[^.!?]{0,40}\b(?:relief|relieved|peaceful|wouldn't mind|blessing|mercy|wouldn't be so bad|be (?:nice|fine|okay|ok|a gift))\b|\b(?:wouldn't|won't|don't|would not) mind (?:not|never) waking up\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    negatable: false,
    unless: /\b(?:alarm|class|lecture|meeting|shift|stop|nap)\b/,
  },
  {
    re: /\bhow easy (?:it )?(?:would|'d|could) (?:it )?be to (?:just )?(?:not (?:turn|brake|stop|step back|swerve)|step (?:off|out in front|in front)|drive (?:off|into)|swerve into|walk into (?:the )?(?:traffic|sea|river|water|road)|jump (?:off|in front)|let go of the (?:wheel|railing|ledge|edge)|keep (?:going|driving|walking) (?:off|over|into))\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
  {
    re: /\bworth more (?:to (?:them|everyone|my \w+) )?(?:dead|gone)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    requires: /\b(?:i'm|i'd|i am|i would|i'll|me)\b/,
  },
  {
    re: /\b(?:get|got|gain|gets) more (?:from|out of|off) my (?:life )?insurance than\b|\bmy (?:life )?insurance (?:is|would be|'s) worth more than me\b/,
    weight: 1,
    kind: 'suicide',
  },
  // "I don't see a future with him" is about him; a future at all is about oneself.
  {
    re: /\b(?:don't|do not) (?:want|see|have) (?:a|any) future\b(?! (?:with|in|at|for|together|here|where|like|that|in which))/,
    weight: 0.6,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\bwant (?:it all |everything |this |it |myself )?to be (?:over|finished|done)(?: for good| forever)?\s*(?:$|[.!?])/,
    weight: 0.5,
    kind: 'suicide',
    bonus: true,
  },
  // An age one does not expect to reach (15 to 59: "living to 90" is not a crisis).
  {
    re: /\b(?:don't|do not|can't|never) (?:really |even |honestly )?(?:see myself|expect to|think i'll|think i'm going to|plan (?:on|to)) (?:making it|make it|living|live|getting|get|reaching|reach|surviving|survive) (?:to|past|until|till) (?:1[5-9]|[2-5]\d)\b(?!\s*(?:minutes|mins|%|k\b|miles|km|points|followers|subs|subscribers|likes|degrees|percent|reps|pages|words|bucks|dollars|euros|pounds))/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    negatable: false,
    unless: /\b(?:at|in) (?:this|that|the) (?:job|company|place|rate|pace)\b/,
  },
  {
    re: /\bno (?:tiene|le (?:veo|encuentro)) (?:ningun )?sentido (?:a )?(?:seguir|vivir|la vida|mi vida)\b|\bno le (?:veo|encuentro) sentido a (?:la|mi) vida\b|\b(?:me canse|estoy cansad[oa]|estoy hart[oa]) de (?:vivir|la vida|existir|estar viv[oa])\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bme voy a (?:matar|suicidar|quitar la vida)\b|\bquitarme la vida\b/,
    weight: 1,
    kind: 'suicide',
    unless: /\bde (?:risa|hambre|sueno|aburrimiento|calor|frio|verguenza)\b/,
  },
];
