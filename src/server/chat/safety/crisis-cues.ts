import type { CrisisKind } from './crisis-kind.ts';
import { DEATH_WORD_CUES } from './death-words.ts';
import { HARM_CUES } from './harm-cues.ts';
import { INDIRECT_HARM_CUES } from './indirect-harm-cues.ts';
import { INDIRECT_SUICIDE_CUES } from './indirect-suicide-cues.ts';
import type { Cue } from './scoring.ts';
import { SUICIDE_CUES } from './suicide-cues.ts';
import { SUICIDE_FRAMES } from './suicide-frames.ts';

export type { CrisisKind } from './crisis-kind.ts';

/**
 * Crisis: the visitor (or someone close to them) is at risk of suicide, hurting
 * themselves, being abused, or in immediate danger. Written against the normalised text
 * (see normalize.ts), as intents rather than words: "kill" alone means nothing here
 * ("this traffic is killing me"); killing *oneself*, wanting to die, a plan, a goodbye do.
 */
export const CRISIS_CUES: Cue<CrisisKind>[] = [
  ...SUICIDE_CUES,
  ...SUICIDE_FRAMES,
  ...INDIRECT_SUICIDE_CUES,
  ...DEATH_WORD_CUES,
  ...HARM_CUES,
  ...INDIRECT_HARM_CUES,
];
