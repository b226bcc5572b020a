/**
 * One spelling for what a visitor types, so the intent and memory patterns are written
 * once: straight apostrophes, single spaces, chat spellings and missing apostrophes
 * restored ("whats", "u", "im"), and typos of the words the patterns hinge on fixed
 * ("remeber", "sistr", "caled"). Case is kept: names and places are read from the result.
 */

/** Whole-word replacements (matched case-insensitively). */
const WORDS: Record<string, string> = {
  im: "I'm",
  iam: "I'm",
  ive: "I've",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  wasnt: "wasn't",
  havent: "haven't",
  whats: "what's",
  wats: "what's",
  wat: 'what',
  wht: 'what',
  whta: 'what',
  waht: 'what',
  hwat: 'what',
  wheres: "where's",
  wher: 'where',
  whens: "when's",
  whos: "who's",
  hows: "how's",
  thats: "that's",
  youre: "you're",
  hes: "he's",
  shes: "she's",
  theyre: "they're",
  u: 'you',
  ur: 'your',
  hav: 'have',
  hve: 'have',
  jobb: 'job',
  nmae: 'name',
  naem: 'name',
  liek: 'like',
  lvie: 'live',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  tomoz: 'tomorrow',
  tonite: 'tonight',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  kinda: 'kind of',
  bf: 'boyfriend',
  gf: 'girlfriend',
  bro: 'brother',
  sis: 'sister',
  fav: 'favourite',
  fave: 'favourite',
  favs: 'favourites',
  pls: 'please',
  plz: 'please',
  rn: 'right now',
  bday: 'birthday',
  'b-day': 'birthday',
};

/**
 * Words a typo of which is worth fixing: what the patterns turn on. Only words of five
 * letters or more are matched (shorter ones have too many real neighbours), with the same
 * first letter, one edit away.
 */
const VOCABULARY = [
  'remember',
  'recall',
  'called',
  'named',
  'where',
  'again',
  'sister',
  'brother',
  'mother',
  'father',
  'daughter',
  'husband',
  'partner',
  'girlfriend',
  'boyfriend',
  'grandmother',
  'grandfather',
  'grandma',
  'grandpa',
  'cousin',
  'nephew',
  'parents',
  'children',
  'kitten',
  'hamster',
  'rabbit',
  'parrot',
  'tortoise',
  'interview',
  'birthday',
  'wedding',
  'appointment',
  'tomorrow',
  'tonight',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'favourite',
  'favorite',
  'hobbies',
  'profession',
  'occupation',
  'living',
  'working',
  'congratulate',
  'pregnant',
  'engaged',
  'married',
  'graduated',
  'promoted',
];
const VOCABULARY_SET: ReadonlySet<string> = new Set(VOCABULARY);

/** Real words one edit away from a vocabulary word, left alone ("bother" is not "brother"). */
const REAL_WORDS: ReadonlySet<string> = new Set([
  'bother',
  'matter',
  'sitter',
  'feather',
  'calmed',
  'sundae',
  'parent',
  'loving',
  'wording',
]);

/** Damerau-Levenshtein distance is exactly one (a letter changed, added, dropped or two swapped). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

function corrected(word: string): string | null {
  const lower = word.toLowerCase();
  const direct = WORDS[lower];
  if (direct !== undefined) return direct;
  if (lower.length < 5 || VOCABULARY_SET.has(lower) || REAL_WORDS.has(lower)) return null;
  // A plural is a word of its own ("my sisters"), not a typo of the singular.
  if (lower.endsWith('s') && VOCABULARY_SET.has(lower.slice(0, -1))) return null;
  // Typed in capitals, a word is more likely a name ("Poppy", "Marla") than a typo.
  if (word !== lower) return null;
  return VOCABULARY.find((v) => v[0] === lower[0] && oneEditApart(lower, v)) ?? null;
}

/** The visitor's message in the canonical spelling the persona patterns expect (case kept). */
export function tidy(text: string): string {
  const plain = text
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return plain.replace(/[A-Za-z][A-Za-z-]*/g, (word) => corrected(word) ?? word);
}
