/**
 * What kind of crisis a message shows (counted per kind for operators). 'overdose' is a
 * dose or poison already taken: a medical emergency before anything else, answered with
 * emergency services first (a plan to take them is still 'suicide'). 'past-overdose' is
 * the visitor's own overdose told as history, months or years ago (overdose-history.ts):
 * no emergency now, answered gently and asked how they are. 'loss' is someone close who
 * died by suicide or an overdose, or attempted it, told by the visitor (loss-cues.ts):
 * a condolence, no emergency, and the crisis lines are there for the bereaved too.
 * 'emergency-other' is someone else's overdose or attempt told as happening now: the
 * visitor is the one who can get them help, so the reply is about calling for them and
 * staying with them, not about the visitor's own safety.
 */
export type CrisisKind =
  | 'suicide'
  | 'overdose'
  | 'past-overdose'
  | 'self-harm'
  | 'abuse'
  | 'danger'
  | 'loss'
  | 'emergency-other';
