import { PAGE_TEXTS } from '../../domain/page-texts';
import { isNoindexPath, matchAppRoute } from '../../domain/routes';

/**
 * Page metadata the server writes into the HTML shell (DESIGN "Page metadata"), so crawlers and
 * link previews see a shared video's title, picture and duration without running JavaScript.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (the public URL is prepended). */
  canonicalPath: string;
  /** Absolute or site-relative image URL. */
  image?: string | null;
  type?: 'website' | 'video.other' | 'profile' | 'article';
  video?: { durationS: number; uploadDate: string };
  noindex?: boolean;
  /** Nothing is there for anyone who is not its owner: the shell answers 404 (no soft 404 for crawlers). */
  missing?: boolean;
  jsonLd?: Record<string, unknown>;
  /** The page moved (a renamed article's old slug): the shell answers 301 to this path. */
  redirect?: string;
}

export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

/** The first resolver that knows the path answers (each module resolves its own pages). */
export const firstPageMeta =
  (...resolvers: readonly PageMetaResolver[]): PageMetaResolver =>
  async (pathname) => {
    for (const resolve of resolvers) {
      const meta = await resolve(pathname);
      if (meta) return meta;
    }
    return null;
  };

export const SITE_DESCRIPTION =
  'Kinora réunit spectateurs et créateurs : découvrez des vidéos de toutes les passions, publiez les vôtres et soyez rémunéré à chaque vue validée.';

export function defaultPageMeta(pathname: string): PageMeta {
  const route = matchAppRoute(pathname);
  const text = route && route.id in PAGE_TEXTS ? PAGE_TEXTS[route.id as keyof typeof PAGE_TEXTS] : null;
  return {
    title: text?.title ?? 'Kinora',
    description: text?.description ?? SITE_DESCRIPTION,
    canonicalPath: pathname,
    type: 'website',
    // Account, editing and unknown pages: from the one route table (domain/routes.ts).
    noindex: isNoindexPath(pathname),
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/** ISO 8601 duration, as schema.org and Open Graph consumers expect (PT1M15S). */
export function isoDuration(totalS: number): string {
  const s = Math.max(0, Math.round(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60}S`;
}

export function renderPageMeta(meta: PageMeta, publicUrl: string): string {
  const canonical = `${publicUrl}${meta.canonicalPath}`;
  const tags = [
    `<title>${escapeHtml(meta.title === 'Kinora' ? 'Kinora' : `${meta.title} · Kinora`)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="Kinora" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
  ];
  if (meta.image) {
    const image = escapeHtml(absolute(publicUrl, meta.image));
    tags.push(
      `<meta property="og:image" content="${image}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
    );
  }
  if (meta.video) {
    tags.push(
      `<meta property="video:duration" content="${Math.round(meta.video.durationS)}" />`,
      `<meta property="og:video:release_date" content="${escapeHtml(meta.video.uploadDate)}" />`,
    );
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.jsonLd) {
    // "</" cannot appear inside the script element, whatever a title contains.
    const json = JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * Puts the tags where the shell's bare <title> is. A replacer function, not a string: in a
 * replacement string `$&`, `$'` and `` $` `` from a member's title would paste parts of the page.
 */
export function injectPageMeta(indexHtml: string, head: string): string {
  return indexHtml.replace(/<title>[^<]*<\/title>/, () => head);
}
