import type { NewsPatch } from '../../../../domain/api/news';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { recordAdminAction } from '../../audit/audit.public';
import { authorize, newsNotFound } from '../news.policy';
import { auditSnapshot } from '../news.presenter';
import { insertArticle, lockArticle, releaseOldSlug, saveRevision, slugInUse } from '../news.repository';
import { applyArticleChanges, freeSlug, type NewsWrite, rethrowSlugTaken, slugTaken } from './edit-article';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock'>;

/** A new draft by this admin; its slug is the one given, or one made from the title. */
export async function createArticle(
  ctx: Deps,
  { actor, requestId, input }: NewsWrite & { input: NewsPatch },
) {
  authorize(actor, 'write');
  return withTransaction(ctx, async ({ tx }) => {
    const now = ctx.clock.now();
    if (input.slug && (await slugInUse(tx, input.slug))) throw slugTaken();
    const slug = input.slug ?? (await freeSlug(tx, input.title ?? ''));
    await releaseOldSlug(tx, slug);
    const article = await insertArticle(tx, {
      title: input.title ?? '',
      slug,
      excerpt: input.excerpt ?? '',
      body: input.body ?? '',
      coverAlt: input.coverAlt ?? '',
      authorId: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await saveRevision(tx, article, actor.userId, now);
    await recordAdminAction(
      tx,
      {
        actor,
        action: 'news.create',
        targetType: 'news_article',
        targetId: article.id,
        before: null,
        after: auditSnapshot(article),
        requestId,
      },
      now,
    );
    return article;
  }).catch(rethrowSlugTaken);
}

/** Autosave and save: only the fields sent change. */
export async function saveArticle(
  ctx: Deps,
  { actor, requestId, id, patch }: NewsWrite & { id: string; patch: NewsPatch },
) {
  authorize(actor, 'write');
  return withTransaction(ctx, async ({ tx }) => {
    const article = await lockArticle(tx, id);
    if (!article) throw newsNotFound();
    return applyArticleChanges(
      tx,
      { actor, requestId, action: 'news.update' },
      article,
      patch,
      ctx.clock.now(),
    );
  }).catch(rethrowSlugTaken);
}
