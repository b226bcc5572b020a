import type { CrisisKind } from './crisis-kind.ts';
import { DAILY_MEDICINE } from './daily-medicine.ts';
import { FIGURATIVE_DOSE } from './death-words.ts';
import type { Cue } from './scoring.ts';

/**
 * Suicide: the act ("kill myself"), the wish ("I want to die"), the plan or the means,
 * a goodbye, and the ways people say it without saying it ("everyone would be better
 * off without me"). `suicide-frames.ts` holds the general shapes these come in.
 */

const SELF = '(?:myself|me self)';
const KIN =
  '(?:friend|best friend|bestie|sister|brother|mom|mum|mother|dad|father|son|daughter|kid|child|partner|boyfriend|girlfriend|husband|wife|cousin|roommate|classmate|niece|nephew|aunt|uncle)';
const PILLS =
  '(?:pills|tablets|meds|medication|medicine|sleeping pills|painkillers|tylenol|paracetamol|ibuprofen|advil|aspirin|xanax|antidepressants|insulin|oxy\\w*|bleach)';

/** "a bunch of pills", "all my meds", "a whole bottle of tylenol". */
const MANY_PILLS = `(?:a (?:bunch|lot|handful|fistful|ton|bottle|box|pack|packet|whole bottle|whole box|whole pack|load) of|all (?:of )?(?:my|the)|too many|a whole (?:bottle|box|pack) of|an entire (?:bottle|box|pack) of|every one of my)\\s?(?:(?:my|the|his|her) )?(?:blood pressure |birth control |\\w+ )?${PILLS}\\b`;
/** Before a past tense: not "almost took", which was not taken (still a crisis, not an emergency). */
export const NOT_NEARLY = '(?<!\\b(?:almost|nearly) )';

