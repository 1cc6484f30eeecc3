import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { twoFactor, username } from 'better-auth/plugins';
import { accessRefusal } from '../../../domain/access';
import { PASSWORD_MAX_LENGTH, USERNAME_PATTERN } from '../../../domain/accounts';
import { LIMITS } from '../../../domain/limits';
import { isLocale } from '../../../domain/locales';
import type { AppContext } from '../../context';
import * as schema from '../../db/schema';
import { readStanding, type StandingProvider } from '../../standing/actor';
import { sendMailJob } from '../mail/mail.public';
import { isDeletedLogin, touchLastSignIn } from './accounts.repository';
import { buildAccountMail } from './mail/account-mail';
import { assertStrongPassword } from './password-rules';
import { grantAdminsByEmail } from './roles.repository';
import { clearSignInFailures, isSignInThrottled, recordSignInFailure } from './sign-in-throttle';

/** The web page a confirmation link lands on; Better Auth adds `?error=TOKEN_EXPIRED` (or another code) when it fails. */
export const EMAIL_CONFIRMED_PATH = '/email-confirmed';

/** The header the server sets from Fastify's view of the client IP; a client-sent one is overwritten. */
export const CLIENT_IP_HEADER = 'x-kinora-client-ip';

const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username']);
/**
 * The Better Auth routes the web app (and the links in account mail) use; the bridge answers 404 to
 * every other one, so a route Better Auth adds or Kinora does not validate (update-user writing
 * `image`, change-email, delete-user, …) is never reachable.
 */
export const ALLOWED_AUTH_ROUTES = [
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  'POST /change-password',
  'GET /list-sessions',
  'POST /revoke-other-sessions',
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
] as const;

