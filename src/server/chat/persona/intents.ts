import { isSexualRequest } from '../safety/classify.ts';
import { asks } from './statements.ts';

/**
 * What a visitor's message is doing. Several can hold at once ("Hi! I'm Sam, what do you
 * like?"); the composer answers the most specific one and acknowledges the rest.
 * Questions about the visitor themselves are read by visitor-questions.ts.
 */
export type Intent =
  | 'explicit'
  | 'greeting'
  | 'farewell'
  | 'thanks'
  | 'ask-name'
  | 'ask-how'
  | 'ask-likes'
  | 'ask-doing'
  | 'ask-about'
  | 'compliment'
  | 'laugh'
  | 'ask-story'
  | 'question';

/** Lower-case, straight apostrophes, single spaces. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
}

const PATTERNS: [Exclude<Intent, 'question' | 'explicit'>, RegExp][] = [
  [
    'greeting',
    /^(hi+|hello+|hey+|heya|hiya|yo|howdy|greetings|hola|good (morning|afternoon|evening)|morning|evening|sup|what'?s up)\b/,
  ],
  [
    'farewell',
    /\b(bye+|goodbye|good ?night|(?<!\bto )see (you|ya)( later| soon| tomorrow)?|gotta go|got to go|have to go|need to go|talk (to you )?(later|soon|tomorrow)|ttyl|i'?m off|catch you later|signing off)\b/,
  ],
  ['thanks', /\b(thanks|thank you|thank u|thx|ty|cheers|appreciate (it|that|you))\b/],
  [
    'ask-name',
    // "I'm Sam, what's yours?": after giving a name, "yours" is the companion's.
    /\b(what'?s|what is) your name\b|\bwhat (should|do|can) i call you\b|\byour name\b|\b(?:my name is|my name's|i'm|i am|call me) [a-z'-]+[,.!]? (?:and )?(?:what'?s|what is) yours\b/,
  ],
  [
    'ask-how',
    /\bhow are (you|u)\b|\bhow'?s it going\b|\bhow (are|have) you been\b|\bhow do you feel\b|\bhow('?s| is| was| has) your (day|night|evening|morning|week|weekend)\b|\bhow are things\b|\bhow r u\b/,
  ],
  [
    'ask-likes',
    /\bwhat do you (like|love|enjoy)\b|\byour (hobbies|hobby|interests|passions?|favou?rites?)\b|\bwhat are you (into|passionate about)\b|\bwhat'?s your favou?rite\b|\bwhat makes you happy\b|\bwhat do you do for fun\b/,
  ],
  [
    'ask-doing',
    /\bwhat (are|r) (you|u) (doing|up to)\b|\bwhat do you do\b|\bwhere are you\b(?! from)|\byour (job|work)\b|\bwhat'?s your job\b|\bwhat do you do for (work|a living)\b|\bwhat are you working on\b/,
  ],
  ['ask-about', /\btell me (more )?about (yourself|you)\b|\bwho are you\b|\bintroduce yourself\b|\babout yourself\b/],
  [
    'ask-story',
    /\btell me (something|a story|a fact|more)\b|\bsurprise me\b|\bfun fact\b|\bsay something\b|\bteach me something\b/,
  ],
  [
    'compliment',
    /\byou('?re| are) (so |really |very |such an? |truly |the )?(cute|pretty|beautiful|gorgeous|smart|clever|funny|amazing|awesome|sweet|kind|lovely|great|best|wonderful|cool|hilarious|brilliant|adorable|charming|interesting)\b|\bi (really )?(like|love|enjoy) (talking|chatting|speaking) (to|with) you\b|\bi like you\b|\byou'?re fun\b|\byou make me (smile|laugh|happy)\b/,
  ],
];

/** A laugh on its own ("lol", "haha 😂"), not a laugh inside a longer message. */
const LAUGH = /^(lol+|lmao+|rofl|haha+|hehe+|hahaha+|ha ha|xd|😂|🤣|😄|😆)[\s!.😂🤣]*$/u;

/** Chat spelling the patterns read as written out ("whats ur name", "wat r u up to"). */
const CHAT_SPELLING: [RegExp, string][] = [
  [/\bu\b/g, 'you'],
  // "ur cute" is "you're", "ur name" is "your".
  [
    /\bur (?=(?:so|really|very|such|too|the|a|an|kinda|pretty|cute|funny|sweet|smart|amazing|awesome|great|lovely|kind|cool)\b)/g,
    "you're ",
  ],
  [/\b(?:ur|yr)\b/g, 'your'],
  [/\br\b/g, 'are'],
  [/\b(?:wat|wut)\b/g, 'what'],
];

export function detectIntents(text: string): Set<Intent> {
  const t = CHAT_SPELLING.reduce((out, [from, to]) => out.replace(from, to), normalize(text));
  const intents = new Set<Intent>();
  // Explicit requests are read by meaning (innuendo, emoji, role-play), not by a word list.
  if (isSexualRequest(text)) intents.add('explicit');
  for (const [intent, pattern] of PATTERNS) if (pattern.test(t)) intents.add(intent);
  if (LAUGH.test(t)) intents.add('laugh');
  if (t.endsWith('?') || asks(t)) intents.add('question');
  return intents;
}

/** Moods that call for comfort rather than celebration. */
export const LOW_MOODS = new Set([
  'sad',
  'tired',
  'exhausted',
  'stressed',
  'anxious',
  'lonely',
  'bored',
  'awful',
  'terrible',
  'down',
  'upset',
  'angry',
  'nervous',
  'sick',
  'overwhelmed',
  'frustrated',
  'having a rough day',
]);
