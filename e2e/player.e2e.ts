import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo, pngImage } from '../server/modules/videos/videos.test-helpers';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { publishVideo } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/**
 * The player's controls in Chromium on a real server and a real clip. Until the storyboard and
 * captions lanes land, the server answers `storyboardUrl: null`, `captions: []`, `chapters: []`:
 * the viewer's page gets those fields (and their WebVTT files) from the fixture below, under the
 * same grant paths the contract names (docs/decisions/0038-player.md).
 */
const CAPTIONS_FR = `WEBVTT

00:00:00.500 --> 00:00:06.000
Bonjour et bienvenue dans l'atelier

00:00:20.000 --> 00:00:25.000
On passe au ponçage
`;
const CAPTIONS_EN = 'WEBVTT\n\n00:00:00.500 --> 00:00:06.000\nHello and welcome to the workshop\n';
const storyboard = () => {
  const cues = [];
  for (let s = 0; s < 62; s += 2) {
    const i = s / 2;
    const stamp = (t: number) => `00:00:${String(t).padStart(2, '0')}.000`;
    cues.push(
      `${stamp(s)} --> ${stamp(Math.min(s + 2, 61))}\nsheet_000.jpg#xywh=${(i % 8) * 80},${Math.floor(i / 8) * 45},80,45`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
};

describe('player', () => {
  let server: RunningServer;
  let browser: Browser;
  let videoId = '';

  beforeAll(async () => {
    server = await startServer({ TRANSCODE_PRESET: 'ultrafast' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The clip, published once (publishVideo polls, which vitest allows only inside a test). */
  async function publishedVideo() {
    if (videoId) return;
    const creatorContext = await browser.newContext({ locale: 'fr-FR' });
    await confirmedMember(server, creatorContext, {
      email: 'c@example.com',
      username: 'createur',
      name: 'Créa',
    });
    const channel = await creatorContext.request.post(`${server.url}/api/channels`, {
      headers: { origin: server.url },
      data: { name: 'Atelier', topics: ['technology'] },
    });
    videoId = await publishVideo(server.url, creatorContext.request, {
      channelId: (await channel.json()).id,
      title: 'Poncer une planche',
      clip: makeVideo({ seconds: 61, width: 320, height: 180, format: 'mp4' }),
    });
    await creatorContext.close();
  }

  /** A visitor's context whose watch API answers carry chapters, captions and a storyboard. */
  async function viewer(options: { locale: string; width: number; theme: 'light' | 'dark' }) {
    await publishedVideo();
    const context = await browser.newContext({
      locale: options.locale,
      colorScheme: options.theme,
      viewport: { width: options.width, height: 900 },
      bypassCSP: true,
    });
    const sheet = await pngImage(640, 180);
    await context.route(`**/api/videos/${videoId}`, async (route) => {
      const response = await route.fetch();
      const detail = await response.json();
      const grant = detail.playback.masterUrl.replace(/master\.m3u8$/, '');
      detail.chapters = [
        { startS: 0, title: 'Préparer le bois' },
        { startS: 20, title: 'Le ponçage' },
        { startS: 40, title: 'La finition' },
      ];
      detail.playback.storyboardUrl = `${grant}storyboard/thumbnails.vtt`;
      detail.playback.captions = [
        { language: 'fr', auto: false, url: `${grant}captions/fr.vtt` },
        { language: 'en', auto: true, url: `${grant}captions/en.vtt` },
      ];
      await route.fulfill({ response, json: detail });
    });
    await context.route('**/captions/*.vtt', (route) =>
      route.fulfill({
        contentType: 'text/vtt',
        body: route.request().url().endsWith('fr.vtt') ? CAPTIONS_FR : CAPTIONS_EN,
      }),
    );
    await context.route('**/storyboard/thumbnails.vtt', (route) =>
      route.fulfill({ contentType: 'text/vtt', body: storyboard() }),
    );
    await context.route('**/storyboard/sheet_000.jpg', (route) =>
      route.fulfill({ contentType: 'image/png', body: sheet }),
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/watch/${videoId}`);
    return { context, page };
  }

  const video = (page: Page) => ({
    time: () => page.evaluate(() => document.querySelector('video')!.currentTime),
    paused: () => page.evaluate(() => document.querySelector('video')!.paused),
  });

  it('works from the keyboard alone: play, seek, volume, speed, captions, settings, fullscreen; axe is clean', async () => {
    const { context, page } = await viewer({ locale: 'fr-FR', width: 1280, theme: 'light' });
    const v = video(page);
    // Tab into the player and play with Enter: the focus stays in the player.
    await page.getByRole('button', { name: 'Lire la vidéo' }).focus();
    await page.keyboard.press('Enter');
    const controls = page.getByRole('group', { name: 'Commandes du lecteur' });
    await controls.waitFor();
    await expect.poll(v.time, { timeout: 30_000 }).toBeGreaterThan(0.3);
    await page.keyboard.press('k');
    await expect.poll(v.paused).toBe(true);
    await page.keyboard.press('m');
    expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(true);
    await page.keyboard.press('5');
    await expect.poll(v.time).toBeCloseTo(30.5, 0);
    await page.keyboard.press('j');
    await expect.poll(v.time).toBeCloseTo(20.5, 0);
    await page.keyboard.press('Shift+>');
    expect(await page.evaluate(() => document.querySelector('video')!.playbackRate)).toBe(1.25);
    // The chapter of the current time is named beside it.
    await expect.poll(() => page.getByTestId('current-chapter').textContent()).toBe('· Le ponçage');
    // Captions on with c, in the viewer's language: the cue at its time.
    await page.keyboard.press('c');
    await controls.getByRole('button', { name: 'Sous-titres (c)', pressed: true }).waitFor();
    await page.getByTestId('caption-cue').filter({ hasText: 'On passe au ponçage' }).waitFor();
    // The seek bar is a slider: its arrows move 5 s and it says where in words.
    const seek = page.getByRole('slider', { name: 'Position dans la vidéo' });
    await seek.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => seek.getAttribute('aria-valuetext')).toBe('0:25 sur 1:01');
    // Every control is reached with Tab and named.
    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      names.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
    }
    expect(names.slice(0, 7)).toEqual([
      'Lecture (k)',
      'Rétablir le son (m)',
      'Volume',
      'Sous-titres (c)',
      'Paramètres',
      "Image dans l'image",
      'Plein écran',
    ]);
    // Settings open with Enter; the speed is chosen with the arrow keys.
    await controls.getByRole('button', { name: 'Paramètres' }).focus();
    await page.keyboard.press('Enter');
    const speed = page.getByLabel('Vitesse');
    await speed.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.querySelector('video')!.playbackRate)).toBe(1.5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByLabel('Vitesse').waitFor({ state: 'detached' });
    // Fullscreen with f (from a control of the player), and back.
    await controls.getByRole('button', { name: 'Plein écran' }).focus();
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);
    await context.close();
  });

  it('shows the frame and chapter under the pointer on the seek bar, and the transcript seeks', async () => {
    const { context, page } = await viewer({ locale: 'fr-FR', width: 1280, theme: 'light' });
    await page.getByRole('button', { name: 'Lire la vidéo' }).click();
    const seek = page.getByRole('slider', { name: 'Position dans la vidéo' });
    await seek.waitFor();
    await page.keyboard.press('k');
    const box = (await seek.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
    const preview = page.getByTestId('seek-preview');
    await preview.filter({ hasText: 'Le ponçage' }).waitFor();
    const frame = page.getByTestId('seek-preview-frame');
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      '/storyboard/sheet_000.jpg',
    );
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundPosition)).toBe('-560px -45px');
    // The transcript beside the player: a click on a line moves the player there.
    await page.getByRole('button', { name: 'Transcription' }).click();
    const line = page.getByRole('button', { name: /On passe au ponçage/ });
    await line.click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')!.currentTime))
      .toBeCloseTo(20, 0);
    await page
      .getByRole('button', { name: /On passe au ponçage/, pressed: undefined })
      .and(page.locator('[aria-current="true"]'))
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('looks right on a desktop and a phone, light and dark, in French and English', async () => {
    const found: Record<string, string[]> = {};
    for (const [locale, width, theme] of [
      ['fr-FR', 1280, 'light'],
      ['fr-FR', 390, 'dark'],
      ['en-US', 1280, 'dark'],
      ['en-US', 390, 'light'],
    ] as const) {
      const { context, page } = await viewer({ locale, width, theme });
      await page.getByRole('button', { name: /Lire la vidéo|Play the video/ }).click();
      await page.getByRole('slider', { name: /Position/ }).waitFor();
      await page.keyboard.press('k');
      await page.keyboard.press('c');
      await page.getByRole('button', { name: /^(Transcription|Transcript)$/ }).click();
      await page.getByRole('heading', { name: /^(Transcription|Transcript)$/ }).waitFor();
      await page.getByRole('slider', { name: /Position/ }).focus();
      await page.keyboard.press('ArrowRight');
      const seek = (await page.getByRole('slider', { name: /Position/ }).boundingBox())!;
      await page.mouse.move(seek.x + seek.width * 0.3, seek.y + seek.height / 2);
      await page.getByTestId('seek-preview-frame').waitFor();
      const where = `${locale} ${width}px ${theme}`;
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
      if (process.env.SHOTS)
        await page.screenshot({
          path: `${process.env.SHOTS}/player-${locale}-${width}-${theme}.png`,
          fullPage: width < 600,
        });
      const violations = await seriousViolations(page);
      if (violations.length) found[where] = violations;
      await context.close();
    }
    expect(found).toEqual({});
  });
});
