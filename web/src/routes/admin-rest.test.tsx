import type { Me } from '@domain/api/accounts';
import type { AdminContactMessage } from '@domain/api/admin-contact';
import type { AdminVideoRow } from '@domain/api/admin-videos';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactInboxApi } from '@/features/contact/contact-inbox-api';
import { outboxApi } from '@/features/mail/outbox-api';
import { adminVideosApi, EMPTY_ADMIN_VIDEO_FILTERS } from '@/features/videos/admin-videos-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import AdminConsentPage from './admin-consent';
import AdminContactPage from './admin-contact';
import AdminOutboxPage from './admin-outbox';
import AdminVideosPage from './admin-videos';

const admin: Me = {
  id: 'u1',
  email: 'boss@example.com',
  username: 'boss',
  displayName: 'Boss',
  avatarUrl: null,
  emailVerified: true,
  twoFactorEnabled: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: ['admin'],
  abilities: { admin: true },
  plan: 'free',
};

function renderAt(path: string, user: Me | null = admin) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      { path: '/admin/videos', element: <AdminVideosPage /> },
      { path: '/admin/contact', element: <AdminContactPage /> },
      { path: '/admin/consent', element: <AdminConsentPage /> },
      { path: '/admin/outbox', element: <AdminOutboxPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function expectAccessible() {
  const violations = (
    await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.map((v) => v.id)).toEqual([]);
}

const video = (n: number, extra: Partial<AdminVideoRow> = {}): AdminVideoRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Vidéo ${n}`,
  status: 'ready',
  visibility: 'public',
  monetized: false,
  owner: { id: 'o1', username: 'maker', email: 'maker@example.com' },
  channel: { id: 'c1', name: 'Cuisine' },
  views: 1234,
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  watchable: true,
  ...extra,
});

const message = (n: number, extra: Partial<AdminContactMessage> = {}): AdminContactMessage => ({
  id: `m${n}`,
  firstName: 'Ana',
  lastName: `Lima ${n}`,
  email: `ana${n}@example.com`,
  jobTitle: '',
  topic: 'press',
  message: `Bonjour <b>${n}</b>`,
  locale: 'en',
  memberId: null,
  state: 'unread',
  sentAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  handledAt: null,
  replies: [],
  ...extra,
});

describe('admin screens of issue 28 §4–6', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
    vi.spyOn(outboxApi, 'status').mockResolvedValue({ enabled: true });
  });
  afterEach(() => vi.restoreAllMocks());

  it('/admin/videos: the table, its filters sent to the server, and links only where the admin may go', async () => {
    const page = vi.spyOn(adminVideosApi, 'page').mockImplementation(async (filters, cursor) => ({
      items: cursor
        ? [video(3)]
        : filters.visibility === 'private'
          ? [video(2, { visibility: 'private', watchable: false, channel: null })]
          : [
              video(1, { monetized: true, status: 'failed' }),
              video(2, { visibility: 'private', watchable: false }),
            ],
      nextCursor: cursor ? null : 'next',
    }));
    renderAt('/admin/videos');
    const table = await screen.findByRole('table', { name: 'Liste des vidéos' });
    expect(page).toHaveBeenCalledWith(EMPTY_ADMIN_VIDEO_FILTERS, undefined);
    expect(within(table).getByRole('link', { name: 'Vidéo 1' }).getAttribute('href')).toBe(
      '/watch/00000000-0000-4000-8000-000000000001',
    );
    // A private video is not the admin's to open (the videos policy): no link.
    expect(within(table).queryByRole('link', { name: 'Vidéo 2' })).toBeNull();
    within(table).getByText('Échec');
    within(table).getByText('Monétisée');
    expect(within(table).getAllByText(/1\s234/)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await within(table).findByText('Vidéo 3');
    expect(page).toHaveBeenLastCalledWith(EMPTY_ADMIN_VIDEO_FILTERS, 'next');

    await userEvent.type(screen.getByLabelText('Rechercher'), 'maker');
    await userEvent.selectOptions(screen.getByLabelText('Visibilité'), 'private');
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'views');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith(
        { ...EMPTY_ADMIN_VIDEO_FILTERS, q: 'maker', visibility: 'private', sort: 'views' },
        undefined,
      ),
    );
    await waitFor(() => expect(screen.queryByText('Vidéo 1')).toBeNull());
    await expectAccessible();
  });

  it('/admin/contact: unread first as the server sends them, opening reads, a reply is sent and listed', async () => {
    let replied = false;
    vi.spyOn(contactInboxApi, 'page').mockImplementation(async () => ({
      items: [
        message(
          1,
          replied
            ? {
                state: 'handled',
                replies: [
                  {
                    id: 'r1',
                    authorEmail: 'boss@example.com',
                    body: 'Merci !',
                    sentAt: '2026-11-21T10:00:00.000Z',
                  },
                ],
              }
            : {},
        ),
        message(2, { state: 'read', readAt: '2026-11-20T11:00:00.000Z' }),
      ],
      nextCursor: null,
      unread: replied ? 0 : 1,
    }));
    const setState = vi.spyOn(contactInboxApi, 'setState').mockResolvedValue(message(1, { state: 'read' }));
    const reply = vi.spyOn(contactInboxApi, 'reply').mockImplementation(async () => {
      replied = true;
      return message(1, { state: 'handled' });
    });
    renderAt('/admin/contact');
    await screen.findByText('1 message non lu');
    const summaries = screen.getAllByText(/^Ana Lima/);
    expect(summaries.map((s) => s.textContent)).toEqual(['Ana Lima 1', 'Ana Lima 2']);
    await userEvent.click(summaries[0]!);
    await waitFor(() => expect(setState).toHaveBeenCalledWith('m1', 'read'));
    // Typed text is shown as text.
    screen.getByText('Bonjour <b>1</b>');
    const send = screen.getAllByRole('button', { name: 'Envoyer la réponse' })[0]!;
    await userEvent.click(send);
    screen.getByText('Écrivez votre réponse.');
    expect(reply).not.toHaveBeenCalled();
    await userEvent.type(screen.getAllByLabelText('Votre réponse')[0]!, 'Merci !');
    await userEvent.click(send);
    expect(reply).toHaveBeenCalledWith('m1', 'Merci !');
    await screen.findByText(/^Par boss@example\.com, le 21 nov\. 2026/);
    await screen.findByText('0 message non lu');
    await expectAccessible();
  });

  it('/admin/consent: exports the records for a range of days and says what each column holds', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderAt('/admin/consent');
    await screen.findByRole('heading', { level: 1, name: 'Preuves de consentement' });
    screen.getByText('anon_id');
    await userEvent.type(screen.getByLabelText('Du'), '2026-02-10');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(assign).toHaveBeenCalledWith('/api/admin/consent-records?from=2026-02-10');
    // An end before the start is refused on the form.
    assign.mockClear();
    await userEvent.type(screen.getByLabelText('Au'), '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    screen.getByText('La date de fin doit suivre la date de début.');
    expect(assign).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Au'));
    await userEvent.type(screen.getByLabelText('Au'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(assign).toHaveBeenCalledWith('/api/admin/consent-records?from=2026-02-10&to=2026-03-01');
    await expectAccessible();
  });

  it('/admin/outbox: newest first, a message’s headers, and its HTML only inside a frame without scripts', async () => {
    vi.spyOn(outboxApi, 'page').mockResolvedValue({
      items: [
        {
          id: '1764237600000-abcdef01',
          from: 'Kinora <no-reply@kinora.test>',
          to: 'ana@example.com',
          subject: 'Confirmez votre adresse',
          createdAt: '2026-11-27T10:00:00.000Z',
        },
      ],
      nextBefore: null,
    });
    vi.spyOn(outboxApi, 'message').mockResolvedValue({
      id: '1764237600000-abcdef01',
      from: 'Kinora <no-reply@kinora.test>',
      to: 'ana@example.com',
      subject: 'Confirmez votre adresse',
      createdAt: '2026-11-27T10:00:00.000Z',
      headers: [{ name: 'Reply-To', value: 'help@kinora.test' }],
      text: 'Texte brut',
      html: '<p id="mail-html">Bonjour</p><script>window.__pwned = true</script>',
    });
    renderAt('/admin/outbox');
    await userEvent.click(await screen.findByRole('button', { name: /Confirmez votre adresse/ }));
    const frame = (await screen.findByTitle(
      "Contenu HTML de l'e-mail (scripts désactivés)",
    )) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('mail-html');
    // Never injected in the page itself.
    expect(document.getElementById('mail-html')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    screen.getByText('help@kinora.test');
    await userEvent.click(screen.getByRole('button', { name: 'Texte' }));
    screen.getByText('Texte brut');
    await expectAccessible();
  });

  it('/admin/outbox with mail sent by SMTP says there is no outbox', async () => {
    vi.spyOn(outboxApi, 'page').mockRejectedValue(new ApiError(404, 'outbox_disabled', 'off'));
    renderAt('/admin/outbox');
    // (after the query's one retry)
    await screen.findByText(
      "Le courrier part par SMTP : il n'y a pas de boîte d'envoi locale.",
      {},
      { timeout: 4000 },
    );
  });

  it('are not found for members who are not admins', async () => {
    renderAt('/admin/contact', { ...admin, roles: [], abilities: { admin: false } });
    await screen.findByText('404');
  });
});
