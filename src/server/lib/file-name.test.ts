import { describe, expect, it } from 'vitest';
import { asciiFileName } from './file-name.ts';

describe('asciiFileName', () => {
  it('keeps the letters under accents and turns the rest into dashes', () => {
    expect(asciiFileName('Élodie Brûlé 🌸')).toBe('Elodie-Brule');
    expect(asciiFileName('Nova Adeyemi')).toBe('Nova-Adeyemi');
    expect(asciiFileName('Zoë & Søren')).toBe('Zoe-S-ren');
  });

  it('is empty when nothing of the name is Latin (the caller names the file then)', () => {
    expect(asciiFileName('小明')).toBe('');
  });
});
