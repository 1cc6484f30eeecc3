/**
 * Why a password that meets the five criteria (accounts.ts) is still refused — the reasons a
 * weak_password answer carries as codes, and the checklist's last items. One rule for both sides:
 * the server enforces it, the forms check it before sending so the checklist never approves a
 * password the server will refuse.
 */
export const PASSWORD_WEAKNESSES = [
  'too_common',
  'contains_username',
  'contains_email',
  'contains_name',
] as const;
export type PasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

export const isPasswordWeakness = (value: unknown): value is PasswordWeakness =>
  (PASSWORD_WEAKNESSES as readonly unknown[]).includes(value);

/** Whose password it is, as far as the form or the server knows (any part may be missing). */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  name?: string | null;
}

/** Whether one lower-case form is in the common-password list (the server's Set, the web's lazy copy). */
export type CommonPasswordLookup = (form: string) => boolean;

/** Lower case without accents: "Hélène" and "helene" are the same word to a guesser. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The forms of a password looked up in the common list: as typed, letters and digits only, and its
 * letter core once the digits and symbols around it are removed ("Dragon2024!" → "dragon",
 * "Paulus#2026" → "paulus"): decorating a common word does not make it hard to guess.
 */
export function commonPasswordForms(password: string): string[] {
  const lower = password.toLowerCase();
  const alnum = lower.replace(/[^a-z0-9]/g, '');
  const core = lower.replace(/[^a-z]+$/g, '').replace(/^[^a-z]+/, '');
  return [lower, alnum, ...(core.length >= 4 ? [core] : [])];
}

export function isCommonPassword(password: string, isListed: CommonPasswordLookup): boolean {
  return commonPasswordForms(password).some(isListed);
}

/** A name's parts a guesser would try: the whole (3+ characters) and each word of 4+ letters or digits. */
function guessableParts(value: string | null | undefined, whole: boolean): string[] {
  const folded = fold(value?.trim() ?? '');
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4);
  return [...(whole && folded.length >= 3 ? [folded] : []), ...words];
}

/** Which of the owner's identifiers the password contains (case and accents ignored). */
export function personalWeaknesses(password: string, owner: PasswordOwner): PasswordWeakness[] {
  const folded = fold(password);
  const contains = (parts: string[]) => parts.some((part) => folded.includes(part));
  const username = guessableParts(owner.username, true);
  const email = guessableParts(owner.email?.split('@')[0], true);
  // The display name defaults to the username: the same word is reported once, as the username.
  const name = guessableParts(owner.name, false).filter((part) => !username.includes(part));
  const found: PasswordWeakness[] = [];
  if (contains(username)) found.push('contains_username');
  if (contains(email)) found.push('contains_email');
  if (contains(name)) found.push('contains_name');
  return found;
}

/**
 * Every reason to refuse the password, in PASSWORD_WEAKNESSES order. Without a lookup (the web's
 * copy of the list not loaded yet) the common-password check is left to the server.
 */
export function passwordWeaknesses(
  password: string,
  owner: PasswordOwner,
  isListed: CommonPasswordLookup | null,
): PasswordWeakness[] {
  const personal = personalWeaknesses(password, owner);
  return isListed && isCommonPassword(password, isListed) ? ['too_common', ...personal] : personal;
}
