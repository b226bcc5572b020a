import { describe, expect, it } from 'vitest';
import { SAFETY_TEST_NOW } from '../../test/safety-plan.ts';
import { classifyMessage } from './classify.ts';

const classify = (m: string) => classifyMessage(m, { now: SAFETY_TEST_NOW });

/**
 * "my mom is gonna kill me lol" is the idiom for being in trouble, and laughing lets it
 * off. A threat the visitor reports as said, sworn or repeated is no idiom: a teenager may
 * well cover it with "lol", and it stays abuse.
 */
describe('a threat told as said stays abuse when laughed about', () => {
  it.each([
    "my dad said he'd kill me lol",
    'my dad said hed kill me lol',
    'my dad says he will kill me lol',
    "my dad told me he'd kill me if i told anyone lol",
    'my stepdad told me hed kill me if i told 😂',
    'he said he would murder me lol',
    "my mom keeps saying she's going to kill me haha",
    'my brother swore he would kill me lmao',
    "my boyfriend texted me that he'll kill me if i leave lol",
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('abuse');
  });
});

/** Each row: the idiom laughed off, then the same person's threat told as said. */
describe('the idiom of being in trouble is let off, the told threat is not', () => {
  it.each([
    ['my mom is gonna kill me lol', "my mom said she'd kill me lol"],
    ['my mom is going to kill me when she sees my grades haha', 'my mom says she is going to kill me haha'],
    ['my dad will kill me when he finds out lol', 'my dad said he will kill me when he finds out lol'],
    ['my mom is gonna murder me lol', 'my mom told me she would murder me lol'],
    ["my mom said she'd kill me if i'm late again lol", "my mom said she'd kill me if i tell anyone lol"],
  ])('%s', (idiom, threat) => {
    expect(classify(idiom).crisis).toBeNull();
    expect(classify(threat).crisis?.kind).toBe('abuse');
  });
});
