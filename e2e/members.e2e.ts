import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { type RunningServer, startServer } from './support/server';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

/**
 * The admins' members screen (issue 28 §3): an admin finds a member by part of their email and
 * grants them the qa role (after a confirmation) → the member's own session has the role at once,
 * and the action is in the audit log. The list and the member's page are axe-clean, on a desktop
 * and on a phone (cards, no sideways scroll of the page), light and dark.
 */
describe('Members journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: BrowserContext;
  let member: BrowserContext;
  let page: Page;
  let memberPage: Page;
  let memberId: string;

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: 'direction@example.com' });
    browser = await launchBrowser();
    // bypassCSP: axe runs in the page (the app's CSP refuses an injected script), as in a11y.e2e.ts.
    admin = await browser.newContext({
      locale: 'fr-FR',
      timezoneId: 'UTC',
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    member = await browser.newContext({ locale: 'fr-FR', timezoneId: 'UTC' });
    page = await confirmedMember(server, admin, { email: 'direction@example.com', username: 'direction' });
    memberPage = await confirmedMember(server, member, {
      email: 'camille.durand@exemple.fr',
      username: 'camille_d',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an admin finds a member by part of their email and grants them the qa role', async () => {
    onTestFailed(() => console.log(server.logs()));
    await page.goto(`${server.url}/admin/members`);
    await page.getByRole('heading', { level: 1, name: 'Membres' }).waitFor();
    await page.getByLabel("Email ou nom d'utilisateur").fill('DURAND@exem');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'camille.durand@exemple.fr' }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2); // the header and Camille
    expect(await seriousViolations(page)).toEqual([]);

    await table.getByRole('checkbox', { name: 'Sélectionner camille.durand@exemple.fr' }).check();
    await page.getByRole('button', { name: 'Accorder le rôle QA' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Accorder le rôle QA à ce membre ?').waitFor();
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('1 membre modifié.').waitFor();
    await table.getByText('QA').waitFor();

    // The member's own session has the role at once (no waiting for a cache to expire).
    const session = await (await member.request.get(`${server.url}/api/session`)).json();
    memberId = session.user.id;
    expect(session.user.roles).toContain('qa');
    // And the action is in the audit log, naming the admin and the member.
    const audit = await (
      await admin.request.get(`${server.url}/api/admin/audit?action=accounts.grant-role`)
    ).json();
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ actorEmail: 'direction@example.com', targetId: session.user.id });

    // The member's page shows the role, and is axe-clean in light and dark.
    await table.getByRole('link', { name: 'camille.durand@exemple.fr' }).click();
    await page.getByRole('heading', { level: 1, name: 'camille.durand@exemple.fr' }).waitFor();
    await expect.poll(() => page.getByTestId('member-roles').textContent()).toBe('QA');
    expect(await seriousViolations(page)).toEqual([]);
    // Loaded in dark (switching live would measure colours mid-transition: transition-colors).
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'camille.durand@exemple.fr' }).waitFor();
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    expect(await seriousViolations(page)).toEqual([]);
    await memberPage.close();
  });

  it("limits a member's reports from their page with a statement of reasons, which the member reads", async () => {
    onTestFailed(() => console.log(server.logs()));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${server.url}/admin/members/${memberId}`);
    await page.getByTestId('reports-sent').waitFor();
    await page.getByRole('button', { name: 'Prendre une décision' }).click();
    await page.getByRole('checkbox', { name: 'Limitation de fonctionnalité' }).check();
    await page.getByLabel('Fonctionnalité', { exact: true }).selectOption('report');
    await page.getByLabel('Règle enfreinte').selectOption('report_misuse');
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.SHOTS)
      await page.screenshot({ path: `${process.env.SHOTS}/member-decision.png`, fullPage: true });
    await page.getByLabel("Jusqu'au", { exact: true }).fill('2030-01-15');
    await page.getByLabel('Les faits').fill('Douze signalements classés sans suite en une semaine.');
    await page.getByLabel('Explication').fill('Des signalements manifestement infondés, répétés.');
    await page.getByRole('checkbox', { name: /Je confirme cette décision/ }).check();
    await page.getByRole('button', { name: 'Appliquer la décision' }).click();
    await page.getByRole('heading', { name: /Décision D-.* prise/ }).waitFor();

    // The member reads it in their decisions, with its ground (the report form says why: web test).
    const tab = await member.newPage();
    await tab.goto(`${server.url}/decisions`);
    await tab.getByText('Signalements abusifs').first().waitFor();
    await tab.close();
  });

  it('on a phone the list is cards and only they scroll, axe-clean in dark theme', async () => {
    const phone = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
      bypassCSP: true,
      storageState: await admin.storageState(),
    });
    const tab = await phone.newPage();
    await tab.goto(`${server.url}/admin/members`);
    await tab.getByRole('link', { name: 'camille.durand@exemple.fr' }).waitFor();
    expect(await tab.getByRole('table').isVisible()).toBe(false);
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(tab)).toEqual([]);
    // In other languages: texts, never keys, on the list and on the member's page.
    for (const language of ['hi', 'zh', 'de']) {
      await tab.evaluate((l) => localStorage.setItem('kinora.language', l), language);
      for (const path of ['/admin/members', `/admin/members/${memberId}`]) {
        await tab.goto(`${server.url}${path}`);
        await tab.locator(':text("camille.durand@exemple.fr"):visible').first().waitFor();
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
        const text = await tab.evaluate(() => document.body.innerText);
        expect(
          text.match(/\b(?:adminMembers|admin|errors|common)\.[a-z_][\w.]*/g),
          `${language} ${path}`,
        ).toBeNull();
      }
    }
    await phone.close();
  });
});
