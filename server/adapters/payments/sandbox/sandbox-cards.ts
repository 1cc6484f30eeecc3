import { SANDBOX_TEST_CARDS, type SandboxCardInput } from '../../../../domain/api/sandbox';
import type { ErrorCode } from '../../../../domain/errors';
import type { PendingCard } from '../../../db/schema';
import { AppError } from '../../../errors';

/**
 * Stripe's test cards as the sandbox understands them (https://docs.stripe.com/testing): a number
 * failing the Luhn check or a past expiry is refused, the listed decline numbers decline, 3155 asks
 * for a 3-D Secure confirmation on the first payment, 0341 attaches but every later charge fails,
 * and any other valid number succeeds like 4242 4242 4242 4242.
 */

/** A declined payment: 402 with the card's stable code, as the hosted pages show it. */
export class CardDeclinedError extends AppError {
  constructor(code: ErrorCode) {
    super(402, code, `The card was declined (${code}).`);
  }
}

const DECLINES: Record<string, ErrorCode> = {
  [SANDBOX_TEST_CARDS.declined]: 'card_declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'card_insufficient_funds',
  [SANDBOX_TEST_CARDS.expired]: 'card_expired',
  [SANDBOX_TEST_CARDS.incorrectCvc]: 'card_incorrect_cvc',
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** Whether a card expiring at the end of (expMonth, expYear) is past at `at` (UTC). */
export function cardExpired(card: { expMonth: number; expYear: number }, at: Date): boolean {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

/**
 * Checks a typed card at `at` (the customer's clock): throws CardDeclinedError for the numbers that
 * decline; otherwise the card to store, and whether its first payment needs 3-D Secure.
 */
export function evaluateCard(
  input: SandboxCardInput,
  at: Date,
): { card: PendingCard; requiresAction: boolean } {
  const digits = input.cardNumber.replace(/ /g, '');
  if (!luhnValid(digits)) throw new CardDeclinedError('card_number_invalid');
  if (cardExpired(input, at)) throw new CardDeclinedError('card_expired');
  const decline = DECLINES[digits];
  if (decline) throw new CardDeclinedError(decline);
  const card: PendingCard = {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth: input.expMonth,
    expYear: input.expYear,
    behaviour: digits === SANDBOX_TEST_CARDS.attachThenFail ? 'fail' : 'succeed',
  };
  return { card, requiresAction: digits === SANDBOX_TEST_CARDS.authenticationRequired };
}

/** Charging a stored card off-session (renewals, retries): null when it succeeds, else the decline. */
export function chargeStoredCard(
  card: { expMonth: number | null; expYear: number | null; behaviour: PendingCard['behaviour'] | null },
  at: Date,
): ErrorCode | null {
  if (card.expMonth === null || card.expYear === null || !card.behaviour) return 'card_declined';
  if (cardExpired({ expMonth: card.expMonth, expYear: card.expYear }, at)) return 'card_expired';
  return card.behaviour === 'fail' ? 'card_declined' : null;
}
