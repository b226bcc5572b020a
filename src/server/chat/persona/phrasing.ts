import type { Random } from '../../lib/clock.ts';

/** Small helpers the composer uses to vary its wording under an injected random source. */
export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(random.next() * items.length)] as T;
}

export function chance(random: Random, probability: number): boolean {
  return random.next() < probability;
}

export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A clause as a sentence: capital first letter, full stop at the end unless it has one. */
export function asSentence(text: string): string {
  return capitalise(text.trim()).replace(/([^.!?])$/, '$1.');
}

/** Sentences of a reply, normalised for comparing replies with each other. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9 ]+/g, '')
        .trim(),
    )
    .filter((s) => s.length > 0);
}

/** "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
