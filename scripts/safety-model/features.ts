/**
 * What the statistical safety model sees of a message: the classifier's own normalised
 * text (so "kms", "im 15", "s3x" read as the patterns read them), as word unigrams and
 * bigrams plus character 3–5-grams, hashed into a fixed number of buckets. Character
 * n-grams carry misspellings and word pieces ("overdos", "yr 9") the words miss; hashing
 * keeps the model a flat array with no vocabulary to ship.
 */
import { normalizeMessage } from '../../src/server/chat/safety/normalize.ts';

/** 2^18 buckets: few collisions for the few hundred distinct features a message has. */
export const FEATURE_BITS = 18;
export const FEATURE_BUCKETS = 1 << FEATURE_BITS;

/** A message as sorted distinct buckets, each worth `value` (binary features scaled to unit length). */
export interface MessageFeatures {
  buckets: Int32Array;
  value: number;
}

/** FNV-1a, 32 bits: fast, dependency-free, and the same on every platform. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const TOKEN = /emo_[a-z]+|[a-z0-9]+(?:'[a-z]+)?/g;

/** The feature strings of already-normalised text, prefixed by kind so a word and a char-gram never share a name. */
export function featureStrings(normalised: string): string[] {
  const words = normalised.match(TOKEN) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    out.push(`w ${words[i]}`);
    if (i > 0) out.push(`b ${words[i - 1]} ${words[i]}`);
  }
  // Char-grams run over the words joined by single spaces: punctuation and emoji spacing vary too much to be signal.
  const padded = ` ${words.join(' ')} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= padded.length; i++) out.push(`c ${padded.slice(i, i + n)}`);
  }
  return out;
}

export function messageFeatures(raw: string): MessageFeatures {
  const seen = new Set<number>();
  for (const f of featureStrings(normalizeMessage(raw))) seen.add(hashString(f) & (FEATURE_BUCKETS - 1));
  const buckets = Int32Array.from(seen).sort();
  // Unit length, so a long message does not outvote a short one just by having more features.
  return { buckets, value: buckets.length ? 1 / Math.sqrt(buckets.length) : 0 };
}
