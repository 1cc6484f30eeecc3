import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo } from '../server/modules/videos/videos.test-helpers';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { publishVideo } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/**
 * The player's controls in Chromium on a real server, a real clip and real data: the owner uploads
 * French and English captions through the API, the description carries the chapters, and the
 * worker makes the storyboard (docs/decisions/0036, 0037, 0038). Nothing is faked.
 */
const CAPTIONS_FR = `WEBVTT

00:00:00.500 --> 00:00:06.000
Bonjour et bienvenue dans l'atelier

00:00:20.000 --> 00:00:25.000
On passe au ponçage
`;
const CAPTIONS_EN = 'WEBVTT\n\n00:00:00.500 --> 00:00:06.000\nHello and welcome to the workshop\n';
const DESCRIPTION = 'Au programme :\n0:00 Préparer le bois\n0:20 Le ponçage\n0:40 La finition\n';

describe('player', () => {
  let server: RunningServer;
  let browser: Browser;
  let videoId = '';
  /** The creator's session, for the edit page. */
  let owner: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

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
    const id = await publishVideo(server.url, creatorContext.request, {
      channelId: (await channel.json()).id,
      title: 'Poncer une planche',
      clip: makeVideo({ seconds: 61, width: 320, height: 180, format: 'mp4' }),
    });
    const headers = { origin: server.url };
    for (const [lang, text] of [
      ['fr', CAPTIONS_FR],
      ['en', CAPTIONS_EN],
    ] as const) {
      const put = await creatorContext.request.put(`${server.url}/api/videos/${id}/captions/${lang}`, {
        headers,
        multipart: { file: { name: `${lang}.vtt`, mimeType: 'text/vtt', buffer: Buffer.from(text) } },
      });
      expect(put.status(), await put.text()).toBe(200);
    }
    const described = await creatorContext.request.patch(`${server.url}/api/videos/${id}`, {
      headers,
      data: { description: DESCRIPTION },
    });
    expect(described.status(), await described.text()).toBe(200);
    // The storyboard is the worker's job, queued once the clip plays: wait for its track.
    await expect
      .poll(
        async () =>
          (await (await creatorContext.request.get(`${server.url}/api/videos/${id}`)).json()).playback
            ?.storyboardUrl ?? null,
        { timeout: 180_000, interval: 1000 },
      )
      .not.toBeNull();
    const detail = await (await creatorContext.request.get(`${server.url}/api/videos/${id}`)).json();
    expect(detail.chapters.map((c: { title: string }) => c.title)).toEqual([
      'Préparer le bois',
      'Le ponçage',
      'La finition',
    ]);
    expect(detail.playback.captions.map((c: { language: string }) => c.language).sort()).toEqual([
      'en',
      'fr',
    ]);
    owner = await creatorContext.storageState();
    await creatorContext.close();
    videoId = id;
  }

  /** A visitor's context on the watch page (anonymous, as most viewers are). */
  async function viewer(options: { locale: string; width: number; theme: 'light' | 'dark' }) {
    await publishedVideo();
    const context = await browser.newContext({
      locale: options.locale,
      colorScheme: options.theme,
      viewport: { width: options.width, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/watch/${videoId}`);
    return { context, page };
  }

  /** The storyboard cue the player should show at `seconds`, from the server's real track. */
  async function storyboardCueAt(page: Page, seconds: number) {
    const detail = await (await page.request.get(`${server.url}/api/videos/${videoId}`)).json();
    const vtt = await (
      await page.request.get(new URL(detail.playback.storyboardUrl, server.url).href)
    ).text();
    const toS = (t: string) => t.split(':').reduce((a, b) => a * 60 + Number(b), 0);
    for (const block of vtt.split(/\n\n+/)) {
      const m = /([\d:.]+) --> ([\d:.]+)\n(\S+)#xywh=(\d+),(\d+),/.exec(block);
      if (m && toS(m[1]!) <= seconds && seconds < toS(m[2]!))
        return { sheet: m[3]!, x: Number(m[4]), y: Number(m[5]) };
    }
    throw new Error(`no storyboard cue at ${seconds}s in:\n${vtt}`);
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
    // The frame is the real storyboard's cue under the pointer (half of 61 s: 30.5 s).
    const cue = await storyboardCueAt(page, 30.5);
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      `/storyboard/${cue.sheet}`,
    );
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundPosition)).toBe(
      `-${cue.x}px -${cue.y}px`,
    );
    // The sheet itself is served (a real image, not a 404 behind a background).
    const sheetUrl = await frame.evaluate(
      (el) => /url\("?([^")]+)"?\)/.exec(getComputedStyle(el).backgroundImage)?.[1],
    );
    const sheet = await page.request.get(sheetUrl!);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()['content-type']).toMatch(/^image\//);
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
      // The banner off the pictures (refused in the viewer's language).
      await page
        .getByRole('button', { name: /^(Refuser les cookies non essentiels|Reject non-essential cookies)$/ })
        .click();
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
      const frame = page.getByTestId('seek-preview-frame');
      await frame.waitFor();
      // The caption steps aside while the preview stands where it would be.
      expect(await page.getByTestId('caption-cue').count()).toBe(0);
      // The sheet decoded before the picture is taken (else an empty black frame).
      await frame.evaluate(async (el) => {
        const image = new Image();
        image.src = /url\("?([^")]+)"?\)/.exec(getComputedStyle(el).backgroundImage)![1]!;
        await image.decode();
      });
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
  // Last: it changes the French captions and the chapters the tests above read.
  it('the owner corrects a cue and sets chapters on the edit page; the watch page shows them', async () => {
    await publishedVideo();
    const context = await browser.newContext({
      locale: 'fr-FR',
      storageState: owner,
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/video/${videoId}/edit`);
    // Sous-titres: a .vtt through the file input replaces the French track.
    await page.getByRole('heading', { name: 'Sous-titres', exact: true }).waitFor();
    await page.getByLabel('Langue', { exact: true }).selectOption('fr');
    await page.getByLabel('Fichier WebVTT ou SRT').setInputFiles({
      name: 'atelier.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(
        'WEBVTT\n\n00:00:00.500 --> 00:00:06.000\nBonjour à tous\n\n00:00:20.000 --> 00:00:25.000\nOn pase au poncage\n',
      ),
    });
    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    await page.getByText('Sous-titres importés.').waitFor();
    // The editor: the typo in cue 2 fixed, saved.
    await page.getByRole('button', { name: 'Modifier (Français)' }).click();
    const editor = page.getByRole('form', { name: 'Corriger les sous-titres (Français)' });
    await editor.getByLabel('Texte du sous-titre 2').fill('On passe au ponçage fin');
    await editor.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Sous-titres enregistrés.').waitFor();
    // Chapitres by hand (they start from the description's): new times and titles.
    await page.getByRole('button', { name: 'Modifier à la main' }).click();
    for (const [n, time, title] of [
      [1, '0:00', 'Installation'],
      [2, '0:15', 'Dégrossir'],
      [3, '0:45', 'Vernir'],
    ] as const) {
      await page.getByLabel(`Début du chapitre ${n}`).fill(time);
      await page.getByLabel(`Titre du chapitre ${n}`).fill(title);
    }
    await page.getByRole('button', { name: 'Enregistrer les chapitres' }).click();
    await page.getByText('Chapitres enregistrés').waitFor();
    // Checked and pictured once the toasts (mid-fade, they fail contrast) and the cookie banner are gone.
    await page.getByRole('button', { name: 'Refuser les cookies non essentiels' }).click();
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (process.env.SHOTS)
        await page.screenshot({
          path: `${process.env.SHOTS}/video-edit-captions-${width}.png`,
          fullPage: true,
        });
      expect(overflow, `sideways scroll on the edit page at ${width}px`).toBeLessThanOrEqual(0);
    }
    expect(await seriousViolations(page)).toEqual([]);

    // The watch page: the corrected cue in the transcript, the hand chapters in the list and the seek bar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/watch/${videoId}`);
    const chapters = page.getByRole('navigation', { name: 'Chapitres' });
    await chapters.getByRole('link', { name: /Dégrossir/ }).waitFor();
    expect(await chapters.getByRole('listitem').allTextContents()).toEqual([
      '0:00Installation',
      '0:15Dégrossir',
      '0:45Vernir',
    ]);
    await page.getByRole('button', { name: 'Lire la vidéo' }).click();
    const seek = page.getByRole('slider', { name: 'Position dans la vidéo' });
    await seek.waitFor();
    await page.keyboard.press('k');
    const box = (await seek.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
    await page.getByTestId('seek-preview').filter({ hasText: 'Dégrossir' }).waitFor();
    await page.getByRole('button', { name: 'Transcription' }).click();
    await page.getByRole('button', { name: /On passe au ponçage fin/ }).waitFor();
    expect(await page.getByText('On pase au poncage').count()).toBe(0);
    await context.close();
  });
});
