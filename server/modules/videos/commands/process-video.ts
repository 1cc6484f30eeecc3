import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { MIN_VIDEO_DURATION_S } from '../../../../domain/earnings';
import {
  PROCESSING_RULES,
  planRenditions,
  type Rung,
  VIDEO_FAILURE_CODES,
  type VideoFailureCode,
} from '../../../../domain/videos';
import { fitWebp } from '../../../adapters/images/images';
import { measureDuration, probeMedia, transcodeRenditions } from '../../../adapters/media/ffmpeg';
import { newStorageKey, type Storage } from '../../../adapters/storage/storage';
import type { AppContext } from '../../../context';
import { type StoredRendition, videos } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { memberTopic, videoTopic } from '../../../realtime/hub';
import { publicFileUrl } from '../../files/files.public';
import { type NotificationNotice, notifyMembers } from '../../notifications/notifications.public';
import { captionVideoJob } from '../jobs/caption-video.job';
import { makeStoryboardJob } from '../jobs/make-storyboard.job';
import { hlsPrefix } from '../media-keys';
import { announceVideoChange } from '../video-cache';
import { publishedData, videoPublished } from '../videos.events';
import { findVideo, updateVideoIf, type VideoRow } from '../videos.repository';
import { localPath } from './local-path';
import { claimLease, keepLease, workDirFor } from './processing-lease';
import { discardThumbnail } from './set-thumbnail';

export { hlsPrefix } from '../media-keys';

/**
 * Makes the HLS renditions of one generation of a video's file: the lowest alone first (with the
 * poster, from the same decode), then the rest of the ladder from one more decode, in one ffmpeg
 * run. A new video becomes watchable as soon as its lowest rendition is stored; a replacement file
 * swaps in only once all its renditions exist, and the previous generation's files are removed then.
 *
 * Crash-safe: the run holds a lease on the row that it renews while alive; every write requires
 * the lease, so a run that lost it (its worker was presumed dead) changes nothing. A dead run's
 * lease expires and the recovery job queues the work again, at most PROCESSING_RULES.maxAttempts
 * times in all. Safe to run twice: a superseded or deleted video stops the work and leaves no files.
 */
