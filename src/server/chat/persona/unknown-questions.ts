import { capitalise } from './phrasing.ts';
import { freshInterest, freshTemplates, type Scene, say } from './scene.ts';

/**
 * A question the companion has no answer for ("What's the capital of Mongolia?") is met
 * one of three ways: it admits it, relates the question to its own world, or turns it
 * back into a question for the visitor. The question decides which comes first (an
 * opinion is turned back, a fact is admitted, anything else related), and a way just used
 * gives its turn to the next, so two unknown questions in a row never sound the same.
 * Every template is used at most once per conversation.
 */
type Strategy = 'admit' | 'relate' | 'turn';

const ADMIT = [
  "Hmm, honestly, I don't know, and I'd rather say so than make something up.",
  "I'll be straight with you: I don't know that one.",
  "You've found a gap in my knowledge there. I genuinely don't know.",
  "That's beyond me, I'm afraid. I don't know, and I'd only be guessing.",
];
// Every way still says plainly that it does not know: the companion never makes an answer up.
const RELATE = [
  "That's a bit outside my wheelhouse. Now, if it were about {own}, I'd have opinions.",
  "I don't know, honestly. Ask me about {own} though, and I won't stop talking.",
  "Not my area at all, so I don't have an answer. My head is mostly full of {own}.",
  "I don't have an answer for that one. I'm far better on {own}.",
];
const TURN = [
  "I don't know! What made you wonder about it?",
  "Good question, and I don't have an answer. What do you think?",
  "I don't know, I'd only be guessing. What's your guess?",
  "Hmm, I really don't know. Is it something you have been thinking about?",
  "You've got me there, I don't have an answer. Where did that question come from?",
];
const TEMPLATES: Record<Strategy, string[]> = { admit: ADMIT, relate: RELATE, turn: TURN };

const OPINION =
  /\b(?:what do you think|do you think|do you believe|what'?s your (?:opinion|take|view)|should i|would you rather|is it (?:better|worth|ok|okay|bad|wrong)|which is better|how do you feel about|is there (?:a god|life)|meaning of life)\b/;
const FACT = /^(?:what|who|when|where|which|how many|how much|how long|how far|how old|how big)\b/;

/** Which way the last unknown question was answered, read from what the companion said. */
function lastStrategy(s: Scene): Strategy | null {
  let last: { strategy: Strategy; at: number } | null = null;
  for (const strategy of Object.keys(TEMPLATES) as Strategy[]) {
    for (const template of TEMPLATES[strategy]) {
      const literal = template.toLowerCase().split('{own}')[0] ?? '';
      const at = s.said.lastIndexOf(literal);
      if (literal && at >= 0 && (!last || at > last.at)) last = { strategy, at };
    }
  }
  return last?.strategy ?? null;
}

function order(s: Scene): Strategy[] {
  const preferred: Strategy[] = OPINION.test(s.text)
    ? ['turn', 'relate', 'admit']
    : FACT.test(s.text)
      ? ['admit', 'relate', 'turn']
      : ['relate', 'turn', 'admit'];
  const last = lastStrategy(s);
  return last && preferred[0] === last ? [...preferred.slice(1), last] : preferred;
}

export function unknownQuestion(s: Scene): string {
  const interest = freshInterest(s);
  for (const strategy of order(s)) {
    if (strategy === 'relate' && !interest) continue;
    const fresh = freshTemplates(s, TEMPLATES[strategy]);
    if (fresh.length > 0) return say(s, fresh, { own: interest?.own ?? '' });
  }
  // Every way used up in a long conversation: admit it in a new sentence built from the question.
  const topic = s.text.replace(/[?!.]+$/, '').slice(0, 60);
  return `${capitalise(topic)}? I keep turning that one over and I still don't know.`;
}
