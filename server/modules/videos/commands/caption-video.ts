import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '../../../../domain/locales';
import { transcriberFor } from '../../../adapters/transcriber/transcriber';
import type { AppContext } from '../../../context';
import { ConflictError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { findCaption } from '../captions.repository';
import { findVideo } from '../videos.repository';
import { localPath } from './local-path';
import { captionTracks, videoLanguage, writeTrack } from './manage-captions';

export const transcriberOf = (ctx: AppContext) => transcriberFor(ctx.config.transcriber, ctx.media);

/** The caption languages an engine covers on this machine, for the edit page. */
export const automaticCaptionLanguages = (ctx: AppContext) => transcriberOf(ctx).languages();

/**
 * Automatic captions of one generation of a video, in its language (videos.caption job). Never
 * replaces what the owner uploaded or corrected; nothing happens for a language no engine covers,
 * nor for a video deleted or replaced meanwhile (checked again before writing).
 */
export async function captionVideo(
  ctx: AppContext,
  job: { videoId: string; generation: number },
): Promise<void> {
  const video = await findVideo(ctx.db.db, job.videoId);
  if (!video || video.generation !== job.generation) return;
  const language = await videoLanguage(ctx, video);
  const transcriber = transcriberOf(ctx);
  if (!(await transcriber.engineFor(language))) return;
  if (!(await replaceable(ctx, video.id, language))) return;
  const work = await mkdtemp(join(tmpdir(), 'kinora-captions-'));
  try {
    const input = await localPath(ctx.storage, video.sourceKey, work);
    const started = performance.now();
    const cues = await transcriber.transcribe(input, language);
    ctx.logger.info(
      { videoId: video.id, language, cues: cues.length, seconds: (performance.now() - started) / 1000 },
      'automatic captions made',
    );
    const now = await findVideo(ctx.db.db, job.videoId);
    if (!now || now.generation !== job.generation || cues.length === 0) return;
    if (!(await replaceable(ctx, video.id, language))) return;
    await writeTrack(ctx, video.id, {
      language,
      auto: true,
      edited: false,
      cues: cues
        .filter((c) => c.startS < now.durationS)
        .map((c) => ({ ...c, endS: Math.min(c.endS, now.durationS) })),
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Only an automatic track nobody corrected may be written over. */
async function replaceable(ctx: AppContext, videoId: string, language: Locale) {
  const track = await findCaption(ctx.db.db, videoId, language);
  return !track || (track.auto && !track.edited);
}

/** The owner asks for automatic captions now (their video's language must have an engine). */
export async function requestAutomaticCaptions(
  ctx: AppContext,
  actor: Actor,
  videoId: string,
  enqueue: (data: { videoId: string; generation: number }) => Promise<void>,
): Promise<void> {
  const { video } = await captionTracks(ctx, actor, videoId);
  const language = await videoLanguage(ctx, video);
  if (!(await transcriberOf(ctx).engineFor(language)))
    throw new ConflictError('Automatic captions are not available in this language.', 'captions_no_engine');
  await enqueue({ videoId, generation: video.generation });
}
