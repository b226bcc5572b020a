import { type Cue, compileCues, scoreCues } from './scoring.ts';

/**
 * Being under 18 said without an age, in the shapes paraphrases-f.tsv showed: a school
 * year in some country's terms ("sec 2", "Y10", "en troisième", "8. Klasse"), a house rule
 * only a child lives under ("my mom won't let me stay up"), an upcoming sweet sixteen.
 * A school stage alone counts 0.6 ("the year 9 trip"); with school life around it
 * ("homework", "this year", "sucks") it holds. Messages about someone else's children,
 * a teacher's class or one's own past are left alone. paraphrases-g.tsv added: a numbered
 * school year one is "in", a high-school freshman or a middle schooler, a phone handed to a
 * parent at night, being grounded or given detention, GCSEs, and an age gate dodged.
 */

const STAGE =
  '\\b(?:grade (?:[5-9]|1[0-2]|five|six|seven|eight|nine)|(?:[5-9]|1[0-2])th grade|year (?:[7-9]|1[0-2]|seven|eight|nine)|y(?:[7-9]|1[0-2])|sec(?:ondary)? [1-5]|(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth) year (?:of|at|in) (?:secondary|high|middle) school|(?:freshman|sophomore|junior|senior) year (?:of|in|at) (?:high school|hs)|middle school|junior high|jr\\.? high|high school|secondary school|gcses?)\\b';

/** A school year by number only: "high school" alone is also where adults were once. */
const NUMBERED_STAGE =
  '(?:grade (?:[5-9]|1[0-2])|(?:[5-9]|1[0-2])th grade|year (?:[7-9]|1[0-2])|y(?:[7-9]|1[0-2])|sec(?:ondary)? [1-5])\\b';
const PARENT = '(?:mom|mum|dad|mother|father|parents|step ?mom|step ?dad|stepmother|stepfather)';
const AT_NIGHT = '(?:at (?:\\d|night|bedtime)|every night|each night|before bed|by \\d|on school nights)';

