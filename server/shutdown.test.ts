import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './modules/accounts/accounts.test-helpers';
import { insertVideo } from './modules/videos/videos.test-helpers';
import { freePort } from './test/free-port';
import { TestClient } from './test/http-client';
import { createTestApp } from './test/test-context';
import { testBackend } from './test/test-database';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm run serve` stopped by SIGTERM: the HTTP server stops, then the modules' node services close
 * (the watch buffer writes the beats it holds), then the queue and the database (main.ts). A beat
 * answered just before the signal is in the database once the process has exited — the buffer
 * writes every second otherwise, so this test sends the signal at once.
 * PostgreSQL only: the process and the test share the database.
 */
describe.runIf(testBackend() === 'postgres')('an api process stopped by SIGTERM', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    if (server?.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await t?.close();
  });

  it('writes the heartbeats it buffered before it exits', async () => {
    const signedUp = await signUp(new TestClient(t.app), {
      email: 'owner@shutdown.example',
      username: 'owner_sd',
    });
    expect(signedUp.statusCode).toBe(200);
    const [owner] = (
      await t.ctx.db.query<{ id: string }>('select id from users where email = $1', [
        'owner@shutdown.example',
      ])
    ).rows;
    const videoId = await insertVideo(t.ctx, owner!.id, { monetized: false, durationS: 600 });

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: t.ctx.db.connectionString,
        DATA_DIR: t.ctx.config.dataDir,
        AUTH_SECRET: t.ctx.config.authSecret,
        SEED_DEMO: 'false',
        WORKER: 'off',
        LOG_LEVEL: 'silent',
        GEO_LOOKUP_URLS: 'off',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 90_000, interval: 250 },
      )
      .toBe(true);

    // A visitor (told apart by address and browser) plays the video and sends one beat.
    const { playback } = (await (await fetch(`${url}/api/videos/${videoId}`)).json()) as {
      playback: { masterUrl: string; token: string };
    };
    expect((await fetch(`${url}${playback.masterUrl}`)).status).toBe(200);
    const beat = await fetch(`${url}/api/videos/${videoId}/heartbeat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ positionS: 17, playing: true, playbackToken: playback.token }),
    });
    expect(beat.status).toBe(200);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);

    const rows = await t.ctx.db.query<{ position_s: number }>(
      'select position_s from watch_sessions where video_id = $1',
      [videoId],
    );
    expect(rows.rows).toEqual([{ position_s: 17 }]);
  }, 120_000);
});
