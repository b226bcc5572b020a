import { GROUPS, OVERRIDES } from 'virtual:class-groups';
import { classParts } from './class-parts.ts';

// Merges Tailwind classes as tailwind-merge does, on a table of the app's own classes and
// their groups that the build works out with tailwind-merge itself
// (scripts/lib/class-groups.ts): tailwind-merge and a configuration cost every visit's
// first download about 5 KB gzip, the table about 1 KB. Tailwind makes CSS only for words
// in the source, so a class outside the table has no CSS of its own: it is kept, like any
// class tailwind-merge does not know.

const groupOf = new Map<string, number>();
GROUPS.split('|').forEach((group, id) => {
  const [prefix, suffixes] = group.includes('~') ? group.split('~') : ['', group];
  for (const suffix of (suffixes ?? '').split(' ')) groupOf.set(prefix + suffix, id);
});
const overridesOf = OVERRIDES.split('|').map((list) => (list ? list.split(' ') : []));

/** Variants whose order changes what they select (tailwind-merge's list): never sorted. */
const ORDERED = new Set(['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter']);
for (const variant of ['first-line', 'marker', 'placeholder', 'selection']) ORDERED.add(variant);

/** Variants sorted between the order-sensitive ones, so `focus:hover:` and `hover:focus:` match. */
function variantKey(variants: string[]): string {
  const key: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDERED.has(variant)) {
      key.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...key, ...run.sort()].join(':');
}

/** Answers already worked out: a screen asks for the same few lists again and again (its cards). */
const merged = new Map<string, string>();

/** Later classes win over earlier ones of the same group, and over the groups they override. */
export function twMerge(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i] ?? '';
    // Most classes have no variant and no '!': their base is the class itself.
    const plain = !cls.includes(':') && !cls.includes('!');
    const { variants, important, base } = plain ? { variants: [], important: false, base: cls } : classParts(cls);
    const group = groupOf.get(base);
    if (group !== undefined) {
      const scope = plain ? ':' : `${variantKey(variants)}${important ? '!' : ''}:`;
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      for (const other of overridesOf[group] ?? []) taken.add(scope + other);
    }
    if (cls) kept.push(cls);
  }
  const result = kept.reverse().join(' ');
  if (merged.size >= 500) merged.clear();
  merged.set(classList, result);
  return result;
}
