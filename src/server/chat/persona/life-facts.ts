import type { RememberedFact } from '../reply-engine.ts';
import { DAY_PHRASE, formatDay, resolveDay } from './dates.ts';
import { NAME, NOT_A_NAME, PERSON, PERSON_MODIFIER, PET, PLAN_NOUN, singular } from './life-vocabulary.ts';

/**
 * Facts about the visitor's life beyond themselves: their animals, their people, news
 * about either, and plans with a day. Patterns run on tidied text (see text-tidy.ts),
 * case-insensitively, and read names in the visitor's own spelling.
 */

type Fact = RememberedFact;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A name a visitor typed, or null when the word is not one ("my cat is…"). */
function nameOf(raw: string | undefined): string | null {
  if (!raw) return null;
  const word = raw.replace(/'s$/i, '');
  if (word.length < 2 || NOT_A_NAME.has(word.toLowerCase())) return null;
  return capitalise(word);
}

const COUNT = '(?:a|an|one|two|three|four|five|\\d+)';
const MODIFIERS = '(?:[a-z-]+ ){0,2}';
const NAMES_AFTER = `(?:,? (?:called|named|whose names? (?:is|are)) ${NAME}(?:(?:,| and|, and) ${NAME})?)?`;

const HAVE_PET = new RegExp(
  `\\b(?:i|we)(?: have|'ve got| have got| got| own| adopted| just adopted|'ve just adopted| rescued| just got|'ve just got) (${COUNT}) ${MODIFIERS}(${PET})(?:s|es)?\\b${NAMES_AFTER}`,
  'gi',
);
const MY_PET_NAMED = new RegExp(
  `\\b(?:my|our) (${PET})(?:s|es)?(?:'s name is|'s called| is called| is named| are called| are named|,? called|,? named) ${NAME}(?:(?:,| and|, and) ${NAME})?`,
  'gi',
);
/** "… and a dog named Rex" after "I have a cat": more animals of the same list. */
const AND_PET = new RegExp(
  `(?:,|\\band|\\balso|\\bplus) (${COUNT}) ${MODIFIERS}(${PET})(?:s|es)?\\b${NAMES_AFTER}`,
  'gi',
);
/** "my cat Miso": the name must be capitalised or end the clause ("my cat loves…" names nobody). */
const MY_PET_NAME = new RegExp(
  `\\b(?:[Mm]y|[Oo]ur) (${PET}),? ([A-Z][A-Za-z'-]{1,20}|[a-z][a-z'-]{1,20}(?=[.!?,;]|$))`,
  'g',
);

function petValue(animal: string, name: string | null, count?: string): string {
  const kind = singular(animal.toLowerCase());
  const many = count && !/^(?:a|an|one|1)$/i.test(count);
  if (name) return `${kind} called ${name}`;
  return many ? `${count.toLowerCase()} ${kind === 'fish' ? kind : `${kind}s`}` : kind;
}

export function extractPets(text: string): Fact[] {
  const facts: Fact[] = [];
  const add = (value: string) => {
    if (!facts.some((f) => f.value.toLowerCase() === value.toLowerCase())) facts.push({ kind: 'pet', value });
  };
  for (const m of text.matchAll(HAVE_PET)) {
    const names = [nameOf(m[3]), nameOf(m[4])].filter((n): n is string => n !== null);
    if (names.length === 0) add(petValue(m[2] ?? '', null, m[1]));
    for (const name of names) add(petValue(m[2] ?? '', name));
  }
  const firstHave = text.search(/\b(?:i|we)(?: have|'ve got| have got| own)\b/i);
  if (firstHave >= 0) {
    for (const m of text.slice(firstHave).matchAll(AND_PET)) {
      const names = [nameOf(m[3]), nameOf(m[4])].filter((n): n is string => n !== null);
      if (names.length === 0) add(petValue(m[2] ?? '', null, m[1]));
      for (const name of names) add(petValue(m[2] ?? '', name));
    }
  }
  for (const m of text.matchAll(MY_PET_NAMED)) {
    for (const name of [nameOf(m[2]), nameOf(m[3])]) if (name) add(petValue(m[1] ?? '', name));
  }
  for (const m of text.matchAll(MY_PET_NAME)) {
    const name = nameOf(m[2]);
    if (name) add(petValue(m[1] ?? '', name));
  }
  // "a cat called Miso" makes an unnamed "cat" from the same message redundant.
  return facts.filter((f) => !facts.some((g) => g !== f && g.value.startsWith(`${f.value} called `)));
}

/**
 * "His name is Biscuit", "she's called Miso": a name for the animal (or person) just
 * mentioned. Stored as the pet value "called Biscuit"; memory-merge.ts gives it to the
 * latest unnamed pet, or person, or drops it.
 */
const PRONOUN_NAMED =
  /\b(?:(?:his|her|its|their) names? (?:is|are|'s)|(?:he|she|it)(?:'s| is) (?:called|named)|(?:we|i) (?:call|named|called) (?:him|her|it))\s+([A-Za-z][A-Za-z'-]{1,20})/gi;

export function extractPronounName(text: string): Fact[] {
  const facts: Fact[] = [];
  for (const m of text.matchAll(PRONOUN_NAMED)) {
    const name = nameOf(m[1]);
    if (name) facts.push({ kind: 'pet', value: `called ${name}` });
  }
  return facts.slice(0, 1);
}

const MY_PERSON_NAMED = new RegExp(
  `\\bmy ${PERSON_MODIFIER}(${PERSON})(?:'s name is|'s called| is called| is named|,? called|,? named) ${NAME}`,
  'gi',
);
const MY_PERSON_NAME = new RegExp(`\\bmy ${PERSON_MODIFIER}(${PERSON}),? ([A-Z][A-Za-z'-]{1,20})(?:'s)?\\b`, 'gi');
const HAVE_PEOPLE = new RegExp(
  `\\bi (?:have|'ve got|have got) (${COUNT}) ((?:little |baby |big |older |younger |twin |teenage |grown-up )?)(${PERSON}|sons|daughters|sisters|brothers|kids|children)\\b`,
  'gi',
);

function personValue(relation: string, name: string | null): string {
  const rel = relation.toLowerCase();
  return name ? `${rel} called ${name}` : rel;
}

export function extractPeople(text: string): Fact[] {
  const facts: Fact[] = [];
  const add = (value: string) => {
    if (!facts.some((f) => f.value.toLowerCase() === value.toLowerCase())) facts.push({ kind: 'family', value });
  };
  for (const m of text.matchAll(MY_PERSON_NAMED)) {
    const name = nameOf(m[2]);
    if (name) add(personValue(m[1] ?? '', name));
  }
  // A capitalised word after "my sister" is her name only when typed with a capital.
  for (const m of text.matchAll(MY_PERSON_NAME)) {
    const name = m[2] && /^[A-Z]/.test(m[2]) ? nameOf(m[2]) : null;
    if (name) add(personValue(m[1] ?? '', name));
  }
  for (const m of text.matchAll(HAVE_PEOPLE)) {
    const count = (m[1] ?? '').toLowerCase();
    const who = `${(m[2] ?? '').toLowerCase()}${(m[3] ?? '').toLowerCase()}`;
    add(/^(?:a|an|one|1)$/.test(count) ? who : `${count} ${who}`);
  }
  return facts.filter((f) => !facts.some((g) => g !== f && g.value.startsWith(`${f.value} called `)));
}

/** What can happen to someone close to the visitor that is worth asking about later. */
const PERSON_EVENT =
  "(?:had (?:a baby|twins|the baby|her baby|surgery|an operation|an accident|a fall|a stroke|a heart attack)|gave birth|(?:was|has been|'s been) (?:sick|ill|unwell|poorly|in (?:the )?hospital|taken to (?:the )?hospital|rushed to (?:the )?hospital)|(?:is|'s) (?:pregnant|expecting|engaged|getting married|in (?:the )?hospital|sick|ill|moving|retiring|coming to visit|visiting|(?:doing )?(?:better|okay|ok|fine) now)|got (?:engaged|married|divorced|promoted|a new job|the job|a job(?! interview)|into [a-z ]+|accepted|sick|fired|laid off|dumped|a puppy|a kitten|a dog|a cat|hurt|injured|better|home)|graduated|passed (?:away|on|[a-z' ]*(?:exam|test|finals|course))|failed [a-z' ]*(?:exam|test|finals)|won [a-z' ]+|lost (?:[a-z' ]*(?:job|game|match|race|tooth|teeth))|broke (?:up|her [a-z]+|his [a-z]+|their [a-z]+)|split up|moved (?:to|in|out|away|house)[a-z ]*|bought (?:a|their|her|his) (?:first )?(?:house|flat|home|car|apartment)|started (?:a new job|school|uni|university|college|nursery|kindergarten|a new school|walking|talking)|turned \\d+|retired|died|passed|came home)";
/** What the visitor can tell about themselves as news (not a mood, not a plan). */
const SELF_EVENT =
  "(?:got (?:engaged|married|divorced|promoted|a new job|the job|a job(?! interview)|into [a-z ]+|accepted|fired|laid off|dumped|a puppy|a kitten|a dog|a cat|my (?:driving )?licen[cs]e|a raise)|graduated|passed [a-z' ]*(?:exam|test|finals|course|interview)|failed [a-z' ]*(?:exam|test|finals)|won [a-z' ]+|lost my (?:job|wallet|phone|keys)|broke up(?: with [a-z ]+)?|quit my job|moved (?:to|in|house|out)[a-z ]*|bought (?:a|my) (?:first )?(?:house|flat|home|car|apartment)|started (?:a new job|my new job|school|uni|university|college|a new course|therapy)|had (?:a baby|twins|my baby|surgery|an operation|an accident)|gave birth|finished (?:my )?(?:exams|degree|thesis|dissertation|course|finals)|became an? (?:mum|mom|dad|father|mother|aunt|uncle|grandma|grandpa|grandparent)|turned \\d+|retired)";
const LEAD = "(?:just |finally |recently |has just |has |have just |have |'s just |'ve just |'ve )?";
const PERSON_NEWS = new RegExp(
  `\\bmy (${PERSON_MODIFIER}(?:${PERSON}|${PET}))(?: ([A-Za-z][A-Za-z'-]{1,20}))?,? ${LEAD}(${PERSON_EVENT})([^.!?;]{0,40})`,
  'gi',
);
const SELF_NEWS = new RegExp(
  `\\bi(?: just|'ve just| have just| finally| recently|'ve| have)? (${SELF_EVENT})([^.!?;]{0,40})`,
  'gi',
);
const SELF_STATE = /\bi(?:'m| am) (?:now )?(pregnant|expecting|engaged|getting married|retiring)\b/gi;

/** A news clause trimmed at the next clause ("and I", "but", "so") and of trailing fillers. */
function clause(event: string, rest: string): string {
  const tail = (rest ?? '').split(/,|\b(?:and|but|so|because|which|who|when|while|after|before|since)\b/i)[0] ?? '';
  return `${event}${tail}`
    .trim()
    .replace(
      /\s+(?:today|yesterday|tonight|this (?:morning|week|afternoon|evening)|last (?:night|week|month|year)|\w+ (?:days?|weeks?|months?|years?) ago|lol|haha)$/i,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

export function extractNews(text: string): Fact[] {
  const facts: Fact[] = [];
  for (const m of text.matchAll(PERSON_NEWS)) {
    const who = (m[1] ?? '').toLowerCase();
    // With the /i flag any word fits the name slot: only a capitalised one is a name.
    const name = m[2] && /^[A-Z]/.test(m[2]) ? nameOf(m[2]) : null;
    facts.push({ kind: 'news', value: `${who}${name ? ` ${name}` : ''} ${clause(m[3] ?? '', m[4] ?? '')}` });
  }
  for (const m of text.matchAll(SELF_NEWS)) facts.push({ kind: 'news', value: clause(m[1] ?? '', m[2] ?? '') });
  for (const m of text.matchAll(SELF_STATE)) facts.push({ kind: 'news', value: `am ${(m[1] ?? '').toLowerCase()}` });
  return facts;
}

const PLAN_SUBJECT = `((?:${PERSON}'s |[a-z-]+ ){0,3}?${PLAN_NOUN})`;
const MY_PLAN = new RegExp(`\\bmy ${PLAN_SUBJECT} (?:is|will be|'s)(?: on| at)? ${DAY_PHRASE.source}`, 'gi');
const HAVE_PLAN = new RegExp(
  `\\b(?:i|we)(?: have|'ve got| have got| got|'ve) (?:an? |my |the |two |three |\\d+ )?${PLAN_SUBJECT}(?: on| at)? ${DAY_PHRASE.source}`,
  'gi',
);
const GOING_PLAN = new RegExp(
  `\\b(?:[Ii]'m|[Ii] am|[Ww]e're|[Ww]e are) (going|flying|heading|travelling|traveling|off) to ([A-Z][A-Za-z'-]+(?: [A-Z][A-Za-z'-]+){0,2}) ${DAY_PHRASE.source}`,
  'g',
);
const DOING_PLAN = new RegExp(
  `\\b(?:i'm|i am|we're|we are) ((?:visiting|seeing|meeting|moving|starting|running|hosting|sitting|taking|playing|performing|presenting|getting married|going to the (?:doctor|dentist|hospital|vet|gym|beach|cinema|theatre|concert|match|game))(?: [a-z'-]+){0,3}?) ${DAY_PHRASE.source}`,
  'gi',
);

/** "exam on Friday, 5 June 2026" when the day resolves, else "trip to Japan next month". */
function planValue(what: string, dayPhrase: string, now: Date | undefined): string {
  const day = now ? resolveDay(dayPhrase, now) : null;
  // Lower-case the first word ("My Exam" -> "exam"); names keep their capitals ("trip to Japan").
  const subject = what
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\S+/, (w) => w.toLowerCase());
  return day ? `${subject} on ${formatDay(day)}` : `${subject} ${dayPhrase.toLowerCase()}`;
}

export function extractPlans(text: string, now?: Date): Fact[] {
  const facts: Fact[] = [];
  const add = (what: string, phrase: string | undefined) => {
    if (!phrase) return;
    const value = planValue(what, phrase, now);
    if (!facts.some((f) => f.value === value)) facts.push({ kind: 'plan', value });
  };
  for (const m of text.matchAll(MY_PLAN)) add(m[1] ?? '', m[2]);
  for (const m of text.matchAll(HAVE_PLAN)) add(m[1] ?? '', m[2]);
  for (const m of text.matchAll(GOING_PLAN)) add(`trip to ${m[2] ?? ''}`, m[3]);
  for (const m of text.matchAll(DOING_PLAN)) add(m[1] ?? '', m[2]);
  return facts;
}
