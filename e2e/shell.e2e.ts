import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

describe('app shell', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({
      locale: 'fr-FR',
      colorScheme: 'light',
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  const header = () => page.locator('header');
  // A first visit's banner covers the bottom of the page (and the footer) until it is answered.
  const answerCookieBanner = () =>
    page.getByRole('button', { name: 'Refuser les cookies non essentiels' }).click();

  it('renders the home shell in French', async () => {
    const response = await page.goto(server.url);
    expect(response?.status()).toBe(200);
    await expect.poll(() => header().getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(true);
    expect(await header().getByRole('link', { name: "S'inscrire" }).isVisible()).toBe(true);
    expect(await header().getByText('bêta').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(
      await page.locator('footer').getByRole('link', { name: 'Règles et conditions' }).getAttribute('href'),
    ).toBe('/conditions-generales-utilisation');
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()}`);
  });

  it('switches to English from the settings and keeps it after a reload', async () => {
    await page.goto(`${server.url}/settings`);
    await page.getByRole('radio', { name: 'English' }).click();
    await expect.poll(() => header().getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.reload();
    await expect.poll(() => header().getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await header().getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
    // Reset returns to the browser's language (French here).
    await page.getByRole('button', { name: 'Use the browser language' }).click();
    await expect.poll(() => header().getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(true);
  });

  it('follows the browser language when nothing is stored', async () => {
    const de = await browser.newContext({ locale: 'de-DE' });
    const p = await de.newPage();
    await p.goto(server.url);
    await expect
      .poll(() => p.locator('header').getByRole('link', { name: 'Anmelden' }).isVisible())
      .toBe(true);
    await de.close();
  });

  it('keeps the dark theme after a reload, with no light flash', async () => {
    await page.goto(`${server.url}/settings`);
    await page.getByRole('radio', { name: 'Sombre' }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    // Record the theme as the document starts parsing, before React runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstPaintDark: boolean }).firstPaintDark =
          document.documentElement.classList.contains('dark');
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstPaintDark: boolean }).firstPaintDark)).toBe(
      true,
    );
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toMatch(/255, 255, 255|oklch\(0\.99/);
    expect(await page.getByRole('radio', { name: 'Sombre' }).getAttribute('aria-checked')).toBe('true');
  });

  it('follows the OS theme live on "system"', async () => {
    await page.goto(server.url);
    const htmlClass = async () => (await page.locator('html').getAttribute('class')) ?? '';
    expect(await htmlClass()).not.toContain('dark');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(htmlClass).toContain('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(htmlClass).not.toContain('dark');
  });

  it('shows the 404 page for an unknown route, with a real 404 status and a way home', async () => {
    const response = await page.goto(`${server.url}/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('Oups ! Page introuvable').isVisible()).toBe(true);
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('hides the search field on /settings and submits it only when non-empty', async () => {
    await page.goto(server.url);
    const search = header().getByRole('combobox');
    await expect.poll(() => search.isVisible()).toBe(true);
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await search.fill('chats mignons');
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('chats mignons');

    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    expect(await header().getByRole('combobox').count()).toBe(0);
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/pricing', '/faq', '/settings']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('footer').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // The fixed header does not widen the page, so check its last action is on screen too: on a
      // phone a visitor gets the sign-in button, and the brand stays readable.
      const signIn = page.locator('header a[href="/auth"]:visible');
      expect(await signIn.textContent(), path).toBe('Se connecter');
      const box = await signIn.boundingBox();
      expect(box && box.x + box.width, path).toBeLessThanOrEqual(360);
      expect(await page.locator('header').getByText('Kinora', { exact: true }).isVisible(), path).toBe(true);
    }
  });

  it('keeps the header actions on a 360 px screen in every language', async () => {
    for (const locale of ['de-DE', 'es-ES', 'pt-PT', 'it-IT', 'en-US', 'hi-IN', 'zh-CN']) {
      const phone = await browser.newContext({ locale, viewport: { width: 360, height: 740 } });
      const tab = await phone.newPage();
      await tab.goto(`${server.url}/faq`);
      const signIn = tab.locator('header a[href="/auth"]:visible');
      await signIn.waitFor();
      const box = await signIn.boundingBox();
      expect(box && box.x + box.width, locale).toBeLessThanOrEqual(360);
      await phone.close();
    }
  });

  it('serves hashed assets with a long cache and the shell without', async () => {
    const res = await fetch(server.url);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetRes = await fetch(`${server.url}${asset}`);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get('cache-control')).toContain('immutable');
  });

  it('loads only the first-load strings on home; a page outside it brings the rest with it', async () => {
    const manifest = JSON.parse(readFileSync('web/dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const complete = (language: string) => `/${manifest[`src/i18n/locales/${language}.json?raw`]!.file}`;
    const firstLoad = (language: string) => `/${manifest[`../virtual:first-load-strings/${language}`]!.file}`;
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(server.url);
    await expect.poll(() => header().getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(true);
    expect(fetched).not.toContain(complete('fr'));

    // With the cookie banner still up: the page ends below it, so the footer can be reached.
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Foire aux questions');
    expect(fetched).toContain(complete('fr'));
    // No key shown in place of a text anywhere on the page.
    expect(await page.locator('main').textContent()).not.toMatch(/\bfaq\.[a-z]/);

    // Another language: its first-load strings, not all of them, until a page needs them.
    const de = await browser.newContext({ locale: 'de-DE' });
    const p = await de.newPage();
    const fetchedDe: string[] = [];
    p.on('request', (request) => fetchedDe.push(new URL(request.url()).pathname));
    await p.goto(server.url);
    await expect
      .poll(() => p.locator('header').getByRole('link', { name: 'Anmelden' }).isVisible())
      .toBe(true);
    expect(fetchedDe).toContain(firstLoad('de'));
    expect(fetchedDe).not.toContain(complete('de'));
    await p.goto(`${server.url}/faq`);
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).not.toMatch(/^faq\.|^$/);
    expect(fetchedDe).toContain(complete('de'));
    expect(fetchedDe).not.toContain(complete('fr'));
    await de.close();
  });

  it('starts a new page at the top and comes back to the same place on back', async () => {
    await page.goto(`${server.url}/privacy-policy`);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3000);
    await answerCookieBanner();
    // Down to the footer (the link followed is there), far from the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(2000);
    await page.locator('footer').getByRole('link', { name: 'Règles et conditions' }).click();
    await page.waitForURL('**/conditions-generales-utilisation');
    // The URL changes first; the page follows once its chunk is in (a transition).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/privacy-policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  });

  it('keeps the frame and offers a retry when a page cannot be loaded (offline, or a deployment removed it)', async () => {
    await page.goto(server.url);
    await expect.poll(() => header().getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(true);
    await page.route('**/assets/faq-*.js', (route) => route.abort());
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "Cette page n'a pas pu être chargée" });
    await alert.waitFor();
    expect(await header().getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(true);

    await page.unroute('**/assets/faq-*.js');
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Foire aux questions');
  });
});
