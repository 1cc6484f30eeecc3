import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { type RunningServer, startServer } from './support/server';

/**
 * News as an admin writes it (issue 28): a new article with Markdown (live preview), a cover and
 * its alt text, scheduled ~30 s ahead → a 404 and absent from /news until then → the job queue
 * publishes it at its time → it is on /news, its page shows it, and the served HTML carries its
 * title, description, image, canonical URL and JSON-LD Article for crawlers.
 */
describe('News journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: BrowserContext;
  let reader: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: 'redaction@example.com' });
    browser = await launchBrowser();
    admin = await browser.newContext({
      locale: 'fr-FR',
      timezoneId: 'UTC',
      viewport: { width: 1280, height: 900 },
    });
    reader = await browser.newContext({ locale: 'fr-FR', timezoneId: 'UTC' });
    page = await confirmedMember(server, admin, { email: 'redaction@example.com', username: 'redaction' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an admin writes and schedules an article with a cover; it goes out at its time with its metadata', async () => {
    onTestFailed(() => console.log(server.logs()));
    await page.goto(`${server.url}/admin/news/new`);
    await page.getByLabel('Titre').fill('Kinora fête ses créateurs');
    await page.getByLabel('Chapeau').fill('Une semaine pour découvrir les chaînes à suivre.');
    await page
      .getByLabel('Texte (Markdown)')
      .fill('## Au programme\n\nDes **portraits** et <script>alert(1)</script>');
    // The live preview renders the Markdown, and the script only as text.
    const preview = page.locator('section[aria-labelledby="news-preview"]');
    await expect.poll(() => preview.locator('strong').textContent()).toBe('portraits');
    expect(await preview.locator('script').count()).toBe(0);
    // The first autosave made the draft: the address is its edit page.
    await page.waitForURL(/\/admin\/news\/edit\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByText(/Enregistré à/).waitFor();

    const png = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    await page.getByLabel('Image (JPEG, PNG ou WebP, 5 Mo max.)').setInputFiles({
      name: 'couverture.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByLabel('Texte alternatif (obligatoire)').fill('Une scène violette');
    await page.getByRole('button', { name: 'Enregistrer la couverture' }).click();
    await page.getByRole('img', { name: 'Une scène violette' }).waitFor();

    const at = new Date(Date.now() + 30_000);
    await page.getByLabel('Date et heure de publication').fill(at.toISOString().slice(0, 19));
    await page.getByRole('button', { name: 'Programmer' }).click();
    await page.getByText(/Programmé pour le/).waitFor();
    const slug = (await page.getByLabel('Adresse (slug)').inputValue()).trim();
    expect(slug).toBe('kinora-fete-ses-createurs');

    // Before its time: nobody but admins sees it.
    const before = await reader.request.get(`${server.url}/news/${slug}`);
    expect(before.status()).toBe(404);
    const listed = async () =>
      ((await (await reader.request.get(`${server.url}/api/news`)).json()).items as { slug: string }[]).some(
        (a) => a.slug === slug,
      );
    expect(await listed()).toBe(false);

    // At its time, the job queue publishes it (within 60 s).
    await expect.poll(listed, { timeout: 95_000, interval: 2_000 }).toBe(true);
    const publishedAfterMs = Date.now() - at.getTime();
    expect(publishedAfterMs).toBeLessThan(60_000);

    const tab = await reader.newPage();
    await tab.goto(`${server.url}/news`);
    await tab.getByRole('link', { name: 'Kinora fête ses créateurs' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Kinora fête ses créateurs' }).waitFor();
    expect(await tab.getByRole('heading', { level: 2, name: 'Au programme' }).count()).toBe(1);
    await tab.getByRole('img', { name: 'Une scène violette' }).waitFor();

    const html = await (await reader.request.get(`${server.url}/news/${slug}`)).text();
    expect(html).toContain('<title>Kinora fête ses créateurs · Kinora</title>');
    expect(html).toContain('content="Une semaine pour découvrir les chaînes à suivre."');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/news/${slug}" />`);
    expect(html).toMatch(
      /<meta property="og:image" content="[^"]+\/api\/files\/news-covers\/[^"]+\.webp" \/>/,
    );
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'Kinora fête ses créateurs' });
    const sitemap = await (await reader.request.get(`${server.url}/sitemaps/news.xml`)).text();
    expect(sitemap).toContain(`/news/${slug}</loc>`);
  });

  it('the admin navigation fits a phone: one row of every screen, the page does not overflow', async () => {
    const phone = await browser.newContext({
      locale: 'fr-FR',
      storageState: await admin.storageState(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const tab = await phone.newPage();
    await tab.goto(`${server.url}/admin/news`);
    const nav = tab.getByRole('navigation', { name: "Navigation de l'administration" });
    await nav.waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Accueil',
      'Membres',
      'Vidéos',
      'Modération',
      'Actualités',
      'Versements',
      'Messages de contact',
      'Preuves de consentement',
      'Retours QA',
      'Réglages publicitaires',
      "Journal d'audit",
      "Boîte d'envoi",
    ]);
    const tops = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await nav.getByRole('link', { name: "Journal d'audit" }).click();
    await tab.getByRole('heading', { level: 1, name: "Journal d'audit" }).waitFor();
    await phone.close();
  });
});
