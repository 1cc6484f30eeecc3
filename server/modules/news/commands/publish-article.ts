import { missingForPublication, publicationOf } from '../../../../domain/news';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { ValidationError } from '../../../errors';
import { recordAdminAction } from '../../audit/audit.public';
import { publishScheduledJob } from '../jobs/publish-scheduled.job';
import { authorize, newsNotFound } from '../news.policy';
import { auditSnapshot } from '../news.presenter';
import { lockArticle, updateArticle } from '../news.repository';
import type { NewsWrite } from './edit-article';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock'>;

/**
 * Publishes now (no date, or one already past), or schedules for `at`: the publishing job is
 * queued in the same transaction to start at that time (the job's every-minute run is the net
 * under it), so the article goes out within seconds of its time.
 */
export async function publishArticle(
  ctx: Deps,
  { actor, requestId, id, at }: NewsWrite & { id: string; at: Date | null },
) {
  authorize(actor, 'write');
  return withTransaction(ctx, async ({ tx, enqueue }) => {
    const now = ctx.clock.now();
    const article = await lockArticle(tx, id);
    if (!article) throw newsNotFound();
    const missing = missingForPublication(article);
    if (missing) throw new ValidationError('The article is not ready to publish.', undefined, missing);
    // Publishing again what is out already keeps its date (its place in the list).
    const next =
      article.status === 'published' && !at
        ? { status: article.status, publishAt: article.publishAt ?? now }
        : publicationOf(at, now);
    const saved = await updateArticle(tx, id, { ...next, updatedAt: now });
    if (next.status === 'scheduled') {
      const delayS = Math.ceil((next.publishAt.getTime() - now.getTime()) / 1000);
      await enqueue(
        publishScheduledJob,
        {},
        { startAfterS: delayS, dedupKey: `${id}:${next.publishAt.getTime()}` },
      );
    }
    await recordAdminAction(
      tx,
      {
        actor,
        action: next.status === 'scheduled' ? 'news.schedule' : 'news.publish',
        targetType: 'news_article',
        targetId: id,
        before: auditSnapshot(article),
        after: auditSnapshot(saved),
        requestId,
      },
      now,
    );
    return saved;
  });
}

/** Back to draft: off the list and 404 for the public, its slug kept. */
export async function unpublishArticle(ctx: Deps, { actor, requestId, id }: NewsWrite & { id: string }) {
  authorize(actor, 'write');
  return withTransaction(ctx, async ({ tx }) => {
    const now = ctx.clock.now();
    const article = await lockArticle(tx, id);
    if (!article) throw newsNotFound();
    const saved = await updateArticle(tx, id, { status: 'draft', publishAt: null, updatedAt: now });
    await recordAdminAction(
      tx,
      {
        actor,
        action: 'news.unpublish',
        targetType: 'news_article',
        targetId: id,
        before: auditSnapshot(article),
        after: auditSnapshot(saved),
        requestId,
      },
      now,
    );
    return saved;
  });
}
