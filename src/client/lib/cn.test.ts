import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge as fullTwMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';
import { twMerge } from './tw-merge.ts';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every word of every string in the client's source: what Tailwind's scanner sees too, so
 * every class the app can write is among them (with a lot of prose, which neither merge
 * takes for a class).
 */
function sourceWords(): string[] {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(tsx?|html)$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = fs.readFileSync(file, 'utf8');
        for (const [, , text = ''] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          for (const word of text.split(/\s+/)) if (word && !word.includes('${')) words.add(word);
        }
      }
    }
  };
  visit(clientDir);
  return [...words];
}

describe('cn', () => {
  it('lets a later class win over an earlier one of the same property, and keeps the rest', () => {
    expect(cn('px-2 py-1 text-sm', 'p-4')).toBe('text-sm p-4');
    expect(cn('text-sm text-muted-foreground', 'text-primary')).toBe('text-sm text-primary');
    expect(cn('leading-tight', 'text-lg')).toBe('text-lg');
    expect(cn('bg-card hover:bg-muted', 'hover:bg-primary/10', false, undefined)).toBe('bg-card hover:bg-primary/10');
    expect(cn('rounded-md border', 'rounded-full border-0 card')).toBe('rounded-full border-0 card');
  });

  it("merges every pair of the app's classes as tailwind-merge's full configuration does", () => {
    const words = sourceWords();
    expect(words.length).toBeGreaterThan(500);
    // A word either merge takes for a class (a second copy of it is dropped) must be one for both.
    const notAlike = words.filter((word) => twMerge(`${word} ${word}`) !== fullTwMerge(`${word} ${word}`));
    expect(notAlike, 'classes whose group is missing from tw-merge.ts').toEqual([]);
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
    expect(misgrouped, 'classes tw-merge.ts groups differently').toEqual([]);
    const differing: string[] = [];
    for (const a of representatives) {
      for (const b of representatives) {
        if (twMerge(`${a} ${b}`) !== fullTwMerge(`${a} ${b}`)) differing.push(`${a} ${b}`);
      }
    }
    expect(differing, 'pairs merged differently (conflicts missing from tw-merge.ts)').toEqual([]);
  });
});
