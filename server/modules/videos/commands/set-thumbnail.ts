import { LIMITS } from '../../../../domain/limits';
import { detectImageFormat, fitWebp } from '../../../adapters/images/images';
import { newStorageKey } from '../../../adapters/storage/storage';
import type { AppContext } from '../../../context';
import { PayloadTooLargeError, ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { keyFromPublicUrl, publicFileUrl } from '../../files/files.public';
import { announceVideoChange } from '../video-cache';
import { authorize } from '../videos.policy';
import { findVideo, updateVideoRow } from '../videos.repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'logger' | 'clock'>;

/** A thumbnail is a JPG, PNG or WebP image by its bytes, of at most 5 MB. */
export async function assertThumbnail(bytes: Buffer): Promise<void> {
  if (bytes.length > LIMITS.thumbnailBytes)
    throw new PayloadTooLargeError('The thumbnail exceeds 5 MB.', 'image_too_large');
  if (!(await detectImageFormat(bytes)))
    throw new ValidationError('The thumbnail must be a JPG, PNG or WebP image.', undefined, 'invalid_image');
}

/** Checks a thumbnail and stores it as a 1280×720-bounded WebP. */
export async function storeThumbnail(ctx: Deps, bytes: Buffer): Promise<string> {
  await assertThumbnail(bytes);
  const key = newStorageKey('thumbnails', 'webp');
  await ctx.storage.put(key, await fitWebp(bytes, 1280, 720), { contentType: 'image/webp' });
  return publicFileUrl(key);
}

export async function discardThumbnail(ctx: Deps, url: string | null): Promise<void> {
  const key = keyFromPublicUrl(url);
  if (key) await ctx.storage.delete(key).catch((err) => ctx.logger.warn({ err, key }, 'image not deleted'));
}

export async function setVideoThumbnail(
  ctx: Deps & Pick<AppContext, 'realtime'>,
  actor: Actor,
  videoId: string,
  bytes: Buffer,
): Promise<string> {
  const video = await findVideo(ctx.db.db, videoId);
  authorize(actor, 'edit', video);
  const url = await storeThumbnail(ctx, bytes);
  await updateVideoRow(ctx.db.db, videoId, { thumbnailUrl: url, updatedAt: ctx.clock.now() });
  await announceVideoChange(ctx.realtime, videoId);
  await discardThumbnail(ctx, video.thumbnailUrl);
  return url;
}
