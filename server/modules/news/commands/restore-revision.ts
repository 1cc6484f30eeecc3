import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { NotFoundError } from '../../../errors';
import { authorize, newsNotFound } from '../news.policy';
import { findRevision, lockArticle, slugInUse } from '../news.repository';
import { applyArticleChanges, type NewsWrite, rethrowSlugTaken } from './edit-article';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock'>;

/**
 * Brings an article back to what a revision held (its publication state stays). Its slug comes
 * back too unless another article has taken it meanwhile. The restore is itself a new revision.
 */
export async function restoreRevision(
  ctx: Deps,
  { actor, requestId, id, revisionId }: NewsWrite & { id: string; revisionId: string },
) {
  authorize(actor, 'write');
  return withTransaction(ctx, async ({ tx }) => {
    const article = await lockArticle(tx, id);
    if (!article) throw newsNotFound();
    const revision = await findRevision(tx, id, revisionId);
    if (!revision) throw new NotFoundError('No such revision.', 'revision_not_found');
    const slugFree = !(await slugInUse(tx, revision.slug, id));
    return applyArticleChanges(
      tx,
      { actor, requestId, action: 'news.restore-revision' },
      article,
      {
        title: revision.title,
        excerpt: revision.excerpt,
        body: revision.body,
        coverUrl: revision.coverUrl,
        coverAlt: revision.coverAlt,
        ...(slugFree ? { slug: revision.slug } : {}),
      },
      ctx.clock.now(),
    );
  }).catch(rethrowSlugTaken);
}
