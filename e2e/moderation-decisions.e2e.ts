import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo } from '../server/modules/videos/videos.test-helpers';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { publishVideo } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/**
 * Issue 27, the whole flow in Chromium: a member reports a video → an admin removes it with a
 * statement of reasons → the video is gone for a visitor and shows its owner the notice → the owner
 * appeals → another admin overturns → the video is back, and both the owner and the reporter were told.
 */
describe('moderation decision and appeal', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({
      ADMIN_EMAILS: 'modo-un@example.com,modo-deux@example.com',
      TRANSCODE_PRESET: 'ultrafast',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('report → removal with reasons → gone for a visitor, notice for the owner → appeal → overturned by another admin', async () => {
    const options = { locale: 'fr-FR', viewport: { width: 1280, height: 900 } };
    // bypassCSP: axe runs in the page (the app's CSP refuses an injected script), as in a11y.e2e.ts.
    const creator = await browser.newContext({ ...options, bypassCSP: true });
    const owner = await confirmedMember(server, creator, { email: 'auteur@example.com', username: 'auteur' });
    const channel = await creator.request.post(`${server.url}/api/channels`, {
      headers: { origin: server.url },
      data: { name: 'Chaîne contestée', topics: ['technology'] },
    });
    const videoId = await publishVideo(server.url, creator.request, {
      channelId: (await channel.json()).id,
      title: 'Vidéo contestée',
      clip: makeVideo({ seconds: 61, width: 320, height: 180, format: 'mp4' }),
    });

    // A member reports it from the watch page.
    const witness = await browser.newContext(options);
    const reporter = await confirmedMember(server, witness, {
      email: 'temoin@example.com',
      username: 'temoin',
    });
    await reporter.goto(`${server.url}/watch/${videoId}`);
    await reporter.getByRole('button', { name: 'Signaler' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Signaler cette vidéo' });
    await dialog.getByLabel('Harcèlement, menaces, données personnelles').check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await reporter.getByRole('dialog', { name: 'Signalement envoyé' }).waitFor();

    // An admin removes it, with the statement of reasons.
    const first = await browser.newContext(options);
    const admin = await confirmedMember(server, first, { email: 'modo-un@example.com', username: 'modo_un' });
    await admin.goto(`${server.url}/admin/moderation`);
    await admin
      .getByRole('button', { name: /Examiner/ })
      .filter({ visible: true })
      .click();
    await admin.getByRole('checkbox', { name: 'Retrait de la vidéo' }).check();
    await admin.getByLabel('Les faits').fill('La vidéo affiche le nom et l’adresse d’une personne.');
    await admin
      .getByLabel('Explication')
      .fill('Publier les données personnelles d’autrui est du harcèlement.');
    await admin.getByRole('checkbox', { name: /Je confirme cette décision/ }).check();
    await admin.getByRole('button', { name: 'Appliquer la décision' }).click();
    await admin.getByText(/Décision D-[0-9a-f-]{36} prise/).waitFor();

    // Gone for a visitor: the page and the API say "not found".
    const visitor = await browser.newContext(options);
    expect((await visitor.request.get(`${server.url}/api/videos/${videoId}`)).status()).toBe(404);
    const search = await visitor.request.get(`${server.url}/api/search?q=contestée`);
    expect(JSON.stringify(await search.json())).not.toContain(videoId);

    // Its owner sees the notice, reads the decision and appeals.
    await owner.goto(`${server.url}/watch/${videoId}`);
    await owner.getByText('Cette vidéo a été retirée par la modération.', { exact: false }).waitFor();
    await owner.getByRole('link', { name: /Voir la décision/ }).click();
    await owner.getByText('La vidéo affiche le nom et l’adresse d’une personne.').waitFor();
    await owner.getByText("Aucune décision automatisée n'a été prise.").waitFor();
    // The statement of reasons on a phone and a desktop, light and dark: one <h1>, axe clean, no sideways scroll.
    const found: Record<string, string[]> = {};
    for (const width of [390, 1280])
      for (const theme of ['light', 'dark'] as const) {
        await owner.setViewportSize({ width, height: 900 });
        await owner.emulateMedia({ colorScheme: theme });
        await owner.reload({ waitUntil: 'networkidle' });
        await owner.getByText("Aucune décision automatisée n'a été prise.").waitFor();
        const where = `${width}px ${theme}`;
        expect(await owner.locator('h1').count(), `one <h1> on ${where}`).toBe(1);
        const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
        if (process.env.SHOTS)
          await owner.screenshot({
            path: `${process.env.SHOTS}/decision-${width}-${theme}.png`,
            fullPage: true,
          });
        const violations = await seriousViolations(owner);
        if (violations.length) found[where] = violations;
      }
    expect(found).toEqual({});
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.emulateMedia({ colorScheme: 'light' });
    await owner.getByLabel('Votre message').fill('C’est une adresse fictive tirée d’un film.');
    await owner.getByRole('button', { name: "Envoyer l'appel" }).click();
    await owner.getByText("Appel en cours d'examen").waitFor();

    // With a second admin, the deciding admin may not review it; the other overturns it.
    const second = await browser.newContext(options);
    const reviewer = await confirmedMember(server, second, {
      email: 'modo-deux@example.com',
      username: 'modo_deux',
    });
    await admin.goto(`${server.url}/admin/moderation`);
    await admin.getByText('Vous avez pris cette décision', { exact: false }).waitFor();
    await reviewer.goto(`${server.url}/admin/moderation`);
    await reviewer.getByText('C’est une adresse fictive tirée d’un film.').waitFor();
    await reviewer.getByLabel('Annuler la décision et lever ses sanctions').check();
    await reviewer
      .getByLabel("Motifs de l'examen")
      .fill('L’adresse est celle d’un décor de film : aucune donnée réelle.');
    await reviewer.getByRole('button', { name: "Enregistrer l'examen" }).click();
    await reviewer.getByText('Appel examiné : le membre est informé.').waitFor();

    // The video is back for everyone; the owner and the reporter were both told.
    expect((await visitor.request.get(`${server.url}/api/videos/${videoId}`)).status()).toBe(200);
    await owner.reload();
    await owner.getByText('Décision annulée').first().waitFor();
    const kinds = async (request: typeof creator.request) =>
      (
        (await (await request.get(`${server.url}/api/me/notifications`)).json()).items as { kind: string }[]
      ).map((n) => n.kind);
    await expect
      .poll(() => kinds(creator.request))
      .toEqual(expect.arrayContaining(['moderation_decision', 'appeal_decided']));
    await expect.poll(() => kinds(witness.request)).toEqual(expect.arrayContaining(['report_actioned']));
    for (const context of [creator, witness, first, second, visitor]) await context.close();
  });
});
