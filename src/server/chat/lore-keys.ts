/**
 * Whether a lorebook key stands in a text as a whole word ("Tower" in "the Tower's gate",
 * not "cat" in "category"). Keys that start or end in punctuation match as they are. The
 * key is escaped, never run as a pattern: keys come from cards, and a crafted pattern can
 * take forever on a long message.
 */
const WORD = /[\p{L}\p{N}_]/u;

export function mentionsKey(text: string, key: string, caseSensitive: boolean): boolean {
  const trimmed = key.trim();
  if (!trimmed) return false;
  const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = WORD.test(trimmed.charAt(0)) ? '(?<![\\p{L}\\p{N}_])' : '';
  const after = WORD.test(trimmed.charAt(trimmed.length - 1)) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${before}${escaped}${after}`, caseSensitive ? 'u' : 'iu').test(text);
}
