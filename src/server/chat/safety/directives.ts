import type { Register } from './register-cues.ts';

/** The conversation's safety state, kept in the database (see chat-safety.service.ts). */
export type Care = 'crisis' | 'gentle';

/** What safety asks of the engine that writes a reply (every engine honours these). */
export interface SafetyDirectives {
  /** The visitor said they are under 18: no romance, no flirting, no 18+ brand. */
  minor: boolean;
  /** ...and said so in this very message. */
  minorJustSaid: boolean;
  /** Answer in this register, about what the visitor said, with no tangent. */
  register: Register | 'gentle' | null;
  /** Asked whether the companion is an AI: answer honestly. */
  aiQuestion: boolean;
  /** Crisis lines for the visitor's locale, to mention in the turns after a crisis. */
  resources: string[];
}
