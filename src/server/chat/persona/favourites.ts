import { capitalise } from './phrasing.ts';
import { type Scene, say } from './scene.ts';

/**
 * "What's your favourite food?" answered with a food the persona's own text names (Kenji's
 * ramen, Farah's biryani), the same one each time; a kind the text names nothing of is
 * owned up to rather than answered with the companion's hobbies.
 */

/** Things of each kind a persona's text may name, as said in an answer. */
const KINDS: Record<string, readonly string[]> = {
  food: [
    'ramen',
    'pasta',
    'ragù',
    'pizza',
    'sushi',
    'tacos',
    'biryani',
    'croissants',
    'tarts',
    'cinnamon buns',
    'cardamom buns',
    'brisket',
    'tortillas',
    'plate lunch',
    'dumplings',
    'curry',
    'noodles',
    'bread',
    'apricots',
    'cake',
    'chocolate',
    'wagashi',
  ],
  drink: ['genmaicha', 'chai', 'matcha', 'herbal tea', 'tea', 'coffee', 'wine', 'hot chocolate'],
};

const ASKED =
  /\bfavou?rite (food|dish|meal|snack|drink|colou?r|song|band|singer|movie|film|book|season|animal|sport|place)\b|\bwhat do you (?:like|love) to (eat|drink)\b/;
const KIND_OF: Record<string, string> = { dish: 'food', meal: 'food', snack: 'food', eat: 'food' };

/** Where the text first names a thing, -1 if nowhere ("croissant dough" names croissants). */
function named(text: string, thing: string): number {
  const stem = thing.replace(/s$/, '');
  return text.search(new RegExp(`(?<!\\p{L})${stem}s?(?!\\p{L})`, 'iu'));
}

/** The answer to a question about the companion's favourite thing of a kind, or null when none was asked. */
export function favouriteAnswer(s: Scene): string | null {
  const asked = s.text.match(ASKED);
  if (!asked) return null;
  const word = asked[1] ?? asked[2] ?? '';
  const kind = KIND_OF[word] ?? (word === 'drink' ? 'drink' : word);
  const { persona, interests } = s.profile;
  const text = [persona.description, persona.scenario, persona.personality, ...interests.map((i) => i.text)].join(' ');
  const things = (KINDS[kind] ?? [])
    .map((thing) => ({ thing, at: named(text, thing) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
  const thing = things[0]?.thing;
  if (thing)
    return say(s, ['{Thing}, no contest.', 'Easy: {thing}.', "{Thing}. Don't get me started."], {
      thing,
      Thing: capitalise(thing),
    });
  const label = kind === 'food' || kind === 'drink' ? kind : word;
  return say(
    s,
    [
      `I've never settled on a favourite {label}, honestly. What's yours?`,
      'A favourite {label}? I could never pick just one. Tell me yours?',
    ],
    {
      label,
    },
  );
}
