import type { RememberedFact } from '../reply-engine.ts';
import { extractAge, extractHobbies } from './age-hobbies.ts';
import { normalize } from './intents.ts';
import { extractNews, extractPeople, extractPets, extractPlans, extractPronounName } from './life-facts.ts';
import { OCCUPATION } from './life-vocabulary.ts';
import { isNotAName, MOODS, STATES } from './name-guard.ts';
import { statementsOf } from './statements.ts';
import { tidy } from './text-tidy.ts';
import { requestFacts, requestsIn } from './visitor-requests.ts';

const MOOD_PATTERN = new RegExp(
  `\\bi(?:'m| am| feel| am feeling|'m feeling| have been|'ve been)\\s+(?:so |really |very |a bit |a little |kind of |kinda |pretty |quite |super |extremely )?(${MOODS})\\b`,
);
/** A bad day told either way round: "a rough day", "today was rough", "today sucked", "work was awful today". */
const DAY_PATTERN =
  /\b(?:rough|bad|long|hard|terrible|awful|horrible|stressful|shit|crap|crappy) day\b|\b(?:today|my day|work|school|class)(?: today)? (?:was|has been|is)(?: (?:so|really|very|pretty|kinda|super))? (?:rough|bad|hard|terrible|awful|horrible|stressful|shit|crap|the worst|a nightmare|exhausting)\b|\b(?:today|my day) (?:sucked|sucks)\b/;
const GOOD_DAY_PATTERN = /\b(?:great|good|amazing|lovely|wonderful|fantastic) day\b/;

const NAME_PATTERN =
  /\b(?:my name is|my name's|call me|i am called|i'm called|name's|they call me)\s+(\p{Ll}[\p{Ll}'-]{0,29})(?![\p{L}\d])/gu;
/**
 * The name the visitor gives: the last one given ("my name is Priyanka but call me Pri"),
 * never one refused ("don't call me babe": `refused`, read as a request, visitor-requests.ts).
 */
function givenName(t: string, refused: readonly string[]): string | undefined {
  const given = [...t.matchAll(NAME_PATTERN)].filter((m) => !(m[0].startsWith('call') && refused.includes(m[1] ?? '')));
  return given.at(-1)?.[1];
}

/**
 * "I'm Sam" / "I am Sam" count only when the name is capitalised and the whole clause, or
 * the first of two joined by "and" ("I'm Sam and I love jazz"); name-guard.ts turns away
 * the capitalised words that are no name ("I'm Tired and…", "I'm British.").
 */
const IM_NAME_PATTERN =
  /(?:^|[.!?,]\s*|\b(?:hi|hello|hey)[,!]?\s+)(?:[Ii]'m|[Ii] am|[Ii]m)\s+(\p{Lu}[\p{L}'-]{1,29})(?=\s*(?:[.!?,]|$)|\s+and\b)/u;
const NOT_NAMES: ReadonlySet<string> = new Set([...MOODS.split('|'), ...STATES]);

const WORK_PATTERN =
  /\b(?:i work as|i'm working as|i am working as|my job is|i'm employed as|i am employed as)\s+((?:an? |the )?[a-z][a-z -]{1,40}?)(?=\s+(?:and|but|at|in|for|so|because)\b|[.!?,;]|$)/;
