import { dictionary } from '@zxcvbn-ts/language-common';

/** ~49k most common passwords (zxcvbn's list), lower-case. Loaded once, on first use. */
let common: Set<string> | null = null;

/**
 * True when a password is, or is a decorated form of, a very common one: "Password1!" and
 * "Dragon2024!" both reduce to list entries once case, trailing digits and symbols are removed.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => String(p).toLowerCase()));
  const lower = password.toLowerCase();
  const alnum = lower.replace(/[^a-z0-9]/g, '');
  const stem = lower.replace(/[^a-z]+$/g, '').replace(/^[^a-z]+/, '');
  return common.has(lower) || common.has(alnum) || (stem.length >= 4 && common.has(stem));
}
