import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  /** What the server wrote (warnings and errors at LOG_LEVEL=warn), for a failed test to show. */
  logs(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`node --import tsx server/main.ts`, as `npm start` does after building)
 * on a free port with its own DATA_DIR, and waits until /api/health answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'kinora-e2e-'));
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      GEO_LOOKUP_URLS: 'off',
      // Links the server builds (mail, checkout returns) point where the browser is.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    logs: () => output.join(''),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
