import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Slot } from './slot.tsx';

describe('Slot (Button asChild)', () => {
  it('renders the child element with the button look, keeping what the child says', () => {
    render(
      <Button asChild variant="outline" size="sm" className="mt-2" aria-label="ignored">
        <a href="/login" className="w-full" aria-label="Login">
          Login
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Login' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(link.getAttribute('data-slot')).toBe('button');
    expect(link.className).toContain('border-input');
    expect(link.className).toContain('mt-2');
    expect(link.className.endsWith('w-full')).toBe(true);
    expect(link.hasAttribute('type')).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("runs both handlers of an event, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const outer = createRef<HTMLAnchorElement>();
    const inner = createRef<HTMLAnchorElement>();
    render(
      <Slot ref={outer} onClick={() => calls.push('slot')} style={{ color: 'red', margin: 1 }}>
        <a href="/x" ref={inner} onClick={() => calls.push('child')} style={{ color: 'blue' }}>
          x
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'x' });
    fireEvent.click(link);
    expect(calls).toEqual(['child', 'slot']);
    expect(outer.current).toBe(link);
    expect(inner.current).toBe(link);
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
  });
});
