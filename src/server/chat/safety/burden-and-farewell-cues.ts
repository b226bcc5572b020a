import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * Suicide said through the people around: a burden, "better off without me", nobody
 * would miss me; sleeping and never waking; weaker signs that count only together
 * (worthless, no way out); goodbyes and affairs put in order.
 */

export const BURDEN_AND_FAREWELL_CUES: Cue<CrisisKind>[] = [
  {
    re: /\bbetter (?:off |place )?without me\b|\bbetter off (?:if|when) i(?:'m| am| was| were)? (?:gone|dead|not here|not around|never born)\b|\bbetter off if i (?:wasn't|weren't) (?:in it|here|around|alive)\b|\bbetter off dead\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:no ?one|nobody|no body|not one person|who|anyone|anybody) (?:would|will|'d|is going to|even|would even|will even|would really)? ?(?:miss|notice|care|cry)(?: about)?(?: me)? (?:if|when|once|after) i(?:'m| am| was| were|'d)? (?:gone|dead|died|die|disappeared|disappear|left|wasn't here|not here|killed myself|ended it)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:no ?one|nobody) (?:would|will|'d) (?:even )?(?:miss|notice) me\b/,
    weight: 0.8,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\bif i (?:killed myself|died|was gone|were gone|disappeared|wasn't here|weren't here)\b[^.!?]{0,30}\b(?:anyone|anybody|someone|people|they|you) (?:care|notice|miss|even)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:no ?one|nobody|who) (?:cares|would care|will care) (?:if|whether) i (?:live|die|lived|died|exist)\b/,
    weight: 0.8,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\bwhy (?:bother|even bother|keep|should i keep|go on|i (?:even )?bother|do i (?:even )?bother) (?:living|going on|trying to live|existing|being alive)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  // ---- sleep without waking, disappearing ----
  {
    re: /\b(?:go to sleep|fall asleep|sleep|close my eyes) and (?:never|not) (?:wake up|wake)\b|\bhope (?:i|that i) (?:don't|do not|never|won't) wake up\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:never|don't want to|not want to) wake up (?:again|tomorrow|anymore|ever)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:disappear|vanish|cease to exist|stop existing|not exist) (?:forever|for good|permanently)\b/,
    weight: 0.8,
    kind: 'suicide',
  },
  {
    re: /\bwant to (?:stop existing|not exist|cease to exist|stop being alive|not be here anymore)\b/,
    weight: 1,
    kind: 'suicide',
  },
  // ---- weaker signs: count together ----
  {
    re: /\bi(?:'m| am| feel like)? (?:just |such )?a (?:huge |total |massive )?burden\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  { re: /\bworthless\b|\bhopeless\b|\bempty inside\b|\bno future\b/, weight: 0.3, kind: 'suicide' },
  {
    re: /\b(?:no|don't see any|can't see any|can't find any|there's no|there is no|not any) way out\b/,
    weight: 0.6,
    kind: 'suicide',
    negatable: false,
  },
  { re: /\bexcept (?:dying|death|to die|killing myself|ending it)\b/, weight: 0.8, kind: 'suicide', negatable: false },
  { re: /\bi (?:hate|despise) (?:myself|my life|being alive|being me)\b/, weight: 0.3, kind: 'suicide', jest: true },
  {
    re: /\bgive up on (?:life|everything|living|myself)\b|\bgiving up on (?:life|living)\b/,
    weight: 0.7,
    kind: 'suicide',
  },
  { re: /\bi(?:'m| am) done\b(?! with (?:my|the|this|work|homework|exams|it)\b)/, weight: 0.2, kind: 'suicide' },
  // ---- goodbyes and putting affairs in order ----
  { re: /\bthis is (?:my )?(?:final |last )?goodbye\b/, weight: 1, kind: 'suicide' },
  { re: /\bgoodbye (?:everyone|forever|world|for good|cruel world|everybody)\b/, weight: 0.9, kind: 'suicide' },
  { re: /\b(?:goodbye|suicide|farewell) (?:letters?|notes?|messages?|videos?)\b/, weight: 1, kind: 'suicide' },
  {
    re: /\b(?:won't|will not|not going to|'m not going to) be (?:around|here|alive) (?:much longer|for long|anymore|tomorrow|by tomorrow|next week|after tonight)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  { re: /\bby the time you (?:read|see|get) this\b/, weight: 1, kind: 'suicide' },
  // A goodbye said before "it": "just wanted to say bye to someone before i do it".
  {
    re: /\b(?:say|said|saying) (?:bye|goodbye)\b[^.!?]{0,40}\bbefore i (?:do it|go through with it|end it)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:don't|do not) (?:plan|intend|expect) (?:on|to) (?:be|being) (?:around|here|alive)(?: (?:for (?:it|that|my \w+)|much longer|anymore|by then))?\s*(?:$|[.!?,])/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  { re: /\bi(?:'ll| will) be (?:gone|dead) (?:soon|by|tomorrow|tonight|before)\b/, weight: 0.8, kind: 'suicide' },
  { re: /\bthank(?:s| you) for everything\b/, weight: 0.3, kind: 'suicide' },
  // "tonight's the night" alone is a date or a premiere; beside thanks for having been kind,
  // it is a goodbye.
  {
    re: /\b(?:tonight|today)(?:'?s| is) the (?:night|day)\b[\s\S]{0,60}?\bthank(?:s| you)(?: so much)? for (?:everything|being (?:so )?(?:nice|kind|good|sweet) to me|always being (?:there|kind|nice))|\bthank(?:s| you)(?: so much)? for (?:everything|being (?:so )?(?:nice|kind|good|sweet) to me|always being (?:there|kind|nice))\b[\s\S]{0,60}?\b(?:tonight|today)(?:'?s| is) the (?:night|day)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bwon't need (?:them|it|this|these|my \w+|anything)(?: anymore)? (?:where i'm going|anymore)\b|\bwhere i'm going\b/,
    weight: 0.8,
    kind: 'suicide',
  },
  {
    re: /\bgave away (?:all )?(?:of )?(?:my|all my) (?:stuff|things|belongings|possessions|cat|dog|pets?)\b/,
    weight: 0.6,
    kind: 'suicide',
  },
];
