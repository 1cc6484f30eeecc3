import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { USER_ROLES, type UserRole } from '../../../domain/standing';

/**
 * Accounts. The first five tables are Better Auth's models (user, session, account, verification,
 * twoFactor, rateLimit) under Kinora's table names; the drizzle adapter maps them by export name.
 * The user row is also the public profile (username, display name = `name`, avatar = `image`).
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Display name; falls back to the username at sign-up. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Avatar URL (served by /api/files/…); derived from avatar_key, never written by a client. */
    image: text('image'),
    /** Storage key of the avatar the server stored for this member: the only avatar file it may delete. */
    avatarKey: text('avatar_key'),
    /** Lower-case username (Better Auth's username plugin normalises it). */
    username: text('username'),
    displayUsername: text('display_username'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Interface language, for the mail we send. */
    locale: text('locale').notNull().default('fr'),
    /**
     * Set when the member deleted their account: from then on it cannot sign in and its sessions
     * count as signed out, until the accounts.deleted reactions remove the row itself.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When a session was last opened for the member (the admins' members screen); null: never. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // The admins' members screen (docs/decisions/0023): part of an email or username (trigrams),
    // and one index per sort so that a page is an index walk at 100,000 members.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_email_sort_idx').on(sql`lower(${t.email})`, t.id),
    index('users_sign_in_idx').on(sql`coalesce(${t.lastSignInAt}, 'epoch'::timestamptz)`, t.id),
  ],
);

export const session = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** Password hash (scrypt) for the credential provider. */
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

/** Better Auth's per-IP rate-limit counters (kept in the database so every api node shares them). */
export const rateLimit = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Kinora's own fixed-window counters (per account sign-in attempts, …), shared by all api nodes. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

// Roles are part of a member's standing (domain/standing.ts), where the list lives.
export { USER_ROLES, type UserRole };

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: USER_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);
