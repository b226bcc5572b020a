import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * Someone close to the visitor talks of, plans or is said to be suicidal ("my friend
 * wants to kill herself", "my brother is suicidal"); someone-at-risk.ts decides the kind.
 */

const KIN =
  '(?:friend|best friend|bestie|sister|brother|mom|mum|mother|dad|father|son|daughter|kid|child|partner|boyfriend|girlfriend|husband|wife|cousin|roommate|classmate|niece|nephew|aunt|uncle)';

export const SOMEONE_CLOSE_SUICIDE_CUES: Cue<CrisisKind>[] = [
  {
    re: /\b(?:going to|gonna|wants? to|wanted to|threaten(?:ed|ing|s)? to|about to|trying to|tried to|plans? to|planning to|thinking (?:about|of)|talking about|said (?:she|he|they)(?:'d| would| will| wants to| was going to)) (?:kill(?:ing)?|end(?:ing)?|hurt(?:ing)?|cut(?:ting)?|harm(?:ing)?|tak(?:e|ing)) (?:her|him|them)sel(?:f|ves)\b|\b(?:end|take|ending|taking) (?:her|his|their) (?:own )?life\b/,
    weight: 1,
    kind: 'suicide',
    // Read with someone-at-risk.ts, which answers it unless laughed off or a figure of speech.
    jest: true,
    unless:
      /\bkill(?:ing)? (?:her|him|them)sel(?:f|ves) laughing\b|\b(?:when|once) (?:he|she|they) (?:sees?|finds? out|hears?|gets? home)\b/,
  },
  { re: new RegExp(`\\bmy (?:\\w+ )?${KIN}(?:'s)? (?:is|seems|has been|was) suicidal\\b`), weight: 1, kind: 'suicide' },
];
