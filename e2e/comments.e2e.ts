import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo } from '../server/modules/videos/videos.test-helpers';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { publishVideo } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/**
 * Issue 29, comments in Chromium with several browsers: a creator publishes; member A comments
 * while member B has the page open — it appears for B without a reload; B replies mentioning @A and
 * A's bell rings; the creator pins A's comment and hearts B's reply, which both members see; a
 * timecode seeks the player; the watch page with its comments is axe-clean on a phone and a
 * desktop, light and dark.
 */
describe('comments', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ TRANSCODE_PRESET: 'ultrafast' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const comments = (page: Page) => page.getByRole('list', { name: 'Commentaires' });
  const article = (page: Page, text: string | RegExp) =>
    page.getByRole('article').filter({ has: page.getByTestId('comment-text').filter({ hasText: text }) });

  it('A comments → B sees it live and replies @A → A is notified → the creator pins and hearts', async () => {
    const options = { locale: 'fr-FR', viewport: { width: 1280, height: 900 } };
    const creatorContext = await browser.newContext(options);
    const creator = await confirmedMember(server, creatorContext, {
      email: 'createur@example.com',
      username: 'createur',
      name: 'Créatrice',
    });
    const channel = await creatorContext.request.post(`${server.url}/api/channels`, {
      headers: { origin: server.url },
      data: { name: 'Atelier Bois', topics: ['technology'] },
    });
    const videoId = await publishVideo(server.url, creatorContext.request, {
      channelId: (await channel.json()).id,
      title: 'Tourner un bol',
      clip: makeVideo({ seconds: 61, width: 320, height: 180, format: 'mp4' }),
    });
    const watch = `${server.url}/watch/${videoId}`;

    const contextA = await browser.newContext(options);
    const a = await confirmedMember(server, contextA, {
      email: 'alice@example.com',
      username: 'alice_a',
      name: 'Alice',
    });
    // bypassCSP: axe runs in B's page (the app's CSP refuses an injected script), as in a11y.e2e.ts.
    const contextB = await browser.newContext({ ...options, bypassCSP: true });
    const b = await confirmedMember(server, contextB, {
      email: 'bruno@example.com',
      username: 'bruno_b',
      name: 'Bruno',
    });

    // B has the page open before A writes.
    await b.goto(watch);
    await b.getByRole('heading', { name: '0 commentaire' }).waitFor();

    await a.goto(watch);
    await a
      .getByRole('textbox', { name: 'Ajouter un commentaire…' })
      .fill('Superbe finition, surtout à 0:05 !');
    await a.getByRole('button', { name: 'Commenter' }).click();
    await article(a, 'Superbe finition').waitFor();

    // B sees it without reloading, with the exact count.
    await article(b, 'Superbe finition').waitFor({ timeout: 5000 });
    await b.getByRole('heading', { name: '1 commentaire' }).waitFor();

    // B replies in A's thread, mentioning A.
    await article(b, 'Superbe finition').getByRole('button', { name: 'Répondre' }).click();
    const reply = b.getByRole('textbox', { name: 'Répondre à Alice…' });
    await reply.fill('@alice_a merci pour le conseil');
    await reply.locator('xpath=ancestor::form').getByRole('button', { name: 'Répondre' }).click();
    await article(b, 'merci pour le conseil').waitFor();
    expect(await article(b, 'merci pour le conseil').locator('[data-mention="alice_a"]').count()).toBe(1);

    // A is notified (the bell, live) about the reply and the mention.
    const bell = a.locator('header').getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bell.textContent(), { timeout: 30_000 }).toMatch(/\d+ non lues?/);
    const kinds = async () =>
      (
        (await (await contextA.request.get(`${server.url}/api/me/notifications`)).json()).items as {
          kind: string;
        }[]
      ).map((n) => n.kind);
    await expect
      .poll(kinds, { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/comment|reply|mention/)]));
    // B is not notified of their own reply.
    expect(
      ((await (await contextB.request.get(`${server.url}/api/me/notifications`)).json()).items as unknown[])
        .length,
    ).toBe(0);

    // The creator pins A's comment and hearts B's reply.
    await creator.goto(watch);
    const top = article(creator, 'Superbe finition');
    await top.getByRole('button', { name: 'Épingler' }).click();
    await creator.getByText('Épinglé par Atelier Bois').waitFor();
    await creator.getByRole('button', { name: 'Afficher la réponse' }).click();
    const answer = article(creator, 'merci pour le conseil');
    await answer.getByRole('button', { name: 'Coup de cœur' }).click();
    await expect
      .poll(() => answer.getByRole('button', { name: 'Coup de cœur' }).getAttribute('aria-pressed'))
      .toBe('true');
    // A member sees both, and has no creator buttons.
    await b.reload();
    await b.getByText('Épinglé par Atelier Bois').waitFor();
    await b.getByRole('button', { name: 'Afficher la réponse' }).click();
    await article(b, 'merci pour le conseil').getByText('Coup de cœur du créateur').waitFor();
    expect(await article(b, 'Superbe finition').getByRole('button', { name: 'Épingler' }).count()).toBe(0);

    // The timecode in A's comment seeks the player.
    await article(b, 'Superbe finition').getByRole('button', { name: 'Aller à 0:05 dans la vidéo' }).click();
    await expect
      .poll(() => b.getByTestId('video-player').evaluate((v) => (v as HTMLVideoElement).currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(4.5);
    await b.getByTestId('video-player').evaluate((v) => (v as HTMLVideoElement).pause());

    // The watch page with its comments: axe clean, no sideways scroll, phone and desktop, light and dark.
    const found: Record<string, string[]> = {};
    for (const width of [390, 1280])
      for (const theme of ['light', 'dark'] as const) {
        await b.setViewportSize({ width, height: 900 });
        await b.emulateMedia({ colorScheme: theme });
        await b.reload({ waitUntil: 'networkidle' });
        await comments(b).getByRole('article').first().waitFor();
        await b.getByRole('button', { name: 'Afficher la réponse' }).click();
        await article(b, 'merci pour le conseil').waitFor();
        const where = `${width}px ${theme}`;
        const overflow = await b.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
        if (process.env.SHOTS)
          await b.screenshot({ path: `${process.env.SHOTS}/comments-${width}-${theme}.png`, fullPage: true });
        const violations = await seriousViolations(b);
        if (violations.length) found[where] = violations;
      }
    expect(found).toEqual({});
    for (const context of [creatorContext, contextA, contextB]) await context.close();
  });
});
