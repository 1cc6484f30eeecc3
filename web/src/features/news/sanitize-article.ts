import { MARKDOWN_ALLOWED_ATTRIBUTES, MARKDOWN_ALLOWED_TAGS, SAFE_URL } from '@domain/news';
import DOMPurify from 'dompurify';

const ALLOWED_ATTR = [...new Set(Object.values(MARKDOWN_ALLOWED_ATTRIBUTES).flat()), 'rel'];

/** The server's sanitize-html gives links this rel, and drops images of other sources; DOMPurify does the same. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer nofollow');
  if (node.tagName === 'IMG' && !SAFE_URL.test(node.getAttribute('src') ?? '')) node.remove();
});

/**
 * HTML that is safe to put in the page: only the tags, attributes and URL schemes of
 * domain/news.ts (the server's rules for the article page). Used on the server's already sanitized
 * body too, so the browser never trusts a string it did not clean itself. Kept apart from the
 * Markdown renderer: the article page needs no markdown-it.
 */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...MARKDOWN_ALLOWED_TAGS],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
