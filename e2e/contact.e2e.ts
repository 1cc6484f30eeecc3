import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox, type OutboxEntry } from '../server/adapters/mail/outbox-mailer';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const SUPPORT = 'team@kinora.test';
const CONSENT_ERROR = "Veuillez accepter l'utilisation de vos informations pour envoyer votre message.";

describe('contact journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ SUPPORT_EMAIL: SUPPORT });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  const outbox = (to: string) => listOutbox(join(server.dataDir, 'mail'), { to });
  async function waitForMail(to: string, subject: RegExp): Promise<OutboxEntry> {
    for (let i = 0; i < 100; i++) {
      const mail = (await outbox(to)).find((m) => subject.test(m.subject));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no mail ${subject} for ${to}`);
  }

  it('refuses to send without consent, then sends, confirms, and mails support and the sender', async () => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts.push(request.url());
    });
    await page.goto(`${server.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    await page.getByLabel('Prénom').fill('Léa');
    await page.getByLabel('Nom', { exact: true }).fill('Martin');
    await page.getByLabel('Email').fill('lea@example.com');
    await page.getByLabel('Fonction (facultatif)').fill('Journaliste');
    await page.getByLabel('Sujet').selectOption({ label: 'Presse' });
    await page.getByLabel('Message').fill('Bonjour,\nje prépare un article sur Kinora.');

    const send = page.getByRole('button', { name: 'Envoyer le message' });
    await send.click();
    await page.getByText(CONSENT_ERROR).waitFor();
    expect(await page.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    expect(await outbox('lea@example.com')).toEqual([]);

    await page.getByRole('checkbox').check();
    await send.click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Message envoyé' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('sous 2 jours ouvrés');
    expect(await send.count()).toBe(0);
    expect(posts).toHaveLength(1);

    const support = await waitForMail(SUPPORT, /Formulaire de contact/);
    expect(support.subject).toBe('Formulaire de contact — Presse — Léa Martin');
    expect(support.text).toContain('je prépare un article sur Kinora.');
    expect(support.text).toContain('Journaliste');
    const ack = await waitForMail('lea@example.com', /Nous avons bien reçu votre message/);
    expect(ack.text).toContain('sous 2 jours ouvrés');
  });
});
