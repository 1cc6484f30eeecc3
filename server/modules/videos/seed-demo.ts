import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { ChannelTopic } from '../../../domain/channels';
import { themesOf } from '../../../domain/discovery';
import { extractFrame, generateClip, probeMedia } from '../../adapters/media/ffmpeg';
import type { AppContext } from '../../context';
import { readSetting, saveSetting } from '../../db/app-settings';
import { channels, videos } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import { addDemoOwner } from '../accounts/accounts.public';
import { addDemoChannels } from '../channels/channels.public';
import { sourceKeyFor } from './commands/create-video';
import { discardThumbnail, storeThumbnail } from './commands/set-thumbnail';
import { DEMO_CATALOGUE, type DemoCatalogue, type DemoVideo } from './demo-catalogue';
import { transcodeVideoJob } from './jobs/transcode-video.job';

/** app_settings row that remembers the seeding: a finished (or declined) seed never runs again. */
export const DEMO_SEED_KEY = 'demo_seed';
type SeedState = 'seeding' | 'done' | 'skipped';

/** Every ffmpeg has this one; a generator missing from an older ffmpeg falls back to it. */
const FALLBACK_PICTURE = 'testsrc2=size=640x360:rate=25';

/**
 * Demo channels and videos, so a fresh `npm start` is not empty (skipped without ffmpeg). Only on
 * a new instance: a database that already has channels of its own gets none.
 *
 * Fast: clips are small (640×360, ~1 s each to make) and made one at a time, each queued for
 * processing as soon as it exists, so the first plays on the home page seconds after start while
 * the others are still being made. Idempotent: every row has a fixed id; an interrupted seed is
 * resumed at the next start (what exists is kept, what is missing is made), and a finished one is
 * never repeated — deleting a demo video removes it for good.
 */
export async function seedDemo(
  ctx: AppContext,
  catalogue: DemoCatalogue = DEMO_CATALOGUE,
  options: { firstPlayableWaitMs?: number } = {},
): Promise<void> {
  if (!ctx.media.available) return ctx.logger.warn('demo content skipped: media processing unavailable');
  const state = await seedState(ctx);
  if (state === 'done' || state === 'skipped') return;
  if (state === null) {
    const [row] = await ctx.db.db.select({ n: count() }).from(channels);
    if (Number(row?.n) > 0) return setSeedState(ctx, 'skipped');
    await setSeedState(ctx, 'seeding');
  }
  ctx.logger.info('seeding demo channels and videos');
  const { owner } = catalogue;
  await addDemoOwner(ctx.db.db, owner);
  await addDemoChannels(
    ctx.db.db,
    catalogue.channels.map((channel) => ({ ...channel, ownerId: owner.id })),
  );

  const ids = catalogue.videos.map((video) => video.id);
  const made = await ctx.db.db.select({ id: videos.id }).from(videos).where(inArray(videos.id, ids));
  const missing = catalogue.videos.filter((video) => !made.some((row) => row.id === video.id));
  const work = await mkdtemp(join(tmpdir(), 'kinora-demo-'));
  try {
    for (const [i, video] of missing.entries()) {
      const topics = catalogue.channels.find((channel) => channel.id === video.channelId)?.topics ?? [];
      await makeDemoVideo(ctx, { ...video, ownerId: owner.id, topics }, work);
      // A newcomer's first look at the home page: the first clip's lowest quality gets the machine
      // to itself (making the next clips would take the cores its transcode needs).
      if (i === 0) await untilPlayable(ctx, video.id, options.firstPlayableWaitMs ?? FIRST_PLAYABLE_WAIT_MS);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await setSeedState(ctx, 'done');
  ctx.logger.info({ videos: missing.length }, 'demo videos queued');
}

/** Longest the seed waits for the first clip to play (no worker running, a slow machine: it goes on). */
const FIRST_PLAYABLE_WAIT_MS = 90_000;

/** Waits until the video has played once (published) or failed, or `timeoutMs` has passed. */
async function untilPlayable(ctx: AppContext, videoId: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const [row] = await ctx.db.db
      .select({ publishedAt: videos.publishedAt, status: videos.status })
      .from(videos)
      .where(eq(videos.id, videoId));
    if (!row || row.publishedAt !== null || row.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Whether the home page should say the demo is on its way: the seed is running, or one of its
 * videos is still waiting for its first quality.
 */
export async function isDemoPreparing(
  ctx: Pick<AppContext, 'db'>,
  catalogue: DemoCatalogue = DEMO_CATALOGUE,
) {
  if ((await seedState(ctx)) === 'seeding') return true;
  const [row] = await ctx.db.db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.ownerId, catalogue.owner.id),
        isNull(videos.publishedAt),
        eq(videos.status, 'processing'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One clip: made, stored, and queued for processing like any upload. */
async function makeDemoVideo(
  ctx: AppContext,
  video: DemoVideo & { channelId: string; ownerId: string; topics: ChannelTopic[] },
  work: string,
): Promise<void> {
  const path = join(work, `${video.id}.mp4`);
  const clip = { picture: video.picture, sound: video.sound, seconds: video.seconds };
  await generateClip(ctx.media, clip, path).catch((err) => {
    ctx.logger.warn(
      { err, title: video.title },
      'demo picture unavailable in this ffmpeg: test card instead',
    );
    return generateClip(ctx.media, { ...clip, picture: FALLBACK_PICTURE }, path);
  });
  const probe = await probeMedia(ctx.media, path);
  const sourceKey = sourceKeyFor(video.id, 1, 'mp4');
  await ctx.storage.putFile(sourceKey, path);
  const thumbnailUrl = await storeThumbnail(ctx, await extractFrame(ctx.media, path, 3));
  const inserted = await withTransaction(ctx, async ({ tx, enqueue }) => {
    const rows = await tx
      .insert(videos)
      .values({
        id: video.id,
        ownerId: video.ownerId,
        channelId: video.channelId,
        title: video.title,
        description: video.description,
        themes: themesOf({ ...video, channelTopics: video.topics }),
        durationS: probe.durationS,
        width: probe.width,
        height: probe.height,
        sourceKey,
        sourceFormat: 'mp4',
        sourceBytes: (await stat(path)).size,
        thumbnailUrl,
      })
      .onConflictDoNothing()
      .returning({ id: videos.id });
    if (rows.length > 0)
      await enqueue(transcodeVideoJob, { videoId: video.id, generation: 1 }, { dedupKey: `${video.id}:1:0` });
    return rows.length > 0;
  });
  // Another process seeding at the same moment got there first: its row keeps its own thumbnail.
  if (!inserted) await discardThumbnail(ctx, thumbnailUrl);
  await rm(path, { force: true });
}

async function seedState(ctx: Pick<AppContext, 'db'>): Promise<SeedState | null> {
  const value = await readSetting(ctx.db.db, DEMO_SEED_KEY);
  return (value as { state?: SeedState } | undefined)?.state ?? null;
}

async function setSeedState(ctx: AppContext, state: SeedState): Promise<void> {
  await saveSetting(ctx.db.db, DEMO_SEED_KEY, { state }, ctx.clock.now());
}
