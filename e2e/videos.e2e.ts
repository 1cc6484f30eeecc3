import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo, pngImage } from '../server/modules/videos/videos.test-helpers';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { type RunningServer, startServer } from './support/server';

describe('publishing journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ TRANSCODE_PRESET: 'ultrafast' });
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    // A confirmed member, signed in by following the confirmation link as a person would.
    page = await confirmedMember(server, context, {
      email: 'creator@example.com',
      username: 'createur',
      name: 'Créa',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a channel, uploads with progress through a dropped connection, watches, edits and deletes a video', async () => {
    // Channel
    await page.goto(`${server.url}/channel/new`);
    await page.getByRole('button', { name: 'Créer une chaîne' }).click();
    await page.getByText('Le nom de la chaîne est obligatoire.').waitFor();
    await page.getByLabel('Nom de la chaîne').fill('Atelier e2e');
    await page.getByRole('button', { name: 'Technologie' }).click();
    await page.getByRole('button', { name: 'Créer une chaîne' }).click();
    await page.waitForURL(/\/channel\/[0-9a-f-]{36}\/manage$/);

    // Upload: progress is shown while the file goes up.
    await page.goto(`${server.url}/upload`);
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // The player's heartbeats (listened to before the watch page opens its socket): on the realtime
    // socket, answered there, none over HTTP.
    const beats: { sent: string[]; answers: string[]; posted: string[] } = {
      sent: [],
      answers: [],
      posted: [],
    };
    page.on('websocket', (ws) => {
      ws.on('framesent', (f) => String(f.payload).includes('"beat"') && beats.sent.push(String(f.payload)));
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"beat-answer"')) beats.answers.push(String(f.payload));
      });
    });
    page.on('request', (r) => r.url().endsWith('/heartbeat') && beats.posted.push(r.url()));

    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.getByText('Le titre est obligatoire.').waitFor();
    await page.getByText('Le fichier vidéo est obligatoire.').waitFor();
    // The connection drops in the middle of the upload (second 5 MB chunk): it resumes by itself.
    let dropped = 0;
    await page.route('**/api/uploads/*', async (route) => {
      const offset = Number(route.request().headers()['upload-offset'] ?? 0);
      if (route.request().method() === 'PATCH' && offset > 0 && dropped === 0) {
        dropped++;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    const video = makeVideo({ seconds: 65, width: 640, height: 360, format: 'mp4' });
    await page.locator('#video-file').setInputFiles(video);
    await page.getByTestId('upload-done').waitFor({ timeout: 60_000 });
    expect(dropped).toBe(1);
    expect(
      (await page.evaluate(() => (window as unknown as { seen: number[] }).seen)).length,
    ).toBeGreaterThan(0);
    await page.unroute('**/api/uploads/*');
    await page.getByLabel('Titre').fill('Ma première vidéo');
    await page.getByLabel('Description').fill('Tournée pour le test.');
    await page
      .locator('#thumbnail')
      .setInputFiles({ name: 't.png', mimeType: 'image/png', buffer: await pngImage() });
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.waitForURL(/\/watch\/[0-9a-f-]{36}$/);
    const videoId = page.url().split('/').pop()!;

    // Processing, then it plays: currentTime advances.
    await page.getByTestId('video-player').waitFor({ timeout: 180_000 });
    await page.evaluate(() => {
      const el = document.querySelector('video')!;
      el.muted = true;
      return el.play();
    });
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')!.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(1);
    expect(await page.getByRole('heading', { name: 'Ma première vidéo' }).count()).toBe(1);
    // Pausing sends a beat with the position, on the socket; the server keeps it (it answers only
    // news: a view, an error — the owner's beats count none), and nothing goes over HTTP.
    await page.evaluate(() => document.querySelector('video')!.pause());
    await expect.poll(() => beats.sent.some((b) => JSON.parse(b).playing === false)).toBe(true);
    const resumeAt = async () =>
      (await (await page.request.get(`${server.url}/api/videos/${videoId}`)).json()).resumeAtS;
    await expect.poll(resumeAt, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(beats.answers).toEqual([]);
    expect(beats.posted).toEqual([]);

    // Edit the title.
    await page.getByRole('link', { name: 'Modifier' }).click();
    await page.waitForURL(`${server.url}/video/${videoId}/edit`);
    await page.getByLabel('Titre').fill('Titre corrigé');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Vidéo mise à jour').waitFor();
    await page.goto(`${server.url}/watch/${videoId}`);
    await page.getByRole('heading', { name: 'Titre corrigé' }).waitFor();

    // Delete, with confirmation; every file of it is gone.
    await page.goto(`${server.url}/video/${videoId}/edit`);
    await page.getByRole('button', { name: 'Supprimer la vidéo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer la vidéo' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText("Vous n'avez encore publié aucune vidéo.").waitFor();
    // Removed by the job queued with the deletion, moments later.
    await expect
      .poll(() => readdirSync(join(server.dataDir, 'storage', 'videos')), { timeout: 15_000 })
      .not.toContain(videoId);
    expect((await page.request.get(`${server.url}/api/videos/${videoId}`)).status()).toBe(404);
  });
});
