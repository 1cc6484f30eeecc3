import { execFile } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { STORYBOARD_BYTES_PER_HOUR_MAX } from '../domain/storyboards';
import { closeContext, createContext } from '../server/bootstrap';
import { makeStoryboard } from '../server/modules/videos/commands/make-storyboard';
import { findVideo } from '../server/modules/videos/videos.repository';
import { benchConfig } from './bench-config';

const exec = promisify(execFile);

/**
 * Scrub previews (issue 30, docs/decisions/0036): the storyboard job (makeStoryboard: decode, sheets
 * in every candidate encoding, upload, the track, the row) on a 720p 30 fps H.264 video of
 * STORYBOARD_SECONDS (default 600, 10 minutes; testsrc2, a busy picture: a worst case for the bytes).
 * STORYBOARD_SOURCE reuses a file instead of making one. Targets: ≤ 0.3× the video's duration;
 * ≤ 1.5 MB of sheets per hour of video. Best of STORYBOARD_ROUNDS (default 2): the machine is shared.
 */
export async function run(): Promise<void> {
  const seconds = Number(process.env.STORYBOARD_SECONDS ?? 600);
  const rounds = Number(process.env.STORYBOARD_ROUNDS ?? 2);
  const { dataDir, config } = benchConfig('kinora-bench-storyboards-');
  const ctx = await createContext(config, pino({ level: 'silent' }));
  try {
    const source = process.env.STORYBOARD_SOURCE ?? join(dataDir, 'source.mp4');
    if (!existsSync(source)) {
      console.log(`making a ${seconds} s 720p source…`);
      await exec(ctx.media.ffmpegPath, [
        ...['-hide_banner', '-nostdin', '-v', 'error', '-y'],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', String(seconds)],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '1500k', '-pix_fmt', 'yuv420p', source],
      ]);
    }
    await ctx.db.query(
      `insert into users (id, name, email, username) values ('sb', 'sb', 'sb@bench.local', 'sb')`,
    );
    let best = Number.POSITIVE_INFINITY;
    let info = null;
    for (let round = 1; round <= rounds; round++) {
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into videos (owner_id, title, status, duration_s, source_key, source_format, source_bytes, renditions, published_at)
         values ('sb', 'Bench', 'ready', $1, 'pending', 'mp4', $2, '[{"width":1280,"height":720,"bandwidth":1}]', now()) returning id`,
        [seconds, statSync(source).size],
      );
      const videoId = rows[0]!.id;
      const sourceKey = `videos/${videoId}/source-1.mp4`;
      await ctx.storage.putFile(sourceKey, source);
      await ctx.db.query('update videos set source_key = $1 where id = $2', [sourceKey, videoId]);
      const start = performance.now();
      if (!(await makeStoryboard(ctx, { videoId, generation: 1 }))) throw new Error('no storyboard made');
      const s = (performance.now() - start) / 1000;
      info = (await findVideo(ctx.db.db, videoId))!.storyboard!;
      console.log(`round ${round}: ${s.toFixed(2)} s (${(s / seconds).toFixed(3)}× the duration)`);
      best = Math.min(best, s);
      await ctx.storage.deletePrefix(`videos/${videoId}`);
    }
    const perHour = (info!.bytes * 3600) / seconds;
    console.log(
      `storyboard of ${seconds} s 720p: best ${best.toFixed(2)} s = ${(best / seconds).toFixed(3)}× (target ≤ 0.3×); ` +
        `a frame every ${info!.intervalS} s, ${info!.frames} frames ${info!.tileWidth}×${info!.tileHeight}, ` +
        `${info!.format}, ${(info!.bytes / 1024).toFixed(0)} KiB = ${(perHour / 1024 / 1024).toFixed(2)} MiB per hour ` +
        `(target ≤ ${(STORYBOARD_BYTES_PER_HOUR_MAX / 1024 / 1024).toFixed(1)})`,
    );
  } finally {
    await closeContext(ctx);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
