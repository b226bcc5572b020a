import type { Random } from '../../lib/clock.ts';
import { interestForms } from '../persona/persona-profile.ts';
import type { ConversationTurn, Persona, RememberedFact } from '../reply-engine.ts';
import { classifyMessage, type SafetyVerdict } from './classify.ts';
import { crisisReply } from './crisis-replies.ts';
import type { Care, SafetyDirectives } from './directives.ts';
import { romanceRefusalForMinor, sexualRefusal, type Voice } from './safe-replies.ts';

/** Events counted for operators (no message text): `npm run admin -- safety`. */
export type SafetyEventKind =
  | 'crisis-suicide'
  | 'crisis-overdose'
  | 'crisis-past-overdose'
  | 'crisis-past-attempt'
  | 'crisis-past-self-harm'
  | 'crisis-self-harm'
  | 'crisis-abuse'
  | 'crisis-danger'
  | 'crisis-loss'
  | 'crisis-emergency-other'
  | 'crisis-other-at-risk'
  | 'crisis-hopeless'
  | 'crisis-worried-about-other'
  | 'crisis-other-self-harm'
  | 'crisis-imminent'
  | 'minor-declared'
  | 'sexual-refused'
  | 'romance-refused-minor'
  | 'reply-replaced';

export type ReplyPlan =
  | { kind: 'scripted'; reply: string; event: SafetyEventKind | null }
  | { kind: 'engine'; directives: SafetyDirectives };

export interface PlanInput {
  persona: Persona;
  history: ConversationTurn[];
  memory: RememberedFact[];
  /** The visitor message being answered. */
  message: string;
  verdict: SafetyVerdict;
  /** Known to be under 18 (now or from before). */
  minor: boolean;
  care: Care | null;
  resources: string[];
  premiumName: string;
  random: Random;
}

export function voiceOf(input: Pick<PlanInput, 'persona' | 'history' | 'memory' | 'random'>): Voice {
  return {
    persona: input.persona,
    name: input.memory.find((f) => f.kind === 'name')?.value ?? null,
    random: input.random,
    said: input.history
      .filter((t) => t.role === 'assistant')
      .map((t) => t.content)
      .join('\n')
      .toLowerCase(),
  };
}

/**
 * An interest of the companion's it has not brought up yet, for a friendly redirect, in
 * the first person ("cooking for my grandchildren", never "for his").
 */
function unsaidInterest(voice: Voice): string | null {
  const { name } = voice.persona;
  const names = [name, name.split(/\s+/)[0] ?? name];
  const interests = voice.persona.interests.map((i) => interestForms(i, names).own);
  return interests.find((i) => !voice.said.includes(i.toLowerCase())) ?? interests[0] ?? null;
}

/**
 * The safety verdict on the message being answered (which `history` ends with): the
 * companion's last line gives "15" its meaning, the visitor's turns before it what "all
 * of them" were.
 */
export function verdictFor(message: string, history: ConversationTurn[], now: Date): SafetyVerdict {
  const previousReply = [...history].reverse().find((t) => t.role === 'assistant')?.content;
  const earlier = history.filter((t) => t.role === 'user').map((t) => t.content);
  if (earlier.at(-1) === message) earlier.pop();
  return classifyMessage(message, { now, earlier, ...(previousReply ? { previousReply } : {}) });
}

/**
 * Decides, before any engine runs, how this message is answered. Crisis first (the
 * companion drops its topic), then refusals (sexual requests from anyone, romance from
 * visitors under 18); everything else goes to the engine with the directives it must follow.
 */
export function planReply(input: PlanInput): ReplyPlan {
  const { verdict, minor, care, resources } = input;
  const voice = voiceOf(input);
  const crisis = verdict.crisis?.kind ?? (care === 'crisis' ? 'suicide' : null);
  if (crisis) return { kind: 'scripted', reply: crisisReply(voice, crisis, resources), event: null };
  if (verdict.sexual) {
    // No 18+ pitch to a minor, nor to someone who was in crisis a moment ago.
    const reply = sexualRefusal(voice, {
      minor,
      pitch: !minor && care !== 'gentle',
      premiumName: input.premiumName,
      interest: care === 'gentle' ? null : unsaidInterest(voice),
    });
    return { kind: 'scripted', reply, event: 'sexual-refused' };
  }
  if (verdict.romance && minor) {
    return {
      kind: 'scripted',
      reply: romanceRefusalForMinor(voice, unsaidInterest(voice)),
      event: 'romance-refused-minor',
    };
  }
  return {
    kind: 'engine',
    directives: {
      minor,
      minorJustSaid: verdict.minor !== null,
      register: verdict.register ?? (care === 'gentle' ? 'gentle' : null),
      aiQuestion: verdict.aiQuestion,
      resources,
    },
  };
}
