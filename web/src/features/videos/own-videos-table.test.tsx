import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { OwnVideosTable, type SortState } from './own-videos-table';
import type { OwnVideo } from './videos-api';

const video = (id: string, title: string, extra: Partial<OwnVideo> = {}): OwnVideo => ({
  id,
  title,
  thumbnailUrl: `/files/thumbnails/${id}.webp`,
  posterUrl: null,
  durationS: 75,
  viewCount: 1234,
  likeCount: 3,
  monetized: false,
  visibility: 'public',
  status: 'ready',
  publishedAt: '2025-03-01T10:00:00.000Z',
  createdAt: '2025-03-01T09:00:00.000Z',
  channel: { id: 'c1', name: 'Atelier Code', imageUrl: null },
  owner: { id: 'u1', username: 'ada', displayName: 'Ada', avatarUrl: null },
  progress: 100,
  failureReason: null,
  moderation: { removedDecisionId: null, demonetisation: null },
  ...extra,
});

const VIDEOS = [
  video('v1', 'Python pour débutants'),
  video('v2', 'Trois accords de guitare', { status: 'processing', progress: 40, visibility: 'private' }),
];

function renderTable(
  props: { sort?: SortState; onSort?(next: SortState): void } = {},
  videos: OwnVideo[] = VIDEOS,
) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <OwnVideosTable
            videos={videos}
            renderDelete={(v) => <button type="button">{`Supprimer « ${v.title} »`}</button>}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
}

/** The phone layout (shown below `md`) and the table (from `md` on). */
const layouts = () => {
  const cards = screen.getByRole('list');
  const table = screen.getByRole('table');
  return { cards, table };
};

describe('own videos table', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });

  it('shows each video as a card on a phone and as a row from md on, with edit and delete in both', () => {
    renderTable();
    const { cards, table } = layouts();
    // Exactly one of the two is displayed at any width.
    expect(cards.closest('.md\\:hidden')).not.toBeNull();
    expect(table.closest('.hidden.md\\:block')).not.toBeNull();
    for (const container of [cards, table]) {
      const scope = within(container);
      for (const v of VIDEOS) {
        expect(scope.getByRole('link', { name: `Modifier « ${v.title} »` }).getAttribute('href')).toBe(
          `/video/${v.id}/edit`,
        );
        scope.getByRole('button', { name: `Supprimer « ${v.title} »` });
        expect(scope.getByRole('link', { name: v.title }).getAttribute('href')).toBe(`/watch/${v.id}`);
      }
    }
  });

  it('gives each card its thumbnail, status, visibility, views and channel', () => {
    renderTable();
    const [first, second] = within(layouts().cards).getAllByRole('listitem');
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/files/thumbnails/v1.webp');
    within(first!).getByText('Publiée');
    within(first!).getByText('Publique');
    within(first!).getByText(/^1,2\s?k vues$/);
    within(first!).getByText('Atelier Code');
    within(second!).getByText('Traitement 40 %');
    within(second!).getByText('Privée');
  });

  it('sorts on a phone with a menu and an order button, as the column headers do on a wide screen', async () => {
    const onSort = vi.fn();
    renderTable({ sort: { sort: 'created', order: 'desc' }, onSort });
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Vues');
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'views', order: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Ordre décroissant (inverser)' }));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'created', order: 'asc' });
    await userEvent.click(within(layouts().table).getByRole('button', { name: 'Vues' }));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'views', order: 'desc' });
  });

  describe('monetization and who can watch', () => {
    const ACCESS = [
      video('free', 'Python pour débutants'),
      video('paid', 'Masterclass guitare', { monetized: true }),
      video('private-paid', 'Brouillon payant', { monetized: true, visibility: 'private' }),
      // Public but not published yet (processing its first rendition): nobody else can watch it yet.
      video('new', 'Tout juste envoyée', { publishedAt: null, status: 'processing', progress: 10 }),
    ];
    const cell = (scope: HTMLElement, title: string) =>
      scope.tagName === 'TABLE'
        ? within(scope).getByRole('link', { name: title }).closest('tr')!
        : within(scope).getByRole('link', { name: title }).closest('li')!;

    it('marks monetized videos and says who can watch each, on a phone and in the table', () => {
      renderTable({}, ACCESS);
      for (const scope of Object.values(layouts())) {
        const free = within(cell(scope, 'Python pour débutants'));
        expect(free.queryByText('Monétisée')).toBeNull();
        free.getByText('Tout le monde peut la regarder');
        const paid = within(cell(scope, 'Masterclass guitare'));
        paid.getByText('Monétisée');
        paid.getByText('Réservée aux membres Premium');
        const hidden = within(cell(scope, 'Brouillon payant'));
        hidden.getByText('Monétisée');
        hidden.getByText('Vous seul pouvez la voir');
        within(cell(scope, 'Tout juste envoyée')).getByText('Vous seul pouvez la voir');
      }
    });

    it('says it in the member language', async () => {
      await act(() => i18n.changeLanguage('en'));
      renderTable({}, ACCESS);
      const row = within(cell(layouts().table, 'Masterclass guitare'));
      row.getByText('Monetized');
      row.getByText('Premium members only');
      within(cell(layouts().table, 'Python pour débutants')).getByText('Everyone can watch it');
      within(cell(layouts().cards, 'Brouillon payant')).getByText('Only you can see it');
    });
  });
});
