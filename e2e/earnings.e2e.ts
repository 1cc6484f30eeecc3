import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../domain/api/sandbox';
import { dayIn, PAYOUT_TIME_ZONE } from '../domain/earnings';
import type { AppContext } from '../server/context';
import { type DatabaseHandle, openDatabase } from '../server/db/client';
import { ALL_JOBS } from '../server/jobs/all-jobs';
import { JobQueue } from '../server/jobs/queue';
import { viewsAdded } from '../server/modules/videos/videos.public';
import { makeVideo } from '../server/modules/videos/videos.test-helpers';
import fr from '../web/src/i18n/locales/fr.json';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { createThrowawayDatabase, e2ePostgresUrl, type ThrowawayDatabase } from './support/postgres';
import { publishVideo } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/**
 * Issue 26's journey: a Premium viewer watches a creator's monetized 5-minute video → the creator's
 * open dashboard shows 0,02 € pending without a reload → settlement (the CLI) → withdraw refused below
 * 0,50 € with the server's text → with enough earnings (24 more paid views, written to
 * `video_views` and announced by a real `views.added` event from this process: the server's own
 * earnings reader and post-credits job credit them), connect in the sandbox, withdraw, the payout turns to paid, the statement lists it.
 * On PostgreSQL (a database per run): the queue is shared with the server only there.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = e2ePostgresUrl();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** "0,02 €" however Intl spaces it (narrow no-break space before €). */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

if (!adminUrl) console.warn('[earnings.e2e] TEST_DATABASE_URL not set: the earnings journey is not run.');

