import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_APPEAL_DAYS } from '../domain/moderation-decisions';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

/** Every setting Kinora reads from the environment. README's configuration table mirrors this. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * A session-level connection to the same database, for what a transaction-mode pooler (PgBouncer)
     * cannot carry: migrations and their advisory lock, pg-boss's install, the realtime LISTEN.
     * Defaults to DATABASE_URL, which may then point at the pooler.
     */
    DATABASE_DIRECT_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * `transaction`: DATABASE_URL goes through a transaction-mode pooler, so no named prepared
     * statements on it. Defaults to `transaction` when DATABASE_DIRECT_URL differs from DATABASE_URL.
     */
    DATABASE_POOL_MODE: z.enum(['session', 'transaction']).optional(),
    /**
     * A streaming replica of DATABASE_URL's database for the read-heavy public reads (home, feeds,
     * search, the watch page): docs/decisions/0039-scale-out.md, "Read replicas".
     */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** The replica is read only while it is at most this far behind; beyond it, the primary serves. */
    DATABASE_READ_MAX_LAG_S: z.coerce.number().int().min(1).max(300).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WORKER: z.enum(['in-process', 'off']).default('in-process'),
    /**
     * API processes on this machine, sharing its port (Node's cluster): a number, or `auto` for
     * one per CPU. Each is a full api node; the first also runs the job worker (WORKER) and the
     * demo seed. Needs PostgreSQL: the embedded database lives in one process.
     */
    API_PROCESSES: z
      .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
      .default(1)
      .transform((v) => (v === 'auto' ? availableParallelism() : v)),
    SEED_DEMO: bool.default(true),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAILS: csv.default([]),
    /** Days a member has to appeal a moderation decision (spec §9: 14; the DSA's Art. 20 asks 6 months of platforms). */
    MODERATION_APPEAL_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_APPEAL_DAYS),
    TRUST_PROXY: bool.default(false),
    /**
     * Where mail goes: `smtp` (SMTP_URL) or `outbox` (files in DATA_DIR/mail, nothing sent). SMTP_URL
     * alone means smtp; production must otherwise say `outbox` itself (`npm start` implies it).
     */
    MAIL: z.enum(['outbox', 'smtp']).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Kinora <no-reply@kinora.local>'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    /**
     * A reverse proxy serves the video bytes: after the grant check, HLS playlists and segments are
     * answered with `X-Accel-Redirect: <prefix><storage key>` for nginx's `internal` location
     * (docs/deploy/nginx.conf). Local storage only.
     */
    MEDIA_ACCEL_REDIRECT: z
      .string()
      .regex(/^\/[A-Za-z0-9._~/-]*\/$/, 'must be a path that starts and ends with /, like /_kinora_media/')
      .optional(),
    FFMPEG_PATH: z.string().default('ffmpeg'),
    FFPROBE_PATH: z.string().default('ffprobe'),
    /** x264 preset for HLS renditions: slower presets give smaller files for the same quality. */
    TRANSCODE_PRESET: z
      .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'])
      .default('veryfast'),
    /** Automatic captions (docs/decisions/0037-captions.md): English through ffmpeg's asr filter and this pocketsphinx model. */
    POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us'),
    /** whisper.cpp: every caption language, once the operator provides a model file (ggml-*.bin). */
    WHISPER_MODEL_PATH: z.string().optional(),
    WHISPER_CLI: z.string().default('whisper-cli'),
    /** Seconds a processing run holds its video without renewing: a dead worker's work is retried after it. */
    PROCESSING_LEASE_S: z.coerce.number().int().min(2).max(3600).default(60),
    /** The whole request must arrive within this: one 5 MB upload chunk or image at about 45 KB/s. */
    HTTP_REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(120),
    /** A connection silent this long is closed: a stalled upload resumes on a new one. */
    HTTP_IDLE_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(30),
    /** Where contact-form messages are mailed. */
    SUPPORT_EMAIL: z.email().default('support@kinora.local'),
    /** A country header set by a CDN or proxy (e.g. CF-IPCountry), trusted for the cookie regime. */
    GEO_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
    /** IP-lookup services tried in turn for the visitor's country ({ip} is replaced); "off" for none. */
    GEO_LOOKUP_URLS: csv.default([
      'https://ipapi.co/{ip}/json/',
      'https://ipwho.is/{ip}',
      'https://api.country.is/{ip}',
    ]),
    GEO_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
    /** Third-party scripts, each loaded only with its consent category granted (URLs; empty = none). */
    ANALYTICS_SCRIPT_URL: z.url().optional(),
    MARKETING_SCRIPT_URL: z.url().optional(),
    /**
     * The payment provider: `stripe` (the STRIPE_* settings) or `sandbox` (test mode: Premium costs
     * nothing). STRIPE_SECRET_KEY alone means stripe; production must otherwise say `sandbox` itself
     * (`npm start` implies it).
     */
    PAYMENTS: z.enum(['sandbox', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret or restricted key')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
    /** `whsec_…` of the Connect webhook endpoint (/api/earnings/webhook): a separate endpoint, its own secret. */
    STRIPE_CONNECT_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
    /** How long a sandbox payout takes to be paid (or to fail): test mode only. */
    SANDBOX_PAYOUT_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(60),
    STRIPE_PREMIUM_PRICE_ID: z
      .string()
      .regex(/^price_/, 'must start with price_')
      .optional(),
    STRIPE_QA_PRICE_ID: z
      .string()
      .regex(/^price_/, 'must start with price_')
      .optional(),
    /**
     * Prometheus metrics (server/metrics): off unless set; then `GET /metrics` answers a scraper that
     * sends `Authorization: Bearer <token>`. METRICS_PORT serves the same on a port of its own (a
     * worker, which has no HTTP server).
     */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .max(512)
      .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
      .optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Another Stripe API base URL (tests point the SDK at a local peer); https://api.stripe.com when unset. */
    STRIPE_API_BASE: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (env.MEDIA_ACCEL_REDIRECT && env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_ACCEL_REDIRECT'],
        message: 'needs local storage: the proxy serves the files from DATA_DIR/storage (unset S3_BUCKET)',
      });
    }
    if ((env.DATABASE_DIRECT_URL || env.DATABASE_POOL_MODE) && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'required when DATABASE_DIRECT_URL or DATABASE_POOL_MODE is set',
      });
    if (env.DATABASE_READ_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message:
          'needs PostgreSQL (DATABASE_URL): a replica streams from a PostgreSQL primary, the embedded database has none',
      });
    if (env.DATABASE_POOL_MODE === 'transaction' && !env.DATABASE_DIRECT_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message: 'required with DATABASE_POOL_MODE=transaction: LISTEN and the schema lock need a session',
      });
    if (env.API_PROCESSES > 1 && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['API_PROCESSES'],
        message:
          'more than one process needs PostgreSQL (DATABASE_URL): the embedded database lives in one process',
      });
    if (env.METRICS_PORT && !env.METRICS_TOKEN)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'needs METRICS_TOKEN (metrics are never open)',
      });
    if (env.STRIPE_SECRET_KEY) {
      for (const name of [
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PREMIUM_PRICE_ID',
        'STRIPE_QA_PRICE_ID',
      ] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when STRIPE_SECRET_KEY is set' });
      }
      // Creators' payouts: without it no Connect event could be verified, so no payout would settle.
      if (env.NODE_ENV === 'production' && !env.STRIPE_CONNECT_WEBHOOK_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_CONNECT_WEBHOOK_SECRET'],
          message: 'required in production when STRIPE_SECRET_KEY is set',
        });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Session-level connections (migrations, schema lock, LISTEN): DATABASE_DIRECT_URL, else DATABASE_URL. */
  databaseDirectUrl: string | undefined;
  /** DATABASE_READ_URL: a streaming replica for reads that tolerate its lag; none when unset. */
  databaseReadUrl: string | undefined;
  databaseReadMaxLagMs: number;
  /** `transaction` when DATABASE_URL is a transaction-mode pooler (server/db/client.ts). */
  databasePoolMode: 'session' | 'transaction';
  logLevel: Env['LOG_LEVEL'];
  runWorkerInProcess: boolean;
  /** API processes to run on this machine (server/api-processes.ts). */
  apiProcesses: number;
  /** Prometheus metrics: the scraper's bearer token (none: off) and a port of their own, if any. */
  metrics: { token: string | undefined; port: number | undefined };
  seedDemo: boolean;
  authSecret: string;
  adminEmails: string[];
  moderationAppealDays: number;
  trustProxy: boolean;
  mail: { transport: 'smtp' | 'outbox'; smtpUrl: string | undefined; from: string };
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
  media: { ffmpegPath: string; ffprobePath: string; preset: string };
  transcriber: { pocketsphinxModelDir: string; whisperModelPath: string | undefined; whisperCli: string };
  /** The internal URL prefix a reverse proxy serves stored files under (X-Accel-Redirect), if any. */
  mediaAccelRedirect: string | undefined;
  processing: { leaseS: number };
  http: { requestTimeoutMs: number; idleTimeoutMs: number };
  supportEmail: string;
  geo: { countryHeader?: string; lookupUrls: string[]; timeoutMs: number };
  /** Consent-gated third-party scripts by category. */
  scripts: { analytics?: string; marketing?: string };
  payments:
    | {
        provider: 'stripe';
        secretKey: string;
        webhookSecret: string;
        /** Connect events (creator payouts) are signed by their own endpoint's secret. */
        connectWebhookSecret: string;
        prices: { premium: string; qa: string };
        apiBase: string | undefined;
      }
    | { provider: 'sandbox'; webhookSecret: string; connectWebhookSecret: string; payoutDelayS?: number };
}

