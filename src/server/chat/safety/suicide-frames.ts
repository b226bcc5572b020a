import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * The general shapes suicidal thoughts are said in, so phrasings nobody listed are still
 * recognised. Each frame combines concepts with a few free words between them:
 *   A  someone + a wish, plan or pull + death            "I've been thinking about ending things"
 *   B  a negated wish + living                           "I don't think I want to be alive"
 *   C  death seen as a relief or an answer               "death sounds like a relief right now"
 *   D  the world better off / not caring if I were gone  "everyone's life would be easier if I was dead"
 *   E  means and preparation                             "I've got the pills lined up on my desk"
 *      (E is in `means-and-finality-frames.ts`; fixed phrasings in `wish-to-be-gone-phrasings.ts`)
 * Figures of speech are excluded by what sits next to them ("dying to see you", "to die
 * for", "die of embarrassment", "rather die than", "before I die I want to...").
 */

/** Up to n free words between two concepts. */
export const GAP = (n: number) => `(?:\\s+\\S+){0,${n}}?`;
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
  /\bdie (?:of|from|laughing|happy|old|for|hard|a little|inside lol)\b|\bdying (?:to|of|for|laughing|my hair|her hair|his hair|the)\b|\bto die for\b|\bthan (?!keep|go on|live|living|continue|carry on|be alive|being alive|wake up|stay|feel|be here|exist|this)|\bdie hard\b|\bwithout (?:seeing|visiting|trying|doing|going|having|telling)\b|\bbefore i die\b|\bwhen i die\b|\binto (?:the |a )?(?:lake|water|sea|pool|river|ocean)\b|\bdie on (?:this|that) hill\b|\bdye\b|\bfeel like i'm (?:going to|gonna|about to) die\b|\bdie (?:my|her|his|your|their) (?:hair|beard|clothes|shirt|jeans|eyebrows)\b|\bkill(?:ing)? (?:him|her|them)sel(?:f|ves) (?:laughing|when (?:he|she|they) (?:sees?|finds? out|hears?|reads?|gets? home))\b/;
const LIVING =
  '(?:live|living|be alive|being alive|stay alive|staying alive|exist|existing|wake up|waking up|go on|going on|carry on|carrying on|keep going|keep living|continue|survive|be here anymore|be around anymore|be on this earth|be in this world|make it through (?:the night|today|tonight|another day))';
const DEATH_TOPIC =
  '(?:death|dying|being dead|not existing|not being alive|not waking up|never waking up|ending it(?: all)?|ending my life|suicide|killing myself|my (?:own )?funeral|disappearing forever|going to sleep forever|not being here)';
const POSITIVE =
  '(?:relief|relieving|relieved|peaceful|peace|at peace|calm|happy|safe|nice|better|easier|good|great|tempting|appealing|welcome|comforting|calming|beautiful|freeing|like an? (?:escape|answer|solution|way out|option|gift|release)|(?:like )?the (?:answer|solution|only way|only option|best option|easy way|way out|only choice|only escape)|(?:the|my) only (?:way|option|choice))';
const GONE =
  "(?:dead|gone|not here|not around|not alive|disappeared|never born|died|killed myself|wasn't here|weren't here|wasn't around|weren't around|didn't exist|never existed|out of the picture|no longer here|no longer around|stopped existing|ceased to exist|vanished)";

export const SUICIDE_FRAMES: Cue<CrisisKind>[] = [
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
];
