import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import type { Plugin } from 'vite';
import { classParts } from '../../src/client/lib/class-parts.ts';

/**
 * The class groups `cn` merges by (src/client/lib/tw-merge.ts), worked out at build time.
 * Tailwind makes CSS only for the words it finds in the source, so the classes the app can
 * write are among those words; tailwind-merge's full configuration sorts them into groups
 * here, in Node, and the browser gets only the table (about 1 KB gzip instead of the 5 KB of
 * tailwind-merge and a configuration).
 */
const CLASS_GROUPS_MODULE = 'virtual:class-groups';

/** Every word of every string in the client's source (what Tailwind's scanner sees too). */
export function sourceWords(clientDir: string): string[] {
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
  return [...words].sort();
}

interface ClassGroupTable {
  /** Each group's classes. */
  groups: string[][];
  /** For each group, the other groups a class of it overrides (p-4 overrides px and py). */
  overrides: number[][];
}

/**
 * Sorts the bases of `words` into tailwind-merge's groups: two classes share one when each
 * drops the other placed before it. A group overrides another when its first class drops
 * the other's placed before it. Throws when a group's classes override different groups:
 * the table keeps one list per group.
 */
function classGroupTable(words: string[]): ClassGroupTable {
  const bases = [...new Set(words.map((word) => classParts(word).base))]
    .filter((b) => b && twMerge(`${b} ${b}`) === b)
    .sort();
  const groups: string[][] = [];
  for (const base of bases) {
    const group = groups.find(
      ([first = '']) => twMerge(`${first} ${base}`) === base && twMerge(`${base} ${first}`) === first,
    );
    if (group) group.push(base);
    else groups.push([base]);
  }
  const overridden = (cls: string) =>
    groups.flatMap((other, j) => (other.includes(cls) ? [] : twMerge(`${other[0]} ${cls}`) === cls ? [j] : []));
  const overrides = groups.map((group) => {
    const list = overridden(group[0] ?? '');
    for (const cls of group.slice(1)) {
      if (overridden(cls).join() !== list.join()) {
        throw new Error(`class-groups: ${cls} overrides other groups than ${group[0]} does`);
      }
    }
    return list;
  });
  return { groups, overrides };
}

/** A group as `prefix~suffix suffix` when its classes share a prefix up to a dash (`px-~2 4`). */
function encodeGroup(group: string[]): string {
  if (group.some((cls) => /[|~]/.test(cls))) throw new Error(`class-groups: a class holds | or ~: ${group}`);
  let prefix = group[0] ?? '';
  for (const cls of group) while (!cls.startsWith(prefix)) prefix = prefix.slice(0, -1);
  prefix = prefix.slice(0, prefix.lastIndexOf('-') + 1);
  return prefix ? `${prefix}~${group.map((cls) => cls.slice(prefix.length)).join(' ')}` : group.join(' ');
}

/** The table as the module the browser imports: two strings, split once on load. */
function classGroupsModule(table: ClassGroupTable): string {
  const groups = table.groups.map(encodeGroup).join('|');
  const overrides = table.overrides.map((o) => o.join(' ')).join('|');
  return `export const GROUPS = ${JSON.stringify(groups)};\nexport const OVERRIDES = ${JSON.stringify(overrides)};\n`;
}

/** Serves `virtual:class-groups` from the client source under `clientDir` (build, dev and tests). */
export function classGroups(clientDir: string): Plugin {
  const resolved = `\0${CLASS_GROUPS_MODULE}`;
  return {
    name: 'class-groups',
    resolveId: (id) => (id === CLASS_GROUPS_MODULE ? resolved : null),
    load: (id) => (id === resolved ? classGroupsModule(classGroupTable(sourceWords(clientDir))) : null),
    // A class written while the dev server runs joins the table on the next load.
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(clientDir)) return;
      const module = server.moduleGraph.getModuleById(resolved);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
