import type { SearchResults } from '@domain/api/search';
import type { VideoCard } from '@domain/api/videos';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { searchApi } from '@/features/search/search-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import SearchPage from './search';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const video = (n: number): VideoCard => ({
  id: `v${n}`,
  title: `Cuisine ${n}`,
  thumbnailUrl: null,
  posterUrl: null,
  durationS: 300,
  viewCount: n,
  likeCount: 0,
  monetized: n === 1,
  visibility: 'public',
  status: 'ready',
  publishedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  channel: null,
  owner: { id: 'u1', username: 'lea', displayName: 'Léa', avatarUrl: null },
});

const channel = {
  id: 'c1',
  name: 'Atelier Cuisine',
  description: 'Recettes du quotidien',
  topics: ['cooking'],
  imageUrl: null,
  subscriberCount: 1200,
  videoCount: 3,
  owner: { id: 'u1', username: 'lea', displayName: 'Léa', avatarUrl: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  abilities: { edit: false, delete: false, publish: false },
} satisfies SearchResults['channels'][number];

const results = (overrides: Partial<SearchResults> = {}): SearchResults => ({
  videos: [video(1), video(2)],
  channels: [channel],
  nextPage: null,
  approximate: false,
  ...overrides,
});

describe('search page', () => {
  let search: MockInstance<typeof searchApi.search>;
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
    search = vi.spyOn(searchApi, 'search');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows skeletons, then the channels and videos found, titled after the query', async () => {
    let answer!: (r: SearchResults) => void;
    search.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/search?q=cuisine');
    expect(screen.getByRole('status').textContent).toContain('Recherche en cours');
    expect(document.title).toBe('Recherche : cuisine · Kinora');
    expect(search).toHaveBeenCalledWith(
      { q: 'cuisine', type: 'all', duration: 'any', date: 'any', topic: null, sort: 'relevance' },
      1,
      'fr',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Résultats pour « cuisine »');
    act(() => answer(results()));
    await screen.findByText('Cuisine 1');
    expect(screen.queryByRole('status')).toBeNull();
    const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section')!;
    const channels = section('Chaînes');
    expect(within(channels).getByRole('link', { name: 'Atelier Cuisine' }).getAttribute('href')).toBe(
      '/channel/c1',
    );
    within(channels).getByText(/1,2 k abonnés/);
    const videos = section('Vidéos');
    expect(
      within(videos)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cuisine 1', 'Cuisine 2']);
    within(videos).getByText('Premium');
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('has no serious accessibility violation, with results and when empty', async () => {
    const serious = async () =>
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
    search.mockResolvedValue(results({ nextPage: 2, approximate: true }));
    renderAt('/search?q=cuisine&duration=short');
    await screen.findByText('Cuisine 1');
    expect(await serious()).toEqual([]);
    cleanup();
    search.mockResolvedValue(results({ videos: [], channels: [], suggestions: ['Atelier Cuisine'] }));
    renderAt('/search?q=cuisinne&topic=cooking');
    await screen.findByText('Essayez :');
    expect(await serious()).toEqual([]);
  });

  it('loads more results on "Afficher plus"', async () => {
    search.mockImplementation(async (_params, page) =>
      page === 1
        ? results({ videos: [video(1)], nextPage: 2 })
        : results({ videos: [video(2)], channels: [], nextPage: null }),
    );
    renderAt('/search?q=cuisine');
    await userEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    await screen.findByText('Cuisine 2');
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'cuisine' }), 2, 'fr');
    screen.getByText('Cuisine 1');
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('keeps filters and sort in the URL, and searches with them', async () => {
    search.mockResolvedValue(results());
    const router = renderAt('/search?q=cuisine&sort=bogus');
    await screen.findByText('Cuisine 1');
    // An unknown value in a hand-made link falls back to the default.
    expect(screen.getByLabelText('Trier par')).toHaveProperty('value', 'relevance');
    await userEvent.selectOptions(screen.getByLabelText('Durée'), 'short');
    await userEvent.selectOptions(screen.getByLabelText('Thème'), 'cooking');
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'views');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=cuisine&duration=short&sort=views&topic=cooking'),
    );
    expect(search).toHaveBeenLastCalledWith(
      { q: 'cuisine', type: 'all', duration: 'short', date: 'any', topic: 'cooking', sort: 'views' },
      1,
      'fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chaînes' }));
    expect(router.state.location.search).toContain('type=channels');
    expect(screen.getByRole('button', { name: 'Chaînes' }).getAttribute('aria-pressed')).toBe('true');
    // Duration and date describe videos: not offered when searching channels.
    expect(screen.queryByLabelText('Durée')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(router.state.location.search).toBe('?q=cuisine&type=channels&sort=views');
  });

  it('says when the results are only close spellings', async () => {
    search.mockResolvedValue(results({ approximate: true, correctedQuery: 'cuisine', channels: [] }));
    renderAt('/search?q=cusine');
    await screen.findByText('Aucun résultat exact pour « cusine » : voici les résultats pour « cuisine ».');
    cleanup();
    search.mockResolvedValue(results({ approximate: true, channels: [] }));
    renderAt('/search?q=cusine');
    await screen.findByText('Aucun résultat exact pour « cusine » : voici les résultats les plus proches.');
  });

  it('answers nothing found with suggestions to try, and a way out of the filters', async () => {
    search.mockResolvedValue(
      results({ videos: [], channels: [], suggestions: ['Aquarelle numéro 1', 'Atelier Aquarelle'] }),
    );
    const router = renderAt('/search?q=acuarela&date=week');
    await screen.findByRole('heading', { name: 'Aucun résultat pour « acuarela »' });
    screen.getByText('Essayez :');
    expect(screen.getByRole('link', { name: 'Atelier Aquarelle' }).getAttribute('href')).toBe(
      '/search?q=Atelier+Aquarelle',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Effacer les filtres' }).at(-1)!);
    expect(router.state.location.search).toBe('?q=acuarela');
  });

  it('shows an error with a retry', async () => {
    search.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom')).mockResolvedValue(results());
    renderAt('/search?q=cuisine');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Réessayer');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Cuisine 1');
  });

  it('explains a refused query instead of offering to retry it', async () => {
    search.mockRejectedValue(new ApiError(400, 'search_query_too_long', 'too long'));
    renderAt(`/search?q=${'x'.repeat(201)}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('La recherche est trop longue (200 caractères au maximum).');
  });

  it('asks for a query when there is none, without searching', async () => {
    renderAt('/search?q=%20');
    await screen.findByRole('heading', { name: 'Que cherchez-vous ?' });
    expect(search).not.toHaveBeenCalled();
  });
});
