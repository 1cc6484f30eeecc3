import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFE_MARKDOWN, XSS_CORPUS } from '../domain/news-xss-corpus';
import { launchBrowser } from './support/browser';

/**
 * The editor's preview and the article page sanitize with DOMPurify, which needs a real browser's
 * DOM (happy-dom lets `onerror` through): the web renderer runs here in Chromium, on the same
 * corpus as the server's renderer (server/modules/news/render-markdown.unit.test.ts).
 */
let browser: Browser;
let bundle: string;

beforeAll(async () => {
  const out = await build({
    stdin: {
      contents: `import { renderMarkdownPreview } from './web/src/features/news/render-markdown';
        import { sanitizeArticleHtml } from './web/src/features/news/sanitize-article';
        import { MARKDOWN_ALLOWED_ATTRIBUTES, MARKDOWN_ALLOWED_TAGS, SAFE_URL } from './domain/news';
        window.kinora = { renderMarkdownPreview, sanitizeArticleHtml, MARKDOWN_ALLOWED_ATTRIBUTES, MARKDOWN_ALLOWED_TAGS, SAFE_URL };`,
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      loader: 'ts',
    },
    alias: { '@domain': './domain', '@': './web/src' },
    bundle: true,
    write: false,
    format: 'iife',
  });
  bundle = out.outputFiles[0]!.text;
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** In the page: renders each input and lists whatever the DOM built outside the article rules. */
async function check(inputs: readonly string[], as: 'preview' | 'page' | 'unsanitized') {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle });
  const result = await page.evaluate(
    ([inputs, as]) => {
      // biome-ignore lint/suspicious/noExplicitAny: the bundle's global
      const k = (window as any).kinora;
      const render =
        as === 'preview' ? k.renderMarkdownPreview : as === 'page' ? k.sanitizeArticleHtml : (s: string) => s;
      return (inputs as string[]).map((input) => {
        const html: string = render(input);
        const host = document.createElement('div');
        host.innerHTML = html;
        const bad = [...host.querySelectorAll('*')].flatMap((el) => {
          const name = el.tagName.toLowerCase();
          if (!k.MARKDOWN_ALLOWED_TAGS.includes(name)) return [`<${name}>`];
          const allowed = [...(k.MARKDOWN_ALLOWED_ATTRIBUTES[name] ?? []), ...(name === 'a' ? ['rel'] : [])];
          return [...el.attributes].flatMap(({ name: attr, value }) => {
            if (!allowed.includes(attr)) return [`${name}[${attr}]`];
            if ((attr === 'href' || attr === 'src') && value !== '' && !k.SAFE_URL.test(value))
              return [`${name}[${attr}=${value}]`];
            return [];
          });
        });
        return { input, html, bad };
      });
    },
    [inputs, as] as const,
  );
  await page.close();
  return result;
}

describe('the web renderer in Chromium (markdown-it + DOMPurify)', () => {
  it('the preview leaves nothing hostile from the XSS corpus', async () => {
    const results = await check(XSS_CORPUS, 'preview');
    expect(results.filter((r) => r.bad.length > 0)).toEqual([]);
  });

  it('the page cleans the corpus as raw HTML too (were the server to send it)', async () => {
    const results = await check(XSS_CORPUS, 'page');
    expect(results.filter((r) => r.bad.length > 0)).toEqual([]);
  });

  it('the preview keeps harmless Markdown', async () => {
    const results = await check(
      SAFE_MARKDOWN.map((s) => s.source),
      'preview',
    );
    for (const [i, { contains }] of SAFE_MARKDOWN.entries()) expect(results[i]!.html).toContain(contains);
  });

  it('the checker sees what is hostile', async () => {
    const [raw] = await check(
      ['<img src="x" onerror="alert(1)"><a href="javascript:x">y</a>'],
      'unsanitized',
    );
    expect(raw!.bad).toEqual(['img[src=x]', 'img[onerror]', 'a[href=javascript:x]']);
  });
});
