import { z } from 'zod';

/**
 * News articles (issue 28 §8–9): the pure rules shared by the server and the editor — slugs, field
 * limits, what publishing needs, and the one list of what rendered Markdown may contain.
 */

export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_LIMITS = {
  title: 140,
  slug: 80,
  excerpt: 300,
  body: 100_000,
  coverAlt: 250,
  /** Cover images as uploaded (resized to fit coverWidth × coverHeight, WebP). */
  coverBytes: 5 * 1024 * 1024,
  coverWidth: 1600,
  coverHeight: 900,
} as const;

/**
 * Words a slug may not be: the app's own paths under /news and /admin/news (`new`, `edit`), and
 * words that would read as a section rather than an article.
 */
export const RESERVED_SLUGS = [
  'new',
  'edit',
  'admin',
  'api',
  'news',
  'drafts',
  'draft',
  'preview',
  'page',
  'feed',
  'rss',
  'search',
] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isReservedSlug = (slug: string) => (RESERVED_SLUGS as readonly string[]).includes(slug);

/** "L'été à Kinora !" → "l-ete-a-kinora": accents dropped, anything else a dash, cut at a word. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (base.length <= NEWS_LIMITS.slug) return base;
  const cut = base.slice(0, NEWS_LIMITS.slug + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : base.slice(0, NEWS_LIMITS.slug)).replace(/-+$/, '');
}

export const newsSlugSchema = z
  .string({ error: 'slug_invalid' })
  .trim()
  .toLowerCase()
  .max(NEWS_LIMITS.slug, { error: 'slug_invalid' })
  .regex(SLUG_PATTERN, { error: 'slug_invalid' })
  .refine((s) => !isReservedSlug(s), { error: 'slug_reserved' });

/** What an article needs before it may be scheduled or published (a draft may lack anything). */
export function missingForPublication(article: {
  title: string;
  excerpt: string;
  body: string;
  coverUrl: string | null;
  coverAlt: string;
}): 'news_title_required' | 'excerpt_required' | 'news_body_required' | 'cover_alt_required' | null {
  if (!article.title.trim()) return 'news_title_required';
  if (!article.excerpt.trim()) return 'excerpt_required';
  if (!article.body.trim()) return 'news_body_required';
  if (article.coverUrl && !article.coverAlt.trim()) return 'cover_alt_required';
  return null;
}

/** Publishing at a time still to come schedules; now or in the past publishes at once. */
export function publicationOf(at: Date | null, now: Date): { status: NewsStatus; publishAt: Date } {
  if (at && at.getTime() > now.getTime()) return { status: 'scheduled', publishAt: at };
  return { status: 'published', publishAt: now };
}

/** Whether the public (anyone not an admin) may read an article. */
export const isPublicArticle = (article: { status: NewsStatus }) => article.status === 'published';

/**
 * Markdown rendering rules, the same for the editor's live preview (markdown-it + DOMPurify in the
 * browser) and the article (markdown-it + sanitize-html on the server): raw HTML in Markdown is
 * off, and only these tags, attributes and URL schemes survive. Links may be http(s), mailto,
 * site-relative or anchors; images http(s) or site-relative — never javascript:, data: or
 * protocol-relative.
 */
export const MARKDOWN_OPTIONS = { html: false, linkify: true, typographer: false, breaks: false } as const;
export const MARKDOWN_ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export const MARKDOWN_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
};
export const MARKDOWN_URL_SCHEMES = ['http', 'https', 'mailto'] as const;
/** An allowed URL: one of the schemes, a site-relative path (not `//host`), or an anchor. */
export const SAFE_URL = /^(?:(?:https?|mailto):|\/(?!\/)|#)/i;