/** "I'm a nurse", "I am a night-shift nurse": only a known occupation, so "I'm a mess" is no job. */
const IM_OCCUPATION = new RegExp(
  `\\bi(?:'m| am) (an? (?:[a-z-]+ ){0,2}?${OCCUPATION})(?=\\s+(?:and|but|at|in|for|so|because|by|from|who)\\b|[.!?,;]|$)`,
);
const WORK_FIELD =
  /\bi work ((?:in|at|for) (?:an? |the )?[a-z][a-z&' -]{1,40}?)(?=\s+(?:and|but|so|because|as)\b|[.!?,;]|$)/;
/** "My job is going great" says how work goes, not what it is. */
const HOW_WORK_GOES =
  /^(?:going|getting|so|really|very|super|pretty|quite|too|great|good|fine|okay|ok|hard|tough|boring|killing|stressful|awful|terrible|amazing|fun|busy|crazy|exhausting|draining|the worst|the best)\b/;
const STUDY = /\bi(?:'m| am)? (?:study|studying) ([a-z][a-z -]{1,30}?)(?=\s+(?:and|but|at|in|so|because)\b|[.!?,;]|$)/;

/** Not after "what": "what I love doing is…" names no taste, it asks or introduces one. */
const LIKE_PATTERN =
  /(?<!\b(?:what|which|how much|whatever) )\bi (?:really |absolutely |totally |also |just |kind of |kinda )?(?:love|like|enjoy|adore|am into|'m into|am a big fan of|'m a big fan of|am a fan of|'m a fan of|am obsessed with|'m obsessed with)\s+([^.!?,;]{2,120}?)(?=\s+(?:and i|but|because|so i|though|although|which)\b|[.!?,;]|$)/g;
const FAVOURITE_PATTERN = /\bmy favou?rite [a-z ]{2,20} (?:is|are)\s+([^.!?,;]{2,120})/g;
const DISLIKE_PATTERN =
  /\bi (?:really |absolutely |just )?(?:hate|dislike|detest|can't stand|cannot stand|don't like|do not like|am not a fan of|'m not a fan of)\s+([^.!?,;]{2,120}?)(?=\s+(?:and i|but|because|so i|though|although|which)\b|[.!?,;]|$)/g;
/** Objects that are about the conversation, not a taste worth remembering. */
const NOT_A_TASTE =
  /^(you|u|it|that|this|them|him|her|talking|chatting|speaking|to talk|when|how|what|the way you|your|my (?:job|work|life|family|sister|brother|mum|mom|dad|cat|dog))\b/;

/** Letters of any alphabet ("Montréal", "São Paulo"), so the flags below carry 'u'. */
const PLACE_NAME = "(\\p{L}[\\p{L}.'-]*(?: (?:\\p{Lu}[\\p{L}.'-]*|de|do|da|del|upon|on|am|le|la)){0,3})";
const LIVES = new RegExp(
  `\\bi(?: currently| now)?(?: live|'m living| am living|'m based| am based| reside)(?: now)? in ${PLACE_NAME}`,
  'iu',
);
const MOVED = new RegExp(`\\bi(?: just|'ve just| have just| recently)? moved to ${PLACE_NAME}`, 'iu');
const FROM = new RegExp(
  `\\b(?:i'm|i am) (?:originally )?from ${PLACE_NAME}|\\bi (?:come|came) from ${PLACE_NAME}|\\bi (?:grew up|was born and raised|was raised|was born) in ${PLACE_NAME}`,
  'iu',
);
/** Words that start no place name ("I live in a flat", "I'm from the future"). */
const NOT_A_PLACE =
  /^(?:a|an|the|my|this|that|here|there|it|which|what|where|hope|fear|love|peace|sin|denial|heaven|hell|\d)\b/;
const PLACE_STOP = /\s+(?:and|but|with|for|since|now|near|because|so|too|right|at|by|where|which|who|when)\b.*$/i;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Words a taste is kept to at most: a short phrase whole, not a whole afternoon described. */
const TASTE_WORDS = 8;
/**
 * Words a longer taste may be cut before: each starts a phrase of its own ("…bread | in the
 * morning"). Not "of", which belongs to the word before it ("a pot | of tea" leaves "a pot").
 */
const PHRASE_START =
  /^(?:with|without|in|on|at|for|from|to|about|by|into|onto|over|under|after|before|during|around|through|near|like|and|or|when|while|whenever|if|as|than|because|since|until|where)$/;
/** Words a taste cannot end on: they wait for what follows ("pancakes with lots", "the smell of"). */
const DANGLING =
  /^(?:a|an|the|my|your|his|her|their|our|its|some|any|lots|lot|loads|plenty|bit|bits|kind|sort|couple|bunch|piece|all|every|each|this|that|these|those|such|so|very|really|more|most|much|many|few|little|with|without|of|in|on|at|for|from|to|about|by|into|onto|over|under|after|before|during|around|through|near|like|and|or|but|when|while|if|as|than)$/;

/**
 * A taste longer than TASTE_WORDS words, cut where a phrase ends: before the last word
 * within the limit that starts a phrase of its own ("long walks on the beach at sunset |
 * with my dog"), else at the limit; then without the words left waiting for what followed
 * (never "pancakes with lots", cut before "of butter"). A shorter one is kept whole.
 */
function shortTaste(value: string): string {
  const words = value.split(' ');
  if (words.length <= TASTE_WORDS) return value;
  let end = TASTE_WORDS;
  for (let i = TASTE_WORDS; i >= 1; i--) {
    if (PHRASE_START.test(words[i]?.toLowerCase() ?? '')) {
      end = i;
      break;
    }
  }
  const kept = words.slice(0, end);
  while (kept.length > 1 && DANGLING.test(kept.at(-1)?.toLowerCase() ?? '')) kept.pop();
  return kept.join(' ');
}

function cleanTaste(raw: string): string | null {
  const value = raw
    .split(/\b(?:and i|but|because|though|although|so i|which)\b/)[0]
    ?.trim()
    .replace(/^to\s+/, '')
    .replace(/\s+(a lot|so much|very much|too|as well|lately|recently|anymore|any more|at all)$/, '')
    .trim();
  if (!value || NOT_A_TASTE.test(value)) return null;
  const taste = shortTaste(value);
  return taste.length >= 2 ? taste : null;
}

/** The visitor's own spelling of a phrase found in the lower-cased text ('Sundays', 'Python'). */
function inOriginalCase(value: string, text: string): string {
  const at = text.toLowerCase().indexOf(value);
  return at >= 0 ? text.slice(at, at + value.length) : value;
}

/** A sentence ends the place ("Montréal. I love…"); "St. Ives" and "Mt. Fuji" go on. */
const SENTENCE_END = /(?<!\b(?:St|Mt|Ft|Ste))\.\s.*$/u;
const PLACE_LINK = /^(?:the|de|do|da|del|upon|on|am|le|la)$/;

/**
 * The words of a place as typed: begun with a capital, it goes on only through capitalised
 * words ("New York last year" is New York); typed all in lower case, nothing tells where it
 * ends but the stop words ("new york" is New York).
 */
function typedPlace(raw: string | undefined): string | undefined {
  const words = raw?.trim().split(/\s+/);
  if (!words?.[0] || !/^\p{Lu}/u.test(words[0])) return raw;
  const end = words.findIndex((w, i) => i > 0 && !PLACE_LINK.test(w) && !/^\p{Lu}/u.test(w));
  return (end < 0 ? words : words.slice(0, end)).join(' ');
}

/** A place as the visitor named it, words capitalised when typed in lower case ("lisbon" -> "Lisbon"). */
function placeOf(raw: string | undefined): string | null {
  const value = typedPlace(raw?.replace(PLACE_STOP, '').replace(SENTENCE_END, ''))
    ?.replace(/[.'-]+$/, '')
    .trim();
  // "the UK" and "the Netherlands" are places; "the future" is not.
  if (!value || (NOT_A_PLACE.test(value.toLowerCase()) && !/^the [A-Z]/.test(value))) return null;
  return value
    .split(' ')
    .map((w) => (/^(?:the|de|do|da|del|upon|on|am|le|la)$/.test(w) ? w : capitalise(w)))
    .join(' ');
}

function selfFacts(text: string, t: string, refused: readonly string[]): RememberedFact[] {
  const facts: RememberedFact[] = [];
  // "My name is Christian" is told on purpose; "I'm Christian" may be a faith, so it is not a name.
  const told = givenName(t, refused);
  const im = text.match(IM_NAME_PATTERN)?.[1]?.toLowerCase();
  const named = told && !NOT_NAMES.has(told) ? told : im && !isNotAName(im) ? im : undefined;
  if (named) facts.push({ kind: 'name', value: capitalise(named) });
  facts.push(...extractAge(t));

  const mood = t.match(MOOD_PATTERN)?.[1];
  if (mood) facts.push({ kind: 'mood', value: mood === 'ok' ? 'okay' : mood });
  else if (DAY_PATTERN.test(t)) facts.push({ kind: 'mood', value: 'having a rough day' });
  else if (GOOD_DAY_PATTERN.test(t)) facts.push({ kind: 'mood', value: 'having a good day' });

  const study = t.match(STUDY)?.[1]?.trim();
  const work =
    t.match(WORK_PATTERN)?.[1]?.trim() ??
    t.match(IM_OCCUPATION)?.[1]?.trim() ??
    t.match(WORK_FIELD)?.[1]?.trim() ??
    (study ? `studying ${study}` : undefined);
  if (work && !HOW_WORK_GOES.test(work)) facts.push({ kind: 'work', value: inOriginalCase(work, text) });

  const home = placeOf(text.match(LIVES)?.[1]) ?? placeOf(text.match(MOVED)?.[1]);
  if (home) facts.push({ kind: 'place', value: home });
  const from = text.match(FROM);
  const origin = placeOf(from?.[1] ?? from?.[2] ?? from?.[3]);
  if (origin) facts.push({ kind: 'origin', value: origin });

  const tastes = [LIKE_PATTERN, FAVOURITE_PATTERN].flatMap((pattern) => [...t.matchAll(pattern)].map((m) => m[1]));
  // A hobby is remembered as something liked (age-hobbies.ts says why).
  for (const raw of [...tastes, ...extractHobbies(t)]) {
    const cleaned = raw ? cleanTaste(raw) : null;
    const value = cleaned ? inOriginalCase(cleaned, text) : null;
    if (value && !facts.some((f) => f.kind === 'like' && f.value.toLowerCase() === value.toLowerCase())) {
      facts.push({ kind: 'like', value });
    }
  }
  for (const m of t.matchAll(DISLIKE_PATTERN)) {
    const dislike = m[1] ? cleanTaste(m[1]) : null;
    if (dislike) facts.push({ kind: 'dislike', value: inOriginalCase(dislike, text) });
  }
  return facts;
}

/**
 * Facts a visitor tells about themselves in one message: their name, age, mood, work,
 * where they live and come from, what they like and dislike (hobbies included), their
 * animals and people, news, and plans (dated from `now` when they name a day). Only its
 * statements count, never its questions. Deterministic and conservative: a missed fact
 * costs little, a wrong one ("Nice to meet you, Tired!") costs trust.
 */
export function extractMemory(message: string, now?: Date): RememberedFact[] {
  // Questions tell nothing: "What do I like doing?" is no "I like doing".
  const text = statementsOf(tidy(message));
  const t = normalize(text);
  // A request is often asked ("can you stop asking me questions?"), so it is read from the whole message.
  const requested = requestsIn(tidy(message));
  const facts = [
    ...selfFacts(text, t, requested?.notCalled ?? []),
    ...extractPets(text),
    ...extractPronounName(text),
    ...extractPeople(text),
    ...extractNews(text),
    ...extractPlans(text, now),
  ];
  for (const fact of requested ? requestFacts(requested) : []) {
    if (!facts.some((f) => f.kind === 'dislike' && f.value.toLowerCase() === fact.value)) facts.push(fact);
  }
  // "I just moved to Lisbon" is news and a place: the place says it.
  return facts.filter(
    (f) => !(f.kind === 'news' && /^moved to /i.test(f.value) && facts.some((g) => g.kind === 'place')),
  );
}
