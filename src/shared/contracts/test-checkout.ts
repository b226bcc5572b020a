import { z } from 'zod';
import { ZIdParam, ZIsoDateTime } from './common.ts';

/**
 * The offline test-mode provider's checkout page (`/test-checkout/:id`). It plays the part
 * of a processor's hosted page: the card is sent to the provider's own endpoint, which
 * keeps brand, last four and expiry and answers a token; only the token pays.
 */
export const TEST_MODE_NOTICE = 'Test mode — no real money moves';

/** The numbers processors publish for testing, and what each does here. */
export const TEST_CARDS = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'succeeds' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declines' },
  { number: '4000000000000341', brand: 'Visa', outcome: 'fails_later' },
] as const;
export type TestCardOutcome = (typeof TEST_CARDS)[number]['outcome'];

export const CARD_NUMBER_MESSAGE = 'Enter a valid card number';
export const NOT_A_TEST_CARD_MESSAGE = 'Test mode takes test cards only, such as 4242 4242 4242 4242';
export const CARD_DECLINED_MESSAGE = 'Your card was declined. No money was taken; try another card.';
export const CARD_EXPIRED_MESSAGE = 'This card has expired';

/** Luhn check: catches a mistyped number before it is sent anywhere. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

/** POST /api/payments/test/cards: the card as typed (the provider's hosted field). */
export const ZTestCardBody = z
  .object({
    number: z
      .string()
      .max(40, CARD_NUMBER_MESSAGE)
      .transform(digitsOnly)
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, CARD_NUMBER_MESSAGE)
          .refine(luhnValid, CARD_NUMBER_MESSAGE),
      ),
    expMonth: z.coerce.number().int().min(1, 'Enter a valid month').max(12, 'Enter a valid month'),
    expYear: z.coerce.number().int().min(2000, 'Enter a valid year').max(2100, 'Enter a valid year'),
    cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
  })
  .strict();
export type TestCardBody = z.infer<typeof ZTestCardBody>;
export type TestCardBodyInput = z.input<typeof ZTestCardBody>;

/** A tokenised card: what the page (and then our product) may know of it. */
export const ZTestCardToken = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type TestCardToken = z.infer<typeof ZTestCardToken>;

export const ZTestCheckoutParams = z.object({ id: ZIdParam });

export const ZTestCheckout = z.object({
  id: z.number().int(),
  /** "Nova Adeyemi — Premium, monthly". */
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  /** Where the member goes back to (the avatar's profile). */
  returnPath: z.string(),
  createdAt: ZIsoDateTime,
});
export type TestCheckout = z.infer<typeof ZTestCheckout>;

export const ZTestPayBody = z.object({
  token: z.string().regex(/^tok_test_[A-Za-z0-9]{8,64}$/, 'Enter your card again'),
});
export type TestPayBody = z.infer<typeof ZTestPayBody>;

export const ZTestPayResult = z.object({ status: z.literal('paid'), returnPath: z.string() });
export type TestPayResult = z.infer<typeof ZTestPayResult>;
