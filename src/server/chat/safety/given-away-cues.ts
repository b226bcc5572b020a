import type { CrisisKind } from './crisis-kind.ts';
import { PERIOD } from './indirect-suicide-cues.ts';
import type { Cue } from './scoring.ts';

/**
 * One's own things given away for good, the shape a QA pass found answered with small talk
 * ("gave my guitar to my little bro, wont be needing it after this weekend"): any object
 * of one's own given, handed out, left with someone or rehomed, followed (in the same
 * sentence or the next) by the giver not needing it any more, where they are going, or
 * "someone should have them". Giving things away is everyday talk, so what tells them
 * apart is what the ordinary sentence carries and this one lacks: a reason. The no-need
 * clause must stop bare or end on a date ("after friday", "anymore"), not on an event
 * ("after the move", "once the ps5 arrives", "in florida"); its speaker must be the giver
 * ("the kids won't need it" is not); and the message must name no reason of its own
 * (old or spare things, a new one bought, a degree finished, a move, the weather).
 * "Don't need it anymore" (present) is left out: it is how decluttering is told.
 */

/** Giving one's own things: the object is "my …", "everything" or a pet found a home. */
const GIVE = [
  '(?:giv(?:e|ing)|gave|given|hand(?:ing|ed)?|pass(?:ing|ed)?|rehom(?:e|ing|ed)) (?:away |out |on |over )?(?:all )?(?:of )?my\\b',
  "(?:giv(?:e|ing)|gave|given|hand(?:ing|ed)?) (?:all )?my (?:[\\w']+ ){1,3}?(?:away|out)\\b",
  '(?:giv(?:e|ing)|gave|given) (?:everything|it all|all of it|all my stuff) away\\b',
  "(?:left|leaving|leave) (?:all )?my (?:[\\w']+ ){1,4}?with\\b",
  '(?:can|could|gets? to) (?:have|keep) (?:all )?(?:of )?my\\b',
  "(?:found|find|finding) (?:a (?:new )?home for my\\b|my (?:[\\w']+ ){1,2}?a (?:new )?home\\b)",
].join('|');

/** The giver will not need it: after a date, any more, or bare at the end of the clause. */
const WHEN = `(?=\\s*(?:$|[.!?,;])| (?:any ?more|again|soon|much longer|for long|now(?! that)|where i'm (?:going|headed|heading))\\b| (?:after|past|by|from|beyond|come) (?:${PERIOD}|today|this)\\b)`;
const NO_NEED = `(?:(?:won't|will not|not going to|never going to) (?:ever )?(?:be )?(?:going to )?need(?:ing)?|(?:won't|will not) (?:have|be having) (?:any |a |much )?(?:use|need) for|no (?:use|need|point) (?:for|in keeping|keeping)|not like i'll (?:ever )?need)(?: (?:it|them|any of (?:it|them|this|that)|this|that|those|either|anything|(?:my|his|her|their) [\\w']+))?${WHEN}`;
/**
 * Said by the giver, in a clause of its own or after "and"/"i"; not after "so", which ends
 * a reason ("got a macbook so won't need it", "my knees are done so i won't need them").
 */
const BY_ME =
  '(?:(?:[,;:]|[.!?]+) ?(?:(?:and|but) )?(?:i )?|\\band (?:i )?|(?<!\\bso )\\bi )(?:really |honestly |just |probably |definitely )?';
const WHERE_GOING = "\\bwhere i'm (?:going|headed|heading)\\b";
const SOMEONE_SHOULD =
  '\\b(?:someone|somebody|people)(?: else)? (?:should|might as well|may as well|can|could|deserves? to|ought to) (?:have|use|enjoy|get) (?:it|them)\\b';
/** Up to the end of the giving sentence and a short one after it. */
const WINDOW = '[^.!?]{0,60}?(?:[.!?]+ ?[^.!?]{0,40}?)?';

/** What the ordinary giver says: why they can spare it. */
const A_REASON = new RegExp(
  [
    // spare or outgrown
    "old|older|spare|extra|unused|outgr(?:own|ew)|grew out|too (?:small|big)|(?:doesn't|don't) fit",
    // replaced
    "new ones?|a new (?!home|owner|family)[\\w']+|upgrad\\w*|bought|buying|got (?:a|an|another)|switch(?:ed|ing)|replac\\w*|instead|streaming|digital",
    // a stage of life done or begun
    'graduat\\w*|finished|degree|course|exams?|semester|retir\\w*|baby|babies|maternity|pregnan\\w*',
    // giving as a habit
    'charity|donat\\w*|declutter\\w*|minimalis\\w*|clear(?:ing)? out|spring clean\\w*|(?:garage|yard) sale|giveaway|for free',
    'library|shelter|thrift\\w*|goodwill|(?:charity|op) shop|food bank',
    // things for one day or one job
    'tickets?|(?:bus|gym|season|day) pass(?:es)?|seats?|reservation|booking|vouchers?|coupons?|shifts?|umbrella',
    'quit\\w*|resign\\w*|job|office|uniform',
    // a move, a trip, a climate
    'mov(?:e|ed|ing)|relocat\\w*|trip|travel\\w*|flight|flying|vacation|holiday|abroad|camping|landlord|lease|dorm',
    'warm|hot|cold|snow\\w*|sunny|tropical|beach|climate',
  ]
    .map((a) => `\\b(?:${a})\\b`)
    .join('|'),
);

export const GIVEN_AWAY_CUES: Cue<CrisisKind>[] = [
  {
    re: /\b(?:giv(?:e|ing)|gave|given) (?:away )?(?:all )?(?:of )?(?:my|all my) (?:stuff|things|belongings|possessions|cat|dog|pets?|clothes|games|books|jewelry|jewellery|plants|savings)\b/,
    weight: 0.6,
    kind: 'suicide',
    // With "won't need them anymore" (burden-and-farewell-cues.ts) it made "giving my books to the library" a crisis.
    unless: A_REASON,
  },
  {
    re: new RegExp(`\\b(?:${GIVE})${WINDOW}(?:${BY_ME}${NO_NEED}|${WHERE_GOING}|${SOMEONE_SHOULD})`),
    weight: 1,
    kind: 'suicide',
    unless: A_REASON,
  },
];
