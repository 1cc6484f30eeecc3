import type { ModerationItemDetail } from '@domain/api/moderation';
import { decideInputSchema } from '@domain/moderation-decisions';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { decisionsApi } from './decisions-api';
import { ModerationItem } from './moderation-item';
import { moderationApi } from './moderation-queue-api';
import { decision } from './test-fixtures';

const detail = (patch: Partial<ModerationItemDetail> = {}): ModerationItemDetail => ({
  id: 'i1',
  kind: 'video',
  targetId: 'v1',
  title: 'Vidéo douteuse',
  owner: { id: 'o1', username: 'createur' },
  openReports: 3,
  previewPath: '/watch/v1',
  body: null,
  reports: (['spam', 'scam', 'scam'] as const).map((reason, i) => ({
    reference: `R-${i}`,
    reason,
    note: '',
    range: null,
    status: 'open',
    createdAt: '2026-11-21T10:00:00.000Z',
    closedAt: null,
    reporter: { kind: 'member', id: `m${i}`, username: `veilleur${i}` },
  })),
  ownerHistory: [],
  decisions: [],
  ...patch,
});

function renderItem() {
  const router = createMemoryRouter([{ path: '*', element: <ModerationItem id="i1" onBack={() => {}} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the decide form', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses an incomplete decision before any request, each error beside its field', async () => {
    vi.spyOn(moderationApi, 'item').mockResolvedValue(detail());
    const decide = vi.spyOn(decisionsApi, 'decide');
    renderItem();
    const submit = await screen.findByRole('button', { name: 'Appliquer la décision' });
    await userEvent.click(submit);
    await screen.findByText('Choisissez au moins une sanction.');
    screen.getByText('Décrivez les faits.');
    screen.getByText('Expliquez pourquoi le contenu enfreint la règle.');
    screen.getByText('Cochez la confirmation pour appliquer la décision.');
    // A suspension without its end date is refused too.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Suspension temporaire' }));
    await userEvent.click(submit);
    await screen.findByText('La date de fin doit être dans le futur, à moins de dix ans.');
    expect(decide).not.toHaveBeenCalled();
  });

  it('sends what decideInputSchema accepts, shows the decision as the member reads it, and the history', async () => {
    let decided = false;
    vi.spyOn(moderationApi, 'item').mockImplementation(async () =>
      detail(decided ? { openReports: 0, decisions: [decision()] } : {}),
    );
    const decide = vi.spyOn(decisionsApi, 'decide').mockImplementation(async () => {
      decided = true;
      return decision();
    });
    renderItem();
    // The ground defaults to the reason most reported.
    const reason = (await screen.findByLabelText('Règle enfreinte')) as HTMLSelectElement;
    expect(reason.value).toBe('scam');
    // A channel has no video to remove; a video lists every sanction.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Retrait de la vidéo' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Démonétisation' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Définitive' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Limitation de fonctionnalité' }));
    await userEvent.selectOptions(screen.getByLabelText('Fonctionnalité'), 'comment');
    await userEvent.type(screen.getByLabelText("Jusqu'au"), '2030-01-15');
    await userEvent.type(screen.getByLabelText('Fondement légal (facultatif)'), 'Art. 313-1 du code pénal');
    await userEvent.type(screen.getByLabelText('Les faits'), 'Promesse de gains garantis à 1:12.');
    screen.getByText(/34 \/ 5000 caractères/);
    await userEvent.type(screen.getByLabelText('Explication'), 'Arnaque au sens des règles.');
    await userEvent.click(screen.getByRole('checkbox', { name: /Je confirme cette décision/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer la décision' }));

    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    const [itemId, sent] = decide.mock.calls[0]!;
    expect(itemId).toBe('i1');
    expect(decideInputSchema.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({
      sanctions: [
        { kind: 'video_removal' },
        { kind: 'demonetisation', until: null },
        { kind: 'feature_limit', feature: 'comment' },
      ],
      reason: 'scam',
      legalGround: 'Art. 313-1 du code pénal',
      facts: 'Promesse de gains garantis à 1:12.',
      explanation: 'Arnaque au sens des règles.',
    });
    const limit = sent.sanctions[2] as { until: string };
    expect(new Date(limit.until).getFullYear()).toBe(2030);

    const result = await screen.findByRole('heading', { name: /Décision D-.* prise/ });
    await waitFor(() => expect(document.activeElement).toBe(result));
    screen.getByText("Aucune décision automatisée n'a été prise.");
    const history = screen.getByRole('region', { name: 'Décisions sur ce contenu' });
    within(history).getByText('Limitation de fonctionnalité (mise en ligne)');
    expect(within(history).getAllByText('En vigueur')).toHaveLength(2);
    // No open report left: neither dismiss nor decide (the server would refuse), the result stays.
    expect(screen.queryByRole('button', { name: 'Appliquer la décision' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Classer sans suite' })).toBeNull();
  });

  it("says why the server refused, in the admin's language", async () => {
    vi.spyOn(moderationApi, 'item').mockResolvedValue(detail({ kind: 'channel' }));
    vi.spyOn(decisionsApi, 'decide').mockRejectedValue(new ApiError(400, 'sanction_invalid', 'Invalid.'));
    renderItem();
    await screen.findByRole('checkbox', { name: 'Bannissement définitif' });
    expect(screen.queryByRole('checkbox', { name: 'Retrait de la vidéo' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bannissement définitif' }));
    await userEvent.type(screen.getByLabelText('Les faits'), 'Faits.');
    await userEvent.type(screen.getByLabelText('Explication'), 'Raison.');
    await userEvent.click(screen.getByRole('checkbox', { name: /Je confirme cette décision/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer la décision' }));
    await screen.findByText("Cette sanction n'est pas valide.");
  });
});
