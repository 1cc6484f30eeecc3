import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo } from '../server/modules/videos/videos.test-helpers';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { publishVideo } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/**
 * Issue 29 parts 4–5: a viewer saves a video to watch later from a card, makes a playlist of two
 * videos, and plays it through (the second starts when the first ends); axe on /playlists and on
 * the playlist page, phone light and desktop dark.
 */
describe('watch later and playlists journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let creator: BrowserContext;
  let published: Promise<string[]> | null = null;
  /** The creator's two videos, published once by the first test that needs them (publishing polls with expect). */
  const publishedVideos = () => {
    published ??= (async () => {
      await confirmedMember(server, creator, { email: 'creator-pl@example.com', username: 'createur_pl' });
      const channel = await creator.request.post(`${server.url}/api/channels`, {
        headers: { origin: server.url },
        data: { name: 'Chaîne des playlists', topics: ['technology'] },
      });
      expect(channel.status()).toBe(201);
      const channelId = (await channel.json()).id as string;
      const clip = makeVideo({ seconds: 61, width: 320, height: 180, format: 'mp4' });
      const ids: string[] = [];
      for (const title of ['Premier épisode', 'Second épisode'])
        ids.push(await publishVideo(server.url, creator.request, { channelId, title, clip }));
      return ids;
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

  /** Sends the player to its last second, so the test does not sit through a minute of video. */
  async function skipToEnd(page: Page) {
    await page.waitForFunction(() => {
      const v = document.querySelector('video');
      return Boolean(v && Number.isFinite(v.duration) && v.duration > 0);
    });
    await page.evaluate(() => {
      const v = document.querySelector('video')!;
      v.muted = true;
      v.currentTime = v.duration - 0.5;
      void v.play();
    });
  }

  it('saves from a card, builds a playlist of two, and plays it through', async () => {
    const videos = await publishedVideos();
    const context = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    const page = await confirmedMember(server, context, {
      email: 'viewer-pl@example.com',
      username: 'spect_pl',
    });

    // Watch later from a card on the channel page.
    await page.goto(`${server.url}/watch/${videos[1]}`);
    await page.getByRole('link', { name: 'Chaîne des playlists' }).first().click();
    await page.getByRole('button', { name: 'À regarder plus tard : Premier épisode' }).click();
    await page.getByText('Ajoutée à « À regarder plus tard ».').waitFor();

    // /playlists: watch later first, holding it; then a new playlist.
    await page.goto(`${server.url}/playlists`);
    await page.getByRole('heading', { level: 1, name: 'Playlists' }).waitFor();
    await page.getByText('1 vidéo').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The save dialog of each watch page adds the video to a new, then the same, playlist.
    await page.goto(`${server.url}/watch/${videos[0]}`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer dans…' });
    await dialog.getByRole('checkbox', { name: /À regarder plus tard/ }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: /À regarder plus tard/ }).isChecked()).toBe(true);
    await dialog.getByLabel('Nouvelle playlist').fill('Mon feuilleton');
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await dialog.getByRole('checkbox', { name: /Mon feuilleton/ }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/watch/${videos[1]}`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('checkbox', { name: /Mon feuilleton/ }).check();
    await page.getByText('Mon feuilleton').first().waitFor();
    await page.keyboard.press('Escape');

    // The playlist page: both videos in order; axe clean.
    await page.goto(`${server.url}/playlists`);
    await page.getByRole('link', { name: 'Mon feuilleton' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mon feuilleton' }).waitFor();
    const rows = page.getByTestId('playlist-item');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('Premier épisode');
    expect(await seriousViolations(page)).toEqual([]);

    // Play all: the first plays with the queue beside it; at its end the second starts.
    await page.getByRole('link', { name: 'Tout lire' }).click();
    await page.getByRole('heading', { level: 1, name: 'Premier épisode' }).waitFor();
    await page.getByTestId('playlist-queue').waitFor();
    await skipToEnd(page);
    await page.getByRole('heading', { level: 1, name: 'Second épisode' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(`/watch/${videos[1]}?list=`);
    await context.close();
  }, 600_000);

  it('the pages are axe-clean on a desktop in dark theme', async () => {
    const videos = await publishedVideos();
    const context = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
      colorScheme: 'dark',
      bypassCSP: true,
    });
    const page = await confirmedMember(server, context, {
      email: 'dark-pl@example.com',
      username: 'sombre_pl',
    });
    const created = await context.request.post(`${server.url}/api/playlists`, {
      headers: { origin: server.url },
      data: { title: 'Nuit', videoId: videos[0] },
    });
    expect(created.status()).toBe(201);
    await page.goto(`${server.url}/playlists`);
    await page.getByRole('heading', { level: 1, name: 'Playlists' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${server.url}/playlists/${(await created.json()).id}`);
    await page.getByRole('heading', { level: 1, name: 'Nuit' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
