import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { isPasswordValid } from '../../../domain/accounts';
import { type PasswordOwner, passwordWeaknesses } from '../../../domain/password-strength';
import { isListedPassword } from './common-passwords';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The auth routes that set a password, and the body field that carries it. */
export const NEW_PASSWORD_PATHS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Whose password is being set: the typed sign-up, the signed-in member changing theirs, or the
 * member a reset token was issued to — so "contains your username" holds on every path.
 */
async function ownerOf(c: HookContext, body: Record<string, unknown>): Promise<PasswordOwner> {
  if (c.path === '/sign-up/email')
    return { username: text(body.username), email: text(body.email), name: text(body.name) };
  let userId: string | null = null;
  if (c.path === '/change-password') userId = (await getSessionFromCtx(c))?.user.id ?? null;
  else if (c.path === '/reset-password' && text(body.token))
    userId =
      (await c.context.internalAdapter.findVerificationValue(`reset-password:${text(body.token)}`))?.value ??
      null;
  const user = userId
    ? ((await c.context.internalAdapter.findUserById(userId)) as {
        email: string;
        name: string;
        username?: string | null;
      } | null)
    : null;
  return user ? { username: user.username, email: user.email, name: user.name } : {};
}

/**
 * Refuses a new password that breaks the five criteria (password_complexity) or that the domain
 * finds weak (weak_password, with its reasons as codes: too_common, contains_username, …).
 */
export async function assertStrongPassword(c: HookContext, body: Record<string, unknown>): Promise<void> {
  const field = NEW_PASSWORD_PATHS[c.path];
  if (!field) return;
  const password = body[field];
  if (typeof password !== 'string' || !isPasswordValid(password)) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_COMPLEXITY', message: 'Password too weak' });
  }
  const reasons = passwordWeaknesses(password, await ownerOf(c, body), isListedPassword);
  if (reasons.length) {
    throw new APIError('BAD_REQUEST', {
      code: 'WEAK_PASSWORD',
      message: 'weak_password: weak and easy to guess',
      reasons,
    });
  }
}
