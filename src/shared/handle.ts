/** '@' + name lower-cased with whitespace replaced by underscores (spec §2, avatar card). */
export function avatarHandle(name: string): string {
  return `@${name.toLowerCase().replace(/\s+/g, '_')}`;
}
