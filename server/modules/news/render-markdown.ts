import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import {
  MARKDOWN_ALLOWED_ATTRIBUTES,
  MARKDOWN_ALLOWED_TAGS,
  MARKDOWN_OPTIONS,
  MARKDOWN_URL_SCHEMES,
  SAFE_URL,
} from '../../../domain/news';

const markdown = new MarkdownIt(MARKDOWN_OPTIONS);

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...MARKDOWN_ALLOWED_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(
      Object.entries(MARKDOWN_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
    ),
    // Set by transformTags below, never taken from the source.
    a: [...(MARKDOWN_ALLOWED_ATTRIBUTES.a ?? []), 'rel'],
  },
  allowedSchemes: [...MARKDOWN_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link leaves with no referrer and no hold on this page; an unsafe URL loses its attribute.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.href && !SAFE_URL.test(attribs.href) ? { href: '' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !SAFE_URL.test(frame.attribs.src ?? ''),
};

/**
 * An article's Markdown as the HTML its page shows: markdown-it with raw HTML off (the rules of
 * domain/news.ts, which the editor's preview follows too), then sanitize-html with the same
 * allow-list, so nothing but the listed tags, attributes and URL schemes reaches a reader.
 */
export function renderArticleBody(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}
