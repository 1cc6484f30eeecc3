import type { AppealQueueItem } from '@domain/api/moderation-decisions';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { AppealsQueue } from './appeals-queue';
import { decisionsApi } from './decisions-api';
import { StatementsExport } from './statements-export';
import { decision } from './test-fixtures';

const appeal = (id: string, reviewable: boolean): AppealQueueItem => ({
  id,
  decision: decision({
    appeal: {
      ...decision().appeal,
      open: false,
      status: 'open',
      message: `Message ${id}`,
      submittedAt: '2026-11-22T10:00:00.000Z',
    },
  }),
  member: { id: 'o1', username: 'createur' },
  decidedBy: { id: 'a1', username: reviewable ? 'autre_admin' : 'boss' },
  reviewable,
  submittedAt: '2026-11-22T10:00:00.000Z',
});

function renderQueue() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <AppealsQueue />
          <StatementsExport />
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the open appeals', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each appeal; only one the admin may review has the form, and it sends the outcome', async () => {
    let open = [appeal('a-mine', false), appeal('a-other', true)];
    vi.spyOn(decisionsApi, 'appeals').mockImplementation(async () => ({ items: open }));
    const review = vi.spyOn(decisionsApi, 'review').mockImplementation(async (id) => {
      open = open.filter((a) => a.id !== id);
      return decision();
    });
    renderQueue();
    const items = await screen.findAllByRole('listitem');
    const mine = items.find((li) => within(li).queryByText('Message a-mine'))!;
    const other = items.find((li) => within(li).queryByText('Message a-other'))!;
    within(mine).getByText(
      'Vous avez pris cette décision : un autre administrateur doit examiner cet appel.',
    );
    expect(within(mine).queryByRole('button')).toBeNull();
    within(mine).getByText('boss');
    within(other).getByText('createur');
    within(other).getByText('Retrait de la vidéo, Limitation de fonctionnalité (mise en ligne) ·', {
      exact: false,
    });

    // Neither outcome nor statement: refused on the page.
    await userEvent.click(within(other).getByRole('button', { name: "Enregistrer l'examen" }));
    await within(other).findByText("Choisissez de maintenir ou d'annuler la décision.");
    await userEvent.click(
      within(other).getByRole('radio', { name: 'Annuler la décision et lever ses sanctions' }),
    );
    await userEvent.type(within(other).getByLabelText("Motifs de l'examen"), 'Offre réelle.');
    await userEvent.click(within(other).getByRole('button', { name: "Enregistrer l'examen" }));
    await waitFor(() => expect(review).toHaveBeenCalledWith('a-other', 'overturned', 'Offre réelle.'));
    await waitFor(() => expect(screen.queryByText('Message a-other')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Appels en attente' }));
  });

  it('says an appeal another admin reviewed first', async () => {
    vi.spyOn(decisionsApi, 'appeals').mockResolvedValue({ items: [appeal('a1', true)] });
    vi.spyOn(decisionsApi, 'review').mockRejectedValue(
      new ApiError(409, 'appeal_already_reviewed', 'Reviewed.'),
    );
    renderQueue();
    await userEvent.click(await screen.findByRole('radio', { name: 'Maintenir la décision' }));
    await userEvent.type(screen.getByLabelText("Motifs de l'examen"), 'Règle claire.');
    await userEvent.click(screen.getByRole('button', { name: "Enregistrer l'examen" }));
    await screen.findByText('Cet appel a déjà été examiné.');
  });

  it('links the statements of a period as CSV and JSON, and refuses a period that ends before it starts', async () => {
    vi.spyOn(decisionsApi, 'appeals').mockResolvedValue({ items: [] });
    renderQueue();
    await screen.findByText('Aucun appel en attente.');
    const from = screen.getByLabelText('Du');
    const to = screen.getByLabelText('Au');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06-30');
    expect(screen.getByRole('link', { name: 'Télécharger en CSV' }).getAttribute('href')).toBe(
      '/api/admin/moderation/statements?from=2026-01-01&to=2026-06-30&format=csv',
    );
    expect(screen.getByRole('link', { name: 'Télécharger en JSON' }).getAttribute('href')).toBe(
      '/api/admin/moderation/statements?from=2026-01-01&to=2026-06-30&format=json',
    );
    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-31');
    screen.getByText('La date de début doit précéder la date de fin.');
    expect(screen.queryByRole('link', { name: 'Télécharger en CSV' })).toBeNull();
  });
});
