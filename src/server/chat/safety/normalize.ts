/**
 * Puts a visitor's message into one canonical spelling so the intent patterns can be
 * written once: lower case, no accents, straight apostrophes, chat spellings and common
 * typos expanded ("im" → "i'm", "wanna" → "want to", "kms" → "kill myself"), number
 * words as digits, masked or leet letters restored ("s3x", "f*ck"), and the emoji that
 * carry meaning replaced by words (`emo_smirk`). Punctuation stays: it bounds clauses.
 */

const EMOJI: [RegExp, string][] = [
  [/🍆/gu, 'emo_eggplant'],
  [/🍑/gu, 'emo_peach'],
  [/💦/gu, 'emo_droplets'],
  [/👅/gu, 'emo_tongue'],
  [/😏/gu, 'emo_smirk'],
  [/😈|👿/gu, 'emo_devil'],
  [/🥵/gu, 'emo_hotface'],
  [/🔞/gu, 'emo_adult'],
  [/😘|😚|😙|💋/gu, 'emo_kiss'],
  [/😍|🥰|❤️|❤|💕|💖|💗|💘|💞|😻/gu, 'emo_heart'],
  [/😂|🤣|😆|😹|💀|☠️/gu, 'emo_laugh'],
  [/😭|😢|😿|💔|🥺/gu, 'emo_cry'],
  [/🍒/gu, 'emo_cherry'],
  [/👙|👄/gu, 'emo_lips'],
];

/** Whole-word replacements after lower-casing (typos, chat spellings, contractions without apostrophes). */
const WORDS: Record<string, string> = {
  im: "i'm",
  iam: "i'm",
  ive: "i've",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  youre: "you're",
  theyre: "they're",
  thats: "that's",
  whats: "what's",
  wheres: "where's",
  whos: "who's",
  someones: "someone's",
  somebodys: "somebody's",
  hes: "he's",
  shes: "she's",
  // Not "shed", "wed", "hell", "ill", "well": real words, left as they are.
  hed: "he'd",
  theyd: "they'd",
  youd: "you'd",
  theyll: "they'll",
  youll: "you'll",
  lets: "let's",
  u: 'you',
  wanna: 'want to',
  wana: 'want to',
  gonna: 'going to',
  gona: 'going to',
  gotta: 'got to',
  kinda: 'kind of',
  tryna: 'trying to',
  lemme: 'let me',
  gimme: 'give me',
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  pls: 'please',
  plz: 'please',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tonite: 'tonight',
  bf: 'boyfriend',
  gf: 'girlfriend',
  ppl: 'people',
  idk: "i don't know",
  wud: 'would',
  ngl: 'honestly',
  tbh: 'honestly',
  wnat: 'want',
  wnt: 'want',
  wamt: 'want',
  kil: 'kill',
  kll: 'kill',
  myslef: 'myself',
  mysefl: 'myself',
  mysef: 'myself',
  mysel: 'myself',
  myelf: 'myself',
  anymroe: 'anymore',
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  sucidal: 'suicidal',
  suicidle: 'suicidal',
  sewerslide: 'suicide',
  unalive: 'kill',
  unaliving: 'killing',
  unalived: 'killed',
  seggs: 'sex',
  secks: 'sex',
  sexx: 'sex',
  nudez: 'nudes',
  nekkid: 'naked',
  teh: 'the',
  becuase: 'because',
  yrs: 'years',
  yr: 'year',
};

/**
 * Chat "ya" is "you" ("see ya", "ya know"), but Spanish "ya" is "already / any more" ("ya
 * no quiero vivir"): it stays when a Spanish word follows that English "ya" never has.
 */
const ENGLISH_YA =
  /\bya\b(?! (?:no|me|te|se|lo|la|le|les|nos|es|era|estoy|esta|estas|tengo|tiene|quiero|quisiera|puedo|fue|son|hay|voy|termine|acabe|casi|mismo|basta|llegue|llego|estuvo|paso|nadie|nada|ni|que|mi|tu|sabes|veras|aguanto|cansa\w*)\b)/g;

const NUMBER_WORDS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