export const SUICIDE_CUES: Cue<CrisisKind>[] = [
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
    re: /\bwhat(?:'s| is) the point (?:of|in) (?:me |my )?(?:living|life|going on|being alive|carrying on|existing|staying alive|being here|still being here)\b/,
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
  // ---- the people around them ----
  {
    re: /\bbetter (?:off |place )?without me\b|\bbetter off (?:if|when) i(?:'m| am| was| were)? (?:gone|dead|not here|not around|never born)\b|\bbetter off dead\b/,
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
    re: /\bwhy (?:bother|even bother|keep|should i keep|go on) (?:living|going on|trying to live|existing|being alive)\b/,
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
  { re: /\bi(?:'ll| will) be (?:gone|dead) (?:soon|by|tomorrow|tonight|before)\b/, weight: 0.8, kind: 'suicide' },
  { re: /\bthank(?:s| you) for everything\b/, weight: 0.3, kind: 'suicide' },
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
  // ---- means and methods ----
  {
    re: new RegExp(
      `\\b(?:how (?:many|much)|what (?:dose|amount)) (?:of )?(?:\\w+ ){0,2}${PILLS}\\b[^.!?]{0,40}\\b(?:die|kill|lethal|fatal|overdose|end it|would it take|does it take)\\b`,
    ),
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:painless|easiest|quickest|fastest|best|surest|quietest|least painful|simplest) (?:way|method|ways|methods) to (?:die|kill (?:my|your)self|end (?:it|my life|your life)|commit suicide)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:ways|methods|how) to (?:die|kill (?:my|your)self|commit suicide|end (?:my|your) (?:own )?life)\b/,
    weight: 0.8,
    kind: 'suicide',
  },
  {
    re: /\b(?:research(?:ing|ed)?|looking up|looked up|googl(?:ing|ed)|search(?:ing|ed)(?: for)?) (?:ways|methods|how)\b/,
    weight: 0.4,
    kind: 'suicide',
    bonus: true,
  },
  {
    re: new RegExp(
      `\\b(?:stockpil\\w*|sav(?:ing|ed) up|hoard\\w*|collect(?:ing|ed)) (?:my |all my |some |up )?${PILLS}\\b`,
    ),
    weight: 0.8,
    kind: 'suicide',
  },
  {
    // Already taken (kind 'overdose': emergency services first), then still a plan.
    re: new RegExp(`\\b${NOT_NEARLY}(?:took|swallowed|ate|downed|drank|had|overdosed on) ${MANY_PILLS}`),
    weight: 1,
    kind: 'overdose',
    unless: /\bby accident\b|\baccidentally\b|\bby mistake\b/,
  },
  {
    re: new RegExp(`\\b(?:take|taking|swallow|drink|(?:almost|nearly) (?:took|swallowed|downed|drank)) ${MANY_PILLS}`),
    weight: 1,
    kind: 'suicide',
    unless: new RegExp(`\\bby accident\\b|\\baccidentally\\b|\\bby mistake\\b|${DAILY_MEDICINE.source}`),
  },
  {
    re: new RegExp(
      `\\b${NOT_NEARLY}(?:took|swallowed|taken) (?:too many|too much|a lot of|the wrong) (?:\\w+ )?${PILLS}\\b`,
    ),
    weight: 1,
    kind: 'overdose',
  },
  {
    // "i just overdosed", "i took an overdose": done (as history: own-past-crisis.ts), not planned.
    re: new RegExp(
      `\\b${NOT_NEARLY}(?:i|i've|ive|i have) (?:just |already |really )?(?:overdosed|od'd|oded|od-ed|(?:took|taken|had) (?:an |another )?(?:overdose|od))\\b(?! on ${FIGURATIVE_DOSE}\\b)`,
    ),
    weight: 1,
    kind: 'overdose',
  },
  {
    re: /\b(?:i|i'm|i've|i'll|want to|going to|about to|plan to|thinking about|just|tried to) (?:\w+ )?(?:overdos(?:e|ed|ing)|od(?:'d|ed|ing)?)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    unless: new RegExp(`\\bon ${FIGURATIVE_DOSE}\\b`),
  },
  {
    re: /\b(?:jump(?:ing)?|throw(?:ing)? myself|leap(?:ing)?) (?:off|from|in front of) (?:a|the|this|that|my) (?:bridge|roof|building|balcony|cliff|train|car|window|tower|ledge|overpass|parking garage|bus)\b/,
    weight: 1,
    kind: 'suicide',
    unless: /\binto (?:the |a )?(?:pool|lake|water|sea|river|ocean)\b|\bbungee\b|\bparachute\b/,
  },
  {
    re: /\b(?:standing|sitting) (?:on|at) (?:the )?(?:edge|roof|ledge|bridge|top of (?:the|a) (?:building|bridge|cliff))\b/,
    weight: 0.6,
    kind: 'suicide',
  },
  { re: /\bwant to jump\b/, weight: 0.5, kind: 'suicide' },
  {
    re: /\bdrive (?:my car |the car |myself )?(?:off|into) (?:a|the) (?:cliff|bridge|wall|tree|river|oncoming traffic|lake)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:use|using|used) (?:it|this|them|that|a gun|the gun|a knife|the knife|pills|the rope) on myself\b/,
    weight: 1,
    kind: 'suicide',
  },
  { re: /\bnoose\b|\bslit (?:my|both) wrists?\b/, weight: 0.8, kind: 'suicide' },
  { re: /\bbought (?:a |some )?rope\b/, weight: 0.5, kind: 'suicide' },
  // ---- someone close to them ----
  {
    re: /\b(?:going to|gonna|wants? to|wanted to|threaten(?:ed|ing|s)? to|about to|trying to|tried to|plans? to|planning to|thinking (?:about|of)|talking about|said (?:she|he|they)(?:'d| would| will| wants to| was going to)) (?:kill(?:ing)?|end(?:ing)?|hurt(?:ing)?|cut(?:ting)?|harm(?:ing)?|tak(?:e|ing)) (?:her|him|them)sel(?:f|ves)\b|\b(?:end|take|ending|taking) (?:her|his|their) (?:own )?life\b/,
    weight: 1,
    kind: 'suicide',
    // Read with someone-at-risk.ts, which answers it unless laughed off or a figure of speech.
    jest: true,
    unless:
      /\bkill(?:ing)? (?:her|him|them)sel(?:f|ves) laughing\b|\b(?:when|once) (?:he|she|they) (?:sees?|finds? out|hears?|gets? home)\b/,
  },
  { re: new RegExp(`\\bmy (?:\\w+ )?${KIN}(?:'s)? (?:is|seems|has been|was) suicidal\\b`), weight: 1, kind: 'suicide' },
  // ---- other languages ----
  {
    re: /\b(?:quiero|quisiera|voy a|me voy a|deseo) (?:morir(?:me)?|matarme|suicidarme)\b|\bme quiero (?:morir|matar|suicidar)\b|\bno quiero (?:seguir )?vivir\b|\bsuicidarme\b|\bmatarme\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bje (?:veux|voudrais|vais) (?:mourir|me tuer|me suicider|en finir)\b|\benvie de (?:mourir|me tuer|me suicider|en finir)\b|\bje (?:ne )?veux plus vivre\b|\bme suicider\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bich (?:will|mochte|werde|wurde gern) (?:nicht mehr leben|sterben|mich umbringen|mich toten)\b|\bich bringe mich um\b|\bmich umbringen\b|\bnicht mehr leben\b|\bselbstmord\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bvoglio (?:morire|uccidermi|ammazzarmi|farla finita)\b|\bnon voglio piu vivere\b|\bsuicidarmi\b|\bmi (?:voglio )?(?:uccidere|ammazzare)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bquero morrer\b|\bvou me matar\b|\bnao quero mais viver\b|\bme matar\b|\bme suicidar\b/,
    weight: 1,
    kind: 'suicide',
  },
];
