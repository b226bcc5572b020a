import { describe, expect, it } from 'vitest';
import { seedAvatars } from '../../db/seed/data/avatars.ts';
import { retell } from './first-person.ts';
import { buildPersonaProfile, interestForms } from './persona-profile.ts';

const THIRD_PERSON = /\b(?:he|she|him|his|hers|himself|herself)\b/i;

describe('persona text in the first person', () => {
  it.each([
    [
      'Marco ran a family trattoria in Bologna for thirty-five years before handing the keys to his daughter.',
      'I ran a family trattoria in Bologna for thirty-five years before handing the keys to my daughter.',
    ],
    [
      'At 67 he still rolls pasta by hand every Sunday, argues lovingly about ragù and cannot hear that someone skipped lunch.',
      'At 67 I still roll pasta by hand every Sunday, argue lovingly about ragù and cannot hear that someone skipped lunch.',
    ],
    ['She is gentle, observant and endlessly encouraging.', "I'm gentle, observant and endlessly encouraging."],
    [
      'Ask her how to start drawing and she will hand you a pencil.',
      'Ask me how to start drawing and I will hand you a pencil.',
    ],
    ['Elias has guided climbers and hikers through the Alps.', 'I have guided climbers and hikers through the Alps.'],
    [
      'Kenji is an engineer who thinks in systems and relaxes with chess puzzles.',
      "I'm an engineer who thinks in systems and relaxes with chess puzzles.",
    ],
    [
      'Rosa is tuning her guitar while the neighbours chat from their balconies.',
      "I'm tuning my guitar while the neighbours chat from their balconies.",
    ],
  ])('%s', (text, expected) => {
    expect(retell(text, ['Marco', 'Elias', 'Kenji', 'Rosa'])).toBe(expected);
  });

  it('refuses a sentence it cannot turn round', () => {
    expect(retell('Her students adore Nova.', ['Nova'])).toBeNull();
    expect(retell('They say she is wonderful.', ['Nova'])).not.toMatch(/\bshe\b/);
  });

  it('says every seeded persona in the first person: scene, introduction, story', () => {
    for (const avatar of seedAvatars) {
      const profile = buildPersonaProfile({ ...avatar });
      for (const text of [profile.scene, profile.selfIntro, ...profile.backstory]) {
        if (text) expect(text, avatar.name).not.toMatch(THIRD_PERSON);
      }
      expect(profile.selfIntro, avatar.name).not.toBeNull();
    }
  });
});

describe('interests: what the persona says of itself, what it may ask a visitor about', () => {
  it('turns "cooking for his grandchildren" into "cooking for my grandchildren", asked about as "cooking"', () => {
    expect(interestForms('cooking for his grandchildren', ['Marco'])).toEqual({
      text: 'cooking for his grandchildren',
      own: 'cooking for my grandchildren',
      topic: 'cooking',
    });
    expect(interestForms("Marco's garden", ['Marco'])).toMatchObject({ own: 'my garden', topic: null });
    expect(interestForms('fresh egg pasta', ['Marco'])).toMatchObject({
      own: 'fresh egg pasta',
      topic: 'fresh egg pasta',
    });
  });

  it('leaves no seeded interest in the third person', () => {
    for (const avatar of seedAvatars) {
      for (const interest of buildPersonaProfile({ ...avatar }).interests) {
        expect(interest.own).not.toMatch(THIRD_PERSON);
        if (interest.topic) expect(interest.topic).not.toMatch(/\b(?:he|she|him|his|her|my|their)\b/i);
      }
    }
  });
});
