import type { PlaylistItem } from '@domain/api/playlists';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { PlaylistEditor } from './playlist-editor';
import { playlistsApi } from './playlists-api';

const LIST = '99999999-9999-4999-8999-999999999999';
const item = (id: string, title: string): PlaylistItem =>
  ({
    video: { id, title, durationS: 60, thumbnailUrl: null, posterUrl: null, channel: null },
    position: id,
    addedAt: '',
  }) as never;
const ITEMS = [item('a', 'Alpha'), item('b', 'Bravo'), item('c', 'Charlie')];

function renderEditor(editable = true) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PlaylistEditor
          playlistId={LIST}
          items={ITEMS}
          editable={editable}
          playHref={(id) => `/watch/${id}`}
        />
      </MemoryRouter>
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
}
const titles = () =>
  screen.getAllByTestId('playlist-item').map((li) => within(li).getAllByRole('link')[1]!.textContent);

describe('PlaylistEditor', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves with the buttons, sends "after this video", and announces the new place', async () => {
    const move = vi.spyOn(playlistsApi, 'move').mockResolvedValue(null);
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Descendre « Alpha »' }));
    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await waitFor(() => expect(move).toHaveBeenLastCalledWith(LIST, 'a', 'b'));
    expect(screen.getByText('« Alpha » déplacée en position 2 sur 3.').getAttribute('aria-live')).toBe(
      'polite',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Monter « Charlie »' }));
    await userEvent.click(screen.getByRole('button', { name: 'Monter « Charlie »' }));
    expect(titles()).toEqual(['Charlie', 'Bravo', 'Alpha']);
    await waitFor(() => expect(move).toHaveBeenLastCalledWith(LIST, 'c', null));
    expect(screen.getByRole('button', { name: 'Monter « Charlie »' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves with Alt+arrow keys and by dragging', async () => {
    const move = vi.spyOn(playlistsApi, 'move').mockResolvedValue(null);
    renderEditor();
    const rows = screen.getAllByTestId('playlist-item');
    fireEvent.keyDown(rows[2]!, { key: 'ArrowUp', altKey: true });
    expect(titles()).toEqual(['Alpha', 'Charlie', 'Bravo']);
    await waitFor(() => expect(move).toHaveBeenLastCalledWith(LIST, 'c', 'a'));
    const now = screen.getAllByTestId('playlist-item');
    fireEvent.dragStart(now[0]!);
    fireEvent.drop(now[2]!);
    expect(titles()).toEqual(['Charlie', 'Bravo', 'Alpha']);
    await waitFor(() => expect(move).toHaveBeenLastCalledWith(LIST, 'a', 'b'));
  });

  it('puts the order back when the server refuses the move', async () => {
    vi.spyOn(playlistsApi, 'move').mockRejectedValue(new ApiError(404, 'playlist_item_not_found', 'gone'));
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Descendre « Bravo »' }));
    await waitFor(() => expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']));
    expect((await screen.findByText("Cette vidéo n'est pas dans la playlist.")).textContent).toContain(
      'playlist',
    );
  });

  it('shows no reorder controls to someone who may not edit', () => {
    renderEditor(false);
    expect(screen.queryByRole('button', { name: /Monter|Descendre|Retirer/ })).toBeNull();
    expect(screen.getAllByTestId('playlist-item')[0]!.getAttribute('draggable')).toBe('false');
  });
});
