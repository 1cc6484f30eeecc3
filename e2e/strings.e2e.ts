import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../domain/routes';
import fr from '../web/src/i18n/locales/fr.json';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { type RunningServer, startServer } from './support/server';

// A string key shown in place of its text: `group.key` for any group of the locale files.
const KEY = new RegExp(`\\b(?:${Object.keys(fr).join('|')})\\.[a-z_][\\w.]*\\b`, 'g');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const pathOf = (path: string) =>
  path.replace(':id', UNKNOWN_ID).replace(':token', 'unknown_token_123').replace(':slug', 'article-inconnu');

/** Every text and label of the page a person or a screen reader meets. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].map((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    // Rendered text (visually hidden text included): textContent would run paragraphs together.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
    return `${document.body.innerText}\n${labels.join('\n')}\n${document.title}`;
  });
}

/**
 * The interface's strings arrive in parts (docs/decisions/0013-first-load.md): the first load has
 * only the groups of the shell, home and watch. Every page, reached directly or by a link, must
 * show texts, never keys — in French (the default) and in another language.
 */
describe('interface strings on every page', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    page = await confirmedMember(server, context, { email: 'strings@e2e.local', username: 'strings_e2e' });
    await page.getByRole('button', { name: 'Refuser les cookies non essentiels' }).click();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['fr', 'hi'] as const) {
    it(`shows no key on any page for a member (${language}), menus open`, async () => {
      await page.evaluate((l) => localStorage.setItem('kinora.language', l), language);
      const found: string[] = [];
      for (const route of APP_ROUTES) {
        // A fresh load each time: the page's strings are not already there from a previous one.
        await page.goto(`${server.url}${pathOf(route.path)}`);
        await page.waitForLoadState('networkidle');
        const keys = (await shownText(page)).match(KEY);
        if (keys) found.push(`${route.path}: ${[...new Set(keys)].join(', ')}`);
      }
      // The member's menus on a first-load page (their strings come with them).
      await page.goto(server.url);
      await page.locator('header button[aria-haspopup="menu"]').last().click();
      await page.getByRole('menu').waitFor();
      const keys = (await shownText(page)).match(KEY);
      if (keys) found.push(`account menu: ${keys.join(', ')}`);
      expect(found).toEqual([]);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    });
  }
});