export async function processVideo(
  ctx: AppContext,
  job: { videoId: string; generation: number },
): Promise<void> {
  const video = await findVideo(ctx.db.db, job.videoId);
  if (!video) return;
  const pending = video.pendingSource?.generation === job.generation ? video.pendingSource : null;
  if (!pending && video.generation !== job.generation) return;
  const stillCurrent = and(
    eq(videos.id, video.id),
    pending
      ? sql`(${videos.pendingSource}->>'generation')::int = ${job.generation}`
      : eq(videos.generation, job.generation),
  );
  // Already done, superseded, or a live run holds the lease: nothing to do here.
  const lease = await claimLease(ctx, stillCurrent);
  if (!lease) return;

  // The owner's open pages (upload, dashboard, edit) follow along over the realtime socket.
  // `playable` once a rendition is stored: the owner's watch page turns into the player then, not at
  // 'ready' (the rest of the ladder keeps processing beside it).
  const notify = (
    status: string,
    progress: number,
    failureReason: string | null = null,
    playable?: boolean,
  ) =>
    ctx.realtime
      .publish(memberTopic(video.ownerId), {
        type: 'video.updated',
        videoId: video.id,
        status,
        progress,
        failureReason,
        ...(playable === undefined ? {} : { playable }),
      })
      .catch(() => {});
  const playableRow = (row: VideoRow) => (row.renditions?.length ?? 0) > 0 && row.status !== 'failed';
  const owned = and(stillCurrent, eq(videos.leaseOwner, lease.token));
  const released = { leaseOwner: null, leaseUntil: null, processingAttempts: 0 };
  const update = async (values: Partial<typeof videos.$inferInsert>) => {
    const row = await updateVideoIf(ctx.db.db, owned, { ...values, updatedAt: ctx.clock.now() });
    if (!row) throw new Superseded();
    await notify(row.status, row.progress, null, playableRow(row));
  };
  /**
   * Writes the row in one transaction with what must commit with it: the public learns of a video
   * that starts playing (`publishes`), the owner is notified of a processing that ended.
   */
  const commit = (values: Partial<typeof videos.$inferInsert>, opts: { publishes?: boolean } = {}) =>
    withTransaction(ctx, async (scope) => {
      const row = await updateVideoIf(scope.tx, owned, { ...values, updatedAt: ctx.clock.now() });
      if (!row) return null;
      if (opts.publishes && row.visibility === 'public')
        await scope.enqueue(videoPublished, publishedData(row), { dedupKey: row.id });
      // Scrub previews and automatic captions of the generation that now plays, a replaced file's
      // too (docs/decisions/0036, 0037): once per generation (the dedup key), "ready" never waits.
      if (row.status !== 'failed' && row.renditions.length > 0 && !row.pendingSource) {
        const generation = { videoId: row.id, generation: row.generation };
        const once = { dedupKey: `${row.id}:${row.generation}` };
        await scope.enqueue(makeStoryboardJob, generation, once);
        await scope.enqueue(captionVideoJob, generation, once);
      }
      if (row.status !== 'processing') await notifyMembers(ctx, scope, [outcomeNotice(row, job.generation)]);
      scope.afterCommit(() => notify(row.status, row.progress, row.failureReason, playableRow(row)));
      // Pages opened on its link before it played ("bientôt disponible") turn into the player.
      if (opts.publishes && row.visibility === 'public')
        scope.afterCommit(() =>
          ctx.realtime
            .publish(videoTopic(row.id), { type: 'video.available', videoId: row.id })
            .catch(() => {}),
        );
      // Api nodes (this worker may be another process) drop their cached row: a replaced source's
      // new generation must be what the next watch page hands out, not the one deleted below.
      scope.afterCommit(() => announceVideoChange(ctx.realtime, row.id));
      return row;
    });
  /** The first rendition is stored: the video plays, and the public learns of it if it is public. */
  const publish = async (values: Partial<typeof videos.$inferInsert>) => {
    if (!(await commit(values, { publishes: true }))) throw new Superseded();
  };
  /** Every rendition is stored: the video is ready. */
  const settle = async (values: Partial<typeof videos.$inferInsert>) => {
    if (!(await commit(values))) throw new Superseded();
  };
  const fail = async (code: VideoFailureCode) => {
    await commit({ status: 'failed', failureReason: code, ...released });
  };

  if (lease.attempts > PROCESSING_RULES.maxAttempts) {
    ctx.logger.warn({ videoId: video.id, attempts: lease.attempts }, 'video processing keeps dying: failed');
    await fail('processing_interrupted');
    return;
  }

  const prefix = hlsPrefix(video.id, job.generation);
  const work = workDirFor(ctx, video.id, lease.token);
  const keeper = keepLease(ctx, video.id, lease);
  let posterUrl: string | null = null;
  try {
    await mkdir(work, { recursive: true });
    await update({ progress: 0, failureReason: null });
    const input = await localPath(ctx.storage, pending?.key ?? video.sourceKey, work);
    // Both read packets, not pictures; side by side they take the time of the longer one.
    const [header, measuredS] = await Promise.all([
      probeMedia(ctx.media, input),
      measureDuration(ctx.media, input),
    ]);
    // What the file really holds, not what its header claims (a truncated upload keeps its header).
    const probe = { ...header, durationS: Math.min(header.durationS, measuredS) };
    if (probe.durationS < MIN_VIDEO_DURATION_S) {
      await fail('video_too_short');
      return;
    }
    /** Stores the poster the first ffmpeg run wrote; a new video shows it before it plays. */
    const setPoster = async (jpeg: string) => {
      posterUrl = await storePoster(ctx, jpeg);
      if (pending) return;
      await update({ posterUrl, durationS: probe.durationS });
      // A run that died before this one left its poster on the row.
      if (video.posterUrl && video.posterUrl !== posterUrl) await discardThumbnail(ctx, video.posterUrl);
    };

    const rungs = planRenditions(probe.width, probe.height);
    const weights = new Map(rungs.map((r) => [r, r.height * r.height]));
    const total = rungs.reduce((sum, r) => sum + weights.get(r)!, 0);
    let doneWeight = 0;
    let lastWrite = Number.NEGATIVE_INFINITY;
    const done: StoredRendition[] = [];
    /** Makes these rungs (and the poster, if asked) in one ffmpeg run, then stores them lowest first. */
    const makeRenditions = async (batch: Rung[], poster?: { atS: number; path: string }) => {
      const targets = batch.map((rung) => ({ rung, dir: join(work, String(rung.height)) }));
      for (const { dir } of targets) await mkdir(dir);
      const batchWeight = batch.reduce((sum, r) => sum + weights.get(r)!, 0);
      const onProgress = (fraction: number) => {
        // A throttle (one progress write per 1.5 s), not a time of day: a monotonic duration.
        const now = performance.now();
        if (now - lastWrite < 1500) return;
        lastWrite = now;
        const progress = Math.min(99, Math.floor(((doneWeight + fraction * batchWeight) / total) * 100));
        // Fire and forget, and only while still processing: a late write never undoes 'ready'.
        void updateVideoIf(ctx.db.db, and(owned, eq(videos.status, 'processing')), { progress })
          .then(() => notify('processing', progress))
          .catch(() => {});
      };
      const started = performance.now();
      const sizes = await transcodeRenditions(ctx.media, { ...probe, path: input }, targets, {
        onProgress,
        signal: keeper.signal,
        poster,
      });
      ctx.metrics.transcodeDuration.observe(
        { heights: batch.map((rung) => rung.height).join('+') },
        (performance.now() - started) / 1000,
      );
      if (poster) await setPoster(poster.path);
      for (const [i, { rung, dir }] of targets.entries()) {
        const size = sizes[i]!;
        // Stored under its real short side: a source below 240p keeps its own size. Listed in
        // `renditions` only once every file of it is stored.
        await uploadDir(ctx.storage, dir, `${prefix}/${Math.min(size.width, size.height)}`);
        doneWeight += weights.get(rung)!;
        const audioKbps = probe.hasAudio ? rung.audioKbps : 0;
        done.push({ ...size, bandwidth: Math.round((rung.videoKbps * 1.5 + audioKbps) * 1000) });
        const progress = Math.min(99, Math.floor((doneWeight / total) * 100));
        // A new video plays from its first rendition on; a replacement waits until it is complete.
        if (pending) await update({ progress });
        else if (video.publishedAt) await update({ progress, renditions: [...done] });
        else {
          video.publishedAt = ctx.clock.now();
          await publish({ progress, renditions: [...done], publishedAt: video.publishedAt });
        }
      }
    };
    // The lowest rung alone first, so a new video plays as early as one rendition allows; then the
    // rest of the ladder from a single decode of the source.
    const [lowest, ...rest] = rungs;
    await makeRenditions([lowest!], {
      atS: Math.min(5, probe.durationS / 10),
      path: join(work, 'poster.jpg'),
    });
    if (rest.length > 0) await makeRenditions(rest);

    if (!pending) {
      await settle({ status: 'ready', progress: 100, width: probe.width, height: probe.height, ...released });
      return;
    }
    // A replacement of a video that never played publishes it now.
    await (video.publishedAt ? settle : publish)({
      status: 'ready',
      progress: 100,
      generation: job.generation,
      renditions: done,
      pendingSource: null,
      sourceKey: pending.key,
      sourceFormat: pending.format,
      sourceBytes: pending.bytes,
      durationS: probe.durationS,
      width: probe.width,
      height: probe.height,
      posterUrl,
      publishedAt: video.publishedAt ?? ctx.clock.now(),
      ...released,
    });
    await ctx.storage.deletePrefix(hlsPrefix(video.id, video.generation));
    if (video.sourceKey !== pending.key) await ctx.storage.delete(video.sourceKey);
    await discardThumbnail(ctx, video.posterUrl);
  } catch (error) {
    if (error instanceof Superseded || keeper.lost()) {
      // Taken over by another run of this generation (this one was presumed dead): its files are
      // now that run's. Deleted or replaced meanwhile: remove what this run stored.
      const [row] = await ctx.db.db.select({ posterUrl: videos.posterUrl }).from(videos).where(stillCurrent);
      if (!row) await ctx.storage.deletePrefix(prefix).catch(() => {});
      if (!row || row.posterUrl !== posterUrl) await discardThumbnail(ctx, posterUrl);
      return;
    }
    // The detail (which may name server paths) stays in the log; the owner sees a reason code.
    ctx.logger.warn({ err: error, videoId: video.id }, 'video processing failed');
    await fail('processing_failed');
  } finally {
    keeper.stop();
    await rm(work, { recursive: true, force: true });
  }
}

