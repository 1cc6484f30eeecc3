import type { NewsPatch } from '../../../../domain/api/news';
import { isReservedSlug, missingForPublication, slugify } from '../../../../domain/news';
import type { Database } from '../../../db/client';
import { ConflictError, ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { recordAdminAction } from '../../audit/audit.public';
import { auditSnapshot } from '../news.presenter';
import {
  type ArticleRow,
  moveSlug,
  releaseOldSlug,
  saveRevision,
  slugInUse,
  updateArticle,
} from '../news.repository';

/** What every admin write of an article carries: who, and the request (its id goes to the audit log). */
export interface NewsWrite {
  actor: Actor | null;
  requestId: string | null;
}

export const slugTaken = () => new ConflictError('Another article has this slug.', 'slug_taken');

/**
 * Two admins giving two articles one slug at the same moment both pass the check; the unique
 * index refuses the second write, which is then the same 409 as a check that saw it.
 */
export function rethrowSlugTaken(error: unknown): never {
  const pg = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string };
  if (pg?.code === '23505' && (pg.constraint === 'news_articles_slug_idx' || !pg.constraint))
    throw slugTaken();
  throw error;
}

/** `base`, or `base-2`, `base-3`… : the first that is neither reserved nor another article's slug. */
export async function freeSlug(db: Database, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title) || 'article';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
    if (!isReservedSlug(candidate) && !(await slugInUse(db, candidate, exceptId))) return candidate;
  }
}

/** Fields to change, as a patch or a restored revision gives them (cover included). */
export type ArticleChanges = NewsPatch & { coverUrl?: string | null };

/**
 * Applies changes to a locked article in the caller's transaction: the slug (given, or following
 * the title while the article is a draft whose slug was never edited), the rules an article out
 * of draft must keep, the redirect of a public article's old slug, a revision and the audit row.
 */
export async function applyArticleChanges(
  tx: Database,
  { actor, requestId, action }: { actor: Actor; requestId: string | null; action: string },
  article: ArticleRow,
  changes: ArticleChanges,
  now: Date,
): Promise<ArticleRow> {
  let slug = changes.slug ?? article.slug;
  if (changes.slug !== undefined && changes.slug !== article.slug) {
    if (await slugInUse(tx, changes.slug, article.id)) throw slugTaken();
  } else if (
    changes.slug === undefined &&
    changes.title !== undefined &&
    article.status === 'draft' &&
    article.slug === (slugify(article.title) || 'article')
  ) {
    slug = await freeSlug(tx, changes.title, article.id);
  }
  const next = { ...article, ...definedOnly(changes), slug, updatedAt: now };
  if (article.status !== 'draft') {
    const missing = missingForPublication(next);
    if (missing)
      throw new ValidationError('A published or scheduled article needs this.', undefined, missing);
  }
  if (slug !== article.slug) {
    // A draft's slug was never public: only a scheduled or published article keeps its old link.
    if (article.status === 'draft') await releaseOldSlug(tx, slug);
    else await moveSlug(tx, article.id, article.slug, slug);
  }
  const saved = await updateArticle(tx, article.id, {
    title: next.title,
    slug,
    excerpt: next.excerpt,
    body: next.body,
    coverUrl: next.coverUrl,
    coverAlt: next.coverAlt,
    updatedAt: now,
  });
  // Typing autosaves every few seconds: those share a revision; a cover, a restore is a revision of its own.
  await saveRevision(tx, saved, actor.userId, now, { coalesce: action === 'news.update' });
  await recordAdminAction(
    tx,
    {
      actor,
      action,
      targetType: 'news_article',
      targetId: article.id,
      before: auditSnapshot(article),
      after: auditSnapshot(saved),
      requestId,
    },
    now,
  );
  return saved;
}

function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<T>;
}
