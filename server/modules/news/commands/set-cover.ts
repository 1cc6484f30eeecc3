import { coverAltSchema } from '../../../../domain/api/news';
import type { ErrorCode } from '../../../../domain/errors';
import { NEWS_LIMITS } from '../../../../domain/news';
import { detectImageFormat, fitWebp } from '../../../adapters/images/images';
import { newStorageKey } from '../../../adapters/storage/storage';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { PayloadTooLargeError, ValidationError } from '../../../errors';
import { publicFileUrl } from '../../files/files.public';
import { authorize, newsNotFound } from '../news.policy';
import { findArticle, lockArticle } from '../news.repository';
import { applyArticleChanges, type NewsWrite } from './edit-article';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock' | 'storage'>;

/**
 * Stores a cover (an image by its bytes, ≤ 5 MB) fitted within 1600×900 as WebP, with its alt
 * text, which is required. The previous file stays: a revision may bring it back.
 */
export async function setCover(
  ctx: Deps,
  { actor, requestId, id, bytes, alt }: NewsWrite & { id: string; bytes: Buffer; alt: string },
) {
  authorize(actor, 'write');
  if (!(await findArticle(ctx.db.db, id))) throw newsNotFound();
  const parsed = coverAltSchema.safeParse(alt);
  if (!parsed.success)
    throw new ValidationError('Describe the image.', undefined, parsed.error.issues[0]!.message as ErrorCode);
  const coverAlt = parsed.data;
  if (bytes.length > NEWS_LIMITS.coverBytes)
    throw new PayloadTooLargeError('The image exceeds 5 MB.', 'image_too_large');
  if (!(await detectImageFormat(bytes)))
    throw new ValidationError('The file must be an image.', undefined, 'invalid_image');
  const key = newStorageKey('news-covers', 'webp');
  await ctx.storage.put(key, await fitWebp(bytes, NEWS_LIMITS.coverWidth, NEWS_LIMITS.coverHeight), {
    contentType: 'image/webp',
  });
  return withTransaction(ctx, async ({ tx }) => {
    const article = await lockArticle(tx, id);
    if (!article) throw newsNotFound();
    return applyArticleChanges(
      tx,
      { actor, requestId, action: 'news.set-cover' },
      article,
      { coverUrl: publicFileUrl(key), coverAlt },
      ctx.clock.now(),
    );
  });
}

/** Takes the cover off the article (its file stays for the revisions). */
export async function removeCover(ctx: Deps, { actor, requestId, id }: NewsWrite & { id: string }) {
  authorize(actor, 'write');
  return withTransaction(ctx, async ({ tx }) => {
    const article = await lockArticle(tx, id);
    if (!article) throw newsNotFound();
    return applyArticleChanges(
      tx,
      { actor, requestId, action: 'news.remove-cover' },
      article,
      { coverUrl: null, coverAlt: '' },
      ctx.clock.now(),
    );
  });
}
