/** Splits `md:hover:!px-2` into its variants, importance and base class. */
export function classParts(cls: string): { variants: string[]; important: boolean; base: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(cls.slice(start, i));
      start = i + 1;
    }
  }
  let base = cls.slice(start);
  const important = base.startsWith('!') || base.endsWith('!');
  if (important) base = base.startsWith('!') ? base.slice(1) : base.slice(0, -1);
  return { variants, important, base };
}
