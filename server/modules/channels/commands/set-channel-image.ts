import { LIMITS } from '../../../../domain/limits';
import { detectImageFormat, squareWebp } from '../../../adapters/images/images';
import { newStorageKey } from '../../../adapters/storage/storage';
import type { AppContext } from '../../../context';
import { PayloadTooLargeError, ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { keyFromPublicUrl, publicFileUrl } from '../../files/files.public';
import { authorize as authorizeChannel } from '../channels.policy';
import { findChannel, updateChannelRow } from '../channels.repository';

const CHANNEL_IMAGE_SIZE = 400;

/** Stores the channel picture (an image by its bytes, ≤ 5 MB) as a square WebP; removes the old one. */
export async function setChannelImage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'logger' | 'clock'>,
  actor: Actor,
  channelId: string,
  bytes: Buffer,
): Promise<string> {
  const channel = await findChannel(ctx.db.db, channelId);
  authorizeChannel(actor, 'edit', channel);
  if (bytes.length > LIMITS.channelImageBytes)
    throw new PayloadTooLargeError('The image exceeds 5 MB.', 'image_too_large');
  if (!(await detectImageFormat(bytes)))
    throw new ValidationError('The file must be an image.', undefined, 'invalid_image');
  const key = newStorageKey('channel-images', 'webp');
  await ctx.storage.put(key, await squareWebp(bytes, CHANNEL_IMAGE_SIZE), { contentType: 'image/webp' });
  const url = publicFileUrl(key);
  await updateChannelRow(ctx.db.db, channelId, { imageUrl: url, updatedAt: ctx.clock.now() });
  const old = keyFromPublicUrl(channel.imageUrl);
  if (old)
    await ctx.storage.delete(old).catch((err) => ctx.logger.warn({ err, key: old }, 'old image not deleted'));
  return url;
}