function numberWords(text: string): string {
  return text.replace(
    /\b(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\b/g,
    (_, tens: string, unit: string | undefined) => String((NUMBER_WORDS[tens] ?? 0) + (unit ? (UNITS[unit] ?? 0) : 0)),
  );
}

export function normalizeMessage(raw: string): string {
  let t = raw.normalize('NFKC').replace(/[\u200b-\u200d\ufeff]/g, '');
  for (const [pattern, word] of EMOJI) t = t.replace(pattern, ` ${word} `);
  t = t
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  // Masked swearing and spaced-out letters: "f*ck", "s.e.x", "a.i."
  t = t
    .replace(/\bf[*#@]+c?k/g, 'fuck')
    .replace(/\bf\*{2,4}(?=\W|$)/g, 'fuck')
    .replace(/\bf[*#@]?ck/g, 'fuck')
    .replace(/\bs[*#]x\b/g, 'sex')
    .replace(/\bd[*#]ck/g, 'dick')
    .replace(/\b(?:[a-z]\.){2,}[a-z]?\b/g, (m) => m.replace(/\./g, ''))
    .replace(/\bw\/o\b/g, 'without');
  // Leet inside a word ("k1ll", "su1c1de", "s3x"): a digit or symbol between letters.
  t = t.replace(/(?<=[a-z])[0134579@$!]+(?=[a-z])/g, (m) => [...m].map((c) => LEET[c] ?? c).join(''));
  // Stretched words ("sooo", "pleeease"): three or more of a letter become two.
  t = t.replace(/([a-z])\1{2,}/g, '$1$1');
  t = t.replace(/\b[a-z']+\b/g, (w) => WORDS[w] ?? w);
  t = t.replace(ENGLISH_YA, 'you');
  t = numberWords(t);
  t = t.replace(
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade\b/g,
    (_, o: string) => `${ORDINALS.indexOf(o) + 1}th grade`,
  );
  t = t
    .replace(/\bi am\b/g, "i'm")
    .replace(/\bi m\b/g, "i'm")
    .replace(/\bi have been\b/g, "i've been")
    .replace(/\bi will\b/g, "i'll")
    .replace(/\bi would\b/g, "i'd")
    .replace(/\bdo not\b/g, "don't")
    .replace(/\bcan ?not\b/g, "can't")
    .replace(/\bwill not\b/g, "won't")
    .replace(/\bis not\b/g, "isn't")
    .replace(/\bdoes not\b/g, "doesn't")
    .replace(/\bdid not\b/g, "didn't")
    .replace(/\byou are\b/g, "you're")
    .replace(/\bwe are\b/g, "we're")
    .replace(/\bmy self\b/g, 'myself')
    .replace(/\b(want|need|going|have|got) 2\b/g, '$1 to')
    .replace(/(?<![\d.,]\s?)\bkms\b/g, 'kill myself')
    .replace(/\bur (?=(?:a|an|so|such|not|my|the|just|really|very|gonna|going|real|human|bot)\b)/g, "you're ")
    .replace(/\bur\b/g, 'your')
    .replace(/\br (?=you\b)/g, 'are ')
    .replace(/\bhim self\b/g, 'himself')
    .replace(/\bher self\b/g, 'herself');
  return t.replace(/[^\S\n]+/g, ' ').trim();
}

/** Laughter or an explicit joke marker: figures of speech ("I want to die lol") count less. */
export const LAUGHING =
  /\b(?:lol+|lmao+|lmfao|rofl|haha\w*|hehe\w*|jk|just kidding|xd|emo_laugh)\b|\bof (?:laughter|laughing)\b/;

/** Where a clause starts or ends: a negation or a condition does not reach across one. */
const CLAUSE_BREAK =
  /[.!?;,\n]|\b(?:but|though|although|however|because|so that)\b|\b(?:and|or|so) (?=(?:i|i'm|i've|i'll|i'd|my|he|she|they|we)\b)/g;

const SENTENCE_BREAK = /[.!?;\n]/g;

function spanAround(text: string, start: number, end: number, breaks: RegExp): [number, number] {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(breaks)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= start) from = at + m[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return [from, to];
}

/**
 * Around the span [start, end) of `text`: the words before it in its clause (where a
 * negation would be) and the whole sentence (where an idiom or an accident would show).
 */
export function contextAround(text: string, start: number, end: number): { before: string; sentence: string } {
  const [clauseStart] = spanAround(text, start, end, CLAUSE_BREAK);
  const [from, to] = spanAround(text, start, end, SENTENCE_BREAK);
  return { before: text.slice(clauseStart, start), sentence: text.slice(from, to) };
}

/** Phrases that look like a negation but do not negate what follows. */
const NOT_A_NEGATION =
  /\b(?:can't stop|couldn't stop|can't help|couldn't help|no one|nobody|nothing|not sure (?:if|whether)|don't know (?:if|whether|why|how)|why (?:not|shouldn't|don't|can't)|no matter|never mind|not even sure|doesn't matter|don't care)\b/g;
const NEGATION =
  /\b(?:not|never|no|don't|doesn't|didn't|won't|wouldn't|isn't|aren't|wasn't|weren't|can't|couldn't|shouldn't|ain't|hardly|no longer|stop|stopped|quit)\b/;

/** True when the few words before a match negate it ("I would never hurt myself"). */
export function isNegated(before: string): boolean {
  const words = before.replace(NOT_A_NEGATION, ' ').trim().split(/\s+/).slice(-5).join(' ');
  return NEGATION.test(words);
}
