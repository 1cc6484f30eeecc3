import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(join(tmpdir(), 'kinora-config-'));
/** Development (like tests) implies the sandbox and the outbox, as `npm start` does: most tests need neither. */
const dev = (dir = tmp()) => ({ DATA_DIR: dir, NODE_ENV: 'development' });
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect_123',
  STRIPE_PREMIUM_PRICE_ID: 'price_premium',
  STRIPE_QA_PRICE_ID: 'price_qa',
};

describe('loadConfig', () => {
  it('uses the embedded defaults with npm start (--demo)', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir }, { demo: true });
    expect(config.env).toBe('production');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.mail.transport).toBe('outbox');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(dir);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.runWorkerInProcess).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.http).toEqual({ requestTimeoutMs: 120_000, idleTimeoutMs: 30_000 });
  });

  it('reads the HTTP timeouts in seconds', () => {
    const config = loadConfig({ ...dev(), HTTP_REQUEST_TIMEOUT_S: '60', HTTP_IDLE_TIMEOUT_S: '5' });
    expect(config.http).toEqual({ requestTimeoutMs: 60_000, idleTimeoutMs: 5000 });
    expect(() => loadConfig({ ...dev(), HTTP_IDLE_TIMEOUT_S: '0' })).toThrow(/HTTP_IDLE_TIMEOUT_S/);
  });

  it('honours PORT, DATABASE_URL and booleans', () => {
    const config = loadConfig({
      ...dev(),
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/kinora',
      SEED_DEMO: 'false',
      WORKER: 'off',
      ADMIN_EMAILS: 'A@x.io, b@y.io',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/kinora');
    expect(config.seedDemo).toBe(false);
    expect(config.runWorkerInProcess).toBe(false);
    expect(config.adminEmails).toEqual(['a@x.io', 'b@y.io']);
  });

  it('runs one api process unless told otherwise; several only on PostgreSQL', () => {
    expect(loadConfig({ ...dev() }).apiProcesses).toBe(1);
    const pg = { ...dev(), DATABASE_URL: 'postgres://u:p@db:5432/kinora' };
    expect(loadConfig({ ...pg, API_PROCESSES: '3' }).apiProcesses).toBe(3);
    expect(loadConfig({ ...pg, API_PROCESSES: 'auto' }).apiProcesses).toBe(availableParallelism());
    expect(() => loadConfig({ ...dev(), API_PROCESSES: '2' })).toThrow(/API_PROCESSES.*PostgreSQL/);
    for (const bad of ['0', '-1', '1.5', 'many', '65'])
      expect(() => loadConfig({ ...pg, API_PROCESSES: bad })).toThrow(/API_PROCESSES/);
  });

  it('takes a read replica only beside PostgreSQL, with the lag it may have', () => {
    const primary = 'postgres://u:p@db:5432/kinora';
    const replica = 'postgres://u:p@db-replica:5432/kinora';
    const plain = loadConfig({ ...dev(), DATABASE_URL: primary });
    expect([plain.databaseReadUrl, plain.databaseReadMaxLagMs]).toEqual([undefined, 10_000]);
    const read = loadConfig({
      ...dev(),
      DATABASE_URL: primary,
      DATABASE_READ_URL: replica,
      DATABASE_READ_MAX_LAG_S: '3',
    });
    expect([read.databaseReadUrl, read.databaseReadMaxLagMs]).toEqual([replica, 3000]);
    // The embedded database has no replica to stream to.
    expect(() => loadConfig({ ...dev(), DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL: needs PostgreSQL \(DATABASE_URL\)/,
    );
    expect(() => loadConfig({ ...dev(), DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toThrow(
      /DATABASE_READ_URL: must start with postgres/,
    );
    for (const bad of ['0', '301', 'soon'])
      expect(() =>
        loadConfig({
          ...dev(),
          DATABASE_URL: primary,
          DATABASE_READ_URL: replica,
          DATABASE_READ_MAX_LAG_S: bad,
        }),
      ).toThrow(/DATABASE_READ_MAX_LAG_S/);
  });

  it('knows a transaction pooler from DATABASE_DIRECT_URL, or from DATABASE_POOL_MODE', () => {
    const pooler = 'postgres://u:p@pgbouncer:6432/kinora';
    const direct = 'postgres://u:p@db:5432/kinora';
    const plain = loadConfig({ ...dev(), DATABASE_URL: direct });
    expect([plain.databaseDirectUrl, plain.databasePoolMode]).toEqual([direct, 'session']);
    const pooled = loadConfig({ ...dev(), DATABASE_URL: pooler, DATABASE_DIRECT_URL: direct });
    expect([pooled.databaseUrl, pooled.databaseDirectUrl, pooled.databasePoolMode]).toEqual([
      pooler,
      direct,
      'transaction',
    ]);
    const same = loadConfig({ ...dev(), DATABASE_URL: direct, DATABASE_DIRECT_URL: direct });
    expect(same.databasePoolMode).toBe('session');
    // A session-mode pooler in front of both: the operator says so, named statements stay.
    const said = {
      ...dev(),
      DATABASE_URL: pooler,
      DATABASE_DIRECT_URL: direct,
      DATABASE_POOL_MODE: 'session',
    };
    expect(loadConfig(said).databasePoolMode).toBe('session');
    expect(() => loadConfig({ ...dev(), DATABASE_URL: pooler, DATABASE_POOL_MODE: 'transaction' })).toThrow(
      /DATABASE_DIRECT_URL/,
    );
    expect(() => loadConfig({ ...dev(), DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...dev(), DATABASE_URL: direct, DATABASE_DIRECT_URL: 'mysql://x' })).toThrow(
      /DATABASE_DIRECT_URL/,
    );
    expect(() => loadConfig({ ...dev(), DATABASE_URL: direct, DATABASE_POOL_MODE: 'statement' })).toThrow(
      /DATABASE_POOL_MODE/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ ...dev(), PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ ...dev(), PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/SEED_DEMO/);
    }
  });

  it('requires the S3 settings together', () => {
    expect(() => loadConfig({ ...dev(), S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
    const config = loadConfig({
      ...dev(),
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://localhost:9000',
    });
    expect(config.s3).toMatchObject({ bucket: 'b', endpoint: 'http://localhost:9000', forcePathStyle: true });
  });

  it('reads the X-Accel-Redirect prefix: off by default, a /path/, local storage only', () => {
    expect(loadConfig({ ...dev() }).mediaAccelRedirect).toBeUndefined();
    expect(loadConfig({ ...dev(), MEDIA_ACCEL_REDIRECT: '/_kinora_media/' }).mediaAccelRedirect).toBe(
      '/_kinora_media/',
    );
    for (const bad of ['_kinora_media/', '/_kinora_media', 'http://cdn/x/', '/a b/', '/x/?y=/'])
      expect(() => loadConfig({ ...dev(), MEDIA_ACCEL_REDIRECT: bad })).toThrow(/MEDIA_ACCEL_REDIRECT/);
    expect(() =>
      loadConfig({
        ...dev(),
        MEDIA_ACCEL_REDIRECT: '/_kinora_media/',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toThrow(/MEDIA_ACCEL_REDIRECT: needs local storage/);
  });

  it('generates an auth secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ ...dev(dir) }).authSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ ...dev(dir) }).authSecret).toBe(first);
    expect(loadConfig({ ...dev(dir), AUTH_SECRET: 'x'.repeat(40) }).authSecret).toBe('x'.repeat(40));
  });

  it('refuses production without an explicit payment provider and mail transport, naming what to set', () => {
    try {
      loadConfig({ DATA_DIR: tmp() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(
        /PAYMENTS: required in production\. Set PAYMENTS=stripe .*or PAYMENTS=sandbox/,
      );
      expect(problems).toMatch(/MAIL: required in production\. Set SMTP_URL \(MAIL=smtp\), or MAIL=outbox/);
    }
    // Each choice alone still leaves the other missing.
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENTS: 'sandbox' })).toThrow(/MAIL: required/);
    expect(() => loadConfig({ DATA_DIR: tmp(), MAIL: 'outbox' })).toThrow(/PAYMENTS: required/);
  });

  it('keeps the sandbox and the outbox in production when chosen on purpose', () => {
    const config = loadConfig({ DATA_DIR: tmp(), PAYMENTS: 'sandbox', MAIL: 'outbox' });
    expect(config.payments.provider).toBe('sandbox');
    expect(config.mail).toMatchObject({ transport: 'outbox', smtpUrl: undefined });
  });

  it('takes Stripe and SMTP from their settings, and refuses contradictions and missing settings', () => {
    const smtp = 'smtp://u:p@mail:587';
    const implied = loadConfig({ DATA_DIR: tmp(), ...stripe, SMTP_URL: smtp });
    expect(implied.payments).toMatchObject({ provider: 'stripe', secretKey: 'sk_test_123' });
    expect(implied.mail).toMatchObject({ transport: 'smtp', smtpUrl: smtp });
    const named = loadConfig({
      DATA_DIR: tmp(),
      ...stripe,
      PAYMENTS: 'stripe',
      MAIL: 'smtp',
      SMTP_URL: smtp,
    });
    expect(named.payments.provider).toBe('stripe');
    expect(named.payments).toMatchObject({ connectWebhookSecret: 'whsec_connect_123' });
    // Payouts need their own webhook secret in production; elsewhere one is derived (test mode).
    const { STRIPE_CONNECT_WEBHOOK_SECRET: _, ...withoutConnect } = stripe;
    expect(() => loadConfig({ DATA_DIR: tmp(), ...withoutConnect, MAIL: 'outbox' })).toThrow(
      /STRIPE_CONNECT_WEBHOOK_SECRET: required in production/,
    );
    expect(loadConfig({ ...dev(), ...withoutConnect }).payments).toMatchObject({
      connectWebhookSecret: expect.stringMatching(/^whsec_/),
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENTS: 'stripe', MAIL: 'outbox' })).toThrow(
      /STRIPE_SECRET_KEY: required when PAYMENTS=stripe/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', MAIL: 'outbox' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...stripe, PAYMENTS: 'sandbox', MAIL: 'outbox' })).toThrow(
      /PAYMENTS: sandbox, but STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENTS: 'sandbox', MAIL: 'smtp' })).toThrow(
      /SMTP_URL: required when MAIL=smtp/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), PAYMENTS: 'sandbox', MAIL: 'outbox', SMTP_URL: smtp }),
    ).toThrow(/MAIL: outbox, but SMTP_URL is set/);
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENTS: 'paypal', MAIL: 'outbox' })).toThrow(/PAYMENTS/);
  });
});
