import { ABUSE_CUES } from './abuse-cues.ts';
import { BODY_HARM_CUES } from './body-harm-cues.ts';
import { BURDEN_AND_FAREWELL_CUES } from './burden-and-farewell-cues.ts';
import { CONTROL_AND_INTRUDER_CUES } from './control-and-intruder-cues.ts';
import type { CrisisKind } from './crisis-kind.ts';
import { DANGER_CUES } from './danger-cues.ts';
import { DEATH_WISH_CUES } from './death-wish-cues.ts';
import { DEATH_WORD_CUES } from './death-words.ts';
import { GIVEN_AWAY_CUES } from './given-away-cues.ts';
import { HOPELESS_CUES } from './hopeless-cues.ts';
import { INDIRECT_HARM_CUES } from './indirect-harm-cues.ts';
import { INDIRECT_SUICIDE_CUES } from './indirect-suicide-cues.ts';
import { JOKE_FRAME_CUES } from './joke-frames.ts';
import { MEANS_AND_FINALITY_FRAMES } from './means-and-finality-frames.ts';
import { OVERDOSE_TAKEN_CUES } from './overdose-taken-cues.ts';
import { PAST_CRISIS_CUES } from './own-past-crisis.ts';
import type { Cue } from './scoring.ts';
import { SELF_HARM_CUES } from './self-harm-cues.ts';
import { SOMEONE_CLOSE_SUICIDE_CUES } from './someone-close-suicide-cues.ts';
import { SUICIDE_FRAMES } from './suicide-frames.ts';
import { SUICIDE_MEANS_CUES } from './suicide-means-cues.ts';
import { SUICIDE_OTHER_LANGUAGE_CUES } from './suicide-other-languages.ts';
import { SUICIDE_PREPARATION_CUES } from './suicide-preparation-cues.ts';
import { SUICIDE_WISH_CUES } from './suicide-wish-cues.ts';
import { WISH_TO_BE_GONE_PHRASINGS } from './wish-to-be-gone-phrasings.ts';

export type { CrisisKind } from './crisis-kind.ts';

/**
 * Crisis: the visitor (or someone close to them) is at risk of suicide, hurting
 * themselves, being abused, or in immediate danger. Written against the normalised text
 * (see normalize.ts), as intents rather than words: "kill" alone means nothing here
 * ("this traffic is killing me"); killing *oneself*, wanting to die, a plan, a goodbye do.
 */
export const CRISIS_CUES: Cue<CrisisKind>[] = [
  // In their old order: which kind wins a tie, and the sum of weights, follow it.
  ...SUICIDE_WISH_CUES,
  ...BURDEN_AND_FAREWELL_CUES,
  ...SUICIDE_MEANS_CUES,
  ...SOMEONE_CLOSE_SUICIDE_CUES,
  ...SUICIDE_OTHER_LANGUAGE_CUES,
  ...WISH_TO_BE_GONE_PHRASINGS,
  ...SUICIDE_FRAMES,
  ...MEANS_AND_FINALITY_FRAMES,
  ...INDIRECT_SUICIDE_CUES,
  ...GIVEN_AWAY_CUES,
  ...DEATH_WISH_CUES,
  ...SUICIDE_PREPARATION_CUES,
  ...OVERDOSE_TAKEN_CUES,
  ...JOKE_FRAME_CUES,
  ...DEATH_WORD_CUES,
  ...SELF_HARM_CUES,
  ...ABUSE_CUES,
  ...DANGER_CUES,
  ...INDIRECT_HARM_CUES,
  ...BODY_HARM_CUES,
  ...CONTROL_AND_INTRUDER_CUES,
  ...PAST_CRISIS_CUES,
  ...HOPELESS_CUES,
];
