import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_ALLOWED_ATTRIBUTES, MARKDOWN_ALLOWED_TAGS, SAFE_URL } from '../../../domain/news';
import { SAFE_MARKDOWN, XSS_CORPUS } from '../../../domain/news-xss-corpus';
import { renderArticleBody } from './render-markdown';

/** Every tag of some HTML with its attributes, as a browser's parser would see them (htmlparser2). */
function tagsOf(html: string): { name: string; attribs: Record<string, string> }[] {
  const tags: { name: string; attribs: Record<string, string> }[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // No scheme filtering either: the checker must see every URL as it is.
    allowedSchemesAppliedToAttributes: [],
    onOpenTag: (name, attribs) => tags.push({ name, attribs }),
  });
  return tags;
}

/** What is wrong with rendered HTML: a tag, attribute or URL outside the allow-list. */
export function unsafeParts(html: string): string[] {
  return tagsOf(html).flatMap(({ name, attribs }) => {
    if (!(MARKDOWN_ALLOWED_TAGS as readonly string[]).includes(name)) return [`<${name}>`];
    const allowed = [...(MARKDOWN_ALLOWED_ATTRIBUTES[name] ?? []), ...(name === 'a' ? ['rel'] : [])];
    return Object.entries(attribs).flatMap(([attr, value]) => {
      if (!allowed.includes(attr)) return [`${name}[${attr}]`];
      if ((attr === 'href' || attr === 'src') && value !== '' && !SAFE_URL.test(value))
        return [`${name}[${attr}=${value}]`];
      return [];
    });
  });
}

describe('article body rendering (server: markdown-it + sanitize-html)', () => {
  it.each(XSS_CORPUS)('leaves nothing hostile in %j', (source) => {
    const html = renderArticleBody(source);
    expect(unsafeParts(html)).toEqual([]);
  });

  it.each(SAFE_MARKDOWN)('keeps $source', ({ source, contains }) => {
    expect(renderArticleBody(source)).toContain(contains);
  });

  it('the checker itself finds what is hostile', () => {
    expect(unsafeParts('<img src=x onerror=alert(1)><a href="javascript:x">y</a><svg></svg>')).toEqual([
      'img[src=x]',
      'img[onerror]',
      'a[href=javascript:x]',
      '<svg>',
    ]);
  });

  it('external links leave with no referrer', () => {
    expect(renderArticleBody('[a](https://example.com)')).toContain('rel="noopener noreferrer nofollow"');
  });
});
