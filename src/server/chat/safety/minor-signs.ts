import { type Cue, compileCues, scoreCues } from './scoring.ts';

/**
 * Being under 18 said without an age, in the shapes paraphrases-f.tsv showed: a school
 * year in some country's terms ("sec 2", "Y10", "en troisième", "8. Klasse"), a house rule
 * only a child lives under ("my mom won't let me stay up"), an upcoming sweet sixteen.
 * A school stage alone counts 0.6 ("the year 9 trip"); with school life around it
 * ("homework", "this year", "sucks") it holds. Messages about someone else's children,
 * a teacher's class or one's own past are left alone.
 */

const STAGE =
  '\\b(?:grade (?:[5-9]|1[0-2]|five|six|seven|eight|nine)|(?:[5-9]|1[0-2])th grade|year (?:[7-9]|1[0-2]|seven|eight|nine)|y(?:[7-9]|1[0-2])|sec(?:ondary)? [1-5]|(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth) year (?:of|at|in) (?:secondary|high|middle) school|(?:freshman|sophomore|junior|senior) year (?:of|in|at) (?:high school|hs)|middle school|junior high|jr\\.? high|high school|secondary school|gcses?)\\b';

const MINOR_SIGNS: Cue<'minor'>[] = [
  { re: new RegExp(STAGE), weight: 0.6 },
  {
    re: /\b(?:homework|exams?|tests?|quiz|(?:our|my) teachers?|class(?:es)?|recess|this year|next year|tomorrow|started|starting|student|here|sucks|so (?:much )?(?:hard|harder|boring|annoying|stressful)|is (?:the worst|hell|killing me)|wtf)\b/,
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
  { re: /\bschool nights?\b/, weight: 0.5 },
  { re: /\bafter school\b/, weight: 0.4 },
  { re: /\bhomework\b/, weight: 0.3 },
  {
    re: /\bmy (?:mom|mum|dad|mother|father|parents)\b[^.!?]{0,20}\b(?:checks?|checking|takes?|took|confiscated|confiscates|grounded|grounds|looks through) (?:my |me\b|it\b)/,
    weight: 0.5,
  },
  { re: /\bi(?:'m| got| am) grounded\b|\bbedtime\b|\bcurfew\b/, weight: 0.4 },
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

/** Someone else's children, a school one works at, or one's own schooldays long past. */
const NOT_ONESELF =
  /\bmy (?:\w+ )?(?:son|daughter|kids?|child|children|brother|sister|niece|nephew|cousin|students?|pupils|class|boy|girl|grand\w+)\b|\b(?:he|she|they)(?:'s| is| are)\b|\b(?:teach\w*|tutor\w*|coach\w*|chaperon\w*|pick(?:ing)? up|drop(?:ping)? off)\b|\b(?:when i was|back (?:in|when)|used to|years ago|remember|was|were|sucked)\b/;

/** True when the message says, without an age, that the visitor is still a school child. */
export function hintsMinor(text: string): boolean {
  if (NOT_ONESELF.test(text)) return false;
  return scoreCues(text, SIGNS, { laughing: false, directed: false }).score >= 1;
}
