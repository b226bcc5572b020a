/**
 * Where a visitor in crisis can turn, per locale: phone and text lines that work without
 * this server. Operators replace or add lists with SAFETY_RESOURCES_* (see config.ts and
 * README); a locale without a list gets the international default.
 */

export const DEFAULT_LOCALE = 'default';

export const BUILT_IN_RESOURCES: Record<string, string[]> = {
  default: [
    'Find A Helpline lists free, confidential crisis lines for your country: findahelpline.com',
    'Befrienders Worldwide has emotional-support lines in many countries: befrienders.org',
    'In immediate danger, call your local emergency number (112 in much of the world, 911 in North America, 999 in the UK)',
  ],
  'en-us': [
    '988 Suicide & Crisis Lifeline: call or text 988 (24/7)',
    'Crisis Text Line: text HOME to 741741',
    'National Domestic Violence Hotline: 1-800-799-7233',
    'Emergency: 911',
  ],
  'en-gb': [
    'Samaritans: call 116 123 (free, 24/7)',
    'Shout: text SHOUT to 85258',
    'National Domestic Abuse Helpline: 0808 2000 247',
    'Emergency: 999',
  ],
  'en-ie': ['Samaritans: call 116 123 (free, 24/7)', 'Text 50808: text HELLO to 50808', 'Emergency: 112 or 999'],
  'en-ca': [
    '9-8-8 Suicide Crisis Helpline: call or text 988',
    'Kids Help Phone: 1-800-668-6868, or text CONNECT to 686868',
    'Emergency: 911',
  ],
  'en-au': [
    'Lifeline: call 13 11 14, or text 0477 13 11 14',
    'Kids Helpline: 1800 55 1800',
    '1800RESPECT (family and domestic violence): 1800 737 732',
    'Emergency: 000',
  ],
  'en-nz': ['Need to talk? Call or text 1737', 'Lifeline: 0800 543 354', 'Emergency: 111'],
  'fr-fr': [
    '3114, numéro national de prévention du suicide (gratuit, 24h/24)',
    'Violences Femmes Info : 3919',
    'Urgences : 112',
  ],
  'de-de': [
    'TelefonSeelsorge: 0800 111 0 111 oder 0800 111 0 222 (kostenlos, rund um die Uhr)',
    'Nummer gegen Kummer (Kinder und Jugendliche): 116 111',
    'Notruf: 112',
  ],
  'es-es': [
    'Línea 024 de atención a la conducta suicida (gratuita, 24 h)',
    'Violencia de género: 016',
    'Emergencias: 112',
  ],
};

/** A BCP 47 tag as this module keys it: lower case, hyphenated ("en-gb"). */
export const LOCALE_PATTERN = /^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,2}$/;

/**
 * The visitor's locale from an Accept-Language header: its first (highest-weighted)
 * language tag, lower-cased, or null. Only that first choice counts: a Swiss visitor
 * who also reads English is not sent to British helplines.
 */
export function localeFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase().replace(/_/g, '-'), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => LOCALE_PATTERN.test(r.tag) && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag ?? null;
}

/** The lines for a locale: the operator's list, else the built-in one, else the default. */
export function resourcesFor(locale: string | null, overrides: Record<string, string[]>): string[] {
  const lists = { ...BUILT_IN_RESOURCES, ...overrides };
  const exact = locale ? lists[locale] : undefined;
  if (exact && exact.length > 0) return exact;
  // "en-us-x-foo" or "en-us-posix": try the language-region part.
  const region = locale?.split('-').slice(0, 2).join('-');
  const byRegion = region ? lists[region] : undefined;
  if (byRegion && byRegion.length > 0) return byRegion;
  const language = locale?.split('-')[0];
  const byLanguage = language ? overrides[language] : undefined;
  if (byLanguage && byLanguage.length > 0) return byLanguage;
  return lists[DEFAULT_LOCALE] ?? [];
}

/**
 * Parses the SAFETY_RESOURCES_* variables: `SAFETY_RESOURCES_DEFAULT`, or a locale such as
 * `SAFETY_RESOURCES_EN_GB` / `SAFETY_RESOURCES_FR`, each holding entries separated by `|`.
 * Returns the lists by locale, or the name of the first bad variable and why.
 */
export function parseResourceVariables(
  env: Record<string, string | undefined>,
): { ok: true; lists: Record<string, string[]> } | { ok: false; variable: string; problem: string } {
  const lists: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('SAFETY_RESOURCES_') || value === undefined) continue;
    const suffix = name.slice('SAFETY_RESOURCES_'.length);
    const locale = suffix === 'DEFAULT' ? DEFAULT_LOCALE : suffix.toLowerCase().replace(/_/g, '-');
    if (locale !== DEFAULT_LOCALE && !LOCALE_PATTERN.test(locale)) {
      return { ok: false, variable: name, problem: 'must end in DEFAULT or a locale such as EN_GB' };
    }
    const entries = value
      .split('|')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length === 0) return { ok: false, variable: name, problem: 'must list at least one entry' };
    if (entries.length > 10) return { ok: false, variable: name, problem: 'may list at most 10 entries' };
    if (entries.some((e) => e.length > 200))
      return { ok: false, variable: name, problem: 'entries must be at most 200 characters' };
    lists[locale] = entries;
  }
  return { ok: true, lists };
}
