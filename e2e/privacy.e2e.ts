import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../server/adapters/mail/outbox-mailer';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const PASSWORD = 'Kinora-E2e#2026';

describe('privacy journey', () => {
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
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  async function confirmationLink(to: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const mail = (await listOutbox(join(server.dataDir, 'mail'), { to })).find((m) =>
        /Confirmez/.test(m.subject),
      );
      const url = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
      if (url) {
        const u = new URL(url);
        return `${server.url}${u.pathname}${u.search}`;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no confirmation mail for ${to}`);
  }

  it('downloads the data, deletes the account with the password, and cannot sign in again', async () => {
    const email = 'leaving@example.com';
    await page.goto(`${server.url}/auth?tab=signup`);
    await page.getByLabel("Nom d'utilisateur").fill('leaving_user');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Vérifiez votre boîte de réception').waitFor();
    await page.goto(await confirmationLink(email));
    await page.getByRole('button', { name: 'Ouvrir le menu du compte' }).waitFor();

    await page.goto(`${server.url}/profile`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kinora-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.account.email).toBe(email);
    expect(exported.subscriptions).toEqual([]);

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    await dialog.getByLabel('Confirmez avec votre mot de passe').fill('Not-My-Password#1');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await dialog.getByText('Le mot de passe actuel est incorrect.').waitFor();

    await dialog.getByLabel('Confirmez avec votre mot de passe').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText('Votre compte a été supprimé.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('header').getByRole('link', { name: 'Se connecter' }).waitFor();
    const session = await page.evaluate(() => fetch('/api/session').then((r) => r.json()));
    expect(session).toEqual({ user: null });

    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Email ou mot de passe incorrect...').waitFor();
    expect(await page.getByRole('button', { name: 'Ouvrir le menu du compte' }).count()).toBe(0);
  });
});
