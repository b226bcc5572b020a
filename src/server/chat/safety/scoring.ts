import { contextAround, isNegated } from './normalize.ts';

/**
 * One piece of evidence for a category: a pattern over the normalised message and how
 * much it counts. A category holds when its cues add up to 1. Strong phrasings count 1 on
 * their own; weaker signs ("a burden", "no way out", a suggestive emoji) only together.
 */
export interface Cue<K extends string = string> {
  re: RegExp;
  weight: number;
  kind?: K;
  /** A negation in the words before the match cancels it (default true). */
  negatable?: boolean;
  /** Often said in jest ("I want to die lol"): counts 40 % in a laughing message. */
  jest?: boolean;
  /** Cancelled when this matches the sentence around the match (accidents, idioms). */
  unless?: RegExp;
  /** Test `unless` on this many characters either side of the match instead of the sentence. */
  near?: number;
  /** Counts only when the sentence also matches this ("I" somewhere in it). */
  requires?: RegExp;
  /** Counts only next to some other cue of the category ("slowly", "for me"). */
  bonus?: boolean;
  /** Counts 30 % when the message is not aimed at the companion (telling vs asking). */
  directed?: boolean;
}

export interface CueContext {
  laughing: boolean;
  /** The message speaks to the companion (you, let's, send me...). */
  directed: boolean;
}

export interface CueScore<K extends string> {
  score: number;
  /** The kind of the cue that counted most. */
  kind: K | null;
  /** Sources of the matched cues (for the evaluation's explanations). */
  matched: string[];
}

interface Compiled<K extends string> extends Cue<K> {
  global: RegExp;
  /** The pattern without the global flag, for the one-call test most messages end at. */
  probe: RegExp;
}

export function compileCues<K extends string>(cues: Cue<K>[]): Compiled<K>[] {
  return cues.map((c) => ({
    ...c,
    global: new RegExp(c.re.source, c.re.flags.includes('g') ? c.re.flags : `${c.re.flags}g`),
    probe: new RegExp(c.re.source, c.re.flags.replace(/[gy]/g, '')),
  }));
}

function cueWeight<K extends string>(cue: Compiled<K>, text: string, ctx: CueContext): number {
  // Nearly every cue misses nearly every message; matchAll copies its pattern on each call.
  if (!cue.probe.test(text)) return 0;
  for (const m of text.matchAll(cue.global)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const { before, sentence } = contextAround(text, start, end);
    if (cue.requires && !cue.requires.test(sentence)) continue;
    const around = cue.near === undefined ? sentence : text.slice(Math.max(0, start - cue.near), end + cue.near);
    if (cue.unless?.test(around)) continue;
    if (cue.negatable !== false && isNegated(before)) continue;
    let w = cue.weight;
    if (cue.jest && ctx.laughing) w *= 0.4;
    if (cue.directed && !ctx.directed) w *= 0.3;
    return w;
  }
  return 0;
}

export function scoreCues<K extends string>(text: string, cues: Compiled<K>[], ctx: CueContext): CueScore<K> {
  let base = 0;
  let bonus = 0;
  let best = 0;
  let kind: K | null = null;
  const matched: string[] = [];
  for (const cue of cues) {
    const w = cueWeight(cue, text, ctx);
    if (w <= 0) continue;
    matched.push(cue.re.source.slice(0, 60));
    if (cue.bonus) {
      bonus += w;
      continue;
    }
    base += w;
    if (w > best && cue.kind) {
      best = w;
      kind = cue.kind;
    }
  }
  return { score: base > 0 ? base + bonus : 0, kind, matched };
}
