import { isPublicArticle, type NewsStatus } from '../../../domain/news';
import { isAdmin } from '../../../domain/standing';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** Anyone reads a published article; admins read drafts and scheduled ones, and write. */
export type NewsAction = 'read' | 'write';

export function can(actor: Actor | null, action: NewsAction, article?: { status: NewsStatus }): boolean {
  if (action === 'read' && article && isPublicArticle(article)) return true;
  return isAdmin(actor);
}

export const newsNotFound = () => new NotFoundError('No such article.', 'news_not_found');

/** Writing (and the admin list): 401 for a visitor, 403 for a member. */
export function authorize(actor: Actor | null, action: 'write'): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!can(actor, action)) throw new ForbiddenError();
}

/** An article nobody but admins may see yet is a 404, as if it did not exist. */
export function authorizeRead(actor: Actor | null, article: { status: NewsStatus } | null): void {
  if (!article || !can(actor, 'read', article)) throw newsNotFound();
}
