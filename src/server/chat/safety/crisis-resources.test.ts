import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_RESOURCES,
  localeFromAcceptLanguage,
  parseResourceVariables,
  resourcesFor,
} from './crisis-resources.ts';

describe('crisis resources', () => {
  it("takes the browser's first choice of language, whatever the weights' order", () => {
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en-gb');
    expect(localeFromAcceptLanguage('fr;q=0.5, de-DE')).toBe('de-de');
    expect(localeFromAcceptLanguage('*')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage('<script>, ;;;')).toBeNull();
  });

  it('picks the operator list, then the built-in one, then the international default', () => {
    const overrides = { 'en-gb': ['Our UK line'], fr: ['Ligne FR'], default: ['Our default'] };
    expect(resourcesFor('en-gb', overrides)).toEqual(['Our UK line']);
    expect(resourcesFor('en-us', overrides)).toEqual(BUILT_IN_RESOURCES['en-us']);
    expect(resourcesFor('fr-be', overrides)).toEqual(['Ligne FR']);
    expect(resourcesFor('pt-br', overrides)).toEqual(['Our default']);
    expect(resourcesFor(null, {})).toEqual(BUILT_IN_RESOURCES.default);
    // Every built-in line works without this server: no link to it, no empty entry.
    for (const lines of Object.values(BUILT_IN_RESOURCES)) {
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toMatch(/localhost|\/api\/|^\s*$/);
    }
  });

  it('parses SAFETY_RESOURCES_* and names a bad variable', () => {
    expect(parseResourceVariables({ SAFETY_RESOURCES_EN_AU: 'Lifeline: 13 11 14|Emergency: 000', OTHER: 'x' })).toEqual(
      {
        ok: true,
        lists: { 'en-au': ['Lifeline: 13 11 14', 'Emergency: 000'] },
      },
    );
    expect(parseResourceVariables({ SAFETY_RESOURCES_X: 'a' })).toMatchObject({
      ok: false,
      variable: 'SAFETY_RESOURCES_X',
    });
    expect(parseResourceVariables({ SAFETY_RESOURCES_DEFAULT: 'x'.repeat(201) })).toMatchObject({ ok: false });
  });
});
