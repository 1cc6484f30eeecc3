import type { Me } from '@domain/api/accounts';
import type { Decision } from '@domain/api/moderation-decisions';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decisionsApi } from '@/features/moderation/decisions-api';
import { DECISION_ID, decision, member } from '@/features/moderation/test-fixtures';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import DecisionPage from './decision';
import DecisionsPage from './decisions';

function renderPage(user: Me | null, url: string) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      { path: '/decisions', element: <DecisionsPage /> },
      { path: '/decisions/:id', element: <DecisionPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const appealed = (patch: Partial<Decision['appeal']>): Decision =>
  decision({
    appeal: {
      ...decision().appeal,
      open: false,
      status: 'open',
      message: 'Ce n’était <i>pas</i> une arnaque.',
      submittedAt: '2026-11-22T10:00:00.000Z',
      ...patch,
    },
  });

describe('a decision and its appeal, as the member reads them', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the full statement of reasons and sends an appeal within the window', async () => {
    vi.spyOn(decisionsApi, 'one').mockResolvedValue(decision({ legalGround: 'Art. 313-1 du code pénal' }));
    const appeal = vi.spyOn(decisionsApi, 'appeal').mockResolvedValue(appealed({}));
    renderPage(member(), `/decisions/${DECISION_ID}`);

    await screen.findByRole('heading', { level: 1, name: `Décision D-${DECISION_ID}` });
    screen.getByText('Retrait de la vidéo');
    screen.getByText('Définitivement');
    screen.getByText('Limitation de fonctionnalité (mise en ligne)');
    screen.getByText(/Jusqu'au 27 nov\. 2026/);
    expect(screen.getAllByText('Vidéo : Vidéo douteuse')).toHaveLength(1);
    screen.getByText('Votre compte');
    // Typed by an admin: text, never HTML.
    screen.getByText('La vidéo promet des <b>gains</b> garantis.');
    expect(
      screen.getByRole('link', { name: 'Arnaque, hameçonnage, logiciel malveillant' }).getAttribute('href'),
    ).toBe('/conditions-generales-utilisation#prohibited-scam');
    screen.getByText(/Art\. 313-1 du code pénal/);
    screen.getByText('Cette décision fait suite à un signalement.');
    screen.getByText("Aucune décision automatisée n'a été prise.");
    screen.getByText(
      "Vous pouvez faire appel jusqu'au 4 déc. 2026. Un seul appel est possible, examiné par une autre personne que celle qui a décidé.",
    );

    // An empty message never leaves the page.
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'appel" }));
    await screen.findByText("Écrivez votre message d'appel.");
    expect(appeal).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Votre message'), 'Ce n’était pas une arnaque.');
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'appel" }));
    await waitFor(() =>
      expect(appeal).toHaveBeenCalledWith(DECISION_ID, null, 'Ce n’était pas une arnaque.'),
    );
    await screen.findByText("Appel en cours d'examen");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Faire appel' })),
    );
    expect(screen.queryByRole('button', { name: "Envoyer l'appel" })).toBeNull();
  });

  it('says when the window closed, shows a sent appeal, then its outcome as final', async () => {
    const one = vi
      .spyOn(decisionsApi, 'one')
      .mockResolvedValue(decision({ appeal: { ...decision().appeal, open: false } }));
    renderPage(member(), `/decisions/${DECISION_ID}`);
    await screen.findByText("Le délai d'appel a pris fin le 4 déc. 2026.");
    expect(screen.queryByRole('textbox')).toBeNull();
    cleanup();

    one.mockResolvedValue(appealed({}));
    renderPage(member(), `/decisions/${DECISION_ID}`);
    await screen.findByText("Appel en cours d'examen");
    screen.getByText('Ce n’était <i>pas</i> une arnaque.');
    expect(screen.queryByText('Cette décision est définitive.')).toBeNull();
    cleanup();

    one.mockResolvedValue(
      decision({
        sanctions: [
          {
            kind: 'video_removal',
            feature: null,
            until: null,
            endedAt: '2026-11-24T10:00:00.000Z',
            endedBecause: 'overturned',
          },
        ],
        appeal: appealed({
          status: 'overturned',
          reviewedAt: '2026-11-24T10:00:00.000Z',
          statement: 'La vidéo cite une offre réelle.',
        }).appeal,
      }),
    );
    renderPage(member(), `/decisions/${DECISION_ID}`);
    const section = await screen.findByRole('region', { name: 'Faire appel' });
    await within(section).findByText('Décision annulée');
    within(section).getByText('Examiné le 24 nov. 2026');
    within(section).getByText('La vidéo cite une offre réelle.');
    within(section).getByText('Cette décision est définitive.');
    screen.getByText('Levée le 24 nov. 2026 après appel');
  });

  it("passes the email's token through to both calls when signed out, and says an appeal already sent", async () => {
    const calls: { url: string; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({ url, method: init.method ?? 'GET' });
        if (init.method === 'POST')
          return new Response(JSON.stringify({ error: { code: 'appeal_exists', message: 'Exists.' } }), {
            status: 409,
          });
        return new Response(JSON.stringify(decision()), { status: 200 });
      }),
    );
    renderPage(null, `/decisions/${DECISION_ID}?token=t%2Bk%20n`);
    await userEvent.type(await screen.findByLabelText('Votre message'), 'Je conteste.');
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'appel" }));
    await screen.findByText('Vous avez déjà fait appel de cette décision : un seul appel est possible.');
    expect(calls).toEqual([
      { url: `/api/moderation/decisions/${DECISION_ID}?token=t%2Bk%20n`, method: 'GET' },
      { url: `/api/moderation/decisions/${DECISION_ID}/appeal?token=t%2Bk%20n`, method: 'POST' },
    ]);
    // Signed out, no way back to a list the member cannot open.
    expect(screen.queryByRole('link', { name: 'Toutes mes décisions' })).toBeNull();
  });

  it('asks a visitor without a token to sign in, and lists a member’s decisions', async () => {
    const one = vi.spyOn(decisionsApi, 'one');
    renderPage(null, `/decisions/${DECISION_ID}`);
    await screen.findByRole('link', { name: 'Se connecter' });
    expect(one).not.toHaveBeenCalled();
    cleanup();

    vi.spyOn(decisionsApi, 'mine').mockResolvedValue({ items: [appealed({})] });
    renderPage(member(), '/decisions');
    const link = await screen.findByRole('link', { name: new RegExp(`D-${DECISION_ID}`) });
    expect(link.getAttribute('href')).toBe(`/decisions/${DECISION_ID}`);
    screen.getByText('Retrait de la vidéo, Limitation de fonctionnalité (mise en ligne)');
    screen.getByText("Appel en cours d'examen");
  });

  it('says a decision that is not found (or a token that expired)', async () => {
    vi.spyOn(decisionsApi, 'one').mockRejectedValue(new ApiError(404, 'decision_not_found', 'Not found.'));
    renderPage(null, `/decisions/${DECISION_ID}?token=old`);
    await screen.findByText('Décision introuvable.');
  });
});