class Superseded extends Error {}

/** The owner's notice of a processing that ended, once per generation: ready, or failed with its reason. */
function outcomeNotice(row: VideoRow, generation: number): NotificationNotice {
  const data = { videoId: row.id, videoTitle: row.title };
  if (row.status !== 'failed')
    return {
      userId: row.ownerId,
      kind: 'video_ready',
      data,
      dedupKey: `video_ready:${row.id}:${generation}`,
    };
  const reason = VIDEO_FAILURE_CODES.find((code) => code === row.failureReason) ?? 'processing_failed';
  return {
    userId: row.ownerId,
    kind: 'video_failed',
    data: { ...data, reason },
    dedupKey: `video_failed:${row.id}:${generation}`,
  };
}

async function uploadDir(storage: Storage, dir: string, prefix: string): Promise<void> {
  const names = (await readdir(dir)).sort();
  // Segments first, playlist last: a playlist never points at a segment that is not stored yet.
  for (const name of [...names.filter((n) => n !== 'index.m3u8'), 'index.m3u8']) {
    await storage.putFile(`${prefix}/${name}`, join(dir, name));
  }
}

async function storePoster(ctx: AppContext, jpeg: string): Promise<string> {
  const key = newStorageKey('posters', 'webp');
  await ctx.storage.put(key, await fitWebp(await readFile(jpeg), 1280, 720), { contentType: 'image/webp' });
  return publicFileUrl(key);
}
