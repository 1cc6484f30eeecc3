import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox, type OutboxEntry } from '../server/adapters/mail/outbox-mailer';
import { makeVideo } from '../server/modules/videos/videos.test-helpers';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { publishVideo } from './support/publish';
import { type RunningServer, startServer } from './support/server';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious or critical axe-core violations of what the page shows now (evaluated in the page). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Issue 27 part 1: a visitor and a member report a video from the watch page, in two clicks. */
describe('reporting journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let creator: BrowserContext;
  let published: Promise<string> | null = null;
  /** The creator's video, published once by the first test that needs it (publishing polls with expect). */
  const video = () => {
    published ??= (async () => {
      await confirmedMember(server, creator, { email: 'creator-r@example.com', username: 'createur_r' });
      const channel = await creator.request.post(`${server.url}/api/channels`, {
        headers: { origin: server.url },
        data: { name: 'Chaîne signalée', topics: ['technology'] },
      });
      expect(channel.status()).toBe(201);
      const clip = makeVideo({ seconds: 61, width: 320, height: 180, format: 'mp4' });
      return publishVideo(server.url, creator.request, {
        channelId: (await channel.json()).id,
        title: 'Vidéo à signaler',
        clip,
      });
    })();
    return published;
  };

  beforeAll(async () => {
    server = await startServer({ TRANSCODE_PRESET: 'ultrafast' });
    browser = await launchBrowser();
    creator = await browser.newContext({ locale: 'fr-FR' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function waitForMail(to: string, subject: RegExp): Promise<OutboxEntry> {
    for (let i = 0; i < 100; i++) {
      const mail = (await listOutbox(join(server.dataDir, 'mail'), { to })).find((m) =>
        subject.test(m.subject),
      );
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no mail ${subject} for ${to}`);
  }

  it('a visitor sends a notice with name, email and good faith, and gets the reference on screen and by email', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    const videoId = await video();
    const page = await context.newPage();
    await page.goto(`${server.url}/watch/${videoId}`);
    await page.getByRole('heading', { level: 1, name: 'Vidéo à signaler' }).waitFor();
    await page.getByRole('button', { name: 'Signaler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler cette vidéo' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Arnaque, hameçonnage, logiciel malveillant').check();
    await dialog.getByLabel('Début (mm:ss)').fill('0:05');
    await dialog.getByLabel('Fin (mm:ss)').fill('2:00');
    await dialog.getByLabel('Nom', { exact: true }).fill('Léa Martin');
    await dialog.getByLabel('Email').fill('lea.notice@example.com');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    // 2:00 is past the 61-second video: said before anything is sent.
    await dialog.getByText("Le passage indiqué n'est pas valide", { exact: false }).waitFor();
    await dialog.getByLabel('Fin (mm:ss)').fill('0:20');
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();

    await page.getByRole('dialog', { name: 'Signalement envoyé' }).waitFor();
    const reference = /R-[2-9A-Z]{10}/.exec((await page.getByText('Référence :').textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();
    await page.getByText('Un accusé de réception a été envoyé à lea.notice@example.com.').waitFor();
    const mail = await waitForMail('lea.notice@example.com', /Signalement reçu/);
    expect(mail.subject).toBe(`Signalement reçu — référence ${reference} — Kinora`);
    await context.close();
  });

  it('a member reports the same video, cannot send a second open report, and finds it in their reports', async () => {
    const videoId = await video();
    // Desktop and dark theme (the visitor's test is a phone in light theme).
    const context = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
      colorScheme: 'dark',
    });
    const page = await confirmedMember(server, context, {
      email: 'member-r@example.com',
      username: 'membre_r',
    });
    await page.goto(`${server.url}/watch/${videoId}`);
    await page.getByRole('button', { name: 'Signaler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler cette vidéo' });
    await dialog.waitFor();
    // A member sends no name, email or statement: the account is known.
    expect(await dialog.getByLabel('Email').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Spam ou manipulation des vues').check();
    await dialog.getByLabel('Précisions (facultatif)').fill('Vues achetées');
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await page.getByRole('dialog', { name: 'Signalement envoyé' }).waitFor();
    const reference = /R-[2-9A-Z]{10}/.exec((await page.getByText('Référence :').textContent()) ?? '')?.[0];

    // A second report while the first is open is refused, with the reason.
    await page.getByRole('button', { name: 'Fermer' }).first().click();
    await page.getByRole('button', { name: 'Signaler' }).click();
    await dialog.getByLabel('Contenu illégal').check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await dialog.getByText('Vous avez déjà un signalement en cours pour ce contenu.').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ouvrir le menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Mes signalements' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mes signalements' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: reference! });
    await row.waitFor();
    expect(await row.textContent()).toContain('Vidéo à signaler');
    expect(await row.textContent()).toContain("En cours d'examen");
    expect(await seriousViolations(page)).toEqual([]);

    // The creator is never told who reported them, nor sees the reports.
    const mine = await creator.request.get(`${server.url}/api/me/reports`);
    expect(await mine.json()).toEqual({ items: [] });
    await context.close();
  });
});
