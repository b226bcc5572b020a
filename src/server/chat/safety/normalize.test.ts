import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classify.ts';
import { normalizeMessage } from './normalize.ts';

const now = new Date('2026-06-01T00:00:00Z');

/** "ya" is English "you" in chat and Spanish "already / any more": the word after it decides. */
describe('ya', () => {
  it.each([
    ['see ya tomorrow', 'see you tomorrow'],
    ['ya know what i mean', 'you know what i mean'],
    ['love ya', 'love you'],
    ['ya no quiero vivir', 'ya no quiero vivir'],
    ['ya terminé la tarea', 'ya termine la tarea'],
    ['ya me quiero morir', 'ya me quiero morir'],
  ])('%s', (message, normalized) => {
    expect(normalizeMessage(message)).toBe(normalized);
  });

  it.each([
    'ya no quiero seguir viviendo',
    'ya no quiero estar viva',
    'ya me cansé de vivir',
    'ya no le encuentro sentido a la vida',
    'ya no aguanto más, me voy a matar',
    'ya quiero morirme',
  ])('Spanish crisis with ya: %s', (message) => {
    expect(classifyMessage(message, { now }).crisis?.kind).toBe('suicide');
  });

  it.each(['ya no tengo hambre', 'ya me voy a dormir, buenas noches', 'ya quiero que sea viernes'])(
    'no crisis: %s',
    (message) => {
      expect(classifyMessage(message, { now }).crisis).toBeNull();
    },
  );
});

/**
 * Contractions typed without the apostrophe that are no English word are read; each row's
 * twin is a real word ("shed", "wed", "ill", "hell", "well") that stays as it is.
 */
describe('contractions without apostrophes', () => {
  it.each([
    ['my dad said hed kill me', "my dad said he'd kill me", 'she shed a tear'],
    ['theyd never know', "they'd never know", 'we got wed in may'],
    ['youd be fine', "you'd be fine", 'i feel ill'],
    ['theyll find out', "they'll find out", 'what the hell'],
    ['youll see', "you'll see", 'well i dunno'],
  ])('%s', (message, normalized, realWord) => {
    expect(normalizeMessage(message)).toBe(normalized);
    expect(normalizeMessage(realWord)).toBe(realWord);
  });

  it('"hed" reads as "he would": a threat told in chat spelling is abuse', () => {
    expect(classifyMessage('my dad said hed kill me if i told anyone', { now }).crisis?.kind).toBe('abuse');
    expect(classifyMessage('my mom said theyd kill me if i told', { now }).crisis?.kind).toBe('abuse');
  });
});
