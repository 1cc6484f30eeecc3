import { MARKDOWN_OPTIONS } from '@domain/news';
import MarkdownIt from 'markdown-it';
import { sanitizeArticleHtml } from './sanitize-article';

const markdown = new MarkdownIt(MARKDOWN_OPTIONS);

/**
 * The editor's live preview: markdown-it with the article's options (raw HTML off), then DOMPurify
 * with the article's allow-list — the rules the server's renderer follows for the page.
 */
export const renderMarkdownPreview = (source: string) => sanitizeArticleHtml(markdown.render(source));
