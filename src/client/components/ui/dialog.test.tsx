import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

/** Radix moves focus on close after a timer. */
const focusReturnsTo = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

/** Opened from a tile's own button, as the profile's content dialog is: no DialogTrigger. */
function TileDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Tile
      </button>
      <button type="button">Elsewhere</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Item</DialogTitle>
          <DialogDescription>Details</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

const closeWithEscape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

describe('DialogContent', () => {
  it('gives focus back to the element that opened it, without a DialogTrigger', async () => {
    render(<TileDialog />);
    const tile = screen.getByRole('button', { name: 'Tile' });
    tile.focus();
    fireEvent.click(tile);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    closeWithEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
    await focusReturnsTo(tile);
  });

  it('gives it back after the Close button as well', async () => {
    render(<TileDialog />);
    const tile = screen.getByRole('button', { name: 'Tile' });
    tile.focus();
    fireEvent.click(tile);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await focusReturnsTo(tile);
  });

  it('still returns focus to a DialogTrigger', async () => {
    render(
      <Dialog>
        <DialogPrimitive.Trigger>Open</DialogPrimitive.Trigger>
        <DialogContent>
          <DialogTitle>Item</DialogTitle>
          <DialogDescription>Details</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    closeWithEscape();
    await focusReturnsTo(trigger);
  });
});
