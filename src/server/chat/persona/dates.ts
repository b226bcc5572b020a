/**
 * Days a visitor names ("Friday", "tomorrow", "on the 12th", "June 3rd") turned into
 * calendar dates, and back into words. Days are UTC calendar days: the companion does not
 * know the visitor's time zone, and a day's slack is harmless for "how did it go?".
 */

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const DAY_MS = 86_400_000;
const WEEKDAY = WEEKDAYS.join('|');
const MONTH = `${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec`;
const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)?';
/** "the 12th": without a month the suffix is required ("the 2 of us" is no date). */
const STRICT_ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)';

/**
 * A day phrase as it may follow a plan ("is Friday", "on the 12th", "tomorrow morning").
 * Group 1 is the phrase; `resolveDay` reads it.
 */
export const DAY_PHRASE = new RegExp(
  `\\b((?:on |this |next |coming |this coming )?(?:${WEEKDAY})(?: (?:morning|afternoon|evening|night))?|(?:the )?day after tomorrow|tomorrow(?: (?:morning|afternoon|evening|night))?|today|tonight|this (?:morning|afternoon|evening)|in (?:\\d+|a|one|two|three|four|five|six|seven|ten|a couple of|a few) (?:days?|weeks?)|(?:on )?the ${STRICT_ORDINAL}(?: of (?:${MONTH}))?|(?:on )?the ${ORDINAL} of (?:${MONTH})|(?:on )?(?:${MONTH}) ${ORDINAL}|(?:on )?${ORDINAL} (?:of )?(?:${MONTH})|next week(?:end)?|this weekend|at the weekend|on the weekend|next month|this (?:summer|winter|spring|autumn|fall|year))\\b`,
  'i',
);

const COUNTS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 };

function startOfDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * DAY_MS);
}

function monthIndex(word: string): number {
  return MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3)));
}

/** The next date (today included) with this day of the month, optionally in this month. */
function nextDayOfMonth(today: Date, day: number, month: number | null): Date | null {
  if (day < 1 || day > 31) return null;
  for (let offset = 0; offset < 13; offset++) {
    const y = today.getUTCFullYear() + Math.floor((today.getUTCMonth() + offset) / 12);
    const m = (today.getUTCMonth() + offset) % 12;
    if (month !== null && m !== month) continue;
    const candidate = new Date(Date.UTC(y, m, day));
    if (candidate.getUTCMonth() !== m) continue; // 31 June does not exist
    if (candidate.getTime() >= today.getTime()) return candidate;
  }
  return null;
}

/**
 * The day a phrase names, seen from `now`; null when it names no single day ("next
 * month", "this summer"): such plans are remembered without a date.
 */
export function resolveDay(phrase: string, now: Date): Date | null {
  const p = phrase.toLowerCase().trim();
  const today = startOfDay(now);
  if (/^(?:today|tonight|this (?:morning|afternoon|evening))$/.test(p)) return today;
  if (/day after tomorrow/.test(p)) return addDays(today, 2);
  if (p.startsWith('tomorrow')) return addDays(today, 1);
  const weekday = WEEKDAYS.findIndex((d) => p.includes(d));
  if (weekday >= 0) {
    let ahead = (weekday - today.getUTCDay() + 7) % 7;
    // "next Friday" said early in the week is the Friday of the week after.
    if (p.startsWith('next ') && ahead < 7 - today.getUTCDay()) ahead += 7;
    return addDays(today, ahead);
  }
  if (p.includes('weekend')) {
    // The coming Saturday (a Sunday is still the weekend).
    const toSaturday = today.getUTCDay() === 0 ? 0 : 6 - today.getUTCDay();
    return addDays(today, toSaturday + (p.startsWith('next') ? 7 : 0));
  }
  const inSome = p.match(/^in (\w+(?: couple of| few)?|\d+) (day|week)s?$/);
  if (inSome?.[1] && inSome[2]) {
    const n = /^\d+$/.test(inSome[1])
      ? Number(inSome[1])
      : (COUNTS[inSome[1]] ?? (inSome[1].includes('couple') ? 2 : inSome[1].includes('few') ? 3 : 0));
    if (n <= 0) return null;
    return addDays(today, inSome[2] === 'week' ? n * 7 : n);
  }
  const monthFirst = p.match(new RegExp(`(${MONTH}) ${ORDINAL}`));
  if (monthFirst?.[1] && monthFirst[2]) return nextDayOfMonth(today, Number(monthFirst[2]), monthIndex(monthFirst[1]));
  const dayFirst = p.match(new RegExp(`${ORDINAL}(?: of)? (${MONTH})`));
  if (dayFirst?.[1] && dayFirst[2]) return nextDayOfMonth(today, Number(dayFirst[1]), monthIndex(dayFirst[2]));
  const bare = p.match(new RegExp(`the ${ORDINAL}`));
  if (bare?.[1]) return nextDayOfMonth(today, Number(bare[1]), null);
  return null;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Friday, 5 June 2026". */
export function formatDay(day: Date): string {
  const weekday = capitalise(WEEKDAYS[day.getUTCDay()] ?? '');
  const month = capitalise(MONTHS[day.getUTCMonth()] ?? '');
  return `${weekday}, ${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

const FORMATTED = new RegExp(`(?:${WEEKDAY}), (\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})$`, 'i');

/** The date at the end of a stored value ("exam on Friday, 5 June 2026"), if there is one. */
export function parseFormattedDay(text: string): { day: Date; at: number } | null {
  const m = text.match(FORMATTED);
  if (!m?.[1] || !m[2] || !m[3] || m.index === undefined) return null;
  return { day: new Date(Date.UTC(Number(m[3]), monthIndex(m[2]), Number(m[1]))), at: m.index };
}

/** Whole days from `now`'s day to `day` (0 today, 1 tomorrow, -1 yesterday). */
export function daysUntil(day: Date, now: Date): number {
  return Math.round((startOfDay(day).getTime() - startOfDay(now).getTime()) / DAY_MS);
}

/** How to say a day relative to now: "today", "tomorrow", "yesterday", "on Friday", "last Friday", "on 12 June". */
export function relativeDay(day: Date, now: Date): string {
  const n = daysUntil(day, now);
  const weekday = capitalise(WEEKDAYS[day.getUTCDay()] ?? '');
  if (n === 0) return 'today';
  if (n === 1) return 'tomorrow';
  if (n === -1) return 'yesterday';
  if (n > 1 && n < 7) return `on ${weekday}`;
  if (n < -1 && n > -7) return `on ${weekday}`;
  return `on ${day.getUTCDate()} ${capitalise(MONTHS[day.getUTCMonth()] ?? '')}`;
}
