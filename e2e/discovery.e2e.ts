import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo } from '../server/modules/videos/videos.test-helpers';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { publishVideo } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/**
 * A newcomer's discovery journey: search from the header (with a typo), open the result,
 * subscribe; the channel publishes again, the new video shows in /subscriptions and rings the
 * bell live; then unsubscribe.
 */
describe('discovery journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let creator: BrowserContext;
  let viewer: BrowserContext;
  let page: Page;
  const clip = makeVideo({ seconds: 62, width: 426, height: 240, format: 'mp4' });

  const publish = (request: APIRequestContext, channelId: string, title: string) =>
    publishVideo(server.url, request, { channelId, title, clip });

  beforeAll(async () => {
    server = await startServer({ TRANSCODE_PRESET: 'ultrafast' });
    browser = await launchBrowser();
    creator = await browser.newContext({ locale: 'fr-FR' });
    viewer = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    await (
      await confirmedMember(server, creator, { email: 'jazz@example.com', username: 'jazzclub' })
    ).close();
    page = await confirmedMember(server, viewer, { email: 'fan@example.com', username: 'fan_de_jazz' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('search → watch → subscribe → a new upload in the feed and the bell → unsubscribe', async () => {
    const channel = await creator.request.post(`${server.url}/api/channels`, {
      headers: { origin: server.url },
      data: { name: 'Club de jazz', topics: ['music'] },
    });
    expect(channel.status()).toBe(201);
    const channelId = (await channel.json()).id as string;
    const first = await publish(creator.request, channelId, 'Soirée jazz manouche au Café');

    // The viewer searches with a typo and without the accent, from the header.
    await page.goto(server.url);
    const search = page.locator('header').getByRole('combobox');
    await search.fill('jaz manouche');
    await search.press('Enter');
    await page.waitForURL(/\/search\?q=jaz/);
    await page.getByRole('link', { name: 'Soirée jazz manouche au Café' }).first().click();
    await page.waitForURL(`${server.url}/watch/${first}`);

    // Subscribe from the watch page.
    await page.getByRole('button', { name: "S'abonner" }).click();
    await page.getByRole('button', { name: 'Abonné' }).waitFor();
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${server.url}/api/channels/${channelId}/subscription`)).json())
            .subscriberCount,
      )
      .toBe(1);

    // The channel publishes again: the bell rings without a reload, and the feed has it.
    const bell = page.locator('header').getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    const second = await publish(creator.request, channelId, 'Nouveau concert de jazz');
    await expect.poll(() => bell.textContent(), { timeout: 30_000 }).toMatch(/1 non lue/);
    await bell.click();
    await page.getByText('Club de jazz a publié : Nouveau concert de jazz').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/subscriptions`);
    await page.getByRole('link', { name: 'Club de jazz' }).first().waitFor();
    await page.getByRole('link', { name: 'Nouveau concert de jazz' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Soirée jazz manouche au Café' }).count()).toBeGreaterThan(0);

    // Unsubscribe from the list: the channel leaves it, the count goes back to 0.
    await page.getByRole('button', { name: 'Se désabonner de Club de jazz' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Club de jazz' }).count()).toBe(0);
    const state = await (
      await page.request.get(`${server.url}/api/channels/${channelId}/subscription`)
    ).json();
    expect(state).toEqual({ subscribed: false, subscriberCount: 0 });
    expect(second).not.toBe(first);
  });
});
