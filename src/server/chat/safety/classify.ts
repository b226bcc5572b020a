import { imminentAfterOwnCrisis, mayTellAPlan, tellsAPlan } from './after-own-crisis.ts';
import { AI_CUES } from './ai-identity-cues.ts';
import { CRISIS_CUES, type CrisisKind } from './crisis-cues.ts';
import { toldAsHistory } from './crisis-history.ts';
import { dangerToSomeoneElse } from './danger-cues.ts';
import { laughsItOff } from './joke-frames.ts';
import { AFTER_LOSS_CUES, isEmergencyOfSomeoneElse, LOSS_CUES, toldAsLoss, withoutLoss } from './loss-cues.ts';
import { asksAge, findMinor } from './minor-age.ts';
import { normalizeMessage } from './normalize.ts';
import { ownPastCrisis, type PastCrisisKind, toldAsBack } from './own-past-crisis.ts';
import { REGISTER_CUES, type Register } from './register-cues.ts';
import { ROMANCE_CUES } from './romance-cues.ts';
import { type CueContext, type CueScore, type CueSet, compileCues, scoreCues } from './scoring.ts';
import { DIRECTED, SEXUAL_CUES } from './sexual-cues.ts';
import { sharesIt, someoneAtRisk, withoutSomeoneAtRisk } from './someone-at-risk.ts';
import { EARLIER_TURNS, NAMES_PILLS, TAKEN, TOOK_THEM_ALL, TOOK_THEM_ALL_CUES } from './took-them-all-cues.ts';

export type { CrisisKind } from './crisis-cues.ts';
export type { Register } from './register-cues.ts';

/** What one visitor message says, as far as safety is concerned. */
export interface SafetyVerdict {
  /** Suicide, self-harm, abuse or immediate danger (of the visitor or someone close). */
  crisis: { kind: CrisisKind; score: number } | null;
  /** The visitor says they are under 18 (age when they gave one). */
  minor: { age: number | null } | null;
  /** A sexual or explicit request (innuendo, emoji, role-play and a few languages included). */
  sexual: boolean;
  /** Romantic role-play or courtship aimed at the companion. */
  romance: boolean;
  /** Grief, fear or stress to answer in that register (none when in crisis, grief for a loss). */
  register: Register | null;
  /** Asks (or states) whether the companion is an AI, a bot, a real person. */
  aiQuestion: boolean;
  /** Category scores, 1 and above holds (for the evaluation). */
  scores: Record<'crisis' | 'sexual' | 'romance' | 'grief' | 'fear' | 'stress' | 'ai', number>;
}

const CRISIS = compileCues(CRISIS_CUES);
const CRISIS_BUT_HOPELESSNESS = compileCues(CRISIS_CUES.filter((c) => c.kind !== 'hopeless'));
const CRISIS_AFTER_PILLS = compileCues([...CRISIS_CUES, ...TOOK_THEM_ALL_CUES]);
const LOSS = compileCues(LOSS_CUES);
const CRISIS_AFTER_LOSS = compileCues([...CRISIS_CUES, ...AFTER_LOSS_CUES]);
const SEXUAL = compileCues(SEXUAL_CUES);
const ROMANCE = compileCues(ROMANCE_CUES);
const REGISTERS = compileCues(REGISTER_CUES);
const AI = compileCues(AI_CUES);
const REGISTER_ORDER: Register[] = ['grief', 'fear', 'stress'];
const EACH_REGISTER = REGISTER_ORDER.map((r) => [r, compileCues(REGISTER_CUES.filter((c) => c.kind === r))] as const);

export interface ClassifyOptions {
  /** Today, for "I was born in 2011". */
  now: Date;
  /** The companion's previous line, so "15" answers "how old are you?". */
  previousReply?: string;
  /**
   * The visitor's own messages before this one, oldest first (the last EARLIER_TURNS are
   * read), so "i took all of them" after talk of pills is a dose taken.
   */
  earlier?: readonly string[];
}

function contextOf(text: string): CueContext {
  return { laughing: laughsItOff(text), directed: DIRECTED.test(text) };
}

/**
 * The crisis cues to read a message with: "i took all of them" counts as an overdose when
 * the visitor's turns just before named pills or were a crisis (took-them-all-cues.ts).
 */
function crisisCuesFor(text: string, earlier: readonly string[] | undefined): CueSet<CrisisKind> {
  if (!earlier?.length || !TOOK_THEM_ALL.test(text)) return CRISIS;
  const before = earlier.slice(-EARLIER_TURNS).map(normalizeMessage);
  const told = before.some((t) => NAMES_PILLS.test(t) || scoreCues(t, CRISIS, contextOf(t)).score >= 1);
  return told ? CRISIS_AFTER_PILLS : CRISIS;
}