export interface LoadConfigOptions {
  /**
   * `npm start` (`--demo`): the sandbox payments and the mail outbox may be implied. Otherwise, with
   * NODE_ENV=production (the default), both must be chosen explicitly: an implied sandbox would
   * make Premium free for anyone on a real site.
   */
  demo?: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment once. Throws ConfigError listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): Config {
  // Empty strings mean "unset": shells and .env files often export VAR= to clear a value.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const env = parsed.data;
  const providers = chooseProviders(env, options.demo === true || env.NODE_ENV !== 'production');
  if ('problems' in providers) throw new ConfigError(providers.problems);
  const dataDir = resolve(env.DATA_DIR);
  const authSecret = env.AUTH_SECRET ?? persistentSecret(dataDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    databasePoolMode:
      env.DATABASE_POOL_MODE ??
      (env.DATABASE_DIRECT_URL && env.DATABASE_DIRECT_URL !== env.DATABASE_URL ? 'transaction' : 'session'),
    databaseReadUrl: env.DATABASE_READ_URL,
    databaseReadMaxLagMs: env.DATABASE_READ_MAX_LAG_S * 1000,
    logLevel: env.LOG_LEVEL,
    runWorkerInProcess: env.WORKER === 'in-process',
    apiProcesses: env.API_PROCESSES,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    seedDemo: env.SEED_DEMO,
    authSecret,
    adminEmails: env.ADMIN_EMAILS,
    moderationAppealDays: env.MODERATION_APPEAL_DAYS,
    trustProxy: env.TRUST_PROXY,
    mail: { transport: providers.mail, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    media: { ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH, preset: env.TRANSCODE_PRESET },
    transcriber: {
      pocketsphinxModelDir: env.POCKETSPHINX_MODEL_DIR,
      whisperModelPath: env.WHISPER_MODEL_PATH,
      whisperCli: env.WHISPER_CLI,
    },
    mediaAccelRedirect: env.MEDIA_ACCEL_REDIRECT,
    processing: { leaseS: env.PROCESSING_LEASE_S },
    http: {
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_S * 1000,
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_S * 1000,
    },
    supportEmail: env.SUPPORT_EMAIL,
    geo: {
      countryHeader: env.GEO_COUNTRY_HEADER?.toLowerCase(),
      lookupUrls: env.GEO_LOOKUP_URLS.filter((u) => u !== 'off'),
      timeoutMs: env.GEO_LOOKUP_TIMEOUT_MS,
    },
    scripts: { analytics: env.ANALYTICS_SCRIPT_URL, marketing: env.MARKETING_SCRIPT_URL },
    payments:
      providers.payments === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY!,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            connectWebhookSecret:
              env.STRIPE_CONNECT_WEBHOOK_SECRET ??
              sandboxWebhookSecret(authSecret, 'kinora-connect-webhooks'),
            prices: { premium: env.STRIPE_PREMIUM_PRICE_ID!, qa: env.STRIPE_QA_PRICE_ID! },
            apiBase: env.STRIPE_API_BASE,
          }
        : {
            provider: 'sandbox',
            webhookSecret: sandboxWebhookSecret(authSecret),
            connectWebhookSecret: sandboxWebhookSecret(authSecret, 'kinora-connect-webhooks'),
            payoutDelayS: env.SANDBOX_PAYOUT_DELAY_S,
          },
  };
}

