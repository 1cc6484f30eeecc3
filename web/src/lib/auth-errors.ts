import { isPasswordWeakness, type PasswordWeakness } from '@domain/password-strength';
import { ApiError } from '@/lib/api';

/**
 * Maps error codes to the spec's messages (i18n keys). Sign-in: invalid credentials, email not
 * confirmed, anything else generic. Sign-up: the spec's catalogue. The forms check the domain's
 * rules first and map those issues' codes here too, so a message reads the same whichever side
 * caught it.
 */
export function signInErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'auth.errors.genericSignIn';
  const key = signInCodeKey(error.code);
  return key === 'auth.errors.genericSignIn' && error.status === 429 ? 'errors.rate_limited' : key;
}

export function signInCodeKey(code: string): string {
  if (code === 'invalid_email_or_password') return 'auth.errors.invalidCredentials';
  if (code === 'email_not_verified') return 'auth.errors.emailNotConfirmed';
  return 'auth.errors.genericSignIn';
}

export function signUpErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'auth.errors.genericSignUp';
  if (error.status === 429 || error.code === 'rate_limited') return 'auth.errors.signUpRateLimited';
  return signUpCodeKey(error.code);
}

export function signUpCodeKey(code: string): string {
  switch (code) {
    case 'weak_password':
      return 'auth.errors.weakPassword';
    case 'user_already_exists':
    case 'user_already_exists_use_another_email':
      return 'auth.errors.emailExists';
    case 'email_not_verified':
      return 'auth.errors.signUpEmailNotConfirmed';
    // Checked by the form only.
    case 'password_mismatch':
      return 'auth.errors.passwordMismatch';
    case 'password_min_length':
      return 'auth.errors.passwordMinLength';
    case 'password_complexity':
    case 'password_too_short':
      return 'auth.errors.passwordComplexity';
    case 'invalid_email':
      return 'auth.errors.invalidEmail';
    case 'username_is_already_taken':
    case 'username_taken':
      return 'auth.errors.usernameTaken';
    case 'username_invalid':
    case 'invalid_username':
    case 'username_too_short':
    case 'username_too_long':
      return 'auth.errors.usernameInvalid';
    case 'display_name_too_long':
      return 'errors.display_name_too_long';
    default:
      return 'auth.errors.genericSignUp';
  }
}

export function passwordChangeErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'profile.errors.passwordChange';
  if (error.code === 'invalid_password') return 'profile.errors.currentPasswordWrong';
  if (error.code === 'weak_password') return 'auth.errors.weakPassword';
  if (error.code === 'password_complexity') return 'auth.errors.passwordComplexity';
  return 'profile.errors.passwordChange';
}

/** A weak_password refusal's reasons (the server sends them as codes in the error's details). */
export function weakPasswordReasons(error: unknown): PasswordWeakness[] {
  if (!(error instanceof ApiError) || error.code !== 'weak_password') return [];
  const reasons = (error.details as { reasons?: unknown } | undefined)?.reasons;
  return Array.isArray(reasons) ? reasons.filter(isPasswordWeakness) : [];
}
