import type { CrisisKind } from './crisis-kind.ts';
import { EARLIER_TURNS } from './took-them-all-cues.ts';

/**
 * What a message means right after the visitor's own crisis. Alone, "no", "i have a plan",
 * "its happening friday" or "i bought the rope" are small talk as often as not. Said in
 * answer to the companion's "are you safe right now?", or within the visitor's next turns
 * after they spoke of ending their life or hurting themselves, they are the answer, the
 * plan, the means or the time: the risk is now ('imminent' in crisis-kind.ts), where before
 * the conversation only went on gently.
 */

/** The companion asked whether the visitor is safe (crisis-replies.ts's questions do). */
const ASKED_IF_SAFE = /\b(?:are you safe|you(?:'re| are) safe|feel safe)\b/i;

/** A short answer that they are not (the message is normalised: "im" is "i'm"). */
const NOT_SAFE =
  /^(?:no+|nope|nah|not really|not rly|not at all|not safe|no,? not really|no,? i'm not|i'm not|no,? i don't think so|i don't think so|i don't know|idk|dunno|not sure|no,? i'm not safe|i'm not safe)(?: (?:safe|really|at all|tbh|honestly|rn|right now))?[\s.!?]*$/;

/** A plan, its time, the means got, the goodbyes written: what follows a wish to die. */
const PLAN_TOLD = new RegExp(
  [
    // Not a plan for the weekend or to go to the beach: the plan, or one for tonight.
    "\\bi(?:'ve| have)? (?:got|have|made|figured out|worked out) (?:a|the|my) (?:plan|way|method)(?=\\s*(?:$|[.!?,]|and\\b|now\\b|already\\b|for (?:tonight|tomorrow|it|this)\\b))",
    "\\b(?:i(?:'ve| have)? )?(?:planned|figured|worked|thought) (?:it|everything|it all) (?:all )?out\\b",
    "\\b(?:it's|it is|it'll be|it will be|it's going to be|it's gonna be|it happens) (?:happening )?(?:tonight|tomorrow|today|this weekend|soon|next week|(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\b",
    "\\bit's happening\\b",
    "\\bi(?:'ve| have)? (?:already )?(?:bought|got|have|found|ordered|picked up) (?:the|a|some|enough|all the) (?:rope|pills|tablets|gun|bullets|blades?|razors?|knife|noose|charcoal|poison|rat poison)\\b",
    "\\bi(?:'ve| have)? (?:been )?(?:saving|saved|collecting|collected|hoarding|hoarded|stockpiling|stockpiled) (?:up )?(?:my |the |some )?(?:pills|tablets|meds)\\b",
    "\\bi(?:'ve| have)? (?:already )?(?:written|wrote|finished|left) (?:the|my|a|some) (?:letters?|notes?|goodbyes?)\\b",
    "\\bi(?:'ve| have)? (?:decided|made up my mind|made my decision|made the decision)\\b",
    "\\bi know (?:how|when|where) (?:i'm going to|i'm gonna|i'll|i will|to) do it\\b",
    "\\b(?:tonight|tomorrow|today)(?:'?s| is) the (?:night|day)\\b",
    "\\bi'm (?:going to|gonna) do it\\b",
    "\\bi'm ready\\b",
  ].join('|'),
);

/** A cheap look at the raw message: whether reading the turns before could change it. */
const MAY_TELL_A_PLAN =
  /\b(?:plan|planned|figured|worked|thought|happening|bought|got|found|ordered|picked|sav\w+|collect\w+|hoard\w+|stockpil\w+|wrote|written|finished|left|decided|mind|decision|know|night|day|do it|ready)\b/i;

/** The visitor's own crises whose next turns are read this way (not someone else's, not a loss). */
const OWN: ReadonlySet<CrisisKind> = new Set([
  'suicide',
  'self-harm',
  'hopeless',
  'overdose',
  'past-attempt',
  'past-overdose',
  'past-self-harm',
]);

/** A cheap look at the raw message, before it is normalised for `tellsAPlan`. */
export function mayTellAPlan(message: string): boolean {
  return MAY_TELL_A_PLAN.test(message);
}

/** Whether the normalised `text` tells a plan, its time or the means got. */
export function tellsAPlan(text: string): boolean {
  return PLAN_TOLD.test(text);
}

/**
 * Whether `text` (normalised) says the risk is now, given the companion's last line and the
 * visitor's own turns before it (oldest first; `crisisOf` reads one of them alone).
 */
export function imminentAfterOwnCrisis(
  text: string,
  options: { previousReply?: string | undefined; earlier?: readonly string[] | undefined },
  crisisOf: (turn: string) => CrisisKind | null,
): boolean {
  if (options.previousReply && ASKED_IF_SAFE.test(options.previousReply) && NOT_SAFE.test(text)) return true;
  if (!options.earlier?.length || !tellsAPlan(text)) return false;
  return options.earlier.slice(-EARLIER_TURNS).some((turn) => {
    const kind = crisisOf(turn);
    return kind !== null && OWN.has(kind);
  });
}
