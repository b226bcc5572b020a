import { PEOPLE, PERSON_WORDS, singular } from './life-vocabulary.ts';
import { factsOf, isAre, newsView, objectOf, personView, petView, possessiveOf } from './memory-view.ts';
import { asSentence, capitalise, listOf } from './phrasing.ts';
import { type Scene, say } from './scene.ts';

/** Answers about the visitor's animals and people ("Miso! Your cat.", "Your sister is called Ana."). */

export function petAnswer(s: Scene, animal: string | null, wantsName: boolean): string {
  const pets = factsOf(s.memory, 'pet').map(petView);
  const kind = animal && animal !== 'pet' ? singular(animal) : null;
  const matching = kind ? pets.filter((p) => singular(p.animal.replace(/^\S+ (?=\S)/, '')) === kind) : pets;
  const named = matching.filter((p) => p.name);
  if (named.length > 0) {
    const names = listOf(named.map((p) => p.name ?? ''));
    const what = named.length === 1 ? `your ${named[0]?.animal}` : `your ${kind ? `${kind}s` : 'pets'}`;
    return say(
      s,
      [
        '{Names}! {What}. How could I forget?',
        'Of course: {names}, {what}.',
        "{Names}. Tell me, what's {first} up to today?",
      ],
      {
        Names: capitalise(names),
        names,
        What: capitalise(what),
        what,
        first: named[0]?.name ?? '',
      },
    );
  }
  if (matching.length > 0) {
    const pet = matching[0];
    return wantsName
      ? say(s, ["You told me about {phrase}, but never its name. What's it called?"], { phrase: pet?.phrase ?? '' })
      : say(s, ['You have {phrase}, you told me. What is it like?'], {
          phrase: (pet?.phrase ?? '').replace(/^your /, 'a '),
        });
  }
  if (pets.length > 0) {
    return say(s, ["I don't think you've mentioned a {kind}. I do remember {others}, though."], {
      kind: kind ?? 'pet',
      others: listOf(pets.map((p) => p.phrase)),
    });
  }
  return say(
    s,
    [
      "You haven't told me about a {kind} yet. Do you have one?",
      "I don't know that one: you haven't mentioned a {kind}. Is there one at home?",
    ],
    { kind: kind ?? 'pet' },
  );
}

export function personAnswer(s: Scene, relation: string, wantsName: boolean): string {
  const rel = relation.toLowerCase().replace(/^(?:little|big|older|younger|best) (?=\S)/, '');
  const word = PERSON_WORDS.find((w) => rel.includes(w)) ?? rel;
  const people = factsOf(s.memory, 'family')
    .map(personView)
    .filter((p) => p.relation.includes(word) || (word.endsWith('s') && p.relation.includes(singular(word))));
  const news = factsOf(s.memory, 'news')
    .map(newsView)
    .filter((n) => n.about === word);
  const pronoun = PEOPLE[word] ?? 'they';
  const named = people.find((p) => p.name);
  const parts: string[] = [];
  if (named) parts.push(`Your ${named.relation} is called ${named.name}.`);
  else if (people[0]) parts.push(`You have ${people[0].relation.replace(/^(?!(?:two|three|four|five|\d+) )/, 'a ')}.`);
  const latest = news.at(-1);
  if (latest) {
    parts.push(
      parts.length > 0
        ? asSentence(`And ${pronoun} ${latest.predicate}`)
        : say(s, ['You told me {who} {what}.', 'I remember: {who} {what}.'], {
            who: `your ${word}`,
            what: latest.predicate,
          }),
    );
  }
  if (parts.length === 0) {
    return say(
      s,
      [
        "You haven't told me about your {rel} yet. What's {obj} like?",
        "I don't know much about your {rel} yet. Tell me about {obj}?",
      ],
      {
        rel: word,
        obj: objectOf(pronoun),
      },
    );
  }
  if (wantsName && !named) parts.unshift(`You haven't told me ${possessiveOf(pronoun)} name, actually.`);
  const ask = latest?.loss
    ? 'How are you holding up?'
    : latest
      ? `How ${isAre(pronoun)} doing${latest.tone === 'sorrow' ? ' now' : ''}?`
      : wantsName && !named
        ? `What's ${possessiveOf(pronoun)} name?`
        : `What ${isAre(pronoun)} like?`;
  return `${parts.join(' ')} ${ask}`;
}
