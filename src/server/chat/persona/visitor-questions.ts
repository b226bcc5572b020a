import { PERSON, PET } from './life-vocabulary.ts';
import { tidy } from './text-tidy.ts';

/**
 * Questions a visitor asks about themselves ("what's my job again?", "do you remember my
 * cat's name?", "where do I live?"): what they ask about, so the companion answers from
 * memory, or says it does not know yet and asks.
 */
export type VisitorTopic =
  | 'everything'
  | 'name'
  | 'age'
  | 'work'
  | 'place'
  | 'origin'
  | 'pet'
  | 'family'
  | 'like'
  | 'hobby'
  | 'dislike'
  | 'mood'
  | 'news'
  | 'plan'
  | 'about';

export interface VisitorQuestion {
  topic: VisitorTopic;
  /**
   * What in particular: "cat", "sister", "exam", "friday", "food" (favourite), "doing"
   * (what they like doing), or free words for 'about'.
   */
  subject: string | null;
  /** They ask for a name ("my cat's name"). */
  wantsName: boolean;
}

const REMEMBER =
  '(?:do you (?:still )?(?:remember|recall|know)|can you remember|did you remember|remind me(?: of)?|tell me)';
const WHATS = "(?:what's|what is|what was|whats)";
const DAY =
  '(today|tonight|tomorrow|this weekend|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))';

type Rule = [RegExp, (m: RegExpMatchArray) => VisitorQuestion];
const q = (topic: VisitorTopic, subject: string | null = null, wantsName = false): VisitorQuestion => ({
  topic,
  subject: subject?.replace(/^on /, '').trim() ?? null,
  wantsName,
});