/** Whether the visitor's turns before a message can change what it says (read only then). */
export function leansOnEarlierTurns(message: string): boolean {
  // The verbs first, on the raw text: most messages are spared the normalising.
  const mayTakeAll = TAKEN.test(message);
  const mayPlan = mayTellAPlan(message);
  if (!mayTakeAll && !mayPlan) return false;
  const text = normalizeMessage(message);
  return (mayTakeAll && TOOK_THEM_ALL.test(text)) || (mayPlan && tellsAPlan(text));
}

/** What a past crisis is when it is back: an overdose thought of again is not yet taken. */
const BACK_AS: Record<PastCrisisKind, CrisisKind> = {
  'past-overdose': 'suicide',
  'past-attempt': 'suicide',
  'past-self-harm': 'self-harm',
};

/** The strongest kind a score found, save an overdose (its dose is history, or someone else's). */
function kindBesidesOverdose(score: CueScore<CrisisKind>): CrisisKind | undefined {
  return [score.kind, ...score.kinds].find((k): k is CrisisKind => !!k && k !== 'overdose');
}

/**
 * The crisis kind to answer: the strongest cue's, except that a dose already taken wins
 * over any other ("i want to die, i took the whole bottle" needs an ambulance first), and
 * that the visitor's own overdose, attempt or self-harm told as history is no emergency
 * (own-past-crisis.ts) unless the rest of the message shows anything of a crisis of now
 * ("...and I want to die", "...still have the razor") or says it is back ("...and i'm
 * thinking about it again").
 */
function crisisKind(text: string, crisis: CueScore<CrisisKind>, ctx: CueContext): CrisisKind {
  const past = ownPastCrisis(text);
  if (past) {
    // Any crisis cue left, even one too weak to count alone, makes it now; a weak one says
    // only that, the history what it is ("i used to self harm, still have the razor").
    const now = scoreCues(past.rest, CRISIS, ctx);
    if (now.score === 0 && !toldAsBack(text)) return past.kind;
    const kind = (now.score >= 1 ? kindBesidesOverdose(now) : undefined) ?? BACK_AS[past.kind];
    // Hopeless after an attempt or an overdose: that history is the gravest risk there is.
    return kind === 'hopeless' && past.kind !== 'past-self-harm' ? 'suicide' : kind;
  }
  // Someone else's overdose long ago: no emergency, and not the visitor's own.
  if (toldAsHistory(text)) return kindBesidesOverdose(crisis) ?? 'suicide';
  if (crisis.kinds.includes('overdose')) return 'overdose';
  if (crisis.kinds.includes('hopeless')) return beyondHopelessness(text, ctx) ?? 'hopeless';
  return crisis.kind ?? 'suicide';
}

/**
 * What a message with hopelessness in it says besides: a crisis that holds without the
 * hopelessness cues keeps its own kind ("i feel hopeless and i want to die" is 'suicide',
 * "i can't take it anymore, he hits me" 'abuse'), so hopelessness only adds verdicts.
 */
function beyondHopelessness(text: string, ctx: CueContext): CrisisKind | null {
  const rest = scoreCues(text, CRISIS_BUT_HOPELESSNESS, ctx);
  return rest.score >= 1 ? crisisKind(text, rest, ctx) : null;
}

/** The visitor's own crisis in what is left once someone else's is taken out, if any. */
function ownCrisisIn(rest: string, ctx: CueContext): { kind: CrisisKind; score: number } | null {
  const own = scoreCues(rest, CRISIS_AFTER_LOSS, ctx);
  return own.score >= 1 ? { kind: crisisKind(rest, own, ctx), score: own.score } : null;
}

/**
 * The crisis a message shows, if any. Someone close who died by suicide or an overdose, or
 * attempted it long enough ago, is a 'loss' (loss-cues.ts), unless the rest of the message
 * shows the visitor's own crisis ("...and i want to join him"): that wins, read as if the
 * loss were not there (hopelessness included, as 'suicide'). The same told as happening
 * now is an emergency for that person, and told with no time it may be either ('other-at-risk').
 */
