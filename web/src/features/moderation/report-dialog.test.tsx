import type { Me } from '@domain/api/accounts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import { ReportButton } from './report-button';
import { reportsApi } from './reports-api';

const MEMBER: Me = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana_lima',
  displayName: 'Ana Lima',
  avatarUrl: null,
  emailVerified: true,
  twoFactorEnabled: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: [],
  abilities: { admin: false },
  plan: 'free',
};
const VIDEO = '3f1c2a52-9d1e-4f7b-8c1a-2b3c4d5e6f70';
const RECEIPT = { reference: 'R-ABCDEFGH23', status: 'open' as const, createdAt: '2026-11-27T10:00:00.000Z' };

function renderButton(
  user: Me | null,
  props: { itemKind: 'video' | 'channel'; durationS?: number },
  sanctions: NonNullable<Awaited<ReturnType<typeof authApi.session>>['sanctions']> = [],
) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user, sanctions });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [{ path: '/watch/:id', element: <ReportButton itemId={VIDEO} {...props} /> }],
    { initialEntries: [`/watch/${VIDEO}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The first click: the button; the dialog (loaded on demand) opens. */
async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Signaler' }));
  return screen.findByRole('dialog');
}
const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));

describe('report dialog', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a member’s report with a reason, a note and a time range, and shows the receipt', async () => {
    const send = vi.spyOn(reportsApi, 'send').mockResolvedValue(RECEIPT);
    renderButton(MEMBER, { itemKind: 'video', durationS: 90.4 });
    const dialog = await open();
    within(dialog).getByRole('heading', { name: 'Signaler cette vidéo' });
    // Every reason of the rules page, as radios; no visitor fields for a member.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(11);
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    within(dialog).getByText('La vidéo dure 1:30.');
    await userEvent.click(within(dialog).getByLabelText('Arnaque, hameçonnage, logiciel malveillant'));
    await userEvent.type(within(dialog).getByLabelText('Précisions (facultatif)'), 'Faux gains');
    await userEvent.type(within(dialog).getByLabelText('Début (mm:ss)'), '0:10');
    await userEvent.type(within(dialog).getByLabelText('Fin (mm:ss)'), '1:05');
    await submit(dialog);
    expect(send.mock.calls[0]?.[0]).toEqual({
      itemKind: 'video',
      itemId: VIDEO,
      reason: 'scam',
      note: 'Faux gains',
      range: { startS: 10, endS: 65 },
      reporter: null,
      locale: 'fr',
    });
    await screen.findByText('Signalement envoyé');
    screen.getByText('Référence : R-ABCDEFGH23');
    expect(screen.getByRole('link', { name: 'Voir mes signalements' }).getAttribute('href')).toBe('/reports');
  });

  it('checks the form before sending: a reason, a range within the video, and a visitor’s notice fields', async () => {
    const send = vi.spyOn(reportsApi, 'send').mockResolvedValue(RECEIPT);
    renderButton(null, { itemKind: 'video', durationS: 60 });
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('Début (mm:ss)'), '0:30');
    await userEvent.type(within(dialog).getByLabelText('Fin (mm:ss)'), '1:30');
    await submit(dialog);
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual([
      'Choisissez le motif du signalement.',
      "Le passage indiqué n'est pas valide : le début doit précéder la fin, dans la durée de la vidéo.",
      'Indiquez votre nom.',
      'Adresse email invalide.',
      'Cochez la déclaration de bonne foi pour envoyer le signalement.',
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a visitor’s notice with name, email and good faith, and says where the receipt went', async () => {
    const send = vi.spyOn(reportsApi, 'send').mockResolvedValue(RECEIPT);
    renderButton(null, { itemKind: 'channel' });
    const dialog = await open();
    within(dialog).getByRole('heading', { name: 'Signaler cette chaîne' });
    // A channel has no time range.
    expect(within(dialog).queryByLabelText('Début (mm:ss)')).toBeNull();
    await userEvent.click(within(dialog).getByLabelText('Spam ou manipulation des vues'));
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'Ana Lima');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await submit(dialog);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      itemKind: 'channel',
      reason: 'spam',
      range: null,
      reporter: { name: 'Ana Lima', email: 'ana@example.com', goodFaith: true },
    });
    expect((await screen.findByTestId('report-receipt')).textContent).toBe(
      'Un accusé de réception a été envoyé à ana@example.com.',
    );
  });

  it('tells a member whose reporting is limited why and until when, with the decision, instead of the form', async () => {
    const send = vi.spyOn(reportsApi, 'send');
    renderButton(MEMBER, { itemKind: 'video', durationS: 60 }, [
      {
        kind: 'feature_limit',
        scope: 'report',
        until: '2030-01-15T22:59:59.000Z',
        reason: 'report_misuse',
        decisionId: 'd-1',
      },
    ]);
    const dialog = await open();
    await within(dialog).findByText(
      /Vous ne pouvez pas signaler de contenu jusqu'au .*2030 \(Signalements abusifs\)/,
    );
    expect(within(dialog).getByRole('link', { name: 'Voir la décision' }).getAttribute('href')).toBe(
      '/decisions/d-1',
    );
    expect(within(dialog).queryByRole('button', { name: 'Envoyer le signalement' })).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('says why the server refused (a second open report)', async () => {
    vi.spyOn(reportsApi, 'send').mockRejectedValue(new ApiError(409, 'report_already_open', 'x'));
    renderButton(MEMBER, { itemKind: 'channel' });
    const dialog = await open();
    await userEvent.click(within(dialog).getByLabelText('Contenu illégal'));
    await submit(dialog);
    await within(dialog).findByText('Vous avez déjà un signalement en cours pour ce contenu.');
  });
});
