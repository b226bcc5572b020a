import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../../lib/toast-store.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';
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

function MenuPage({ keepOnEscape = false }: { keepOnEscape?: boolean }) {
  return (
    <>
      <Toaster />
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>Export ▾</DropdownMenuTrigger>
        <DropdownMenuContent onEscapeKeyDown={keepOnEscape ? (event) => event.preventDefault() : undefined}>
          <DropdownMenuItem>JSONL (SillyTavern)</DropdownMenuItem>
          <DropdownMenuItem>Markdown</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

describe('a toast raised while a menu is open', () => {
  it('leaves Escape to the menu the focus is in, which gives the focus back to its button; the toast stays', async () => {
    render(<MenuPage />);
    const item = await screen.findByRole('menuitem', { name: 'Markdown' });
    item.focus();
    await raiseToast();

    pressEscape();
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    // Radix gives the focus back once the menu's focus scope has gone (a moment later).
    const button = screen.getByRole('button', { name: 'Export ▾' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(await shownToast()).not.toBeNull();

    // The menu's button is in no layer: Escape closes the toast, as Radix does.
    pressEscape();
    expect(await shownToast()).toBeNull();
  });

  it('stays open when the menu keeps Escape for itself', async () => {
    render(<MenuPage keepOnEscape />);
    (await screen.findByRole('menuitem', { name: 'Markdown' })).focus();
    await raiseToast();

    pressEscape();
    expect(screen.getByRole('menu', { hidden: true })).toBeTruthy();
    expect(await shownToast()).not.toBeNull();
  });
});

function SelectPage() {
  const [sort, setSort] = useState('recent');
  const [open, setOpen] = useState(true);
  return (
    <>
      <Toaster />
      <Select value={sort} onValueChange={setSort} open={open} onOpenChange={setOpen}>
        <SelectTrigger aria-label="Sort by">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="recent">Recent</SelectItem>
          <SelectItem value="popular">Popular</SelectItem>
        </SelectContent>
      </Select>
    </>
  );
}

describe('a toast raised while a select is open', () => {
  it('leaves Escape to the list the focus is in; the toast stays', async () => {
    render(<SelectPage />);
    (await screen.findByRole('option', { name: 'Popular', hidden: true })).focus();
    await raiseToast();

    pressEscape();
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(await shownToast()).not.toBeNull();
  });
});
