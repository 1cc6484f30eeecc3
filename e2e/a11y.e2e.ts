import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { type RunningServer, startServer } from './support/server';

/**
 * No serious or critical axe-core violation on the public pages, in light and dark theme, and one
 * <h1> per page. axe is evaluated in the page (the app's CSP would refuse an injected script tag).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGES = [
  '/',
  '/faq',
  '/about',
  '/pricing',
  '/settings',
  '/contact',
  '/auth',
  '/conditions-generales-utilisation',
  '/privacy-policy',
  '/search?q=concert',
  '/no-such-page',
];

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return result
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('accessibility of the public pages', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious violation in ${theme} theme (fr), the cookie banner included`, async () => {
      const context = await browser.newContext({ locale: 'fr-FR', colorScheme: theme, bypassCSP: true });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      for (const path of PAGES) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        expect(await page.locator('h1').count(), `one <h1> on ${path}`).toBe(1);
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    });
  }
});

describe("accessibility of a member's and an admin's pages (Premium, profiles, sandbox payments)", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: 'admin@example.com' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious violation in ${theme} theme (fr)`, async () => {
      const context = await browser.newContext({ locale: 'fr-FR', colorScheme: theme, bypassCSP: true });
      const page = await confirmedMember(server, context, {
        email: theme === 'light' ? 'admin@example.com' : 'admin2@example.com',
        username: `admin_${theme}`,
      });
      const post = async (url: string) =>
        (
          await (
            await context.request.post(`${server.url}${url}`, { headers: { origin: server.url }, data: {} })
          ).json()
        ).url as string;
      const checkout = new URL(await post('/api/billing/checkout')).pathname;
      const portal = new URL(await post('/api/billing/portal')).pathname;
      const paths = ['/profile', '/profiles', '/profiles?manage=1', '/history', checkout, portal];
      if (theme === 'light')
        paths.push(
          '/admin',
          '/adsense-setup',
          '/admin/qa-feedback',
          '/admin/news',
          '/admin/news/new',
          '/admin/audit',
          '/news',
        );
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        expect(await page.locator('h1').count(), `one <h1> on ${path}`).toBe(1);
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    });
  }
});
