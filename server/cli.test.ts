import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath } from './admin/admin-socket';
import { openDatabase } from './db/client';
import { lockDatabaseFolder } from './db/pglite-lock';
import { freePort } from './test/free-port';
import { SCRATCH_DIR } from './test/paths';
import { testBackend } from './test/test-database';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A production start's environment: no NODE_ENV (production by default), no database URL. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _n, DATABASE_URL: _d, PAYMENTS: _p, MAIL: _m, ...env } = process.env;
  return { ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', GEO_LOOKUP_URLS: 'off', ...extra };
}

function cli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli.ts', ...args],
      { cwd: root, env: productionEnv({ DATA_DIR: dataDir }) },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * `npm start` (--demo) on the embedded database, and `npm run cli` beside it: one process per
 * database folder, the CLI's commands run by the server (PGlite only: the embedded database).
 */
describe.runIf(testBackend() === 'pglite')('the admin CLI and a running embedded server', () => {
  let dataDir: string;
  let server: ChildProcess;
  let url: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(SCRATCH_DIR, 'cli-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
      cwd: root,
      env: productionEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url }),
      stdio: 'ignore',
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
      const health = await fetch(`${url}/api/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('npm run serve refuses production without a payment and mail choice; npm start (--demo) runs the sandbox', async () => {
    const refused = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: productionEnv({ DATA_DIR: mkdtempSync(join(SCRATCH_DIR, 'cli-refused-')), PORT: '0' }),
      });
      let stderr = '';
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(refused.code).toBe(78);
    expect(refused.stderr).toMatch(/PAYMENTS: required in production/);
    expect(refused.stderr).toMatch(/MAIL: required in production/);
    const health = (await (await fetch(`${url}/api/health`)).json()) as { checks: Record<string, unknown> };
    expect(health.checks.payments).toMatchObject({ kind: 'sandbox' });
    expect(health.checks.mail).toMatchObject({ kind: 'outbox' });
  }, 60_000);

  it('runs grant-admin in the running server, and the grant is kept', async () => {
    const email = 'cli-admin@example.com';
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password: 'Kinora-Cli#2026', name: 'cliadmin', username: 'cliadmin' }),
    });
    expect(signUp.status).toBe(200);
    expect(statSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'run')).mode & 0o777).toBe(0o700);

    const granted = await cli(dataDir, 'grant-admin', email);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.stdout).toMatch(`${email} is now an admin.`);
    expect(granted.stdout).toMatch('run by the Kinora server');
    const unknown = await cli(dataDir, 'grant-admin', 'nobody@example.com');
    expect(unknown.code).toBe(1);

    // Stopped, the server leaves the folder (and the lock) free; the grant is in the database.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    expect(existsSync(adminSocketPath(dataDir))).toBe(false);
    const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    try {
      const { rows } = await db.query<{ role: string }>(
        'SELECT r.role FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
        [email],
      );
      expect(rows.map((r) => r.role)).toContain('admin');
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses clearly when another process holds the database and offers no admin socket', async () => {
    const release = lockDatabaseFolder(join(dataDir, 'db'));
    try {
      const refused = await cli(dataDir, 'grant-admin', 'cli-admin@example.com');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(`is open in another process (pid ${process.pid})`);
      expect(refused.stderr).not.toMatch('is now an admin');
    } finally {
      release();
    }
  }, 60_000);
});
