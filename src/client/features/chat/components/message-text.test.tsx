import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText, tokenize } from './message-text.tsx';

describe('MessageText: roleplay markup without HTML', () => {
  it('reads *actions*, **emphasis**, "quotes" and line breaks', () => {
    expect(tokenize('*smiles* Hi **you**!\n"Come in," she says.')).toEqual([
      { kind: 'action', text: 'smiles' },
      { kind: 'text', text: ' Hi ' },
      { kind: 'emphasis', text: 'you' },
      { kind: 'text', text: '!' },
      { kind: 'break' },
      { kind: 'quote', text: 'Come in,' },
      { kind: 'text', text: ' she says.' },
    ]);
  });

  it('leaves unclosed markers as they are', () => {
    expect(tokenize('2 * 3 = 6 and a "lonely quote')).toEqual([
      { kind: 'text', text: '2 * 3 = 6 and a "lonely quote' },
    ]);
  });

  it('renders the marks as elements and never lets model text become HTML', () => {
    const { container } = render(
      <MessageText content={'*waves* <img src=x onerror=alert(1)> **<b>bold</b>**\n"<script>x</script>"'} />,
    );
    const p = container.querySelector('p') as HTMLParagraphElement;
    expect(p.querySelector('em')?.textContent).toBe('waves');
    expect(p.querySelector('strong')?.textContent).toBe('<b>bold</b>');
    expect(p.querySelector('q')?.textContent).toBe('<script>x</script>');
    expect(p.textContent).toContain('</b>\n<script>');
    expect(p.className).toContain('whitespace-pre-wrap');
    expect(p.querySelector('img, b, script')).toBeNull();
    expect(p.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
