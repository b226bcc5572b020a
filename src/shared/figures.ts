/**
 * Counts and dollar amounts as en-US writes them ('1,234', '$14.99'), without Intl on the
 * way. A page's first Intl object costs Chromium its ICU start-up, 35-47 ms of main thread
 * on our bench machines (docs/performance.md), and an avatar's profile showed its
 * subscriber count and prices before anything else asked for Intl. The integers these
 * figures are take the plain path; anything else (a fraction, -0, beyond 2^53) goes to
 * Intl, made on first need, so every output stays exactly Intl's (figures.test.ts
 * compares them).
 */

let counts: Intl.NumberFormat | undefined;
let dollars: Intl.NumberFormat | undefined;

/** Digits of a non-negative safe integer in groups of three ('1234567' -> '1,234,567'). */
function grouped(digits: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

const plain = (n: number) => Number.isSafeInteger(n) && !Object.is(n, -0);

/** A count as en-US writes it: 1234 -> '1,234'. */
export function formatCount(n: number): string {
  if (!plain(n)) {
    counts ??= new Intl.NumberFormat('en-US');
    return counts.format(n);
  }
  return n < 0 ? `-${grouped(String(-n))}` : grouped(String(n));
}

/** Integer minor units (1499) as US dollars ('$14.99'; -500 -> '-$5.00'). */
export function formatMoney(minorUnits: number): string {
  // Past 15 digits Intl's dollars (minorUnits / 100, a double) lose the cents: match them there too.
  if (!plain(minorUnits) || Math.abs(minorUnits) >= 1e15) {
    dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return dollars.format(minorUnits / 100);
  }
  const cents = Math.abs(minorUnits);
  const amount = `$${grouped(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;
  return minorUnits < 0 ? `-${amount}` : amount;
}