const allowedRoutes = ALLOWED_AUTH_ROUTES.map((route) => {
  const [method, pattern] = route.split(' ') as [string, string];
  return { method, path: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`) };
});

/** Whether the bridge passes `METHOD /path` (relative to /api/auth) on to Better Auth. */
export const isAllowedAuthRoute = (method: string, path: string) =>
  allowedRoutes.some((route) => route.method === method && route.path.test(path));

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The IP the bridge resolved (server-set header); direct auth.api calls share one bucket. */
const clientIp = (c: HookContext) => c.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';

/** Whose sign-in this is: the typed email, or the email behind a typed username, so both share one count. */
async function signInAccount(c: HookContext): Promise<string | null> {
  const body = (c.body ?? {}) as { email?: unknown; username?: unknown };
  if (typeof body.email === 'string') return body.email.trim().toLowerCase() || null;
  const name = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
  if (!name) return null;
  const owner = await c.context.adapter.findOne<{ email: string }>({
    model: 'user',
    where: [{ field: 'username', value: name }],
  });
  return owner ? owner.email.toLowerCase() : `username:${name}`;
}

/**
 * Refuses the sign-in of an account being deleted exactly as a wrong password is refused (same
 * status, code and, by hashing the password, about the same time), so the answer reveals nothing.
 */
async function refuseDeletedAccount(c: HookContext, db: AppContext['db']['db']): Promise<void> {
  const body = (c.body ?? {}) as { email?: unknown; username?: unknown; password?: unknown };
  const login = {
    email: typeof body.email === 'string' ? body.email.trim() : undefined,
    username: typeof body.username === 'string' ? body.username.trim() : undefined,
  };
  if (!(await isDeletedLogin(db, login))) return;
  await c.context.password.hash(typeof body.password === 'string' ? body.password : '');
  throw login.email !== undefined
    ? new APIError('UNAUTHORIZED', {
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      })
    : new APIError('UNAUTHORIZED', {
        code: 'INVALID_USERNAME_OR_PASSWORD',
        message: 'Invalid username or password',
      });
}

/** Two-factor turned on (enrolment started or confirmed) or off by a signed-in member. */
function changesTwoFactor(c: HookContext): boolean {
  if (c.path === '/two-factor/enable' || c.path === '/two-factor/disable') return true;
  // verify-totp also finishes a sign-in; only a signed-in member without two-factor is confirming enrolment.
  const user = c.context.session?.user as { twoFactorEnabled?: boolean | null } | undefined;
  return c.path === '/two-factor/verify-totp' && user?.twoFactorEnabled === false;
}

/** Ends every session of the member but the one this client now holds (two-factor calls rotate it). */
async function revokeOtherSessions(c: HookContext): Promise<void> {
  const current = c.context.newSession ?? c.context.session;
  if (!current) return;
  const others = (await c.context.internalAdapter.listSessions(current.user.id))
    .map((session) => session.token)
    .filter((token) => token !== current.session.token);
  if (others.length) await c.context.internalAdapter.deleteSessions(others);
}

/**
 * Better Auth on Kinora's own database: email + password with confirmation, reset, sessions in
 * PostgreSQL, usernames, TOTP two-factor, database-backed rate limits. Mail goes through the queue.
 */
export function createAuth(ctx: AppContext, standing: readonly StandingProvider[]) {
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
        '/send-verification-email': { window: 10 * 60, max: 5 },
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
      // No path (sign-in, two-factor, the auto sign-in of an old confirmation link, …) opens a
      // session for an account being deleted, nor for a suspended or banned member: they are told
      // why (403 account_suspended with its date, account_banned) — only once their password (the
      // credentials Better Auth checked before this) is right.
      session: {
        create: {
          before: async (session) => {
            const member = await readStanding(standing, db.db, session.userId, ctx.clock.now());
            if (member.closed) return false;
            const refusal = accessRefusal(member.standing.sanctions);
            if (refusal)
              throw new APIError('FORBIDDEN', {
                code: refusal.code.toUpperCase(),
                message: 'This account may not sign in.',
                refusal,
              });
            return true;
          },
          // The admins' members screen shows and filters on it (on the app's clock, like every time).
          after: async (session) => touchLastSignIn(db.db, session.userId, ctx.clock.now()),
        },
      },
      user: {
        create: {
          before: async (user) => {
            const locale = (user as { locale?: unknown }).locale;
            // The avatar is only ever set by setAvatar (which records the key it stored), never at sign-up.
            return { data: { ...user, image: null, locale: isLocale(locale) ? locale : 'fr' } };
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
        await assertStrongPassword(c, body);
        // Every confirmation link, old or new, ends on the page that says what happened (confirmed,
        // or expired with a way to get a new link) rather than wherever its callbackURL pointed.
        if (c.path === '/verify-email')
          return { context: { query: { ...c.query, callbackURL: EMAIL_CONFIRMED_PATH } } };
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
          const account = await signInAccount(c);
          if (account && (await isSignInThrottled(db.db, account, clientIp(c)))) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'RATE_LIMITED',
              message: 'Too many failed sign-in attempts',
            });
          }
          await refuseDeletedAccount(c, db.db);
        }
        // A new password ends every other session, whatever the client asked: whoever knew the old
        // one must not stay signed in.
        if (c.path === '/change-password')
          return { context: { body: { ...body, revokeOtherSessions: true } } };
      }),
      after: createAuthMiddleware(async (c) => {
        const returned = c.context.returned;
        const failed = returned === undefined || returned instanceof Error;
        if (SIGN_IN_PATHS.has(c.path)) {
          const account = await signInAccount(c);
          // Only a wrong password counts; the right one (even with two-factor still to pass) clears.
          if (account && isAPIError(returned) && returned.statusCode === 401)
            await recordSignInFailure(db.db, account, clientIp(c));
          else if (account && !failed) await clearSignInFailures(db.db, account, clientIp(c));
        }
        if (c.path === '/change-password' && !failed) {
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
        if (!failed && changesTwoFactor(c)) await revokeOtherSessions(c);
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