function crisisOf(
  text: string,
  ctx: CueContext,
  earlier: readonly string[] | undefined,
): { kind: CrisisKind | null; score: number } {
  const crisis = scoreCues(text, crisisCuesFor(text, earlier), ctx);
  const loss = scoreCues(text, LOSS, ctx);
  // Someone close who wants to die or hurts themselves (an attempt told with no time, or
  // happening now, keeps its own reply below).
  const atRisk = someoneAtRisk(text, ctx.laughing);
  if (atRisk && (loss.score < 1 || toldAsLoss(text)) && !isEmergencyOfSomeoneElse(text)) {
    const rest = withoutSomeoneAtRisk(withoutLoss(text));
    if (sharesIt(rest)) return { kind: atRisk.kind === 'other-self-harm' ? 'self-harm' : 'suicide', score: 1 };
    return ownCrisisIn(rest, ctx) ?? { kind: atRisk.kind, score: Math.max(crisis.score, loss.score, 1) };
  }
  if (loss.score >= 1 && toldAsLoss(text)) {
    const own = ownCrisisIn(withoutLoss(text), ctx);
    // Hopelessness after losing someone close to suicide or an overdose is read as the
    // visitor's own suicide risk: that loss is itself a risk factor, so "are you safe?".
    if (own) return { kind: own.kind === 'hopeless' ? 'suicide' : own.kind, score: own.score };
    return { kind: 'loss', score: loss.score };
  }
  if ((crisis.score >= 1 || loss.score >= 1) && isEmergencyOfSomeoneElse(text)) {
    return { kind: 'emergency-other', score: Math.max(crisis.score, loss.score) };
  }
  if (loss.score >= 1) {
    // Someone else's overdose or attempt with no time told: now or long ago, not the visitor's own.
    const own = ownCrisisIn(withoutSomeoneAtRisk(withoutLoss(text)), ctx);
    return own ?? { kind: 'other-at-risk', score: Math.max(crisis.score, loss.score) };
  }
  if (crisis.score < 1) return { kind: null, score: crisis.score };
  const kind = crisisKind(text, crisis, ctx);
  return { kind: kind === 'danger' && dangerToSomeoneElse(text) ? 'emergency-other' : kind, score: crisis.score };
}

/** One of the visitor's earlier turns read alone: the crisis it showed, if any. */
function ownTurnCrisis(turn: string): CrisisKind | null {
  const text = normalizeMessage(turn);
  return crisisOf(text, contextOf(text), undefined).kind;
}

export function classifyMessage(message: string, options: ClassifyOptions): SafetyVerdict {
  const text = normalizeMessage(message);
  const ctx = contextOf(text);
  const found = crisisOf(text, ctx, options.earlier);
  // "no" to "are you safe?", or a plan told just after the visitor's own crisis: the risk is now.
  if ((found.kind === null || found.kind === 'danger') && imminentAfterOwnCrisis(text, options, ownTurnCrisis)) {
    found.kind = 'imminent';
    found.score = Math.max(found.score, 1);
  }
  const crisis = found.kind ? { kind: found.kind, score: found.score } : null;
  const sexual = scoreCues(text, SEXUAL, ctx);
  const romance = scoreCues(text, ROMANCE, ctx);
  const ai = scoreCues(text, AI, ctx);
  // Courtship framing turns a suggestive scene into a sexual one ("you're my girlfriend and we're in bed").
  const sexualScore = romance.score >= 1 && sexual.score >= 0.6 ? sexual.score + 0.4 : sexual.score;

  const perRegister = Object.fromEntries(
    EACH_REGISTER.map(([r, cues]) => [r, scoreCues(text, cues, ctx).score]),
  ) as Record<Register, number>;
  const strongest = REGISTER_ORDER.filter((r) => perRegister[r] >= 1).sort(
    (a, b) => perRegister[b] - perRegister[a],
  )[0];
  const inCrisis = crisis !== null;

  return {
    crisis,
    minor: findMinor(text, {
      year: options.now.getUTCFullYear(),
      askedAge: options.previousReply ? asksAge(options.previousReply) : false,
    }),
    sexual: sexualScore >= 1,
    romance: romance.score >= 1,
    // A loss is grief as well (the reply is the crisis one, the evaluation counts both).
    register: crisis?.kind === 'loss' ? 'grief' : inCrisis ? null : (strongest ?? null),
    aiQuestion: ai.score >= 1,
    scores: {
      crisis: found.score,
      sexual: sexualScore,
      romance: romance.score,
      grief: perRegister.grief,
      fear: perRegister.fear,
      stress: perRegister.stress,
      ai: ai.score,
    },
  };
}

/** A sexual request, by meaning (the persona engine's own refusal uses it too). */
export function isSexualRequest(message: string): boolean {
  return classifyMessage(message, { now: new Date(0) }).sexual;
}

/** Which cues matched, by category (for `npm run safety:eval -- --explain`). */
export function explainMessage(message: string): Record<string, string[]> {
  const text = normalizeMessage(message);
  const ctx = contextOf(text);
  return {
    normalized: [text],
    crisis: scoreCues(text, CRISIS, ctx).matched,
    sexual: scoreCues(text, SEXUAL, ctx).matched,
    romance: scoreCues(text, ROMANCE, ctx).matched,
    register: scoreCues(text, REGISTERS, ctx).matched,
    ai: scoreCues(text, AI, ctx).matched,
  };
}
