/**
 * What kind of crisis a message shows (counted per kind for operators). 'overdose' is a
 * dose or poison already taken: a medical emergency before anything else, answered with
 * emergency services first (a plan to take them is still 'suicide'). 'past-overdose',
 * 'past-attempt' and 'past-self-harm' are the visitor's own overdose, suicide attempt or
 * self-harm told as history, months or years ago (own-past-crisis.ts): no emergency now,
 * answered gently and asked how they are these days. 'loss' is someone close who
 * died by suicide or an overdose, or attempted it, told by the visitor (loss-cues.ts):
 * a condolence, no emergency, and the crisis lines are there for the bereaved too.
 * 'emergency-other' is someone else's overdose or attempt told as happening now: the
 * visitor is the one who can get them help, so the reply is about calling for them and
 * staying with them, not about the visitor's own safety. 'other-at-risk' is someone else's
 * overdose or attempt told with no time ("my brother overdosed"): it may be happening now
 * or be years old, so the reply says what to do if it is now and asks which it is.
 * 'hopeless' is hopelessness or a passive wish to be gone with no word of suicide ("i don't
 * see the point anymore", "i wish i could disappear"): the reply asks directly whether
 * they are thinking of suicide. 'worried-about-other' is someone close who wants to die,
 * talks of suicide or shows its warning signs, told with no emergency now ("my friend wants
 * to kill herself"), and 'other-self-harm' someone close who hurts themselves: the visitor
 * is the one who can help, so the reply is how (someone-at-risk.ts), and asks how they
 * are holding up; with a plan for tonight or the means at hand it is 'emergency-other'.
 * 'imminent' is the visitor's own risk told as now, right after their own crisis: "no" to
 * "are you safe?", or a plan, its time or the means got (after-own-crisis.ts): emergency
 * help first, the means put out of reach, someone near.
 */
export type CrisisKind =
  | 'suicide'
  | 'overdose'
  | 'past-overdose'
  | 'past-attempt'
  | 'past-self-harm'
  | 'self-harm'
  | 'abuse'
  | 'danger'
  | 'loss'
  | 'emergency-other'
  | 'other-at-risk'
  | 'hopeless'
  | 'worried-about-other'
  | 'other-self-harm'
  | 'imminent';
