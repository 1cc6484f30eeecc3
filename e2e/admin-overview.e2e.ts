import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { type RunningServer, startServer } from './support/server';

/**
 * The admin overview in Chromium, on a phone and a desktop, light and dark: its figures come,
 * uPlot draws every chart once the page asks for it (its chunk is not in the first load), the
 * page never scrolls sideways, and axe finds nothing serious.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run()).violations as {
      id: string;
      impact: string | null;
      nodes: { target: string[] }[];
    }[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('admin overview', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: 'overview-admin@example.com,overview-admin2@example.com' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const cases = [
    { theme: 'light', viewport: { width: 1280, height: 900 }, n: 1 },
    { theme: 'dark', viewport: { width: 390, height: 844 }, n: 2 },
  ] as const;
  for (const { theme, viewport, n } of cases) {
    it(`shows figures and charts at ${viewport.width} px in ${theme} theme`, async () => {
      const context = await browser.newContext({
        locale: 'fr-FR',
        colorScheme: theme,
        viewport,
        bypassCSP: true,
      });
      const page = await confirmedMember(server, context, {
        email: n === 1 ? 'overview-admin@example.com' : 'overview-admin2@example.com',
        username: `overview_admin${n}`,
      });
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`${server.url}/admin`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
      // This admin and the other one signed up: at least themselves.
      const members = page.getByTestId('tile-members.total');
      await members.waitFor();
      expect(Number((await members.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
      await expect.poll(() => page.locator('[data-testid="daily-chart"] canvas').count()).toBe(5);
      expect(scripts.some((url) => url.includes('/daily-chart-'))).toBe(true);
      await page.getByRole('button', { name: '90 jours' }).click();
      await page.getByText('Nouveaux membres (90 j)').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
