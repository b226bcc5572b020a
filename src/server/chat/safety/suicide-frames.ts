import type { CrisisKind } from './crisis-kind.ts';
import { DAILY_MEDICINE } from './daily-medicine.ts';
import type { Cue } from './scoring.ts';
import { NOT_NEARLY } from './suicide-cues.ts';

/**
 * The general shapes suicidal thoughts are said in, so phrasings nobody listed are still
 * recognised. Each frame combines concepts with a few free words between them:
 *   A  someone + a wish, plan or pull + death            "I've been thinking about ending things"
 *   B  a negated wish + living                           "I don't think I want to be alive"
 *   C  death seen as a relief or an answer               "death sounds like a relief right now"
 *   D  the world better off / not caring if I were gone  "everyone's life would be easier if I was dead"
 *   E  means and preparation                             "I've got the pills lined up on my desk"
 * Figures of speech are excluded by what sits next to them ("dying to see you", "to die
 * for", "die of embarrassment", "rather die than", "before I die I want to...").
 */

const GAP = (n: number) => `(?:\\s+\\S+){0,${n}}?`;
const WHO =
  "(?:i|i'm|i've|i'd|i'll|me|my|myself|she|he|they|she's|he's|they're|someone|my (?:\\w+ )?(?:friend|best friend|sister|brother|mom|mum|mother|dad|father|son|daughter|kid|partner|boyfriend|girlfriend|husband|wife|cousin|roommate|classmate))";
const WISH =
  "(?:want(?:s|ed)?|wanna|wish(?:es|ed)?|hope|hoping|ready|plan(?:s|ning|ned)?|thinking (?:(?:a lot|so much|constantly|again|lately|more|often|seriously) )?(?:about|of)|think(?:s)? (?:(?:a lot|so much|constantly|often) )?about|thought about|keep thinking about|imagin(?:e|ing)|fantasi[sz](?:e|ing) about|consider(?:s|ing)?|tempted|so close to|close to|feel(?:ing|s)? like|decided|deserve|long(?:ing)? (?:to|for)|can't wait to|looking forward to|dream(?:ing|s)? (?:of|about))";
/** Intents that count only before an unmistakable act: "going to die" alone is more often fear or a figure of speech. */
const SOFT_INTENT = "(?:gonna|going to|about to|will|'ll|should just|might as well)";
const DEATH =
  '(?:die|dying|be dead|being dead|not (?:be|being) alive|not exist(?:ing)?|stop (?:existing|breathing|waking up)|stop living(?! (?:with|in|at|near|together|like))|cease to exist|disappear(?:ing)? (?:for good|forever|permanently|and never come back)|(?:be|being) gone(?! (?:for (?:the|a|an|\\d|work|school)|by|on|to|from|in|before|after|when|until|till|all|most))|sleep(?:ing)? forever|fall(?:ing)? asleep forever|never wak(?:e|ing) up|not wak(?:e|ing) up|(?:not )?(?:be|being) (?:here|around) anymore|just not (?:be|being) here|end(?:ing)? (?:it all|everything|my life|this life|my own life)|end(?:ing)? (?:it|things)(?! (?:with|between|here|there|early|before|after|off))|kill(?:ing)? (?:my|him|her|them)sel(?:f|ves)|suicide|tak(?:e|ing) (?:my|his|her|their) (?:own )?life|leav(?:e|ing) this (?:world|earth|life)|my (?:own )?funeral|hang(?:ing)? (?:my|him|her)self)';
const STRONG_DEATH =
  '(?:end(?:ing)? (?:it all|everything|my life|this life|my own life)|end(?:ing)? (?:it|things)(?! (?:with|between|here|there|early|before|after|off))|kill(?:ing)? (?:my|him|her|them)sel(?:f|ves)|suicide|tak(?:e|ing) (?:my|his|her|their) (?:own )?life|hang(?:ing)? (?:my|him|her)self|disappear(?:ing)? (?:for good|forever))';
const FIGURES =
  /\bdie (?:of|from|laughing|happy|old|for|hard|a little|inside lol)\b|\bdying (?:to|of|for|laughing|my hair|her hair|his hair|the)\b|\bto die for\b|\bthan (?!keep|go on|live|living|continue|carry on|be alive|being alive|wake up|stay|feel|be here|exist|this)|\bdie hard\b|\bwithout (?:seeing|visiting|trying|doing|going|having|telling)\b|\bbefore i die\b|\bwhen i die\b|\binto (?:the |a )?(?:lake|water|sea|pool|river|ocean)\b|\bdie on (?:this|that) hill\b|\bdye\b|\bfeel like i'm (?:going to|gonna|about to) die\b|\bdie (?:my|her|his|your|their) (?:hair|beard|clothes|shirt|jeans|eyebrows)\b/;
