import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARNINGS_TIERS } from '../domain/earnings';
import { formatEuros } from '../web/src/lib/format';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const RULES = '/conditions-generales-utilisation';
/** Intl puts no-break spaces around euros; compare texts with plain spaces. */
const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('rules and privacy pages', () => {
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
  afterEach(async () => {
    await context?.close();
  });

  async function open(path: string, options: { locale?: string; width?: number } = {}) {
    context = await browser.newContext({
      locale: options.locale ?? 'fr-FR',
      colorScheme: 'light',
      viewport: { width: options.width ?? 1280, height: 800 },
    });
    page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  }

  it('filters the rules as one searches, marks the matches and says when nothing matches', async () => {
    await open(RULES);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Règles et conditions');
    const search = page.getByLabel('Rechercher dans les règles');

    await search.fill('rembourse');
    await expect.poll(() => page.locator('mark').count()).toBeGreaterThan(0);
    // Accents and case do not matter: "rembourse" also marks "Remboursé".
    const marks = await page.locator('mark').allTextContents();
    for (const mark of marks)
      expect(mark.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toBe('rembourse');
    expect(marks).toContain('remboursé');
    expect(await page.getByRole('heading', { name: 'Contenus interdits' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: '6. Paiements et remboursements' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('status').textContent()).toMatch(/^\d+ sections correspondent$/);

    await search.fill('xylophone');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Aucune section ne correspond à « xylophone ».');
    expect(await page.locator('main').getByRole('heading', { level: 2 }).count()).toBe(0);

    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Contenus interdits' }).isVisible()).toBe(true);
    expect(await page.locator('mark').count()).toBe(0);
  });

  it('lands on the section a hash names, and the contents link there too', async () => {
    await open(`${RULES}#revisions`);
    const inView = (id: string) =>
      page.evaluate((target) => {
        const box = document.getElementById(target)?.getBoundingClientRect();
        return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
      }, id);
    await expect.poll(() => inView('revisions'), { timeout: 5000 }).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Sanctions' }).click();
    await expect.poll(() => inView('sanctions'), { timeout: 5000 }).toBe(true);
    expect(new URL(page.url()).hash).toBe('#sanctions');
  });

  it('shows the earnings rules with the amounts the server pays', async () => {
    await open(`${RULES}#earnings`);
    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(EARNINGS_TIERS.length);
    for (const [index, tier] of EARNINGS_TIERS.entries()) {
      const cells = (await rows.nth(index).getByRole('cell').allTextContents()).map(spaces);
      expect(cells).toEqual([
        spaces(formatEuros(tier.ratePerViewCents, 'fr')),
        spaces(formatEuros(tier.ratePerViewCents * 1000, 'fr')),
      ]);
    }
  });

  it('renders the privacy policy in English for an English browser', async () => {
    await open('/privacy-policy', { locale: 'en-US' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy policy');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByText('Last updated: November 23, 2026').isVisible()).toBe(true);
    const toc = page.getByRole('navigation', { name: 'Contents' });
    expect(await toc.getByRole('link', { name: 'Cookies' }).getAttribute('href')).toBe('#cookies');
    const rights = page.locator('section', {
      has: page.getByRole('heading', { name: 'Exercising your rights' }),
    });
    expect(await rights.getByRole('link', { name: 'profile' }).getAttribute('href')).toBe('/profile');
    expect(await page.title()).toBe('Privacy policy · Kinora');
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    for (const path of [RULES, '/privacy-policy']) {
      await open(path, { width: 360 });
      await page.locator('footer').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});
