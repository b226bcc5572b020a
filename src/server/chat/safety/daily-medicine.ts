/**
 * Medicine taken as prescribed, for a condition: "i take a lot of pills for my heart", "i
 * have to take all my meds every morning". Many people take a handful of pills a day; the
 * amount alone is no plan. Anything of a plan or an act in the sentence ("want to",
 * "tonight", "at once", "the whole bottle", "too many", "die") keeps the amount a crisis.
 */

const CONDITION =
  "(?:heart|blood pressure|high blood pressure|bp|cholesterol|epilepsy|seizures|adhd|add|diabetes|back|arthritis|asthma|thyroid|allergies|migraines?|chronic pain|pain|kidneys?|liver|transplant|cancer|hiv|ms|crohn's|lupus|depression|anxiety|bipolar|condition|illness|meds|medication)";

/** Taking it as a habit: not "want to take", "going to take", "almost took". */
const HABITUAL = "\\b(?:i|i'm|we|we're|still|also|usually|always|have to|need to|got to|must|and) (?:take|taking)\\b";

const FRAME = `\\bfor (?:my |his |her |the )?${CONDITION}\\b|\\bprescri(?:bed|ption)\\b|\\bmy (?:doctor|gp|cardiologist|neurologist|psychiatrist|pharmacist)\\b|\\b(?:every|each) (?:morning|day|night|evening)\\b|\\b(?:a|per) day\\b|\\bdaily\\b|\\bwith (?:breakfast|lunch|dinner|meals|food)\\b`;

const PLAN_OR_ACT =
  '\\b(?:want|wanna|going to|gonna|about to|plan\\w*|tonight|right now|at once|all at once|at the same time|in one go|whole|entire|too many|too much|almost|nearly|die|dead|end it|kill\\w*|overdos\\w*|od|suicid\\w*|took|swallowed)\\b';

/** The sentence tells medicine taken for a condition, and nothing of a plan or a dose taken. */
export const DAILY_MEDICINE = new RegExp(`^(?![^]*${PLAN_OR_ACT})(?=[^]*${HABITUAL})(?=[^]*(?:${FRAME}))`);