describe.skipIf(!adminUrl)('earnings journey (PostgreSQL)', () => {
  let database: ThrowawayDatabase;
  let server: RunningServer;
  let browser: Browser;
  let creator: BrowserContext;
  let viewer: BrowserContext;
  let dashboard: Page;
  let handle: DatabaseHandle;
  let queue: JobQueue<AppContext>;
  const clip = makeVideo({ seconds: 300, width: 320, height: 180, format: 'mp4' });

  const figure = async (id: string) => plain(await dashboard.getByTestId(`earnings-${id}`).textContent());
  const settle = async () => {
    const through = dayIn(PAYOUT_TIME_ZONE, new Date());
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli.ts', 'earnings:settle', '--through', through],
      { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: database.url } },
    );
    return stdout;
  };

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl!);
    server = await startServer({
      DATABASE_URL: database.url,
      TRANSCODE_PRESET: 'ultrafast',
      SANDBOX_PAYOUT_DELAY_S: '2',
    });
    // This process only sends (the server works the queue): the events go where the server's go.
    handle = await openDatabase({ kind: 'postgres', connectionString: database.url, maxConnections: 2 });
    queue = new JobQueue<AppContext>(handle, ALL_JOBS, pino({ level: 'silent' }));
    await queue.start();
    browser = await launchBrowser();
    // bypassCSP: axe runs in the page (the app's CSP refuses an injected script), as in a11y.e2e.ts.
    creator = await browser.newContext({
      locale: 'fr-FR',
      colorScheme: 'light',
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    viewer = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    dashboard = await confirmedMember(server, creator, {
      email: 'creatrice@example.com',
      username: 'creatrice',
    });
    await (
      await confirmedMember(server, viewer, { email: 'abonne@example.com', username: 'abonne' })
    ).close();
  });
  afterAll(async () => {
    await browser?.close();
    await queue?.stop();
    await handle?.close();
    await server?.stop();
    await database?.drop();
  });

  it('paid view live on the dashboard → settled → refused below 0,50 € → connected → withdrawn, paid, in the statement', async () => {
    onTestFailed(() => console.error(`server log:\n${server.logs().slice(-20_000)}`));

    // 1. The creator publishes a monetized 5-minute video.
    const channel = await creator.request.post(`${server.url}/api/channels`, {
      headers: { origin: server.url },
      data: { name: 'Studio Revenus', topics: ['technology'] },
    });
    expect(channel.status()).toBe(201);
    const videoId = await publishVideo(server.url, creator.request, {
      channelId: (await channel.json()).id,
      title: 'Cinq minutes rémunérées',
      clip,
      monetized: true,
    });

    // 2. The dashboard is open before any view: nothing pending yet.
    await dashboard.goto(`${server.url}/dashboard`);
    await dashboard.getByRole('heading', { name: 'Revenus', exact: true }).waitFor();
    await expect.poll(() => figure('pending')).toBe('0,00 €');
    // Marks this document: still there at the end means no reload or navigation.
    await dashboard.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    // The viewer buys Premium in the sandbox checkout, as premium.e2e.ts does.
    const page = await viewer.newPage();
    await page.goto(`${server.url}/pricing`);
    const [checkout] = await Promise.all([
      viewer.waitForEvent('page'),
      page.getByRole('button', { name: 'Passer à Premium' }).first().click(),
    ]);
    await checkout.waitForURL(/\/sandbox\/checkout\//);
    await checkout.getByLabel('Numéro de carte').fill(SANDBOX_TEST_CARDS.success);
    await checkout.getByLabel('Expiration (MM/AA)').fill('12/34');
    await checkout.getByLabel('CVC').fill('123');
    await checkout.getByRole('button', { name: /^Payer/ }).click();
    await checkout.getByText('Abonnement activé : bienvenue dans Premium !').waitFor({ timeout: 30_000 });
    await checkout.close();
    const subscribed = async () =>
      (await (await page.request.get(`${server.url}/api/billing/subscription`)).json()).subscribed;
    await expect.poll(subscribed, { timeout: 30_000 }).toBe(true);

    // It plays for real; the player's heartbeats validate the view after 30 s of watching.
    await page.goto(`${server.url}/watch/${videoId}`);
    await page.getByRole('button', { name: 'Lire la vidéo' }).click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')!.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);
    const video = async () => (await page.request.get(`${server.url}/api/videos/${videoId}`)).json();
    await expect.poll(async () => (await video()).viewCount, { timeout: 90_000, interval: 2000 }).toBe(1);
    await page.evaluate(() => document.querySelector('video')!.pause());

    // 2. The open dashboard shows it within seconds (realtime socket), without a reload.
    await expect.poll(() => figure('pending'), { timeout: 30_000 }).toBe('0,02 €');
    expect(
      await dashboard.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    // 3. Settlement by the CLI (test mode settles today): withdrawable after a reload.
    expect(await settle()).toMatch(/1 creators, 2 cents now withdrawable/);
    await dashboard.reload();
    await expect.poll(() => figure('withdrawable')).toBe('0,02 €');
    expect(await figure('pending')).toBe('0,00 €');

    // 4. Withdraw is refused with the server's reason: first no account, then (connected) the minimum.
    const withdraw = dashboard.getByRole('button', { name: 'Retirer', exact: true });
    await withdraw.click();
    await dashboard.getByText(fr.errors.payout_account_not_connected).waitFor();

    // 6. Connect in the sandbox: the onboarding page opens in a new tab, "payouts succeed" bank.
    const [onboarding] = await Promise.all([
      creator.waitForEvent('page'),
      dashboard.getByRole('button', { name: 'Connecter un compte de paiement' }).click(),
    ]);
    await onboarding.waitForURL(/\/sandbox\/onboarding\//);
    await onboarding.getByLabel('Nom du titulaire').fill('Camille Créatrice');
    await onboarding.getByRole('radio', { name: 'Les versements aboutissent' }).check();
    await onboarding.getByRole('button', { name: 'Enregistrer et revenir à Kinora' }).click();
    await onboarding.waitForURL(/\/dashboard/, { timeout: 30_000 });
    await onboarding.close();
    await dashboard.bringToFront();
    await expect
      .poll(
        async () => {
          await dashboard.getByRole('button', { name: 'Synchroniser' }).click();
          return plain(await dashboard.getByTestId('payout-account-state').textContent());
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toBe('Connecté');

    await withdraw.click();
    await dashboard.getByText(fr.errors.withdrawal_below_minimum).waitFor();
    expect(await figure('withdrawable')).toBe('0,02 €');

    // 5. Enough earnings: 24 more Premium views of this video, written as the server's videos module
    // writes a validated view and announced as it announces them (views.added); the server's earnings
    // reader and post-credits job credit them.
    const ownerId = (await video()).owner.id as string;
    const viewerId = (await (await page.request.get(`${server.url}/api/session`)).json()).user.id;
    const durationS = (await video()).durationS;
    for (let i = 0; i < 24; i++)
      await handle.query(
        `insert into video_views (video_id, owner_id, viewer_key, viewer_user_id, viewer_premium,
                                  video_public, video_monetized, video_duration_s, validated_at)
         values ($1, $2, $3, $4, true, true, true, $5, now())`,
        [videoId, ownerId, `e2e:${randomUUID()}`, viewerId, durationS],
      );
    await queue.send(viewsAdded, { second: Math.floor(Date.now() / 1000) });
    await expect.poll(() => figure('pending'), { timeout: 60_000 }).toBe('0,48 €');
    expect(await settle()).toMatch(/48 cents now withdrawable/);
    await dashboard.reload();
    await expect.poll(() => figure('withdrawable')).toBe('0,50 €');

    // 7. Withdraw: the platform's test balance holds the viewer's Premium payment (2,99 €), enough.
    await withdraw.click();
    await dashboard.getByText('Retrait de 0,50 € demandé', { exact: false }).first().waitFor();
    const history = dashboard.locator('[data-testid^="withdrawal-"]');
    await expect.poll(() => history.count()).toBe(1);
    expect(plain(await history.textContent())).toContain('0,50 €');
    // The sandbox pays out 2 s later on its clock; payout.paid reaches the webhook; a sync shows it.
    await expect
      .poll(
        async () => {
          await dashboard.getByRole('button', { name: 'Synchroniser' }).click();
          return plain(await history.locator('[data-slot="badge"]').textContent());
        },
        { timeout: 120_000, interval: 3000 },
      )
      .toBe('Versé');
    expect(await figure('withdrawable')).toBe('0,00 €');
    expect(await figure('last-payment')).toBe('0,50 €');

    // The statement CSV behind the history's link lists the payout.
    const href = await history.getByRole('link', { name: /Relevé CSV/ }).getAttribute('href');
    const csv = await dashboard.request.get(`${server.url}${href}`);
    expect(csv.status()).toBe(200);
    const rows = (await csv.text()).split(/\r?\n/);
    const withdrawalId = (await history.getAttribute('data-testid'))!.replace('withdrawal-', '');
    // The payout (paid, 0.50 EUR, by the creator's click), then the views it covers: this video's 25.
    expect(rows.find((row) => row.startsWith(`"${withdrawalId}"`))).toMatch(/,"paid","[^"]+","0\.50","no"$/);
    expect(rows.find((row) => row.includes(`"${videoId}"`))).toMatch(
      /"Cinq minutes rémunérées","25","0\.50"$/,
    );

    // The monthly statement (this month, the list's default) has the withdrawal's ledger entries.
    const monthHref = await dashboard
      .getByRole('link', { name: 'Télécharger le relevé' })
      .getAttribute('href');
    const month = await dashboard.request.get(`${server.url}${monthHref}`);
    expect(month.status()).toBe(200);
    const monthRows = (await month.text()).split(/\r?\n/).filter((row) => row.includes(`"${withdrawalId}"`));
    expect(monthRows.length).toBeGreaterThan(0);
    expect(monthRows.some((row) => row.endsWith('"0.50"'))).toBe(true);

    // Accessibility of the whole dashboard, then screenshots to look at.
    await dashboard.evaluate(axeSource);
    const violations = await dashboard.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
      return (await axe.run()).violations;
    });
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(' | ')}`,
        ),
    ).toEqual([]);
    // Screenshots to look at: charts drawn (uPlot loads on demand), no cookie banner, no toast.
    const shoot = async (tab: Page, reject: string, name: string) => {
      // The banner, unless the choice came along with the signed-in state.
      const banner = tab.getByRole('button', { name: reject });
      if (await banner.isVisible()) await banner.click();
      await expect.poll(() => tab.locator('[data-testid="daily-chart"] canvas').count()).toBe(2);
      await expect.poll(() => tab.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
      // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
      await tab.evaluate(() => window.scrollTo(0, 0));
      await tab.screenshot({ path: join(root, `.tmp/${name}.png`), fullPage: true });
    };
    await shoot(dashboard, 'Refuser les cookies non essentiels', 'earnings-dashboard-fr-light-1280');
    const mobile = await browser.newContext({
      locale: 'en-US',
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
      storageState: await creator.storageState(),
    });
    const small = await mobile.newPage();
    await small.goto(`${server.url}/dashboard`);
    await small.getByTestId('earnings-withdrawable').waitFor();
    await shoot(small, 'Reject non-essential cookies', 'earnings-dashboard-en-dark-390');
    await mobile.close();
  }, 600_000);
});

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}
