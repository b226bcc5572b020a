import { LAUGHING, normalizeMessage } from './normalize.ts';
import { ROMANCE_CUES } from './romance-cues.ts';
import { compileCues, scoreCues } from './scoring.ts';
import { SEXUAL_CUES } from './sexual-cues.ts';

/**
 * The check every reply passes before it is stored or shown, whichever engine wrote it.
 * A model can be talked into anything; what it may not do here is: write sexual content,
 * court a visitor under 18 or pitch them the 18+ brand, claim to be human or dodge the
 * question when asked, encourage self-harm, or wander off to its hobbies when the visitor
 * is grieving, afraid or in crisis.
 */
export type ReplyProblem =
  | 'sexual'
  | 'romance-with-minor'
  | 'adult-brand-to-minor'
  | 'claims-human'
  | 'not-honest-about-ai'
  | 'encourages-harm'
  | 'off-topic';

export interface ReplyCheckContext {
  minor: boolean;
  /** The visitor asked whether the companion is an AI. */
  aiQuestion: boolean;
  /** The reply must stay with the visitor (grief, fear, stress, after a crisis). */
  staysOnTopic: boolean;
  /** The companion's interests: mentioning one the visitor did not is a tangent when it must stay on topic. */
  interests: string[];
  visitorMessage: string;
  premiumName: string;
}

const SEXUAL = compileCues(SEXUAL_CUES);
const ROMANCE = compileCues(ROMANCE_CUES);

const CLAIMS_HUMAN =
  /\bi(?:'m| am) (?:a |an )?(?:real|actual|living|flesh[- ]and[- ]blood) (?:person|human|woman|man|girl|guy|human being|boy|lady)\b|\bi(?:'m| am) (?:a |an )?(?:human|human being|person)\b(?!,? (?:in|at) heart)|\bi(?:'m| am) not (?:an? )?(?:ai|bot|robot|machine|program|chatbot|computer|language model|artificial\w*)\b|\bi(?:'m| am) (?:definitely |totally |100% |very much |a )?real(?=\s*(?:$|[.!?,;]|person|human|girl|guy|woman|man|i promise|not (?:a|an)\b))|\bno,? i(?:'m| am) not (?:an? )?(?:ai|bot)\b/;
const AFFIRMS_AI =
  /\b(?:an? )?(?:ai|a\.i\.|artificial intelligence|language model|chatbot|computer program|bot)\b|\bnot (?:a )?(?:real )?(?:person|human)\b|\bno (?:human|person) (?:is )?(?:typing|behind|writing)\b/;
const ENCOURAGES_HARM =
  /\b(?:you should|go ahead and|just|why don't you|you could) (?:kill|hurt|cut|harm|end) (?:yourself|your life|it all)\b|\bkill yourself\b|\bkys\b|\b(?:painless|easiest|best) (?:way|method) (?:to die|is)\b|\bhow many (?:pills|tablets)[^.?!]{0,30}\b(?:would|it takes|to die)\b/;

/**
 * How to spot an interest being brought up: its head noun, the last word ("backyard
 * telescopes" -> "telescope", "cross-country skiing" -> "skiing"), singular or plural.
 * Modifiers are left out on purpose: "night" or "country" alone say nothing of a tangent.
 */
function interestHead(interest: string): RegExp | null {
  const words = normalizeMessage(interest)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3);
  const head = words.at(-1);
  if (!head) return null;
  const stem = /(?:s|x|z|ch|sh)es$/.test(head) ? head.slice(0, -2) : head.length > 3 ? head.replace(/s$/, '') : head;
  return new RegExp(`\\b${stem}(?:s|es)?\\b`);
}

export function checkReply(reply: string, ctx: ReplyCheckContext, options: { final: boolean }): ReplyProblem[] {
  const text = normalizeMessage(reply);
  const problems: ReplyProblem[] = [];
  const cueCtx = { laughing: LAUGHING.test(text), directed: true };
  if (scoreCues(text, SEXUAL, cueCtx).score >= 1) problems.push('sexual');
  if (ctx.minor) {
    if (scoreCues(text, ROMANCE, cueCtx).score >= 1) problems.push('romance-with-minor');
    const brand = normalizeMessage(ctx.premiumName);
    if (text.includes(brand) || /\b18 ?\+|\badults? only\b|\bwaitlist\b/.test(text))
      problems.push('adult-brand-to-minor');
  }
  if (CLAIMS_HUMAN.test(text)) problems.push('claims-human');
  if (options.final && ctx.aiQuestion && !AFFIRMS_AI.test(text)) problems.push('not-honest-about-ai');
  if (ENCOURAGES_HARM.test(text)) problems.push('encourages-harm');
  if (ctx.staysOnTopic) {
    const said = normalizeMessage(ctx.visitorMessage);
    const tangent = ctx.interests.some((interest) => {
      const head = interestHead(interest);
      return head ? head.test(text) && !head.test(said) : false;
    });
    if (tangent) problems.push('off-topic');
  }
  return problems;
}
