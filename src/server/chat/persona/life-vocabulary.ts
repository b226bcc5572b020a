/**
 * The words the memory layer recognises in a visitor's life: the people in it, their
 * animals, the occupations they name and the events they plan. Lists, not a model: a
 * word missing here costs a missed fact, never a wrong one.
 */

/** Family and close people, with the pronoun the companion uses for them. */
export const PEOPLE: Record<string, 'he' | 'she' | 'they'> = {
  mum: 'she',
  mom: 'she',
  mummy: 'she',
  mommy: 'she',
  mother: 'she',
  dad: 'he',
  daddy: 'he',
  father: 'he',
  papa: 'he',
  sister: 'she',
  brother: 'he',
  wife: 'she',
  husband: 'he',
  partner: 'they',
  girlfriend: 'she',
  boyfriend: 'he',
  fiance: 'he',
  fiancé: 'he',
  fiancee: 'she',
  fiancée: 'she',
  son: 'he',
  daughter: 'she',
  baby: 'they',
  grandma: 'she',
  grandmother: 'she',
  granny: 'she',
  nan: 'she',
  nana: 'she',
  gran: 'she',
  grandpa: 'he',
  grandfather: 'he',
  grandad: 'he',
  granddad: 'he',
  aunt: 'she',
  auntie: 'she',
  uncle: 'he',
  cousin: 'they',
  niece: 'she',
  nephew: 'he',
  'best friend': 'they',
  friend: 'they',
  roommate: 'they',
  flatmate: 'they',
  parents: 'they',
  kids: 'they',
  children: 'they',
  twins: 'they',
  grandkids: 'they',
  grandchildren: 'they',
};

/** Words that may stand before a relation ("little sister", "older brother"). */
export const PERSON_MODIFIER = '(?:(?:little|baby|big|older|younger|elder|twin|step|half|teenage|grown-up|best) )?';

/** Longest first, so "best friend" wins over "friend" and "grandmother" over "mother". */
export const PERSON_WORDS = Object.keys(PEOPLE).sort((a, b) => b.length - a.length);
export const PERSON = `(?:${PERSON_WORDS.join('|')})`;

export const PET_WORDS = [
  'guinea pig',
  'cat',
  'kitten',
  'kitty',
  'dog',
  'puppy',
  'pup',
  'rabbit',
  'bunny',
  'hamster',
  'parrot',
  'budgie',
  'bird',
  'goldfish',
  'fish',
  'turtle',
  'tortoise',
  'horse',
  'pony',
  'ferret',
  'snake',
  'lizard',
  'gecko',
  'hedgehog',
  'rat',
  'mouse',
  'chinchilla',
  'chicken',
  'hen',
];
export const PET = `(?:${PET_WORDS.join('|')})`;

/** Plurals as people write them ("two puppies", "three fish"). */
export function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word === 'mice') return 'mouse';
  return word.replace(/s$/, '');
}

/** A name as it may follow a relation or an animal ("Miso", "Mary-Jane", "O'Neil"). */
export const NAME = "([A-Za-z][A-Za-z'-]{1,20})";

/** Words that can follow "my cat" without being its name. */
export const NOT_A_NAME: ReadonlySet<string> = new Set(
  (
    'is was has had and but who which that just really so too also very always never still ' +
    'got gets loves likes hates sleeps eats died passed went came keeps does did will would ' +
    'can could should might must may isnt doesnt the a an of in on at to for with from by ' +
    'today tomorrow yesterday now here there again lol haha please thanks named called ' +
    'and or nor yet because when while if then than as sat ran says said thinks told wants ' +
    'finally recently being getting having my your his her our their i we you he she it they me him us them'
  ).split(' '),
);

const OCCUPATIONS = (
  'nurse doctor teacher student engineer developer programmer designer chef cook baker ' +
  'barista waiter waitress bartender writer author journalist editor artist painter ' +
  'musician singer photographer lawyer accountant architect scientist researcher ' +
  'pharmacist dentist vet veterinarian paramedic firefighter police officer soldier ' +
  'pilot driver mechanic electrician plumber carpenter builder farmer gardener cleaner ' +
  'cashier manager consultant analyst librarian therapist psychologist counsellor ' +
  'counselor carer caregiver midwife surgeon professor lecturer tutor translator ' +
  'interpreter salesman saleswoman receptionist secretary assistant technician ' +
  'programmer coder tester streamer youtuber freelancer entrepreneur hairdresser ' +
  'barber tailor florist butcher plumber welder miner fisherman sailor ranger ' +
  'paralegal banker trader economist actor actress dancer comedian coach trainer ' +
  'physiotherapist optician surveyor courier postman postwoman janitor caretaker ' +
  'nanny babysitter housekeeper estate agent social worker civil servant intern ' +
  'apprentice retiree pensioner'
).split(' ');
export const OCCUPATION = `(?:${[...new Set(OCCUPATIONS)].sort((a, b) => b.length - a.length).join('|')})`;

/** Things people have on a day: what a dated plan is about. */
const PLAN_NOUNS = [
  'exam',
  'exams',
  'test',
  'finals',
  'midterm',
  'midterms',
  'interview',
  'appointment',
  'surgery',
  'operation',
  'scan',
  'check-up',
  'checkup',
  'date',
  'wedding',
  'birthday',
  'party',
  'flight',
  'trip',
  'holiday',
  'vacation',
  'concert',
  'gig',
  'match',
  'game',
  'race',
  'marathon',
  'recital',
  'performance',
  'presentation',
  'meeting',
  'deadline',
  'audition',
  'graduation',
  'move',
  'shift',
  'first day',
  'hearing',
  'results',
  'competition',
  'tournament',
  'show',
  'opening',
  'launch',
  'anniversary',
  'ceremony',
  'lesson',
  'class',
  'viva',
  'defence',
  'defense',
];
export const PLAN_NOUN = `(?:${[...PLAN_NOUNS].sort((a, b) => b.length - a.length).join('|')})`;
