import type { CrisisKind } from './crisis-kind.ts';
import { LAUGHING } from './normalize.ts';
import type { Cue } from './scoring.ts';

/**
 * Jokes and role-play that stop being jokes. Laughter makes a death wish count less ("I
 * want to die lol"), but people test the water that way and then take the joke back:
 * "lol jk… unless?", "not even joking", "no but fr", '"joking" but'. A role-play can turn
 * real the same way ("this isn't for the story anymore, it's me"). paraphrases-g.tsv
 * showed both slipping through on the laughter discount.
 */

/** The joke taken back: what came before it is meant. */
export const JOKE_TAKEN_BACK =
  /\b(?:jk|just kidding|joking|kidding)\b\W{0,6}\b(?:unless|or am i|or not)\b|\bnot (?:even |really |entirely |totally |completely )?(?:joking|kidding)\b|\bno but (?:fr|for real|seriously|really)\b|\b(?:half|only half|kind of|sort of) (?:joking|kidding)\b|"(?:joking|kidding|jk)"|\bbut (?:fr|for real|seriously)\b|\b(?:isn't|not) (?:a|really a) joke\b|\bi'm (?:being )?(?:dead )?serious\b/;

/** The message laughs, and does not take the laugh back. */
export function laughsItOff(text: string): boolean {
  return LAUGHING.test(text) && !JOKE_TAKEN_BACK.test(text);
}

const MEANS = '(?:pills|tablets|meds|painkillers|rope|noose|blade|razor|gun|pill bottle|bottle of pills)';

export const JOKE_FRAME_CUES: Cue<CrisisKind>[] = [
  // Out of the story: counts only next to something that is a crisis on its own merits.
  {
    re: /\b(?:isn't|is not|not) (?:for|about|part of|in) (?:the|my|our|this) (?:story|roleplay|role ?play|rp|character|scene|fic)\b|\b(?:out of|breaking|broke|breaking out of) character\b|\booc\b|\b(?:it's|this is|that's) (?:really |actually |just )?me\b|\b(?:need|needed|want|mean) (?:that|this|it) for real\b/,
    weight: 0.5,
    kind: 'suicide',
    bonus: true,
  },
  {
    re: new RegExp(
      `\\b(?:(?:stare|stares|staring|stared|looks|looking|looked|gazing|gazes) at|picks? up|picked up|picking up|holds|holding|held|grabs|grabbed) (?:the|my|a|those|that) ${MEANS}\\b`,
    ),
    weight: 0.6,
    kind: 'suicide',
    unless:
      /\b(?:morning|evening|daily|dose|vitamins?|prescription|label|instructions|price|shav\w*|legs|beard|pharmacy)\b/,
  },
  {
    re: /\btalk(?:ing|s)? me out of (?:ending (?:it|things|everything|it all|my life)|killing myself|jumping|doing something)\b(?! (?:with|early|here|there|before))/,
    weight: 0.6,
    kind: 'suicide',
  },
  {
    re: /\b(?:i|me)(?: (?:just|could|should|might|would|'d|will|'ll|finally|simply))* (?:jump(?:ed)?|threw myself|throw myself|step(?:ped)?) (?:off|from|out of|in front of) (?:the|a|this|my|our) (?:balcony|roof|rooftop|bridge|ledge|building|cliff|window|car park|parking garage|overpass|tower|train)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    unless:
      /\b(?:as a kid|when i was|into the (?:pool|lake|sea|water|river|snow)|bungee|parachute|zip ?line|trampoline|skydiv\w*|parkour|stunt|dream\w*|game)\b/,
  },
  {
    re: /\bif (?:a|the|some) (?:car|bus|truck|train|lorry|plane|meteor|asteroid|drunk driver)\b[^.!?]{0,25}\b(?:hit|hits|took|takes|killed|kills) me\b[^.!?]{0,45}\b(?:thank you|thanks|grateful|relief|relieved|wouldn't mind|not mind|wouldn't (?:even )?(?:move|care)|let it|glad|welcome it|fine with (?:it|that))\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
  },
];
