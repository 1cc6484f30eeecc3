import { sanitizeCueText } from '../../../../domain/caption-text';
import { type Cue, cueProblem, fitCuesTo, parseCaptionFile } from '../../../../domain/captions';
import { isLocale, type Locale } from '../../../../domain/locales';
import { isAdmin } from '../../../../domain/standing';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { NotFoundError, ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { findUserById } from '../../accounts/accounts.public';
import { deleteCaption, findCaption, listCaptions, saveCaption } from '../captions.repository';
import { announceVideoChange } from '../video-cache';
import { isOwner, videoNotFound } from '../videos.policy';
import { findVideo, type VideoRow } from '../videos.repository';

/**
 * A video's caption tracks are its owner's to upload, correct and delete (admins too, as for the
 * rest of a video's moderation). Anyone else learns nothing: the video is "not found".
 */
async function editableVideo(ctx: AppContext, actor: Actor, videoId: string): Promise<VideoRow> {
  const video = await findVideo(ctx.db.db, videoId);
  if (!video || !(isOwner(actor, video) || isAdmin(actor))) throw videoNotFound();
  return video;
}

export const captionsNotFound = () =>
  new NotFoundError('No captions in this language.', 'captions_not_found');

/** The language spoken in the video: the owner's choice, else the owner's interface language. */
export async function videoLanguage(
  ctx: AppContext,
  video: Pick<VideoRow, 'language' | 'ownerId'>,
): Promise<Locale> {
  if (video.language) return video.language;
  const owner = await findUserById(ctx.db.db, video.ownerId);
  return owner && isLocale(owner.locale) ? owner.locale : 'fr';
}

export async function captionTracks(ctx: AppContext, actor: Actor, videoId: string) {
  const video = await editableVideo(ctx, actor, videoId);
  return { video, tracks: await listCaptions(ctx.db.db, videoId) };
}

/** Replaces (or adds) the track of one language with an uploaded WebVTT or SRT file. */
export async function uploadCaptions(
  ctx: AppContext,
  actor: Actor,
  videoId: string,
  language: Locale,
  bytes: Uint8Array,
): Promise<void> {
  const video = await editableVideo(ctx, actor, videoId);
  const parsed = parseCaptionFile(bytes);
  if (!parsed.ok)
    throw new ValidationError(
      'This caption file is not valid WebVTT or SRT.',
      { reason: parsed.reason, line: parsed.line },
      'captions_invalid',
    );
  const cues = fitCuesTo(parsed.cues, video.durationS);
  if (cues.length === 0)
    throw new ValidationError(
      'No caption falls within the video.',
      { reason: 'after_end' },
      'captions_invalid',
    );
  await writeTrack(ctx, videoId, { language, auto: false, edited: false, cues });
}

/** The caption editor's save: the whole track, checked; an automatic track becomes "edited". */
export async function editCaptions(
  ctx: AppContext,
  actor: Actor,
  videoId: string,
  language: Locale,
  sent: Cue[],
): Promise<void> {
  const video = await editableVideo(ctx, actor, videoId);
  const track = await findCaption(ctx.db.db, videoId, language);
  if (!track) throw captionsNotFound();
  const problem = cueProblem(sent, video.durationS);
  if (problem)
    throw new ValidationError('A caption has invalid times or text.', problem, 'caption_cues_invalid');
  const cues = fitCuesTo(
    sent.map((c) => ({ startS: c.startS, endS: c.endS, text: sanitizeCueText(c.text) })),
    video.durationS,
  );
  await writeTrack(ctx, videoId, { language, auto: track.auto, edited: true, cues });
}

export async function deleteCaptions(ctx: AppContext, actor: Actor, videoId: string, language: Locale) {
  await editableVideo(ctx, actor, videoId);
  await withTransaction(ctx, async ({ tx, afterCommit }) => {
    if (!(await deleteCaption(tx, videoId, language))) throw captionsNotFound();
    afterCommit(() => announceVideoChange(ctx.realtime, videoId));
  });
}

/** Stores a track; the watch pages' cached row is dropped so new grants list it. */
export async function writeTrack(
  ctx: AppContext,
  videoId: string,
  track: { language: Locale; auto: boolean; edited: boolean; cues: Cue[] },
): Promise<void> {
  await withTransaction(ctx, async ({ tx, afterCommit }) => {
    await saveCaption(tx, { videoId, ...track }, ctx.clock.now());
    afterCommit(() => announceVideoChange(ctx.realtime, videoId));
  });
}