const LIVING =
  '(?:live|living|be alive|being alive|stay alive|staying alive|exist|existing|wake up|waking up|go on|going on|carry on|carrying on|keep going|keep living|continue|survive|be here anymore|be around anymore|be on this earth|be in this world|make it through (?:the night|today|tonight|another day))';
const DEATH_TOPIC =
  '(?:death|dying|being dead|not existing|not being alive|not waking up|never waking up|ending it(?: all)?|ending my life|suicide|killing myself|my (?:own )?funeral|disappearing forever|going to sleep forever|not being here)';
const POSITIVE =
  '(?:relief|relieving|relieved|peaceful|peace|at peace|calm|happy|safe|nice|better|easier|good|great|tempting|appealing|welcome|comforting|calming|beautiful|freeing|like an? (?:escape|answer|solution|way out|option|gift|release)|(?:like )?the (?:answer|solution|only way|only option|best option|easy way|way out|only choice|only escape)|(?:the|my) only (?:way|option|choice))';
const GONE =
  "(?:dead|gone|not here|not around|not alive|disappeared|never born|died|killed myself|wasn't here|weren't here|wasn't around|weren't around|didn't exist|never existed|out of the picture|no longer here|no longer around|stopped existing|ceased to exist|vanished)";
const MEANS =
  '(?:pills|tablets|meds|medication|sleeping pills|painkillers|rope|noose|gun|pistol|rifle|razor|razors|blades|bleach|poison)';

const WHOLE_LOT_OF_PILLS =
  '(?:\\w+ ){0,3}?(?:every|all|whole|entire|bunch|handful|bottle|box|pack|packet|\\d{2,}) (?:\\w+ ){0,2}?(?:pills?|tablets?|meds|capsules|sleeping pills|painkillers)\\b';
const NOT_AN_OVERDOSE =
  /\bby accident\b|\baccidentally\b|\bprescribed\b|\bdoctor said\b|\bfor (?:my|the) (?:vitamins|supplements)\b|\bvitamins?\b|\ba day\b|\bdaily\b/;
const SOME_POISON =
  '(?:some |a (?:cup|glass|bottle|bit) of |the |a lot of )?(?:bleach|antifreeze|poison|rat poison|detergent|drain cleaner|weed killer|pesticide)\\b';

