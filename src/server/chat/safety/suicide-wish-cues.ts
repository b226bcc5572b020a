import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * Suicide said outright: the act ("kill myself", "end my life"), the wish ("I want to
 * die", "wish I was never born"), no reason to live, tired of living, wanting it all to
 * end. The other lists of suicide cues are named for what they hold (burden and farewell,
 * means, someone close, other languages); `suicide-frames.ts` holds the general shapes.
 */

const SELF = '(?:myself|me self)';

export const SUICIDE_WISH_CUES: Cue<CrisisKind>[] = [
  {
    re: new RegExp(
      `\\b(?:kill(?:ing|ed)?|off(?:ing)?|hang(?:ing|ed)?|shoot(?:ing)?|drown(?:ing)?|poison(?:ing)?|suffocat(?:e|ing)|end(?:ing)?) ${SELF}\\b`,
    ),
    weight: 1,
    kind: 'suicide',
    jest: true,
    unless:
      /\b(?:nearly|almost) (?:killed|kill) myself (?:laughing|falling|tripping|on|with|by|when|while|trying)|\bshoot myself in the foot\b|\bkill myself (?:laughing|working)\b/,
  },
  {
    re: /\b(?:end(?:ing|ed)?|take|taking|took|finish(?:ing)?) (?:my own life|my life)\b/,
    weight: 1,
    kind: 'suicide',
    unless: /\bmy life (?:back|savings|insurance|story|in a new|into my own)\b/,
  },
  {
    re: /\b(?:end(?:ing|ed)?|finish(?:ing)?) (?:it all|everything|things for good|it (?:tonight|today|now|for good|forever|once and for all))\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:just|going to|want to|will|i'll|should|could|can|to|gonna) end it\b(?!\s+(?:with|here|there|early|before|after))/,
    weight: 1,
    kind: 'suicide',
    unless: /\blet's\b|\b(?:the|this) (?:call|meeting|chat|game|conversation|relationship)\b/,
  },
  // Chat shorthand: "sui thoughts", "been having sui urges".
  { re: /\bsui (?:thoughts|ideation|urges|attempt|plans?)\b/, weight: 1, kind: 'suicide' },
  { re: /\bsuicidal\b/, weight: 1, kind: 'suicide', unless: /\bsuicidal tendencies (?:band|concert|album)\b/ },
  {
    re: /\b(?:commit(?:ting)?|attempt(?:ed|ing)?|consider(?:ing|ed)?|contemplat\w*|thinking (?:about|of)|thoughts (?:of|about)|think(?:ing)? about|plan(?:ning|ned)?|want to|going to|about to|tried|try|my) suicide\b/,
    weight: 1,
    kind: 'suicide',
  },
  { re: /\bsuicide (?:note|plan|attempt|thoughts|is the only|letter|pact|seems|feels)\b/, weight: 1, kind: 'suicide' },
  {
    re: /\b(?:want(?:ed|ing)?|wish(?:ing)?|need|ready|plan(?:ning)?|deserve|hope|hoping|would like|'d like|long|tempted|trying|decided) to (?:just |finally |simply )?(?:die|be dead|not be alive|stop living|stop existing|not exist|cease to exist)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    unless:
      /\bdie (?:of|from) (?:embarrass|laugh|bored|cringe|shame|happiness|cuteness|thirst|hunger)|\bdie (?:my|her|his|your|their) (?:hair|beard|clothes|shirt|jeans|eyebrows)\b/,
  },
  // "rather die than wear crocs" is a figure of speech; "rather be dead than keep living like this" is not.
  {
    re: /\bi(?:'d| would) rather (?:be dead|die)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    unless:
      /\bthan (?!keep|go on|live|living|continue|carry on|be alive|being alive|wake up|stay|feel|be here|exist|this)/,
  },
  {
    re: /\bwish (?:i|i'd) (?:was|were|had been|'d been|could be) (?:dead|never born|gone|not alive|not here|not born)\b|\bwish (?:i'd|i had) never been born\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
  {
    re: /\bwish i (?:could|would) (?:just )?(?:die|disappear forever|stop existing|vanish forever|not wake up|never wake up|fall asleep and never wake up|go to sleep forever)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
  {
    re: /\bwish i (?:wasn't|weren't|was not|were not) (?:alive|born|here anymore|around anymore)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:don't|no longer|never|not|doesn't|didn't|can't) (?:really |even |want to |wish to |feel like |see the point (?:of|in) |see a reason to )+(?:live|living|be alive|being alive|exist|existing|keep living|go on|carry on|wake up|be here anymore|be around anymore|continue living|be on this earth)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless: /\bwithout\b|\bwake up (?:early|at|before)\b/,
  },
  {
    re: /\bno (?:longer )?(?:reason|point|will|desire|purpose) (?:for me )?(?:to|in|for) (?:live|living|go on|going on|keep going|be alive|being alive|stay alive|staying alive|exist|existing|carry on|carrying on)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  { re: /\bnothing (?:left )?(?:to live for|worth living for)\b/, weight: 1, kind: 'suicide', negatable: false },
  {
    re: /\b(?:life|living|my life|it) (?:isn't|is not|ain't|is no longer|isn't even) worth (?:living|it anymore|living anymore)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:life|living|existing) (?:is|feels) (?:pointless|meaningless|unbearable)\b/,
    weight: 0.6,
    kind: 'suicide',
  },
  {
    re: /\bwhat(?:'s| is) the point (?:of|in) (?:me |my )?(?:even |still )?(?:living|life|going on|being alive|carrying on|existing|staying alive|being here|still being here)\b/,
    weight: 1,
    kind: 'suicide',
  },
  { re: /\bwhat(?:'s| is) the point (?:of|in) (?:anything|trying|it all)\b/, weight: 0.5, kind: 'suicide' },
  {
    re: /\b(?:tired|sick|done|finished) (?:of|with) (?:living|life|being alive|existing|this life)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
  { re: /\b(?:so )?(?:tired|sick|done) (?:of|with) (?:it all|everything|everyone)\b/, weight: 0.4, kind: 'suicide' },
  {
    re: /\bcan't (?:go on|keep going|carry on|do this anymore|do this any more|live like this|keep living|take (?:it|this|any ?more)(?: anymore)?)\b/,
    weight: 0.6,
    kind: 'suicide',
    negatable: false,
    unless: /\bpuns?\b|\bjokes?\b/,
  },
  {
    re: /\bdon't think i can (?:go on|keep going|do this anymore|take (?:it|this) anymore|survive this)\b/,
    weight: 0.7,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:want|need|wish|just want|hope) (?:it all|everything|all of (?:this|it)|my life|the pain|it|this|all this) to (?:end|stop|be over)(?: (?:forever|for good|already|now))?\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  {
    re: /\b(?:want|need|wish|just want|hope) (?:it all|everything|all of (?:this|it)|my life) to (?:end|stop|be over)\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  {
    re: /\b(?:the pain|it all|everything) to (?:end|stop|be over) (?:forever|for good|permanently)\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  { re: /\bwant the pain to (?:end|stop|go away)\b/, weight: 0.3, kind: 'suicide' },
];