const RULES: Rule[] = [
  [
    /\bwhat do you (?:know|remember) about me\b|\bwhat have i told you(?: about me| about myself| so far)?\??$|\b(?:what did i tell you|tell me what you (?:know|remember))(?: about (?:me|myself))?\??$|\bwhat do you remember\??$|\bhow much do you remember\b|\bdo you remember anything about me\b/,
    () => q('everything'),
  ],
  [
    new RegExp(
      `\\b(?:${WHATS}|${REMEMBER}) (?:the name of )?(?:my|our) (${PET}|pet)(?:'?s)? name\\b|\\b${WHATS} (?:my|our) (${PET}|pet)(?:'?s)? called\\b|\\bwhat did i (?:call|name) my (${PET}|pet)\\b|\\b${WHATS} the name of my (${PET}|pet)\\b`,
    ),
    (m) => q('pet', m[1] ?? m[2] ?? m[3] ?? m[4] ?? null, true),
  ],
  [
    new RegExp(
      `\\b(?:${WHATS}|${REMEMBER}) (?:the name of )?my ((?:little |big |older |younger |best )?${PERSON})(?:'?s)? name\\b|\\b${WHATS} my (${PERSON})(?:'?s)? called\\b|\\b${WHATS} the name of my (${PERSON})\\b`,
    ),
    (m) => q('family', m[1] ?? m[2] ?? m[3] ?? null, true),
  ],
  [/\bwho(?:'s| is| are) my ([a-z ]{2,20}?)\??$/, (m) => q('about', m[1] ?? null)],
  [
    /\bwhat (?:pets?|animals?) do i (?:have|own)\b|\bdo i have (?:a |any )?pets?\b|\bwhat (?:kind|sort|type) of (?:pets?|animals?) do i have\b|\bdo you (?:remember|know) (?:my pets?|my animals|what pets?)\b|\bhow many pets\b/,
    () => q('pet'),
  ],
  [new RegExp(`\\bdo i have (?:a|an|any) (${PET})s?\\b`), (m) => q('pet', m[1] ?? null)],
  [
    /\bhow many (kids|children|siblings|brothers|sisters|grandchildren) do i have\b|\bdo i have (?:any )?(kids|children|siblings|brothers|sisters)\b/,
    (m) => q('family', m[1] ?? m[2] ?? null),
  ],
  [
    /\b(?:what(?:'s| is)? my (?:job|work|profession|occupation|line of work)|what do i do for (?:work|a living)|where do i work|what (?:job|work) do i (?:do|have)|what am i studying|what do i study|(?:remember|know) (?:what i do|my job|where i work|what my job is|what i do for (?:work|a living)))\b/,
    () => q('work'),
  ],
  [
    /\b(?:where do i live|where(?:'s| is) (?:my home|home for me)|(?:what|which) (?:city|town|country|place|part of the world) do i live in|(?:remember|know) where i live|where am i (?:based|living)|where did i (?:say i )?(?:live|moved?))\b/,
    () => q('place'),
  ],
  [
    /\b(?:where am i from|where do i come from|where did i grow up|where was i born|(?:remember|know) where i(?:'m| am) from|what(?:'s| is) my home ?town)\b/,
    () => q('origin'),
  ],
  [/\bwhat(?:'s| is) my (?:favou?rite|fave|fav) ([a-z ]{2,20}?)\??$/, (m) => q('like', m[1] ?? null)],
  [
    /\bhow old am i\b|\bwhat(?:'s| is) my age\b|\b(?:remember|know|recall) (?:how old i am|my age)\b|\bhow old did i (?:say|tell you) i (?:was|am)\b/,
    () => q('age'),
  ],
  [
    /\bwhat(?:'s| is| are| were) my (?:hobby|hobbies|pastimes?)\b|\b(?:remember|know|recall) (?:my hobb(?:y|ies)|what my hobb(?:y|ies) (?:is|are))\b|\bwhat hobbies do i have\b|\bdo i have (?:a |any )?hobb(?:y|ies)\b/,
    () => q('hobby'),
  ],
  [
    /\bwhat do i (?:like|love|enjoy) (?:doing|to do)\b|\b(?:remember|know) what i (?:like|love|enjoy) (?:doing|to do)\b/,
    () => q('like', 'doing'),
  ],
  [
    /\bwhat do i (?:like|love|enjoy)\b|\bwhat do i do for fun\b|\bwhat are my (?:interests|favou?rite things|passions)\b|\b(?:remember|know) what i (?:like|love|enjoy)\b|\bwhat am i into\b/,
    () => q('like'),
  ],
  [/\bwhat do i (?:hate|dislike|not like|can't stand)\b|\bwhat don't i like\b/, () => q('dislike')],
  [
    /\bwhat (?:did i (?:say|tell you) (?:had )?happened|happened to me|news did i (?:tell you|give you|share))\b|\bwhat did i (?:say|tell you) about (?:today|my day|yesterday|this morning)\b|\b(?:remember|know) what happened (?:to me )?(?:today|yesterday)\b/,
    () => q('news'),
  ],
  [/\bhow (?:am|was) i feeling\b|\bhow did i say i (?:was|felt)\b|\bwhat(?:'s| is) my mood\b/, () => q('mood')],
  [
    new RegExp(
      `\\bwhat (?:am i doing|do i have(?: on)?|have i got(?: on)?|(?:is|'s) happening|(?:is|'s) on) ${DAY}\\b`,
    ),
    (m) => q('plan', m[1] ?? null),
  ],
  [/\bwhat (?:are|were) my plans\b|\bwhat(?:'s| is) coming up for me\b|\bwhat plans do i have\b/, () => q('plan')],
  [
    /\bwhen(?:'s| is| was) my ([a-z' ]{2,30}?)\??$|\bwhat day(?:'s| is| was) my ([a-z' ]{2,30}?)\??$|\b(?:remember|know) when my ([a-z' ]{2,30}?) (?:is|was)\??$/,
    (m) => q('plan', m[1] ?? m[2] ?? m[3] ?? null),
  ],
  [
    /\b(?:what did i (?:tell you|say)|what have i told you|do you remember what i (?:told you|said)|what do you (?:know|remember)) about (?:my )?([a-z0-9' ]{2,40}?)\??$/,
    (m) => q('about', m[1] ?? null),
  ],
  [/\bwhat happened (?:to|with) my ([a-z' ]{2,30}?)\??$/, (m) => q('about', m[1] ?? null)],
  [
    /\b(?:what(?:'s| is) my name|do you (?:still )?(?:remember|know) (?:me|my name|who i am)|who am i\??$)\b/,
    () => q('name', null, true),
  ],
  [new RegExp(`\\b${REMEMBER} my ([a-z' ]{2,30}?)\\??$`), (m) => q('about', m[1] ?? null)],
];

/**
 * The visitor's question about themselves, or null when the message asks no such thing.
 * With their work remembered, a bare "what do I do?" asks the companion to remember it.
 */
export function visitorQuestion(message: string, knowsWork = false): VisitorQuestion | null {
  const lower = tidy(message)
    .toLowerCase()
    .replace(/[.!]+$/, '')
    .trim();
  // "What do I do?" alone asks for advice; "what do I do again?" asks the companion to remember.
  if (/^(?:so |and |um+ |hey )?what do i do(?: for (?:work|a living))? again\??$/.test(lower)) return q('work');
  if (knowsWork && /^(?:so |and |um+ |hey )?what do i do\??$/.test(lower)) return q('work');
  const t = lower.replace(/,?\s*(?:again|please|by the way|btw)(?=\??$)/, '').trim();
  for (const [pattern, make] of RULES) {
    const m = t.match(pattern);
    if (m) return make(m);
  }
  return null;
}