const MINOR_SIGNS: Cue<'minor'>[] = [
  { re: new RegExp(STAGE), weight: 0.6 },
  {
    re: /\b(?:homework|exams?|tests?|quiz|(?:our|my) teachers?|class(?:es)?|recess|this year|next year|tomorrow|started|starting|starts|student|here|(?:science |school |class )?project|sucks|so (?:much )?(?:hard|harder|boring|annoying|stressful)|is (?:so |really |super )?(?:hard|boring|annoying|stressful|the worst|hell|killing me)|wtf)\b/,
    weight: 0.5,
    bonus: true,
  },
  {
    re: /\bmy (?:mom|mum|dad|mother|father|parents|step ?mom|step ?dad|stepmother|stepfather)(?: and (?:my )?\w+)? (?:won't|doesn't|don't|never|refuses? to|isn't going to|aren't going to) (?:let|lets|allow|allows) me (?:to )?(?:stay up|go out|go to (?:the |a )?(?:party|mall|sleepover|concert|movies)|have (?:a )?(?:phone|tiktok|instagram|insta|snapchat|social media|boyfriend|girlfriend)|date|wear makeup|get (?:a )?(?:phone|piercing|tattoo)|dye my hair|use my phone)\b/,
    weight: 1,
    negatable: false,
  },
  {
    re: /\b(?:still )?not allowed (?:to have |to use |on |to get )?(?:tiktok|snapchat|instagram|insta|social media|a phone|my phone|makeup|to date|a boyfriend|a girlfriend)\b/,
    weight: 0.6,
    negatable: false,
  },
  // "...yet": a rule one grows out of, not a workplace's or a choice.
  {
    re: /\bnot allowed (?:to have |to use |on |to get )?(?:tiktok|snapchat|instagram|insta|social media|a phone|my (?:own )?phone|makeup|to date|a boyfriend|a girlfriend)\b[^.!?,]{0,12}\byet\b/,
    weight: 0.4,
    negatable: false,
    unless: /\b(?:work|job|office|company|boss|employer|shift)\b/,
  },
  { re: /\bschool nights?\b/, weight: 0.5 },
  { re: /\b(?:have to|got to|must|need to) be (?:in bed|home|asleep) by \d/, weight: 0.5 },
  // ---- the shapes paraphrases-i.tsv showed ----
  // A numbered school year opening the message, the "i'm" left out ("in 9th grade rn").
  { re: new RegExp(`\\b(?<=^)in (?:the )?${NUMBERED_STAGE}`), weight: 1 },
  // Caught by a school teacher; a class one chose as an adult is not school.
  {
    re: /\bteacher\b[^.!?]{0,10}\b(?:caught|yelled at|kicked) me\b/,
    weight: 0.6,
    unless: /\b(?:yoga|piano|guitar|dance|driving|spin|pilates|art|cooking|language|spanish|french|german|swim\w*)\b/,
  },
  // Algebra or geometry as a school subject with its test; not a college course.
  {
    re: /\b(?:pre-?algebra|algebra|geometry) (?:test|quiz|exam|homework|class|final)\b/,
    weight: 0.6,
    unless: /\b(?:college|uni|university|community|night class|evening class|linear|abstract)\b/,
  },
  { re: /\bafter school\b/, weight: 0.4 },
  { re: /\bhomework\b/, weight: 0.3 },
  {
    re: /\bmy (?:mom|mum|dad|mother|father|parents)\b[^.!?]{0,20}\b(?:checks?|checking|takes?|took|confiscated|confiscates|grounded|grounds|looks through) (?:my |me\b|it\b)/,
    weight: 0.5,
  },
  { re: /\bi(?:'m| got| am) grounded\b|\bbedtime\b|\bcurfew\b/, weight: 0.4 },
  // ---- the shapes paraphrases-g.tsv showed ----
  { re: new RegExp(`\\bi'm\\b[^.!?]{0,30}?\\bin (?:the )?${NUMBERED_STAGE}`), weight: 1 },
  {
    re: /\b(?:high ?school|hs|middle ?school|junior high) (?:freshman|sophomore)\b|\b(?:freshman|sophomore) (?:in|at|of) (?:high ?school|hs)\b/,
    weight: 1,
  },
  {
    re: /\b(?<=(?:^|[,.!?;:] ?|\bi'm |\bas ))(?:still |just |only )?(?:a |an )?(?:middle ?schooler|high ?schooler|(?:[5-9]|1[0-2])th grader|seventh grader|eighth grader|preteen|tween)\b/,
    weight: 1,
  },
  {
    re: new RegExp(
      `\\b(?:have to|got to|must|need to|makes? me) (?:hand|give|turn) (?:in |over )?my (?:phone|ipad|tablet|laptop|switch)\\b(?: (?:in|over))? to (?:my ${PARENT}|${PARENT}|her|him|them)\\b[^.!?]{0,25}\\b${AT_NIGHT}|\\bmy ${PARENT}\\b[^.!?]{0,10}\\b(?:takes?|collects?) (?:away )?my (?:phone|ipad|tablet|laptop)\\b[^.!?]{0,20}\\b${AT_NIGHT}`,
    ),
    weight: 1,
  },
  {
    re: new RegExp(
      `\\b${PARENT}\\b[^.!?]{0,40}\\b(?:grounded me|got me grounded)\\b|\\bi (?:got|just got|'m getting|am getting) grounded\\b|\\bgrounded (?:for (?:a|the|two|three|\\d+) (?:week|weeks|month|months|weekend)|till|until)\\b`,
    ),
    weight: 1,
    unless: /\b(?:flights?|planes?|boat|pilot|drone|electric\w*|wires?|wiring|outlet|plug|yoga|meditat\w*|therap\w*)\b/,
  },
  {
    re: /\b(?:teacher|principal|head ?teacher|headmaster|headmistress)\b[^.!?]{0,15}\b(?:took|confiscated|takes|taking) (?:away )?my (?:phone|ipad)\b|\b(?:gave|gives|give) me (?:a )?detention\b|(?:\bi |^|[,.!?;] ?)(?:got|have|had|'ve got) (?:a |another )?detention\b|\bhomeroom\b/,
    weight: 1,
  },
  {
    re: /\b(?:finished|sitting|sat|doing|revising for|done with|got|taking|start(?:ing|ed)?) (?:my )?gcses?(?: (?:exams|results))?\b|\bmy gcses?\b/,
    weight: 1,
    unless: /\b(?:resit|re-sit|retak\w*|adult|evening class|night class|mature|19[5-9]\d|200\d|201\d)\b/,
  },
  // An age gate dodged: "the app said I had to be 18 so I changed my birth year".
  {
    re: /\b(?:lied about|lie about|lying about|faked|fake|fudged|changed|put (?:in )?(?:a )?(?:fake|different|older)) (?:my )?(?:age|birth ?year|birthday|birth ?date|date of birth|dob|year of birth)\b/,
    weight: 0.6,
    unless: /\b(?:senior|discount|pension|younger|vanity|dating|tinder|bumble|hinge)\b/,
  },
  {
    re: /\b(?:had to be|have to be|has to be|must be|need to be|supposed to be|over) (?:13|16|18|21)\b|\bto (?:get on here|sign up|join|make an account|get an account)\b/,
    weight: 0.5,
    bonus: true,
  },
  { re: /(?:^|\bmy )sweet 16 (?:is|'s) (?:in|next|coming|soon|this)\b/, weight: 1 },
  // other languages: a school year said in the visitor's own system
  {
    re: /\b(?:je suis|j'suis|je rentre|je passe) en (?:6e|6eme|sixieme|5e|5eme|cinquieme|4e|4eme|quatrieme|3e|3eme|troisieme|seconde|2nde)\b|\bje suis au (?:college|lycee)\b/,
    weight: 1,
  },
  { re: /\bich (?:bin|gehe|geh|komme) in (?:der|die) (?:[5-9]|1[0-2])\.? ?klasse\b/, weight: 1 },
  {
    re: /\b(?:estoy|voy|ando|curso|estudio|soy)(?: en| de)? (?:1o?|2o?|3o?|4o?|primero|segundo|tercero|cuarto) (?:de )?(?:la )?(?:eso|secundaria|prepa|bachillerato)\b|\bestoy en (?:la )?(?:secundaria|prepa|eso)\b/,
    weight: 1,
  },
  {
    re: /\b(?:faccio|frequento|sono in) (?:la )?(?:prima|seconda|terza|quarta|quinta) (?:media|superiore|liceo)\b|\b(?:faccio|vado al)l?e medie\b/,
    weight: 1,
  },
  { re: /\b(?:estou|to|tou) no (?:[6-9]o?) ano\b|\bestou no ensino (?:medio|fundamental)\b/, weight: 1 },
];

const SIGNS = compileCues(MINOR_SIGNS);

/**
 * Someone else's children, a school one works at, one's own schooldays long past, or school
 * finished ("I graduated high school this year": 18, or nearly, however recent).
 */
const NOT_ONESELF =
  /\bmy (?:\w+ |\d{1,2}[- ]?(?:years?|yrs?|y\/?o|yo)(?:[- ]old)? )?(?:son|daughter|kids?|child|children|brother|sister|niece|nephew|cousin|students?|pupils|class|boy|girl|grand\w+)\b|\b(?:he|she|they)(?:'s| is| are)\b|\b(?<!\bmy (?:\w+ )?)(?:teach\w*|tutor\w*|coach\w*)\b|\b(?:chaperon\w*|pick(?:ing)? up|drop(?:ping)? off)\b|\b(?:when i was|back (?:in|when|then)|used to|years ago|remember|sucked|(?:i|we|school|class|grade|year \d{1,2}|hs) (?:was|were))\b|\b(?:finished|graduated(?: from)?|left|done with|(?:fresh |just )?out of) (?:high ?school|secondary school|hs)\b|\b(?:high ?school|hs) (?:grad|graduate)\b|\b(?:starting|started|at|attend\w*) (?:uni|university)\b|\bstarting college\b|\bvolunteer\w*|\bwork(?:s|ed|ing)? (?:at|in) (?:a|the) (?:middle|high|elementary|primary|secondary) school\b|\bas an adult\b/;

/** True when the message says, without an age, that the visitor is still a school child. */
export function hintsMinor(text: string): boolean {
  if (NOT_ONESELF.test(text)) return false;
  return scoreCues(text, SIGNS, { laughing: false, directed: false }).score >= 1;
}
