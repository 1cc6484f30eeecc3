import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor, username } from 'better-auth/plugins';
import { isPasswordValid, PASSWORD_MAX_LENGTH, USERNAME_PATTERN } from '../../../domain/accounts';
import { LIMITS } from '../../../domain/limits';
import { isLocale } from '../../../domain/locales';
import type { AppContext } from '../../context';
import * as schema from '../../db/schema';
import { sendMailJob } from '../mail/jobs/send-mail.job';
import { isCommonPassword } from './common-passwords';
import { buildAccountMail } from './mail/account-mail';
import { hitRateLimit } from './rate-limit-counters';
import { grantAdminsByEmail } from './roles.repository';

/** The header the server sets from Fastify's view of the client IP; a client-sent one is overwritten. */
export const CLIENT_IP_HEADER = 'x-kinora-client-ip';

const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username']);
const NEW_PASSWORD_PATHS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};
/** Sign-in attempts allowed per account per window, whatever the IP (credential stuffing). */
const ACCOUNT_SIGN_IN_MAX = 10;
const ACCOUNT_SIGN_IN_WINDOW_S = 15 * 60;

/** Rejects passwords that break the rules or are among the most common ones (weak_password). */
function assertStrongPassword(password: unknown): void {
  if (typeof password !== 'string' || !isPasswordValid(password)) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_COMPLEXITY', message: 'Password too weak' });
  }
  if (isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', {
      code: 'WEAK_PASSWORD',
      message: 'weak_password: weak and easy to guess',
    });
  }
}

/**
 * Better Auth on Kinora's own database: email + password with confirmation, reset, sessions in
 * PostgreSQL, usernames, TOTP two-factor, database-backed rate limits. Mail goes through the queue.
 */
export function createAuth(ctx: AppContext) {
  const { config, db, queue } = ctx;
  const sendAccountMail = async (...args: Parameters<typeof buildAccountMail>) => {
    await queue.send(sendMailJob, buildAccountMail(...args));
  };
  const devOrigins = config.env === 'production' ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];

  return betterAuth({
    appName: 'Kinora',
    baseURL: `${config.publicUrl}/api/auth`,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...devOrigins],
    database: drizzleAdapter(db.db, { provider: 'pg', schema }),
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'fr', input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: LIMITS.passwordMinLength,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await sendAccountMail(
          'resetPassword',
          { email: user.email, name: user.name, locale: (user as { locale?: string }).locale },
          url,
        );
      },
      onPasswordReset: async ({ user }) => {
        await sendAccountMail('passwordChanged', {
          email: user.email,
          name: user.name,
          locale: (user as { locale?: string }).locale,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await sendAccountMail(
          'confirmEmail',
          { email: user.email, name: user.name, locale: (user as { locale?: string }).locale },
          url,
        );
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      // A session used after a day is extended: members who come back stay signed in.
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/username': { window: 60, max: 10 },
        '/sign-up/email': { window: 10 * 60, max: 10 },
        '/request-password-reset': { window: 10 * 60, max: 5 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'kinora',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const locale = (user as { locale?: unknown }).locale;
            return { data: { ...user, locale: isLocale(locale) ? locale : 'fr' } };
          },
          after: async (user) => {
            if (config.adminEmails.includes(user.email.toLowerCase()))
              await grantAdminsByEmail(db.db, [user.email.toLowerCase()]);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (c) => {
        const body = (c.body ?? {}) as Record<string, unknown>;
        const passwordField = NEW_PASSWORD_PATHS[c.path];
        if (passwordField) assertStrongPassword(body[passwordField]);
        if (c.path === '/sign-up/email') {
          // Kinora tells a person their address is taken (spec), rather than Better Auth's silent success.
          const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
          if (email && (await c.context.internalAdapter.findUserByEmail(email))) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'USER_ALREADY_EXISTS',
              message: 'User already exists',
            });
          }
        }
        if (SIGN_IN_PATHS.has(c.path)) {
          const id = String(body.email ?? body.username ?? '')
            .trim()
            .toLowerCase();
          if (
            id &&
            !(await hitRateLimit(db.db, `sign-in:${id}`, ACCOUNT_SIGN_IN_MAX, ACCOUNT_SIGN_IN_WINDOW_S))
          ) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'RATE_LIMITED',
              message: 'Too many sign-in attempts',
            });
          }
        }
      }),
      after: createAuthMiddleware(async (c) => {
        if (c.path === '/change-password' && c.context.returned && !(c.context.returned instanceof Error)) {
          const user = c.context.session?.user as
            | { email: string; name: string; locale?: string }
            | undefined;
          if (user)
            await sendAccountMail('passwordChanged', {
              email: user.email,
              name: user.name,
              locale: user.locale,
            });
        }
      }),
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
      }),
      twoFactor({ issuer: 'Kinora', backupCodeOptions: { amount: 10, length: 10 } }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
