import { LIMITS } from '../../../../domain/limits';
import { detectImageFormat, squareWebp } from '../../../adapters/images/images';
import { newStorageKey } from '../../../adapters/storage/storage';
import type { AppContext } from '../../../context';
import { PayloadTooLargeError, ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { publicFileUrl } from '../../files/files.public';
import { lockUser, updateUserRow } from '../accounts.repository';

const AVATAR_SIZE = 256;

type AvatarContext = Pick<AppContext, 'db' | 'storage' | 'logger' | 'clock'>;

/**
 * Replaces the member's avatar: checks the bytes are a JPEG, PNG or WebP image of at most 2 MB,
 * stores a 256×256 WebP and removes the previous file once the profile points at the new one.
 */
export async function setAvatar(ctx: AvatarContext, actor: Actor, bytes: Buffer): Promise<string> {
  if (bytes.length > LIMITS.avatarBytes)
    throw new PayloadTooLargeError('The avatar exceeds 2 MB.', 'avatar_too_large');
  if (!(await detectImageFormat(bytes)))
    throw new ValidationError('The avatar must be a JPG, PNG or WebP image.', undefined, 'invalid_image');
  const key = newStorageKey('avatars', 'webp');
  await ctx.storage.put(key, await squareWebp(bytes, AVATAR_SIZE), { contentType: 'image/webp' });
  await replaceAvatarKey(ctx, actor, key);
  return publicFileUrl(key);
}

export async function removeAvatar(ctx: AvatarContext, actor: Actor): Promise<void> {
  await replaceAvatarKey(ctx, actor, null);
}

/**
 * Points the profile at `key` and deletes the file it pointed at before. Only the key the server
 * recorded in avatar_key is ever deleted, never one derived from the `image` URL: that URL may
 * predate avatar_key, and must not let a member aim a deletion at someone else's file.
 */
async function replaceAvatarKey(ctx: AvatarContext, actor: Actor, key: string | null): Promise<void> {
  const previous = await ctx.db.db.transaction(async (tx) => {
    const row = await lockUser(tx, actor.userId);
    await updateUserRow(tx, actor.userId, {
      image: key && publicFileUrl(key),
      avatarKey: key,
      updatedAt: ctx.clock.now(),
    });
    return row?.avatarKey ?? null;
  });
  if (!previous || previous === key) return;
  await ctx.storage
    .delete(previous)
    .catch((error) => ctx.logger.warn({ err: error, key: previous }, 'old avatar not deleted'));
}
