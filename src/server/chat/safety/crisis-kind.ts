/**
 * What kind of crisis a message shows (counted per kind for operators). 'overdose' is a
 * dose or poison already taken: a medical emergency before anything else, answered with
 * emergency services first (a plan to take them is still 'suicide').
 */
export type CrisisKind = 'suicide' | 'overdose' | 'self-harm' | 'abuse' | 'danger';
