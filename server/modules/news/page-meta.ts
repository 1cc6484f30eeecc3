import type { AppContext } from '../../context';
import { defaultPageMeta, type PageMeta, type PageMetaResolver } from '../../plugins/page-meta';
import { can } from './news.policy';
import { findBySlug } from './news.repository';

const ARTICLE = /^\/news\/([^/]{1,200})\/?$/;

/**
 * The served HTML of /news/{slug} for crawlers and link previews: title, description, cover,
 * canonical URL and a JSON-LD Article. An old slug is a 301 to the current one; a draft or a
 * scheduled article is a 404 for anyone (the admins' editor reads it through the API).
 */
export const newsPageMeta =
  (ctx: AppContext): PageMetaResolver =>
  async (pathname) => {
    const match = ARTICLE.exec(pathname);
    if (!match) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]!);
    } catch {
      return missing(pathname);
    }
    const found = await findBySlug(ctx.db.db, slug);
    if (!found) return missing(pathname);
    if ('movedTo' in found) return { ...defaultPageMeta(pathname), redirect: `/news/${found.movedTo}` };
    const { article } = found;
    if (!can(null, 'read', article)) return missing(pathname);
    const canonicalPath = `/news/${article.slug}`;
    const published = (article.publishAt ?? article.createdAt).toISOString();
    const image = article.coverUrl ? `${ctx.config.publicUrl}${article.coverUrl}` : null;
    return {
      title: article.title,
      description: article.excerpt,
      canonicalPath,
      image: article.coverUrl,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        ...(image ? { image: [image] } : {}),
        datePublished: published,
        dateModified: article.updatedAt.toISOString(),
        ...(article.authorName ? { author: { '@type': 'Person', name: article.authorName } } : {}),
        publisher: { '@type': 'Organization', name: 'Kinora' },
        mainEntityOfPage: `${ctx.config.publicUrl}${canonicalPath}`,
      },
    };
  };

const missing = (pathname: string): PageMeta => ({
  ...defaultPageMeta(pathname),
  noindex: true,
  missing: true,
});
