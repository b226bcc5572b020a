import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge as fullTwMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { sourceWords } from '../../../scripts/lib/class-groups.ts';
import { cn } from './cn.ts';
import { twMerge } from './tw-merge.ts';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('cn', () => {
  it('lets a later class win over an earlier one of the same property, and keeps the rest', () => {
    expect(cn('px-2 py-1 text-sm', 'p-4')).toBe('text-sm p-4');
    expect(cn('text-sm text-muted-foreground', 'text-primary')).toBe('text-sm text-primary');
    expect(cn('leading-tight', 'text-lg')).toBe('text-lg');
    expect(cn('bg-card hover:bg-muted', 'hover:bg-primary/10', false, undefined)).toBe('bg-card hover:bg-primary/10');
    expect(cn('rounded-md border', 'rounded-full border-0 card')).toBe('rounded-full border-0 card');
  });

  it("merges every pair of the app's classes as tailwind-merge's full configuration does", () => {
    const words = sourceWords(clientDir);
    expect(words.length).toBeGreaterThan(500);
    // A word either merge takes for a class (a second copy of it is dropped) must be one for both.
    const notAlike = words.filter((word) => twMerge(`${word} ${word}`) !== fullTwMerge(`${word} ${word}`));
    expect(notAlike, 'classes missing from the class table').toEqual([]);
    // The app's classes in groups, by the full configuration: two classes are in one group when
    // each drops the other placed before it. Both configurations must group them alike; then the
    // first class of each group stands for it, and every pair of those must merge alike.
    const classes = words.filter((word) => fullTwMerge(`${word} ${word}`) === word);
    expect(classes.length).toBeGreaterThan(300);
    const sameGroup = (merge: (classes: string) => string, a: string, b: string) =>
      merge(`${a} ${b}`) === b && merge(`${b} ${a}`) === a;
    const representatives: string[] = [];
    const misgrouped: string[] = [];
    for (const c of classes) {
      const rep = representatives.find((r) => sameGroup(fullTwMerge, r, c));
      if (rep === undefined) representatives.push(c);
      if (representatives.find((r) => sameGroup(twMerge, r, c)) !== (rep ?? c)) misgrouped.push(c);
    }
    expect(misgrouped, 'classes the table groups differently').toEqual([]);
    const differing: string[] = [];
    for (const a of representatives) {
      for (const b of representatives) {
        for (const pair of [`${a} ${b}`, `hover:${a} hover:${b}`, `${a} md:${b}`]) {
          if (twMerge(pair) !== fullTwMerge(pair)) differing.push(pair);
        }
      }
    }
    expect(differing, 'pairs merged differently').toEqual([]);
  });

  it('merges under variants and importance as tailwind-merge does', () => {
    const lists = [
      'hover:px-2 hover:p-4 md:p-1',
      'hover:focus:p-2 focus:hover:p-4',
      'before:hover:p-2 hover:before:p-4',
      '!p-2 p-4 !px-3',
      'p-2! p-4!',
      'leading-tight hover:text-lg text-lg',
      'data-[state=open]:bg-muted data-[state=open]:bg-card',
      'foo px-2 foo px-4',
      '  ',
      '',
    ];
    for (const list of lists) expect(twMerge(list), list).toBe(fullTwMerge(list));
  });
});
