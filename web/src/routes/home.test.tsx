import type { AdConfig } from '@domain/api/ads';
import type { Home } from '@domain/api/discovery';
import type { VideoCard } from '@domain/api/videos';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '@/app/router';
import { discoveryKeys } from '@/features/videos/discovery-api';
import i18n from '@/i18n';
import { adConfigKeys } from '@/lib/ad-config';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import { sessionKey } from '@/lib/use-session';
import { json } from '@/test/json-response';

const card = (id: string, title: string, extra: Partial<VideoCard> = {}): VideoCard => ({
  id,
  title,
  thumbnailUrl: null,
  posterUrl: null,
  durationS: 200,
  viewCount: 12,
  likeCount: 1,
  monetized: false,
  visibility: 'public',
  status: 'ready',
  publishedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  channel: { id: 'c1', name: 'Studio', imageUrl: null },
  owner: { id: 'u1', username: 'alice', displayName: 'Alice', avatarUrl: null },
  ...extra,
});
const ids = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const home: Home = {
  hero: { ...card(ids(1), 'Le grand concert'), description: 'Un concert inoubliable.' },
  trending: [card(ids(1), 'Le grand concert'), card(ids(2), 'Masterclass', { monetized: true })],
  themes: [{ theme: 'music', items: [card(ids(1), 'Le grand concert')] }],
  latest: { items: [card(ids(3), 'Nouveauté')], nextCursor: null },
  demoPreparing: false,
};

const NO_ADS: AdConfig = { show: false, network: null };

function renderHome(opts: { home?: Home; signedIn?: boolean; ads?: AdConfig | 'ask' }) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    sessionKey,
    opts.signedIn ? { id: 'u9', email: 'bob@example.com', username: 'bob', abilities: {} } : null,
  );
  if (opts.ads !== 'ask')
    queryClient.setQueryData(adConfigKeys.of(opts.signedIn ? 'u9' : null), opts.ads ?? NO_ADS);
  if (opts.home) queryClient.setQueryData(discoveryKeys.home, opts.home);
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createTestRouter('/')} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return queryClient;
}

afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('features a real video: watch now plays it, details opens it; rows by trend and theme', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderHome({ home });
    const hero = await screen.findByRole('region', { name: 'Le grand concert' });
    expect(within(hero).getByRole('link', { name: 'Regarder maintenant' }).getAttribute('href')).toBe(
      `/watch/${ids(1)}?autoplay=1`,
    );
    expect(within(hero).getByRole('link', { name: 'Détails' }).getAttribute('href')).toBe(`/watch/${ids(1)}`);
    const trending = screen.getByRole('region', { name: 'Tendances' });
    expect(within(trending).getAllByRole('listitem')).toHaveLength(2);
    within(trending).getByText('Premium');
    screen.getByRole('region', { name: 'Musique' });
    screen.getByRole('region', { name: 'Dernières vidéos' });
  });

  it("shows a member's continue watching with progress, and removes one", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.endsWith('/api/me/continue-watching'))
          return json({
            items: [{ video: card(ids(4), 'Commencée'), positionS: 100, watchedAt: '2026-11-22T10:00:00Z' }],
          });
        if (init?.method === 'DELETE') return json(null, 204);
        return json({}, 404);
      }),
    );
    renderHome({ home, signedIn: true });
    const row = await screen.findByRole('region', { name: 'Reprendre la lecture' });
    within(row).getByText('Regardée à 50 %');
    expect(within(row).getAllByRole('link', { name: 'Commencée' })[0]?.getAttribute('href')).toBe(
      `/watch/${ids(4)}?t=100`,
    );
    await userEvent.click(
      within(row).getByRole('button', { name: 'Retirer « Commencée » de Reprendre la lecture' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Reprendre la lecture' })).toBeNull());
    expect(calls).toContain(`DELETE /api/me/continue-watching/${ids(4)}`);
  });

  it('says the videos could not be loaded, and tries again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).endsWith('/api/home'))
          return fail ? json({ error: { code: 'internal_error' } }, 500) : json(home);
        return json({}, 404);
      }),
    );
    renderHome({});
    await screen.findByText("Les vidéos n'ont pas pu être chargées.", {}, { timeout: 5000 });
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('region', { name: 'Le grand concert' });
  });

  it('shows once the ad slot is known, so the slot never pushes the videos down', async () => {
    await act(() => i18n.changeLanguage('fr'));
    let answer: (config: AdConfig) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/api/ads')
          ? new Promise<Response>((resolve) => {
              answer = (config) => resolve(json(config));
            })
          : json({}, 404),
      ),
    );
    renderHome({ home, ads: 'ask' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    expect(screen.queryByRole('region', { name: 'Le grand concert' })).toBeNull();
    await act(async () => answer({ show: true, network: null }));
    const hero = await screen.findByRole('region', { name: 'Le grand concert' });
    const ad = screen.getByRole('region', { name: 'Publicité' });
    // In the order of the page: the slot is there from the first frame the videos are.
    expect(hero.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    screen.getByRole('region', { name: 'Dernières vidéos' });
  });

  it('is not held back when the ad settings cannot be read', async () => {
    await act(() => i18n.changeLanguage('fr'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'internal_error' } }, 500)),
    );
    renderHome({ home, ads: 'ask' });
    await screen.findByRole('region', { name: 'Le grand concert' });
    expect(screen.queryByRole('region', { name: 'Publicité' })).toBeNull();
  });

  it('shows the empty state when there is no video yet', async () => {
    renderHome({
      home: {
        hero: null,
        trending: [],
        themes: [],
        latest: { items: [], nextCursor: null },
        demoPreparing: false,
      },
    });
    await screen.findByText('Aucune vidéo pour le moment');
    screen.getByRole('heading', { level: 1, name: 'Regardez, publiez, gagnez.' });
  });

  it('says the demo is on its way, and shows its first videos by itself', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const empty = { hero: null, trending: [], themes: [], latest: { items: [], nextCursor: null } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/api/home') ? json(home) : json({}, 404),
      ),
    );
    renderHome({ home: { ...empty, demoPreparing: true } });
    expect(await screen.findByText('Les vidéos de démonstration arrivent')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Aucune vidéo pour le moment')).toBeNull();
    // The page looks again within seconds (no reload) and takes the videos in place.
    expect(await screen.findByRole('region', { name: 'Dernières vidéos' }, { timeout: 8000 })).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByText('Nouveauté')).toBeInstanceOf(HTMLElement);
  }, 15_000);

  it('offers newer videos behind a prompt instead of moving the page, and shows them when asked', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const newer: Home = {
      ...home,
      latest: { items: [card(ids(5), 'Toute fraîche'), card(ids(3), 'Nouveauté')], nextCursor: null },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/api/home') ? json(newer) : json({}, 404),
      ),
    );
    const client = renderHome({ home });
    const latest = await screen.findByRole('region', { name: 'Dernières vidéos' });
    await act(() => client.refetchQueries({ queryKey: discoveryKeys.home }));
    const prompt = await screen.findByRole('button', { name: '1 nouvelle vidéo' });
    expect(within(latest).queryByText('Toute fraîche')).toBeNull();
    await userEvent.click(prompt);
    expect(
      await within(screen.getByRole('region', { name: 'Dernières vidéos' })).findByText('Toute fraîche'),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: '1 nouvelle vidéo' })).toBeNull();
  });
});
