/**
 * Someone else's attempt told by its method rather than by "kill himself": "my friend
 * tried to hang herself", "my sister cut her wrists", "my dad shot himself", "he jumped
 * in front of a train". loss-cues.ts reads these as it reads "tried to kill himself", so
 * the time told decides between a loss, an emergency for them and "is this happening
 * now?". Done with no death said ("shot himself", "jumped off a bridge"), the person may
 * be alive and hurt: that is an attempt, never a death, so "...an hour ago" is the
 * emergency reply and not a condolence. Hanging and drowning are told by their outcome.
 */

/** Someone else's reflexive, with the chat spelling "hisself". */
export const SELF = '(?:(?:him|her|them)sel(?:f|ves)|hisself)';
export const POSS = '(?:his|her|their)';
/** Where one jumps from to die, with up to two words before it ("a 10 story building"). */
const HEIGHT =
  '(?:a|an|the|this|that|his|her|their) (?:\\w+ ){0,2}?(?:bridge|roof|rooftop|building|balcony|cliff|overpass|parking garage|car park|tower|ledge|window|skyscraper)';
const VEHICLE = '(?:a|an|the) (?:\\w+ )?(?:train|tube|subway|metro|tram|bus|truck|lorry|car)';

/** The act as said after "tried to": "tried to hang herself", "tried to slit his wrists". */
export const METHOD_TRIED_TO = [
  `(?:hang|shoot|stab|drown) ${SELF}`,
  `(?:set|light) ${SELF} (?:on fire|alight|ablaze)`,
  `(?:cut|slit|slash) (?:${POSS} )?(?:own )?wrists?|slit (?:${POSS} )?(?:own )?throat`,
  `(?:jump|throw ${SELF}) (?:off|from|out of) ${HEIGHT}|(?:jump|throw ${SELF}) (?:in front of|under) ${VEHICLE}`,
].join('|');

/** The act done, its outcome not said: an attempt ("my dad shot himself", "cut her wrists"). */
export const METHOD_DONE = [
  `(?:shot|stabbed) ${SELF}`,
  `(?:set|lit|lighted) ${SELF} (?:on fire|alight|ablaze)`,
  `(?:cut|slit|slashed) ${POSS} (?:own )?wrists?|slit ${POSS} (?:own )?throat`,
  `(?:jumped|leapt|threw ${SELF}) (?:off|from|out of) ${HEIGHT}|(?:jumped|threw ${SELF}) (?:in front of|under) ${VEHICLE}`,
].join('|');

/** The act said with its outcome: a death ("drowned herself", "jumped off a bridge and died"). */
export const METHOD_DIED = [
  `drowned ${SELF}`,
  `(?:${METHOD_DONE}) and (?:died|passed|passed away|didn't make it|never woke up)`,
  `(?:jumped|threw ${SELF}) (?:\\w+ ){0,5}?to (?:his|her|their) deaths?|shot ${SELF} dead`,
].join('|');

const METHOD_VERB =
  '(?:hang|hanged|hung|shoot|shot|stab|stabbed|cut|slit|slash|slashed|jump|jumped|leapt|throw|threw|drown|drowned|set|lit)';
/**
 * The same words in everyday sentences: an accident, a sport or dare, a playground, an
 * idiom ("shot himself in the foot", "drowned herself in perfume"), read after the verb.
 */
export const METHOD_FIGURES = [
  `\\b(?:accident(?:al)?ly|accidently) ${METHOD_VERB}\\b|\\b${METHOD_VERB} (?:${SELF}|${POSS} (?:own )?wrists?)\\b[^.!?]{0,60}\\b(?:by accident|on accident|by mistake|accident(?:al)?ly|accidently)\\b`,
  `\\b(?:stabbed|cut|shot) ${SELF} (?:with (?:a|the|his|her|their) (?:fork|pencil|pen|needle|pin|toothpick|skewer|compass)|in the (?:foot|feet|finger|thumb)|(?:while|when) (?:hunting|cleaning|cooking|carving|chopping|whittling)|an? \\w)`,
  `\\b(?:cut|slit|slashed) ${POSS} wrists? on (?!purpose\\b)`,
  `\\bhung ${SELF} (?:upside down|by ${POSS} (?:knees|feet|legs|ankles|arms|hands)|(?:on|from|off) the (?:monkey bars|bars|pull[- ]?up bar|jungle gym|climbing frame))`,
  `\\bdrowned ${SELF} in (?!(?:the|a) (?:\\w+ )?(?:river|lake|sea|ocean|bath|bathtub|tub|pool|water|canal|quarry|pond|loch)\\b)`,
  `\\b(?:jumped|leapt|jump) (?:off|from|out of)\\b[^.!?]{0,60}\\b(?:into (?:the |a )?(?:\\w+ )?(?:pool|lake|water|sea|river|ocean|quarry|canal|loch|harbou?r|pond|snow|foam pit)|onto (?:the |a )?(?:trampoline|mattress|crash mat)|roof of (?:the|a|his|her|their|our) (?:shed|playhouse|treehouse|car|van)|for fun|on a dare|so fun|bungee|parachute|paraglid\\w*|zip ?line|parkour|stunt)\\b`,
  '\\b(?:bungee|base|cliff)[- ]?jump\\w*',
].join('|');
