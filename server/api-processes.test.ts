import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../domain/consent';
import { STOP_TIMEOUT_MS } from './api-processes';
import { freePort } from './test/free-port';
import { createTestContext, type TestContext } from './test/test-context';
import { testBackend } from './test/test-database';

const root = fileURLToPath(new URL('..', import.meta.url));

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

/** The stop settings of the systemd unit operators are given. */
function systemdStop(): { killMode: string; killSignal: NodeJS.Signals; timeoutStopS: number } {
  const unit = readFileSync(`${root}docs/deploy/kinora.service`, 'utf8');
  const setting = (name: string) => unit.match(new RegExp(`^${name}=(.+)$`, 'm'))?.[1]?.trim();
  return {
    killMode: setting('KillMode') ?? 'control-group',
    killSignal: (setting('KillSignal') ?? 'SIGTERM') as NodeJS.Signals,
    timeoutStopS: Number(setting('TimeoutStopSec') ?? 90),
  };
}

/**
 * A consent decision whose body arrives in two parts, `midway` running between them: a request in flight for as
 * long as the test wants, on a real public route. Resolves with the status line.
 */
function slowRequest(port: number, midway: () => Promise<void>): Promise<string> {
  const body = JSON.stringify({
    anonId: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    status: 'accepted',
    preferences: { necessary: true, functional: true, analytics: true, marketing: true },
    regime: 'gdpr',
    country: 'FR',
    version: CONSENT_VERSION,
  });
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('connect', async () => {
      socket.write(
        `POST /api/consent HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
      );
      try {
        await midway();
      } catch (error) {
        reject(error);
      }
      socket.write(body.slice(20)); // not end(): a half-closed request may go unanswered
    });
  });
}

/**
 * API_PROCESSES=2: `npm start` supervises two api processes sharing one port (PostgreSQL only: the
 * embedded database lives in one process, and the config refuses it — config.unit.test.ts).
 */
describe.runIf(testBackend() === 'postgres')('several api processes on one machine', () => {
  let ctx: TestContext;
  let supervisor: ChildProcess | undefined;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => {
    if (supervisor?.exitCode === null && supervisor.signalCode === null) {
      for (const pid of childrenOf(supervisor.pid!)) process.kill(pid, 'SIGKILL');
      supervisor.kill('SIGKILL');
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A supervisor of two api processes, leading its own process group (as under systemd). */
  async function startSupervisor(): Promise<{ port: number; url: string; process: ChildProcess }> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      detached: true,
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
    supervisor = child;
    const deadline = Date.now() + 90_000;
    while (!(await healthy(url))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error('the api processes did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await expect.poll(() => childrenOf(child.pid!).length, { timeout: 60_000 }).toBe(2);
    return { port, url, process: child };
  }

  it('serves from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const { url, process: child } = await startSupervisor();
    const [first, second] = childrenOf(child.pid!);
    // The other keeps answering while the killed one is replaced.
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => healthy(url), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(
        () => {
          const now = childrenOf(child.pid!);
          return now.length === 2 && !now.includes(first!) && now.includes(second!);
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    await expect.poll(() => healthy(url), { timeout: 60_000 }).toBe(true);

    const children = childrenOf(child.pid!);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow(); // gone
    expect(await healthy(url)).toBe(false);
  }, 180_000);

  /**
   * A group signal reaches the supervisor and its api processes at once, but which of them handles
   * it first is the scheduler's choice: an api process may be stopping already when the
   * supervisor's own SIGTERM reaches it (the worst order, made certain here by signalling the api
   * processes 200 ms before the supervisor), or both may arrive before it runs and merge into one.
   */
  it.each([
    ['as one signal to the group', false],
    ['the api processes handling it before the supervisor relays it', true],
  ])(
    'stops as systemd stops docs/deploy/kinora.service (%s): the request in flight is answered, all exit 0',
    async (_, apiFirst) => {
      const unit = systemdStop();
      // systemd's SIGKILL must never come before the supervisor's own stop timeout.
      expect(unit.timeoutStopS * 1000).toBeGreaterThan(STOP_TIMEOUT_MS);
      const { port, url, process: child } = await startSupervisor();
      const children = childrenOf(child.pid!);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const status = await slowRequest(port, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300)); // the request's headers are in
        if (unit.killMode !== 'control-group') process.kill(child.pid!, unit.killSignal);
        else if (!apiFirst)
          process.kill(-child.pid!, unit.killSignal); // the whole group at once
        else {
          for (const pid of children) process.kill(pid, unit.killSignal);
          await new Promise((resolve) => setTimeout(resolve, 200));
          process.kill(child.pid!, unit.killSignal);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000)); // every process is stopping
      });
      expect(status).toBe('HTTP/1.1 204 No Content');
      // The supervisor exits 0 only when every api process did.
      expect(await exited).toBe(0);
      for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
      expect(await healthy(url)).toBe(false);
    },
    180_000,
  );
});
