import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswordLookup } from '../../../domain/password-strength';

/** ~49k most common passwords (zxcvbn's list), lower-case. Loaded once, on first use. */
let common: Set<string> | null = null;

/** The lookup domain/password-strength.ts checks a password's forms against (the web loads the same list). */
export const isListedPassword: CommonPasswordLookup = (form) => {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => String(p).toLowerCase()));
  return common.has(form);
};
