import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ChaptersCard } from './chapters-card';
import { type VideoDetail, videosApi } from './videos-api';

const FOUND = [
  { startS: 0, title: 'Intro' },
  { startS: 30, title: 'Recette' },
  { startS: 70, title: 'Dégustation' },
];
const base = {
  id: '5f0c6d1e-2a3b-4c5d-9e6f-708192a3b4c5',
  durationS: 120,
  chapters: FOUND,
  chaptersByHand: false,
} as VideoDetail;

function renderCard(video: VideoDetail) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChaptersCard video={video} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
}

describe('chapters card', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lists the description's chapters, or says how to write them", async () => {
    renderCard(base);
    const list = screen.getByRole('list', { name: 'Chapitres' });
    expect(list.textContent).toBe('0:00Intro0:30Recette1:10Dégustation');
    await act(() => i18n.changeLanguage('en'));
    screen.getByText('Chapters found in the description:');
  });

  it('edits by hand from the keyboard: the domain rules say what is wrong, nothing is sent until valid', async () => {
    const update = vi.spyOn(videosApi, 'update').mockImplementation(async (_id, patch) => ({
      ...base,
      chapters: patch.chapters!,
      chaptersByHand: true,
    }));
    renderCard({ ...base, chapters: [] });
    screen.getByText(/Aucun chapitre dans la description/);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier à la main' }));
    // Three rows to start with, labelled for screen readers.
    expect(screen.getByLabelText('Début du chapitre 3')).toHaveProperty('value', '0:20');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les chapitres' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Chaque chapitre a besoin d’un titre.');

    for (const [n, title] of [
      [1, 'Intro'],
      [2, 'Milieu'],
      [3, 'Fin'],
    ] as const)
      await userEvent.type(screen.getByLabelText(`Titre du chapitre ${n}`), title);
    const second = screen.getByLabelText('Début du chapitre 2');
    await userEvent.clear(second);
    await userEvent.type(second, '0:05');
    expect(screen.getByRole('alert').textContent).toBe('Chaque chapitre doit durer au moins 10 secondes.');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(second);
    await userEvent.type(second, 'abc');
    expect(screen.getByRole('alert').textContent).toBe('Un temps n’est pas au format m:ss ou h:mm:ss.');
    await userEvent.clear(second);
    await userEvent.type(second, '0:10');
    expect(screen.queryByRole('alert')).toBeNull();

    // Add one with the keyboard, then remove it again.
    screen.getByRole('button', { name: 'Ajouter un chapitre' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Début du chapitre 4')).toHaveProperty('value', '0:30');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le chapitre 4' }));
    expect(screen.queryByLabelText('Début du chapitre 4')).toBeNull();

    expect(update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les chapitres' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(base.id, {
        chapters: [
          { startS: 0, title: 'Intro' },
          { startS: 10, title: 'Milieu' },
          { startS: 20, title: 'Fin' },
        ],
      }),
    );
  });

  it('hand chapters can go back to the description (PATCH null)', async () => {
    const update = vi.spyOn(videosApi, 'update').mockResolvedValue(base);
    renderCard({ ...base, chaptersByHand: true });
    expect(screen.getByLabelText('Titre du chapitre 2')).toHaveProperty('value', 'Recette');
    await userEvent.click(screen.getByRole('button', { name: 'Revenir aux chapitres de la description' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(base.id, { chapters: null }));
    await screen.findByRole('list', { name: 'Chapitres' });
  });

  it('has no serious accessibility violation, editor open with a problem shown', async () => {
    renderCard({ ...base, chaptersByHand: true });
    await userEvent.clear(screen.getByLabelText('Début du chapitre 2'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les chapitres' }));
    await screen.findByRole('alert');
    const { violations, passes } = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(passes.map((p) => p.id)).toEqual(expect.arrayContaining(['label', 'button-name']));
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});
