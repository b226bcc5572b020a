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
