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
  /** The kinds of every cue that counted (not bonuses), for a kind that must win when present. */
  kinds: K[];
  /** Sources of the matched cues (for the evaluation's explanations). */
  matched: string[];
}

interface Compiled<K extends string> extends Cue<K> {
  global: RegExp;
  /** The pattern without the global flag, for the one-call test most messages end at. */
  probe: RegExp;
}

/** Cues in their order, in runs: a run behind a gate is tried only when its gate matches. */
interface Segment<K extends string> {
  gate: RegExp | null;
  cues: Compiled<K>[];
}

/** A category's cues, compiled (see compileCues). */
export interface CueSet<K extends string> {
  readonly segments: Segment<K>[];
}

/** Cues one gate covers at most; bigger gates measured no faster. */
const GATE_CUES = 32;
/** Pattern text one gate holds at most, so V8 still compiles it to machine code. */
const GATE_SOURCE = 8000;

/**
 * The top-level alternatives of a pattern's source (`a|b(c|d)` gives `a` and `b(c|d)`), or
 * null when the source could not be joined with others as it is: a named group (names
 * would clash) or a back-reference (group numbers shift).
 */
export function topLevelAlternatives(source: string): string[] | null {
  if (/\(\?<(?![=!])|\\[1-9]|\\k</.test(source)) return null;
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/**
 * The cue's pattern with its leading word boundary taken off every alternative, when each
 * starts with one and the pattern has no flags (`\bfoo|\bbar` gives `foo|bar`).
 */
function afterWordBoundary(re: RegExp): string | null {
  if (re.flags.replace(/[gy]/g, '') !== '') return null;
  const alternatives = topLevelAlternatives(re.source);
  if (!alternatives?.every((a) => a.startsWith('\\b'))) return null;
  return alternatives.map((a) => a.slice(2)).join('|');
}

/**
 * Compiles a category's cues. Nearly every message matches none of them, and trying a few
 * hundred patterns one by one was the chat send's largest cost after the database. Runs of
 * cues that all begin with a word boundary share a gate, `\b(?:a|b|…)`, which matches
 * exactly when one of them would (V8 runs one such pattern several times faster than its
 * parts apart): a run is tried cue by cue only when its gate matches. Results and the
 * order cues are counted in are the same as without gates (`gated: false`, for the tests).
 */
export function compileCues<K extends string>(cues: Cue<K>[], options: { gated?: boolean } = {}): CueSet<K> {
  const segments: Segment<K>[] = [];
  let run: { cues: Compiled<K>[]; sources: string[]; length: number } | null = null;
  const closeRun = () => {
    if (!run) return;
    segments.push({ gate: new RegExp(`\\b(?:${run.sources.map((s) => `(?:${s})`).join('|')})`), cues: run.cues });
    run = null;
  };
  for (const cue of cues) {
    const compiled: Compiled<K> = {
      ...cue,
      global: new RegExp(cue.re.source, cue.re.flags.includes('g') ? cue.re.flags : `${cue.re.flags}g`),
      probe: new RegExp(cue.re.source, cue.re.flags.replace(/[gy]/g, '')),
    };
    const rest = options.gated === false ? null : afterWordBoundary(cue.re);
    if (rest === null) {
      closeRun();
      segments.push({ gate: null, cues: [compiled] });
      continue;
    }
    if (run && (run.cues.length >= GATE_CUES || run.length + rest.length > GATE_SOURCE)) closeRun();
    run ??= { cues: [], sources: [], length: 0 };
    run.cues.push(compiled);
    run.sources.push(rest);
    run.length += rest.length;
  }
  closeRun();
  return { segments };
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

export function scoreCues<K extends string>(text: string, set: CueSet<K>, ctx: CueContext): CueScore<K> {
  let base = 0;
  let bonus = 0;
  let best = 0;
  let kind: K | null = null;
  const kinds: K[] = [];
  const matched: string[] = [];
  for (const segment of set.segments) {
    if (segment.gate && !segment.gate.test(text)) continue;
    for (const cue of segment.cues) {
      const w = cueWeight(cue, text, ctx);
      if (w <= 0) continue;
      matched.push(cue.re.source.slice(0, 60));
      if (cue.bonus) {
        bonus += w;
        continue;
      }
      base += w;
      if (cue.kind && !kinds.includes(cue.kind)) kinds.push(cue.kind);
      if (w > best && cue.kind) {
        best = w;
        kind = cue.kind;
      }
    }
  }
  return { score: base > 0 ? base + bonus : 0, kind, kinds, matched };
}
