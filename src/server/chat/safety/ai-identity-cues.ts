import type { Cue } from './scoring.ts';

/**
 * Questions (and statements) about what the companion is: an AI, a bot, a real person.
 * "Are you real?" is one; "are you real good at chess?" and "is this real life?" are not.
 */

const WHAT_IT_IS =
  '(?:ai|bot|robot|chatbot|chat bot|machine|computer|program|software|algorithm|human|human being|person|actual (?:person|human)|real (?:person|human|girl|guy|woman|man|boy|lady|people|one)|alive|sentient|conscious|chatgpt|chat gpt|gpt\\w*|llm|language model|artificial(?: intelligence)?|fake|automated|npc|an? (?:ai|bot|robot|machine|program|computer|person|human))';

export const AI_CUES: Cue[] = [
  {
    re: new RegExp(
      `\\b(?:are|r|ru) (?:you|ya) (?:an? |even |actually |really |just |like |secretly |truly |some |also |for real |a real |an actual )*${WHAT_IT_IS}\\b`,
    ),
    weight: 1,
    negatable: false,
  },
  {
    re: /\b(?:are|r) (?:you|ya) (?:even |actually |really |for )?real\b(?=\s*(?:\?|$|or\b|,|\.|!|right now|tho|though|lol|to me|person|human|girl|guy|woman|man)|\s*emo_)/,
    weight: 1,
    negatable: false,
  },
  { re: /(?:^|[.!?,] ?)(?:you|u) (?:an? )?(?:ai|bot|robot|human|real|person|machine)\s*\?/, weight: 1 },
  {
    re: /\b(?:you're|you are|ur) (?:just |only |obviously |clearly |definitely |totally |probably |literally |actually |really )?(?:an? )?(?:ai|bot|robot|chatbot|machine|program|computer|algorithm|npc|language model|not (?:real|human|a (?:real )?person|alive|a human))\b/,
    weight: 1,
    negatable: false,
  },
  {
    re: /\b(?:is|are) (?:this|these|it|that|the (?:replies|messages|responses|answers)|your (?:replies|messages|responses|answers)) (?:\w+ )?(?:an? )?(?:ai|bot|robot|chatbot|automated|generated|real person|person|human|computer[- ]generated|written by (?:an? )?(?:ai|bot|computer|person|human)|fake)\b/,
    weight: 1,
  },
  { re: /\bis (?:this|it) (?:even )?real\s*\?/, weight: 1, unless: /\breal life\b/ },
  {
    re: /\b(?:am i|are we) (?:talking|chatting|speaking|texting|messaging|writing) (?:to|with) (?:an? )?(?:real |actual |live )?(?:person|human|bot|ai|robot|machine|computer|program|someone real|real people|people|chatbot|a (?:real )?person)\b/,
    weight: 1,
  },
  {
    re: /\b(?:is|are) (?:there )?(?:a |an )?(?:real |actual |live )?(?:person|human|someone|somebody|anyone|people|a person) (?:typing|writing|behind|answering|replying|on the other (?:side|end)|reading (?:this|these))\b/,
    weight: 1,
  },
  {
    re: /\bwho(?:'s| is| are)? (?:actually |really )?(?:writing|typing|sending|behind|answering) (?:these|this|your|the|my)\b/,
    weight: 1,
  },
  { re: /\bdo you (?:actually |really )?exist\b|\bare you a (?:real )?thing\b/, weight: 0.8 },
  {
    re: /\bis (?:anyone|someone|somebody|anybody|there anyone|there someone) (?:real|human|actually there|really there)\b/,
    weight: 1,
  },
  { re: /\b(?:eres|sos) (?:una? )?(?:ia|ai|bot|robot|humano|humana|persona real|real|maquina)\b/, weight: 1 },
  {
    re: /\b(?:es[- ]tu|t'es|tu es) (?:une? )?(?:ia|ai|bot|robot|humaine?|vraie?|reelle?|une vraie personne|machine)\b/,
    weight: 1,
  },
  { re: /\bbist du (?:eine? )?(?:ki|ai|bot|roboter|mensch|echt|maschine)\b/, weight: 1 },
  { re: /\bsei (?:una? )?(?:ia|ai|bot|robot|umano|umana|vero|vera|reale|persona reale|macchina)\b/, weight: 1 },
  { re: /\b(?:voce|vc) e (?:uma? )?(?:ia|ai|bot|robo|humano|humana|real|maquina)\b/, weight: 1 },
];
