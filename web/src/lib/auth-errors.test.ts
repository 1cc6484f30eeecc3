import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { passwordChangeErrorKey, signInErrorKey, signUpErrorKey } from './auth-errors';

const err = (status: number, code: string) => new ApiError(status, code, code);

describe('auth error messages (spec §8)', () => {
  it('maps sign-in failures', () => {
    expect(signInErrorKey(err(401, 'invalid_email_or_password'))).toBe('auth.errors.invalidCredentials');
    expect(signInErrorKey(err(403, 'email_not_verified'))).toBe('auth.errors.emailNotConfirmed');
    expect(signInErrorKey(err(500, 'internal_error'))).toBe('auth.errors.genericSignIn');
    expect(signInErrorKey(new Error('boom'))).toBe('auth.errors.genericSignIn');
  });

  it('maps the sign-up catalogue', () => {
    expect(signUpErrorKey(err(400, 'weak_password'))).toBe('auth.errors.weakPassword');
    expect(signUpErrorKey(err(422, 'user_already_exists'))).toBe('auth.errors.emailExists');
    expect(signUpErrorKey(err(429, 'anything'))).toBe('auth.errors.signUpRateLimited');
    expect(signUpErrorKey(err(403, 'email_not_verified'))).toBe('auth.errors.signUpEmailNotConfirmed');
    expect(signUpErrorKey(err(400, 'password_complexity'))).toBe('auth.errors.passwordComplexity');
    expect(signUpErrorKey(err(400, 'invalid_email'))).toBe('auth.errors.invalidEmail');
    expect(signUpErrorKey(err(400, 'username_is_already_taken'))).toBe('auth.errors.usernameTaken');
    expect(signUpErrorKey(err(400, 'display_name_too_long'))).toBe('errors.display_name_too_long');
    expect(signUpErrorKey(err(400, 'something_else'))).toBe('auth.errors.genericSignUp');
  });

  it('maps password-change failures', () => {
    expect(passwordChangeErrorKey(err(400, 'invalid_password'))).toBe('profile.errors.currentPasswordWrong');
    expect(passwordChangeErrorKey(err(400, 'weak_password'))).toBe('auth.errors.weakPassword');
  });
});
