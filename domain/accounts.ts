import { z } from 'zod';
import { LIMITS } from './limits';

/** Special characters that satisfy the password rule (spec §5). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_CRITERIA = ['minLength', 'lowercase', 'uppercase', 'digit', 'special'] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];

/** Which criteria a password meets — drives the live checklist and the server's check alike. */
export function passwordChecks(password: string): Record<PasswordCriterion, boolean> {
  return {
    minLength: password.length >= LIMITS.passwordMinLength,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: [...password].some((c) => PASSWORD_SPECIALS.includes(c)),
  };
}

export function isPasswordValid(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}

export const PASSWORD_MAX_LENGTH = 128;

/**
 * Usernames: 3–30 characters, letters, digits, '_' and '.', starting with a letter or digit.
 * Unique regardless of case (stored lower-case; the typed form is kept for display).
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.]{2,29}$/;
export const usernameSchema = z.string().trim().regex(USERNAME_PATTERN, 'username_invalid');

export const displayNameSchema = z.string().trim().max(60, 'display_name_too_long');

export const emailSchema = z.string().trim().pipe(z.email('invalid_email'));

export const signUpSchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema.optional(),
  email: emailSchema,
  password: z.string().max(PASSWORD_MAX_LENGTH),
});

export type SignUpInput = z.infer<typeof signUpSchema>;

/** The display name shown everywhere: the chosen one, else the username (spec: sign-up metadata). */
export function displayNameOf(user: {
  name?: string | null;
  username?: string | null;
  displayUsername?: string | null;
}) {
  return user.name?.trim() || user.displayUsername || user.username || '';
}

/** Avatar fallback letter: the username's first letter, else 'U' (spec: Header). */
export function avatarInitial(username: string | null | undefined): string {
  const first = username?.trim()[0];
  return first ? first.toUpperCase() : 'U';
}
