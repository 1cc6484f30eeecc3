import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { createTestContext, type TestContext } from './test/test-context';
import { testBackend } from './test/test-database';

/** The api processes the supervisor runs (its node children: tsx's esbuild service is one too), by pid. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['--ppid', String(pid), '-o', 'pid=,comm='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, command]) => command === 'node')
      .map(([child]) => Number(child))
      .sort();
  } catch {
    return []; // ps exits 1 when there are none
  }
}

const healthy = async (url: string) => {
  try {
    // A connection handed to the process being killed is lost with it: a client's timeout ends it.
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/**
 * API_PROCESSES=2: `npm start` supervises two api processes sharing one port (PostgreSQL only: the
 * embedded database lives in one process, and the config refuses it — config.unit.test.ts).
 */
describe.runIf(testBackend() === 'postgres')('several api processes on one machine', () => {
  let ctx: TestContext;
  let supervisor: ChildProcess;
  let url: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    supervisor = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        ...process.env,
        API_PROCESSES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: ctx.db.connectionString,
        DATA_DIR: ctx.config.dataDir,
        AUTH_SECRET: ctx.config.authSecret,
        SEED_DEMO: 'false',
        WORKER: 'off',
        LOG_LEVEL: 'silent',
        GEO_LOOKUP_URLS: 'off',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 90_000;
    while (!(await healthy(url))) {
      if (supervisor.exitCode !== null || Date.now() > deadline)
        throw new Error('the api processes did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);
  afterAll(async () => {
    if (supervisor?.exitCode === null) {
      for (const pid of childrenOf(supervisor.pid!)) process.kill(pid, 'SIGKILL');
      supervisor.kill('SIGKILL');
    }
    await ctx?.close();
  });

  it('serves from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    await expect.poll(() => childrenOf(supervisor.pid!).length, { timeout: 60_000 }).toBe(2);
    const [first, second] = childrenOf(supervisor.pid!);
    // The other keeps answering while the killed one is replaced.
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => healthy(url), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(
        () => {
          const now = childrenOf(supervisor.pid!);
          return now.length === 2 && !now.includes(first!) && now.includes(second!);
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    await expect.poll(() => healthy(url), { timeout: 60_000 }).toBe(true);

    const children = childrenOf(supervisor.pid!);
    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow(); // gone
    expect(await healthy(url)).toBe(false);
  }, 180_000);
});
