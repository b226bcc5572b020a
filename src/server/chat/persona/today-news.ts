import type { RememberedFact } from '../reply-engine.ts';
import { LOW_MOODS } from './intents.ts';
import { newsView } from './memory-view.ts';
import { capitalise } from './phrasing.ts';
import { type Scene, say } from './scene.ts';

/**
 * What the visitor tells about their day that is no fact worth remembering ("i went to the
 * gym today", "i had pizza today", "i hate my job"), met by naming it: interest and a
 * question about that very thing, or sympathy for a job that wears them down.
 */

const JOB_COMPLAINT =
  /\bi (?:really |just |honestly )?(?:hate|can'?t stand|loathe|despise) my (job|work|boss|commute|manager|shift)\b|\bmy (job|work|boss|manager) (?:sucks|is (?:awful|terrible|the worst|killing me|so stressful))\b/;
const TODAY = '(?:today|this morning|this afternoon|this evening|tonight|earlier|after work|at lunch)';
const WENT = new RegExp(`\\bi (?:just )?went (?:to |for )((?:the |a |an |my )?[a-z' ]{2,30}?) ${TODAY}\\b`);
const ATE = new RegExp(
  `\\bi (?:just )?(?:had|ate|made|cooked|baked|ordered) (?:some |a |an |the )?([a-z' ]{2,30}?) ${TODAY}\\b`,
);
const WATCHED = new RegExp(
  `\\bi (?:just )?(?:watched|saw|read|finished|played) ((?:a |an |the |my )?[a-z' ]{2,30}?) ${TODAY}\\b`,
);
const FOOD =
  /\b(?:pizza|pasta|sushi|ramen|curry|burgers?|tacos?|salad|soup|cake|pancakes?|breakfast|lunch|dinner|noodles|steak|chips|fries|biryani|bread|cookies|dumplings)\b/;

/** The visitor's message brings bad news or a low mood: no cheerful topic question after it. */
export function isLowMoment(text: string, facts: RememberedFact[]): boolean {
  return (
    JOB_COMPLAINT.test(text) ||
    facts.some(
      (f) => (f.kind === 'mood' && LOW_MOODS.has(f.value)) || (f.kind === 'news' && newsView(f).tone === 'sorrow'),
    )
  );
}

/** A reaction to the visitor's day and the question about it, or null when the message tells none. */
export function todayNews(s: Scene): [string, string] | null {
  const job = s.text.match(JOB_COMPLAINT);
  if (job) {
    const what = job[1] ?? job[2] ?? 'job';
    return [
      say(
        s,
        [
          "Ugh, I'm sorry. Hating your {what} wears you down, day after day.",
          "That's rough. A {what} you hate follows you home.",
        ],
        { what },
      ),
      say(s, ["What's the worst part of it?", 'Is it the work itself, or the people?']),
    ];
  }
  const went = s.text.match(WENT)?.[1]?.trim();
  if (went) {
    const slots = { place: went, Place: capitalise(went) };
    const question = /\bgym\b/.test(went) ? 'What did you work on?' : 'How was it?';
    return [say(s, ['{Place}? Good for you.', 'Ooh, {place}. I like that.'], slots), question];
  }
  const ate = s.text.match(ATE)?.[1]?.trim();
  if (ate && FOOD.test(ate)) {
    const slots = { food: ate, Food: capitalise(ate) };
    return [
      say(s, ['{Food}? Now I want some.', 'Mm, {food}. Good choice.'], slots),
      say(s, ['What kind of {food} was it?', 'Was the {food} any good?'], slots),
    ];
  }
  const watched = s.text.match(WATCHED)?.[1]?.trim();
  if (watched) {
    const slots = { thing: watched };
    return [
      say(s, ['Oh, {thing}? Nice.', 'Ooh, {thing}. I like the sound of that.'], slots),
      say(s, ['Was it any good?', 'What did you make of it?']),
    ];
  }
  return null;
}
