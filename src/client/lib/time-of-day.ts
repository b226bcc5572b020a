/**
 * A message's time of day as the browser's Intl writes it with { hour: '2-digit',
 * minute: '2-digit' } in the visitor's language. In 'en-US' (the product's own language,
 * and most visitors') it is written by hand, identically ('08:05 PM'): a page's first Intl
 * object costs its ICU start-up (src/shared/figures.ts), and on the chat page that was the
 * longest task of the load. Any other language gets Intl, made on first need.
 */
let intl: Intl.DateTimeFormat | undefined;

const twoDigits = (n: number) => String(n).padStart(2, '0');

export function timeOfDay(date: Date, language: string = navigator.language): string {
  if (language === 'en-US') {
    const hour = date.getHours();
    return `${twoDigits(hour % 12 || 12)}:${twoDigits(date.getMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
  }
  intl ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
  return intl.format(date);
}
