import { eq } from 'drizzle-orm';
import { LIMITS } from '../../../../domain/limits';
import { detectImageFormat, squareWebp } from '../../../adapters/images/images';
import { newStorageKey } from '../../../adapters/storage/storage';
import type { AppContext } from '../../../context';
import { user } from '../../../db/schema';
import { PayloadTooLargeError, ValidationError } from '../../../errors';
import type { Actor } from '../../../plugins/auth';
import { keyFromPublicUrl, publicFileUrl } from '../../files/files';

const AVATAR_SIZE = 256;

/**
 * Replaces the member's avatar: checks the bytes are a JPEG, PNG or WebP image of at most 2 MB,
 * stores a 256×256 WebP and removes the previous file once the profile points at the new one.
 */
export async function setAvatar(
  ctx: Pick<AppContext, 'db' | 'storage' | 'logger'>,
  actor: Actor,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length > LIMITS.avatarBytes)
    throw new PayloadTooLargeError('The avatar exceeds 2 MB.', 'avatar_too_large');
  if (!(await detectImageFormat(bytes)))
    throw new ValidationError('The avatar must be a JPG, PNG or WebP image.', undefined, 'invalid_image');
  const key = newStorageKey('avatars', 'webp');
  await ctx.storage.put(key, await squareWebp(bytes, AVATAR_SIZE), { contentType: 'image/webp' });
  const url = publicFileUrl(key);
  const previous = await ctx.db.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: user.image })
      .from(user)
      .where(eq(user.id, actor.userId))
      .for('update');
    await tx.update(user).set({ image: url, updatedAt: new Date() }).where(eq(user.id, actor.userId));
    return row?.image ?? null;
  });
  await removeStoredAvatar(ctx, previous);
  return url;
}

export async function removeAvatar(
  ctx: Pick<AppContext, 'db' | 'storage' | 'logger'>,
  actor: Actor,
): Promise<void> {
  const [row] = await ctx.db.db.select({ image: user.image }).from(user).where(eq(user.id, actor.userId));
  await ctx.db.db.update(user).set({ image: null, updatedAt: new Date() }).where(eq(user.id, actor.userId));
  await removeStoredAvatar(ctx, row?.image ?? null);
}

async function removeStoredAvatar(
  ctx: Pick<AppContext, 'storage' | 'logger'>,
  url: string | null,
): Promise<void> {
  const key = keyFromPublicUrl(url);
  if (!key) return;
  await ctx.storage
    .delete(key)
    .catch((error) => ctx.logger.warn({ err: error, key }, 'old avatar not deleted'));
}