export const SUICIDE_FRAMES: Cue<CrisisKind>[] = [
  {
    re: /\b(?:going to|gonna|about to|will|'ll|ready to|want to|wanna|need to) jump\s*(?:$|[.!?,]|off\b|from\b|now\b|tonight\b)/,
    weight: 1,
    kind: 'suicide',
    // A dive, a stunt, a trampoline: "my dad is going to jump off the diving board".
    unless:
      /\b(?:diving board|high board|springboard|(?:the|a) (?:dock|pier|jetty|boat|swing|trampoline)|into (?:the |a )?(?:pool|lake|water|sea|river|ocean)|bungee|parachute|zip ?line|skydiv\w*|parkour)\b/,
  },
  {
    // Already taken: kind 'overdose' (emergency services first); the same still to come is below.
    re: new RegExp(`\\b${NOT_NEARLY}(?:took|swallowed|downed)\\b ${WHOLE_LOT_OF_PILLS}`),
    weight: 1,
    kind: 'overdose',
    unless: NOT_AN_OVERDOSE,
  },
  {
    re: new RegExp(
      `\\b(?:take|taking|swallow(?:ing)?|down(?:ing)?|(?:almost|nearly) (?:took|swallowed|downed))\\b ${WHOLE_LOT_OF_PILLS}`,
    ),
    weight: 1,
    kind: 'suicide',
    unless: new RegExp(`${NOT_AN_OVERDOSE.source}|${DAILY_MEDICINE.source}`),
  },
  {
    re: /\b(?:lost|losing|no|don't have|have no|there's no|there is no) (?:the |my |any )?(?:will|reason|desire|wish|strength) to (?:live|go on|keep going|be alive|keep living)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  { re: /\bnothing (?:left )?for me (?:here|anymore|in this world)\b/, weight: 0.6, kind: 'suicide', negatable: false },
  { re: /\bi'm ready to go\s*(?:$|[.!?])|\bnever come back\b/, weight: 0.5, kind: 'suicide' },
  {
    re: /\b(?:can't|cannot|couldn't) (?:\w+ )?(?:live|exist|keep living|keep existing|stay alive|be alive|go on living)\b(?! (?:with|without|in|near|on|there|here|at|like that|in a world|through))/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless: /\bcan't live without (?:coffee|chocolate|music|you|my)\b/,
  },
  {
    re: /\b(?:done|finished|through) (?:with )?(?:living|being alive|existing|this life)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
  {
    re: /\b(?:won't|not going to|never going to|will not|i'll never|i will never) wake up (?:again|tomorrow|ever)\b/,
    weight: 0.7,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:no way|not|don't think|won't|not going to|never going to|never|i'll never) (?:i'm |i am |i'll |i will |i'd )?(?:be )?(?:making it|make it|be around|around|alive|here|live|living|see|seeing|live to see) (?:to|till|until|through|for|past)? ?(?:my (?:next )?birthday|christmas|new year|next (?:week|month|year)|the (?:weekend|morning|end of the (?:week|month|year))|tomorrow|another day|graduation)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:letters?|notes?|messages?|videos?) (?:to|for) (?:say(?:ing)? )?goodbye\b|\bsay(?:ing)? goodbye (?:to everyone|forever|for good|to the world|to everybody)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:it|this|all this|all of this|everything|it all|the pain|my life) (?:to )?(?:end|stop|be over|is over) (?:for good|forever|permanently)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:tired of|sick of|can't keep|done|exhausted from) (?:fighting|trying|struggling) to (?:stay alive|live|survive|keep going|keep living|exist)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\btime (?:for me )?to (?:go|leave|say goodbye|check out) (?:for good|forever|permanently)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:stop|never again|not) (?:feeling|breathing|thinking|hurting|existing) (?:\w+ ){0,2}?(?:forever|for good|permanently)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:won't|will not|won't have to|will never have to|don't have to) (?:have to )?(?:deal with|worry about|put up with|bother with|hear from|see|carry) me (?:much longer|for long|anymore|again|soon|after (?:tonight|today))\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\bi (?:won't|will not|will no longer) be (?:a problem|a burden|in (?:anyone's|your|their|everyone's) way|anyone's problem) (?:for|to) (?:anyone|anybody|you|them|everyone)\b|\bsoon i won't be\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:want to|wanna|going to|gonna|thinking about|about to|ready to|plan to) commit\s*(?:$|[.!?]|tonight|soon|today)/,
    weight: 1,
    kind: 'suicide',
  },
  { re: /\bmade sure of it\b|\bit's (?:all )?(?:planned|decided)\b/, weight: 0.4, kind: 'suicide' },
  // a farewell: each part is ordinary, together they are not
  { re: /^goodbye\b|\bgoodbye\s*[.!]/, weight: 0.35, kind: 'suicide' },
  {
    re: /\bi love you all\b|\btell (?:my|them|everyone) (?:\w+ )?i love (?:them|her|him)\b/,
    weight: 0.35,
    kind: 'suicide',
  },
  { re: /\bforgive me\b|\bi'm sorry\s*(?:$|[.!])/, weight: 0.35, kind: 'suicide' },
  { re: /\btake care of (?:my|mom|mum|dad|the kids|everyone)\b/, weight: 0.35, kind: 'suicide' },
  {
    re: /\b(?:painless|easiest|quickest|fastest|least painful|peaceful) way to go\b(?! (?:to|by|from|there|home|back|about|on|with))/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:want|need|wanna) (?:to )?(?:get )?out of (?:this life|this world|life|existence)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bhope (?:i|that i) (?:get|gets) (?:hit|run over|killed|shot)\b|\bhope (?:a|the|some) (?:car|truck|bus|train|plane|bullet) (?:hits|kills|takes) me\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bdon't care (?:if|whether) i (?:die|live|wake up|don't wake up|make it)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:knife|blade|razor|gun|pistol)\b[^.!?]{0,25}\b(?:to|against|on) my (?:wrists?|throat|head|neck|temple|skin|arm|chest)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bwhy (?:should i|do i|am i even|am i still|bother to|even|would i) (?:live|living|alive|exist|be alive|keep living|go on|stay alive)\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:hate|despise) (?:being alive|existing|my existence|being me|living)\b(?! (?:in|with|at|near|here|there|so far|paycheck))/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
  { re: /\bwaste of (?:space|oxygen|air|life|a person)\b/, weight: 0.5, kind: 'suicide' },
  {
    re: /\bwant to disappear\b/,
    weight: 0.5,
    kind: 'suicide',
    jest: true,
    unless: /\bdisappear (?:to|into|under|for (?:a|the)|on (?:a|an))\b/,
  },
  // A: a wish or plan, then death ("so close to killing myself", "i wish i could just fall asleep forever")
  {
    re: new RegExp(
      `(?:^|\\b${WHO}\\b${GAP(5)}\\s+)${WISH}\\s+(?:to\\s+|about\\s+|of\\s+|for\\s+)?(?:just\\s+)?(?:\\S+\\s+){0,3}?${DEATH}\\b`,
    ),
    weight: 1,
    kind: 'suicide',
    jest: true,
    unless: FIGURES,
  },
  {
    re: new RegExp(`(?:^|\\b${WHO}\\b${GAP(4)}\\s+)${SOFT_INTENT}\\s+(?:just\\s+|finally\\s+)?${STRONG_DEATH}\\b`),
    weight: 1,
    kind: 'suicide',
    jest: true,
    unless: FIGURES,
  },
  // B: a wish to live, negated ("I don't think I want to be alive", "I no longer wish to exist")
  {
    re: new RegExp(
      `\\b(?:don't|do not|didn't|no longer|never|not|can't|cannot|don't really|don't even)${GAP(3)}\\s+(?:want|wanna|wish|feel like|see the point (?:of|in)|see a reason to|see any reason to|see myself|care to|have the strength to|have the will to)\\s+(?:to\\s+)?(?:\\S+\\s+){0,1}?${LIVING}\\b`,
    ),
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless:
      /\bwithout\b|\bwake up (?:early|at|before|on time|for|so)\b|\blive (?:with|in|near|at|there|here|on|like that|abroad)\b|\bliving (?:with|in|near|at|there|here|on|abroad)\b|\bgo on (?:a|the|an|with|holiday|vacation|without|about|and on)\b|\bexist (?:in|on|as)\b|\bcontinue (?:with|the|this|to|my|our|watching|reading|playing)\b|\bkeep going (?:to|with|back)\b|\bsurvive (?:on|without|the (?:exam|week|meeting|winter|summer|trip|flight|drive|day))\b|\bcarry on (?:with|the|watching)\b|\bgoing on (?:a|the|an|with|about|holiday)\b/,
  },
  {
    re: new RegExp(
      `\\bno (?:reason|point|will|desire|purpose|need)${GAP(3)}\\s+(?:(?:to|in|for)\\s+)?(?:me\\s+)?(?:\\S+\\s+){0,1}?${LIVING}\\b`,
    ),
    weight: 1,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\blife (?:has|holds|had) no (?:meaning|point|purpose|value)\b|\bno point in (?:anything|life)\b/,
    weight: 0.6,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\bi want out\b|\bwant to get out of this life\b|\bhad enough of (?:life|living|everything|it all|this life)\b/,
    weight: 0.6,
    kind: 'suicide',
  },
  // C: death as a relief or an answer
  {
    re: new RegExp(
      `\\b${DEATH_TOPIC}\\b${GAP(4)}\\s+(?:sounds|seems|feels|looks|would be|would feel|is|will be|'d be|makes me feel|make me feel|makes me|gives me|brings me|is starting to (?:sound|feel|look)|has started to (?:sound|feel|look))\\s+(?:\\S+\\s+){0,3}?${POSITIVE}\\b`,
    ),
    weight: 1,
    kind: 'suicide',
    jest: true,
    unless: /\bdeath (?:metal|star|note|by chocolate|stranding|valley)\b/,
  },
  // D: the others better off, or not caring, if I were gone
  {
    re: new RegExp(
      `\\b(?:if|when|once|after) i(?:'m| am| was| were|'d| had| just)?\\s?(?:just |finally |really |all of a sudden )?${GONE}\\b`,
    ),
    weight: 0.5,
    kind: 'suicide',
    unless:
      /\bgone (?:on|for (?:the|a)|to (?:the|a|work|school)|away for|camping|shopping|abroad)\b|\bnot (?:here|around) (?:tomorrow|next|this|for)\b/,
  },
  {
    re: /\b(?:better|happier|easier|lighter|simpler|fine|relieved|free|notice|miss me|care|matter|celebrate|move on|be okay|be ok|be better|glad)\b/,
    weight: 0.5,
    kind: 'suicide',
    bonus: true,
  },
  {
    re: /\bwithout me\b[^.!?]{0,30}\b(?:better|happier|easier|lighter|simpler|fine|relieved)\b|\b(?:better|happier|easier|lighter|simpler|fine|relieved)\b[^.!?]{0,30}\bwithout me\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless: /\b(?:party|trip|game|team|dinner|meeting|project|class) (?:is|was|will be)\b/,
  },
  // E: means and preparation
  {
    re: new RegExp(
      `\\b(?:got|get|getting|grabbed|have|bought|buy|buying|saved|saving|collected|collecting|counted|counting|lined up|laid out|ready|prepared|tied|tying|loaded|loading|picked out|found)\\b${GAP(4)}\\s+${MEANS}\\b`,
    ),
    weight: 0.6,
    kind: 'suicide',
    unless:
      /\bfor (?:my|the) (?:mom|dad|mum|grandma|grandpa|cat|dog|kid|kids|son|daughter|husband|wife|headache|cold|flu|period|allergies|hunting|range|camping)\b|\bprescription\b|\bpharmacy\b/,
  },
  {
    re: /\b(?:lined up|laid out|counted|ready|enough to|on my (?:desk|bed|nightstand|table)|in front of me|all of them|them all|the whole (?:bottle|pack|box))\b/,
    weight: 0.4,
    kind: 'suicide',
    bonus: true,
  },
  {
    re: /\b(?:how (?:to|do i|do you|can i|would i|should i)|teach me (?:how )?to|tell me how to|show me how to|best way to|easiest way to) (?:\w+ ){0,2}?(?:tie a noose|make a noose|hang (?:my|your)self|overdose|od|slit (?:my|your) wrists|jump off|kill (?:my|your)self|end (?:my|your) life|poison (?:my|your)self|die painlessly)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:step|stepping|jump|jumping|walk|walking|throw myself|lie down|lay down|run|running) (?:in front of|onto|on) (?:a|the) (?:train|bus|truck|car|tracks|traffic|subway|tube|lorry)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bi(?:'m| am) (?:standing |sitting )?(?:at|on) (?:the )?(?:bridge|edge|ledge|rooftop|tracks|railing|cliff|top of (?:the|a) (?:bridge|building|cliff|car park|parking garage))\b/,
    weight: 0.7,
    kind: 'suicide',
  },
  { re: /\b(?:right now|tonight|looking down|about to|ready)\b/, weight: 0.3, kind: 'suicide', bonus: true },
  {
    // Already swallowed: kind 'overdose' (emergency services, poison control); still to come stays 'danger'.
    re: new RegExp(`\\b${NOT_NEARLY}(?:drank|drunk|swallowed|ate|took|had) ${SOME_POISON}`),
    weight: 1,
    kind: 'overdose',
  },
  {
    re: new RegExp(`\\b(?:drink|drinking|swallow|swallowing|(?:almost|nearly) (?:drank|swallowed)) ${SOME_POISON}`),
    weight: 1,
    kind: 'danger',
  },
  // finality
  {
    re: /\bsaying (?:my )?goodbyes?\b/,
    weight: 1,
    kind: 'suicide',
    unless:
      /\b(?:moving|leaving|trip|before|party|flight|move|colleagues|coworkers|vacation|holiday|graduation|last day|semester|airport|visit|vet|hospice|horse|dog|cat|pet|puppy|kitten)\b|\bgoodbye to (?:him|her|them|my)\b/,
  },
  { re: /\b(?:wrote|writing|written|finished|made) (?:my|a) will\b/, weight: 0.5, kind: 'suicide' },
  {
    re: /\b(?:a|my) (?:note|letter|letters|message|video) (?:for|to) (?:my|everyone|you all|all of you)\b|\bfinal (?:message|letter|note|words|goodbye)\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  {
    re: /\b(?:not going to|won't|will not|don't think i'll|don't think i will) make it (?:through|to|past) (?:the night|tonight|today|tomorrow|the morning|the weekend)\b/,
    weight: 0.7,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:i don't want to|i don't wanna)\s*(?:$|[.!?])/,
    weight: 0.3,
    kind: 'suicide',
    negatable: false,
    bonus: true,
  },
  {
    re: /\b(?:i'm|i am) ending it\b|\b(?:i|to) end it (?:tonight|today|now|this (?:week|weekend)|soon)\b|\bthe night i end it\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless: /\bend it (?:with|between)\b/,
  },
];
