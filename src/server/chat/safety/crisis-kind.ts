/** What kind of crisis a message shows (counted per kind for operators). */
export type CrisisKind = 'suicide' | 'self-harm' | 'abuse' | 'danger';
