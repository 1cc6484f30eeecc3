import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(join(tmpdir(), 'kinora-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
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
    const config = loadConfig({ DATA_DIR: tmp(), HTTP_REQUEST_TIMEOUT_S: '60', HTTP_IDLE_TIMEOUT_S: '5' });
    expect(config.http).toEqual({ requestTimeoutMs: 60_000, idleTimeoutMs: 5000 });
    expect(() => loadConfig({ DATA_DIR: tmp(), HTTP_IDLE_TIMEOUT_S: '0' })).toThrow(/HTTP_IDLE_TIMEOUT_S/);
  });

  it('honours PORT, DATABASE_URL and booleans', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
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
    expect(loadConfig({ DATA_DIR: tmp() }).apiProcesses).toBe(1);
    const pg = { DATA_DIR: tmp(), DATABASE_URL: 'postgres://u:p@db:5432/kinora' };
    expect(loadConfig({ ...pg, API_PROCESSES: '3' }).apiProcesses).toBe(3);
    expect(loadConfig({ ...pg, API_PROCESSES: 'auto' }).apiProcesses).toBe(availableParallelism());
    expect(() => loadConfig({ DATA_DIR: tmp(), API_PROCESSES: '2' })).toThrow(/API_PROCESSES.*PostgreSQL/);
    for (const bad of ['0', '-1', '1.5', 'many', '65'])
      expect(() => loadConfig({ ...pg, API_PROCESSES: bad })).toThrow(/API_PROCESSES/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ DATA_DIR: tmp(), PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
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
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
    const config = loadConfig({
      DATA_DIR: tmp(),
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://localhost:9000',
    });
    expect(config.s3).toMatchObject({ bucket: 'b', endpoint: 'http://localhost:9000', forcePathStyle: true });
  });

  it('reads the X-Accel-Redirect prefix: off by default, a /path/, local storage only', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).mediaAccelRedirect).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), MEDIA_ACCEL_REDIRECT: '/_kinora_media/' }).mediaAccelRedirect).toBe(
      '/_kinora_media/',
    );
    for (const bad of ['_kinora_media/', '/_kinora_media', 'http://cdn/x/', '/a b/', '/x/?y=/'])
      expect(() => loadConfig({ DATA_DIR: tmp(), MEDIA_ACCEL_REDIRECT: bad })).toThrow(
        /MEDIA_ACCEL_REDIRECT/,
      );
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        MEDIA_ACCEL_REDIRECT: '/_kinora_media/',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toThrow(/MEDIA_ACCEL_REDIRECT: needs local storage/);
  });

  it('generates an auth secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40) }).authSecret).toBe('x'.repeat(40));
  });
});
