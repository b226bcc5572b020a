import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../../lib/toast-store.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { Toaster } from './toaster.tsx';

function Page({ keepOnEscape = false }: { keepOnEscape?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Toaster />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent onEscapeKeyDown={keepOnEscape ? (event) => event.preventDefault() : undefined}>
          <DialogTitle>Letter to subscribers</DialogTitle>
          <DialogDescription>Premium</DialogDescription>
          <button type="button">Like</button>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * The toasts' region (Radix also announces a toast's text in a status element elsewhere);
 * `hidden`: the modal dialog hides the rest of this test's page from assistive technology.
 */
const region = () => screen.findByRole('region', { name: /Notifications/, hidden: true });
const shownToast = async () => within(await region()).queryByText('Subscription active');

async function raiseToast() {
  act(() => {
    toast({ title: 'Subscription active', variant: 'success' });
  });
  await within(await region()).findByText('Subscription active');
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

afterEach(() => act(() => dismissToast()));

describe('a toast raised while a dialog is open', () => {
  it('leaves Escape to the dialog the visitor is in, and stays', async () => {
    render(<Page />);
    screen.getByRole('button', { name: 'Like' }).focus();
    await raiseToast();

    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await shownToast()).not.toBeNull();

    // No layer under it holds the focus now: Escape closes the toast, as Radix does.
    pressEscape();
    expect(await shownToast()).toBeNull();
  });

  it('stays when the dialog keeps Escape for itself', async () => {
    render(<Page keepOnEscape />);
    screen.getByRole('button', { name: 'Like' }).focus();
    await raiseToast();

    pressEscape();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await shownToast()).not.toBeNull();
  });
});
