import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../domain/api/sandbox';
import { makeVideo } from '../server/modules/videos/videos.test-helpers';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { publishVideo } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/**
 * Premium as a member buys it, on the built-in sandbox provider: ads and a locked monetized video
 * while free → checkout in a new tab with Stripe's test card → back, the video plays with HD in the
 * quality menu and no ads → the customer portal → cancel → still Premium until the sandbox's test
 * clock passes the period end → free again, the video locked.
 */
describe('Premium journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let creator: BrowserContext;
  let viewer: BrowserContext;
  let page: Page;
  const clip = makeVideo({ seconds: 62, width: 1280, height: 720, format: 'mp4' });

  const status = async () =>
    (await (await page.request.get(`${server.url}/api/billing/subscription`)).json()) as {
      subscribed: boolean;
      premium: { cancelAtPeriodEnd: boolean };
    };

  /** Presses the player's play button (the player library loads on intent) and waits for it to play. */
  async function playsWithQualities() {
    await page.getByRole('button', { name: 'Lire la vidéo' }).click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')!.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);
    // The quality choice is in the player's settings panel (docs/decisions/0038-player.md).
    const settings = page.getByRole('button', { name: 'Paramètres' });
    if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
    const options = await page.getByRole('combobox', { name: 'Qualité' }).locator('option').allTextContents();
    await settings.click();
    return options;
  }

  beforeAll(async () => {
    server = await startServer({ TRANSCODE_PRESET: 'ultrafast' });
    browser = await launchBrowser();
    creator = await browser.newContext({ locale: 'fr-FR' });
    viewer = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    await (
      await confirmedMember(server, creator, { email: 'studio@example.com', username: 'studio' })
    ).close();
    page = await confirmedMember(server, viewer, { email: 'cinephile@example.com', username: 'cinephile' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('free with ads → checkout in a new tab → HD, monetized, no ads → portal cancel → free at period end', async () => {
    // Premium's end travels through sandbox events, jobs and a sync: a failure shows the server's warnings.
    onTestFailed(() => console.error(`server log:\n${server.logs().slice(-20_000)}`));
    const channel = await creator.request.post(`${server.url}/api/channels`, {
      headers: { origin: server.url },
      data: { name: 'Studio HD', topics: ['technology'] },
    });
    expect(channel.status()).toBe(201);
    const channelId = (await channel.json()).id as string;
    const id = await publishVideo(server.url, creator.request, {
      channelId,
      title: 'Documentaire en haute définition',
      clip,
      monetized: true,
    });

    // Free: house ads on the home page, and the monetized video is locked.
    // (The home page is cached up to 15 s per node: the new video may take that long to show.)
    await expect
      .poll(
        async () => {
          await page.goto(server.url);
          await page.getByRole('heading').first().waitFor();
          return page.getByText('Documentaire en haute définition').count();
        },
        { timeout: 40_000, interval: 3000 },
      )
      .toBeGreaterThan(0);
    await page.getByText('Kinora, sans publicité').first().waitFor();
    await page.goto(`${server.url}/watch/${id}`);
    await page.getByText('Cette vidéo est réservée aux membres Premium.', { exact: false }).waitFor();
    expect(await page.locator('video').count()).toBe(0);

    // "Passer Premium" leads to the pricing page, whose button opens the checkout in a new tab.
    await page.getByRole('link', { name: 'Passer Premium' }).click();
    await page.waitForURL(`${server.url}/pricing`);
    const [checkout] = await Promise.all([
      viewer.waitForEvent('page'),
      page.getByRole('button', { name: 'Passer à Premium' }).first().click(),
    ]);
    await checkout.waitForURL(/\/sandbox\/checkout\//);
    await checkout.getByText('Mode test : aucun paiement réel').first().waitFor();
    await checkout.getByLabel('Numéro de carte').fill(SANDBOX_TEST_CARDS.success);
    await checkout.getByLabel('Expiration (MM/AA)').fill('12/34');
    await checkout.getByLabel('CVC').fill('123');
    await checkout.getByRole('button', { name: /^Payer/ }).click();
    await checkout.waitForURL(/\/profile/, { timeout: 30_000 });
    await checkout.getByText('Abonnement activé : bienvenue dans Premium !').waitFor({ timeout: 30_000 });
    await checkout.getByText('Premium actif').first().waitFor();
    await checkout.close();

    // Back in the first tab: Premium within seconds (the header's Premium button goes away).
    await expect.poll(async () => (await status()).subscribed, { timeout: 30_000 }).toBe(true);
    await page.goto(`${server.url}/watch/${id}`);
    const qualities = await playsWithQualities();
    expect(qualities).toContain('720p HD');
    expect(qualities.some((q) => q.includes('Premium'))).toBe(false);
    expect(await page.getByText('Publicité', { exact: true }).count()).toBe(0);
    expect(await page.locator('header').getByRole('link', { name: 'Premium' }).count()).toBe(0);
    await page.goto(server.url);
    await page.getByRole('heading').first().waitFor();
    expect(await page.getByText('Kinora, sans publicité').count()).toBe(0);
    // The server gives Premium no ad slot at all.
    expect(await (await page.request.get(`${server.url}/api/ads`)).json()).toEqual({
      show: false,
      network: null,
    });

    // The customer portal, from the profile: cancel at period end.
    await page.goto(`${server.url}/profile`);
    const [portal] = await Promise.all([
      viewer.waitForEvent('page'),
      page.getByRole('button', { name: 'Gérer mon abonnement' }).first().click(),
    ]);
    await portal.waitForURL(/\/sandbox\/portal\//);
    await portal.getByRole('button', { name: /^Annuler .* à la fin de la période$/ }).click();
    await portal.getByRole('button', { name: /^Reprendre/ }).waitFor();
    await expect.poll(async () => (await status()).premium.cancelAtPeriodEnd, { timeout: 30_000 }).toBe(true);
    // Still Premium until the period ends.
    expect((await status()).subscribed).toBe(true);
    await page.goto(`${server.url}/watch/${id}`);
    expect(await playsWithQualities()).toContain('720p HD');

    // The sandbox's test clock passes the period end: Premium ends, the video locks again.
    await portal.getByRole('button', { name: "Avancer jusqu'à la fin de la période" }).click();
    await expect.poll(async () => (await status()).subscribed, { timeout: 60_000 }).toBe(false);
    // The server's answer first, then the page: a failure says which of the two kept Premium.
    const watchApi = async () =>
      (await (await page.request.get(`${server.url}/api/videos/${id}`)).json()).access;
    expect(await watchApi()).toBe('locked');
    await page.goto(`${server.url}/watch/${id}`);
    await page
      .getByText('Cette vidéo est réservée aux membres Premium.', { exact: false })
      .waitFor()
      .catch(async (error) => {
        const main = page.locator('main');
        const shown = ((await main.textContent().catch(() => '')) ?? '').slice(0, 400);
        throw new Error(`watch page not locked (API now: ${await watchApi()}); page shows: ${shown}`, {
          cause: error,
        });
      });
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Passer à Premium' }).first().waitFor();
  });
});
