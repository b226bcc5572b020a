import { Fragment, type ReactNode } from 'react';

/**
 * Roleplay text as React elements: *actions* in italics, **emphasis** in bold, "quotes"
 * marked as speech, line breaks kept. Model and persona text only ever becomes text
 * nodes (React escapes them): no HTML from it reaches the DOM.
 */
export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'action'; text: string }
  | { kind: 'emphasis'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'break' };

/** `**x**` before `*x*`; a quote runs between straight or curly double quotes; unclosed markers stay text. */
const PATTERN = /\*\*([^*\n]+?)\*\*|\*([^*\n]+?)\*|"([^"\n]+?)"|“([^”\n]+?)”|\n/g;

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const text = (t: string) => {
    if (!t) return;
    const last = tokens.at(-1);
    if (last?.kind === 'text') last.text += t;
    else tokens.push({ kind: 'text', text: t });
  };
  for (const match of source.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    text(source.slice(at, index));
    at = index + match[0].length;
    if (match[0] === '\n') tokens.push({ kind: 'break' });
    else if (match[1] !== undefined) tokens.push({ kind: 'emphasis', text: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'action', text: match[2] });
    else tokens.push({ kind: 'quote', text: match[3] ?? match[4] ?? '' });
  }
  text(source.slice(at));
  return tokens;
}

function render(token: Token): ReactNode {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'break':
      // A newline in a pre-wrap paragraph: it breaks the line and copies as one.
      return '\n';
    case 'action':
      return <em className="text-muted-foreground italic">{token.text}</em>;
    case 'emphasis':
      return <strong className="font-semibold">{token.text}</strong>;
    case 'quote':
      return <q className="font-medium">{token.text}</q>;
  }
}

export function MessageText({ content }: { content: string }) {
  return (
    <p className="whitespace-pre-wrap wrap-anywhere">
      {tokenize(content).map((token, i) => (
        // The tokens of one message never move: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>{render(token)}</Fragment>
      ))}
    </p>
  );
}