/**
 * The payment provider and the mail transport, each named by PAYMENTS / MAIL or implied by its
 * settings (STRIPE_SECRET_KEY, SMTP_URL); the sandbox and the outbox are implied only when
 * `implicitEmbedded` (npm start, development, tests).
 */
function chooseProviders(
  env: Env,
  implicitEmbedded: boolean,
): { payments: 'stripe' | 'sandbox'; mail: 'smtp' | 'outbox' } | { problems: string[] } {
  const problems: string[] = [];
  const payments =
    env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : implicitEmbedded ? 'sandbox' : undefined);
  if (!payments)
    problems.push(
      'PAYMENTS: required in production. Set PAYMENTS=stripe with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, ' +
        'STRIPE_PREMIUM_PRICE_ID and STRIPE_QA_PRICE_ID, or PAYMENTS=sandbox to run the test-mode sandbox ' +
        'on purpose (Premium is then free for anyone)',
    );
  else if (payments === 'stripe' && !env.STRIPE_SECRET_KEY)
    problems.push('STRIPE_SECRET_KEY: required when PAYMENTS=stripe');
  else if (payments === 'sandbox' && env.STRIPE_SECRET_KEY)
    problems.push('PAYMENTS: sandbox, but STRIPE_SECRET_KEY is set: unset one of them');
  const mail = env.MAIL ?? (env.SMTP_URL ? 'smtp' : implicitEmbedded ? 'outbox' : undefined);
  if (!mail)
    problems.push(
      'MAIL: required in production. Set SMTP_URL (MAIL=smtp), or MAIL=outbox to keep mail in ' +
        'DATA_DIR/mail on purpose (nothing is sent)',
    );
  else if (mail === 'smtp' && !env.SMTP_URL) problems.push('SMTP_URL: required when MAIL=smtp');
  else if (mail === 'outbox' && env.SMTP_URL)
    problems.push('MAIL: outbox, but SMTP_URL is set: unset one of them');
  return problems.length > 0 || !payments || !mail ? { problems } : { payments, mail };
}

/** The sandbox signs its webhook events like Stripe, with a secret derived from the auth secret. */
function sandboxWebhookSecret(authSecret: string, purpose = 'kinora-sandbox-webhooks'): string {
  return `whsec_${createHmac('sha256', authSecret).update(purpose).digest('base64url')}`;
}

/**
 * Without AUTH_SECRET the single-machine mode generates one and keeps it in DATA_DIR, so sessions
 * and signed media URLs survive restarts. Several api nodes must share an explicit AUTH_SECRET.
 */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
