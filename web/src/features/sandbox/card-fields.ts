import type { SandboxCardInput } from './sandbox-api';

export interface CardDraft {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardDraft = { number: '', expiry: '', cvc: '', name: '' };

/** "4242424242424242" → "4242 4242 4242 4242" (as printed on a card). */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" / "12/34" / "12 / 34" → { month: 12, year: 2034 }, or null when it is not a month and a year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2]!;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export type CardFieldError = 'number' | 'expiry' | 'cvc';

/** The request body, or which field is not even well-formed (the sandbox judges everything else). */
export function toCardInput(draft: CardDraft): SandboxCardInput | { field: CardFieldError } {
  const digits = draft.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { field: 'number' };
  const expiry = parseExpiry(draft.expiry);
  if (!expiry) return { field: 'expiry' };
  if (!/^\d{3,4}$/.test(draft.cvc.trim())) return { field: 'cvc' };
  const name = draft.name.trim();
  return {
    cardNumber: digits,
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: draft.cvc.trim(),
    ...(name ? { name } : {}),
  };
}
