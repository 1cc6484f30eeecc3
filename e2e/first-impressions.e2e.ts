import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { type RunningServer, startServer } from './support/server';

/** Issue 25, what a newcomer meets first: the header on a phone, the cookie button, the rules' search, the confirmation link. */
describe('first impressions', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function open(path: string, width: number, options: { locale?: string; dark?: boolean } = {}) {
    context = await browser.newContext({
      locale: options.locale ?? 'fr-FR',
      colorScheme: options.dark ? 'dark' : 'light',
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    return page;
  }

  /** Every control of the header's bar lies inside the window and none covers another. */
  async function headerFits(page: Page, width: number) {
    const boxes = await page
      .locator('header > div')
      .first()
      .evaluate((bar) =>
        [...bar.querySelectorAll<HTMLElement>('a, button')]
          .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().width > 0)
          .map((el) => {
            const r = el.getBoundingClientRect();
            return { name: el.getAttribute('aria-label') ?? el.textContent, left: r.left, right: r.right };
          }),
      );
    for (const box of boxes) {
      expect(box.left, String(box.name)).toBeGreaterThanOrEqual(0);
      expect(box.right, String(box.name)).toBeLessThanOrEqual(width);
    }
    const sorted = [...boxes].sort((a, b) => a.left - b.left);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.left, `${sorted[i]!.name} after ${sorted[i - 1]!.name}`).toBeGreaterThanOrEqual(
        sorted[i - 1]!.right - 0.5,
      );
    return boxes.map((box) => box.name);
  }

  it.each([390, 1280])('the header offers sign-in, sign-up and News to a visitor at %i px', async (width) => {
    const page = await open('/', width);
    await page.getByRole('link', { name: 'Se connecter' }).first().waitFor();
    const names = await headerFits(page, width);
    expect(names).toContain('Se connecter');
    expect(await page.getByText('Kinora', { exact: true }).isVisible()).toBe(true);
    if (width < 640) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.waitFor();
      for (const name of ['Actualités', "S'inscrire"])
        expect(await menu.getByRole('link', { name }).isVisible()).toBe(true);
      await menu.getByRole('link', { name: "S'inscrire" }).click();
      await page.getByRole('button', { name: 'Créer mon compte' }).waitFor();
    } else {
      expect(names).toEqual(expect.arrayContaining(["S'inscrire", 'Actualités']));
    }
  });

  it('keeps the wordmark and every action of a member on a 390 px phone, in the dark theme', async () => {
    context = await browser.newContext({
      locale: 'fr-FR',
      colorScheme: 'dark',
      viewport: { width: 390, height: 800 },
    });
    const page = await confirmedMember(server, context, {
      email: 'phone@example.com',
      username: 'phone_member',
    });
    await page.goto(`${server.url}/`);
    await page
      .getByRole('button', { name: 'Kontomenü öffnen' })
      .waitFor()
      .catch(() => undefined);
    const names = await headerFits(page, 390);
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(await page.getByText('Kinora', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Actualités' }).waitFor();
  });

  it.each([390, 1280])('the cookie button covers nothing once the choice is made (%i px)', async (width) => {
    const page = await open('/conditions-generales-utilisation', width);
    await page.getByRole('button', { name: 'Refuser les cookies non essentiels' }).click();
    const manage = page.getByRole('button', { name: 'Gérer les cookies' });
    await manage.waitFor({ state: 'attached' });
    // It scrolls with the page (never fixed over it) and lies below the page's content, wherever one is.
    const tops = new Set<number>();
    for (const y of [0, 1500]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const { button, mainBottom, fromEnd } = await page.evaluate(() => {
        const b = document.querySelector('[aria-label="Gérer les cookies"]')!.getBoundingClientRect();
        const main = document.querySelector('main')!.getBoundingClientRect();
        return {
          button: b.top + window.scrollY,
          mainBottom: main.bottom + window.scrollY,
          // Measured from the page's end: the same however far the page is scrolled (a fixed button
          // would move), even if content above it is still arriving.
          fromEnd: document.documentElement.scrollHeight - (b.top + window.scrollY),
        };
      });
      tops.add(Math.round(fromEnd));
      expect(button).toBeGreaterThanOrEqual(mainBottom);
    }
    expect(tops.size).toBe(1);
    expect(
      await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).count(),
    ).toBe(1);
    await manage.click();
    await page.getByRole('dialog', { name: 'Préférences de cookies' }).waitFor();
  });

  it.each([390, 1280])(
    'the rules search box stays below the header when filtering deep in the page (%i px)',
    async (width) => {
      const page = await open('/conditions-generales-utilisation', width);
      await page.getByRole('button', { name: 'Refuser les cookies non essentiels' }).click();
      const search = page.getByLabel('Rechercher dans les règles');
      await search.click();
      await page.evaluate(() => window.scrollTo(0, 3000));
      await page.keyboard.type('sanction');
      await expect.poll(() => page.getByRole('status').textContent()).toMatch(/\d/);
      const header = await page.getByRole('banner').boundingBox();
      const box = await search.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    },
  );

  it('says the address is confirmed, and offers a new link for an expired one (English)', async () => {
    const page = await open('/email-confirmed?error=TOKEN_EXPIRED', 390, { locale: 'en-GB' });
    await page.getByRole('heading', { name: 'This confirmation link has expired' }).waitFor();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Get a new link' }).click();
    await page.getByText('If an account awaiting confirmation uses nobody@example.com').waitFor();
  });
});
