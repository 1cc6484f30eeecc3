import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import {
  pickEncoding,
  STORYBOARD_COLUMNS,
  STORYBOARD_ENCODINGS,
  type StoryboardInfo,
  sheetRows,
  storyboardFrames,
  storyboardIntervalS,
  thumbnailsVtt,
  tileSize,
} from '../../../../domain/storyboards';
import { makeSheets } from '../../../adapters/media/storyboard';
import type { AppContext } from '../../../context';
import { videos } from '../../../db/schema';
import { hlsPrefix } from '../media-keys';
import { announceVideoChange } from '../video-cache';
import { findVideo, updateVideoIf } from '../videos.repository';

export const storyboardPrefix = (videoId: string, generation: number) =>
  `${hlsPrefix(videoId, generation)}/storyboard`;

/**
 * Makes the scrub previews of one generation of a video (docs/decisions/0036): sheets and their
 * WebVTT thumbnails track under the generation's prefix, then `storyboard` on the row — written
 * only while that generation is still the video's, so the track is listed only once every file
 * exists. Queued when a generation starts playing; never touches status or progress, so "ready"
 * never waits for it. Idempotent (a generation already done returns) and crash-safe (a rerun
 * overwrites the same keys); a video deleted or replaced meanwhile keeps no file of this run.
 * Returns whether it made the storyboard.
 */
export async function makeStoryboard(
  ctx: AppContext,
  job: { videoId: string; generation: number },
  signal?: AbortSignal,
): Promise<boolean> {
  const video = await findVideo(ctx.db.db, job.videoId);
  if (!video || video.generation !== job.generation) return false;
  if (video.storyboard?.generation === job.generation) return false;
  const picture = video.renditions[0];
  if (!picture || video.status === 'failed' || video.durationS <= 0) return false;

  const root = join(ctx.config.dataDir, 'tmp', 'storyboard');
  await removeStaleWorkDirs(root, ctx.clock.now().getTime());
  const work = join(root, `${video.id}.${randomUUID()}`);
  const prefix = storyboardPrefix(video.id, job.generation);
  try {
    await mkdir(work, { recursive: true });
    const input = ctx.storage.localPath(video.sourceKey) ?? (await download(ctx, video.sourceKey, work));
    const intervalS = storyboardIntervalS(video.durationS);
    const frames = storyboardFrames(video.durationS, intervalS);
    const plan = {
      intervalS,
      columns: STORYBOARD_COLUMNS,
      rows: sheetRows(frames),
      candidates: STORYBOARD_ENCODINGS.map((e) => ({
        ...e,
        ...tileSize(picture.width, picture.height, e.tileWidth),
      })),
    };
    const made = pickEncoding(
      await makeSheets(ctx.media, input, plan, join(work, 'sheets'), signal),
      video.durationS,
    );
    const info: StoryboardInfo = {
      generation: job.generation,
      intervalS,
      tileWidth: made.tileWidth,
      tileHeight: made.tileHeight,
      columns: plan.columns,
      rows: plan.rows,
      // As many cues as frames asked for, never more than the sheets hold.
      frames: Math.min(frames, made.files.length * plan.columns * plan.rows),
      format: made.format,
      bytes: made.bytes,
    };
    for (const file of made.files) await ctx.storage.putFile(`${prefix}/${file}`, join(made.dir, file));
    const vtt = join(work, 'thumbnails.vtt');
    await writeFile(vtt, thumbnailsVtt(info, video.durationS));
    // The track last: it never names a sheet that is not stored.
    await ctx.storage.putFile(`${prefix}/thumbnails.vtt`, vtt, { contentType: 'text/vtt; charset=utf-8' });
    const row = await updateVideoIf(
      ctx.db.db,
      and(eq(videos.id, video.id), eq(videos.generation, job.generation)),
      { storyboard: info },
    );
    if (!row) {
      // Deleted, or its file replaced, while this ran: what this run stored goes.
      await ctx.storage.deletePrefix(prefix);
      return false;
    }
    await announceVideoChange(ctx.realtime, video.id).catch(() => {});
    return true;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** ffmpeg needs a file: S3's original is downloaded into the work folder. */
async function download(ctx: AppContext, key: string, work: string): Promise<string> {
  const copy = join(work, 'source');
  await pipeline(await ctx.storage.get(key), createWriteStream(copy));
  return copy;
}

/** A run lasts minutes (the job expires after 20): folders older than an hour are a dead run's. */
async function removeStaleWorkDirs(root: string, nowMs: number): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[]);
  const hourAgo = nowMs - 3600_000;
  for (const name of names) {
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < hourAgo) await rm(path, { recursive: true, force: true });
  }
}
