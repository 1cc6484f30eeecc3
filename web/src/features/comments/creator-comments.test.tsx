import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { FAKE_VIDEO, fakeComment } from '@/test/fake-comments-api';
import { json } from '@/test/json-response';
import { CommentSettingsCard } from './comment-settings-card';
import { CreatorComments } from './creator-comments';

const calls: { method: string; path: string; body: unknown }[] = [];
const mount = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe("the creator's comment tools", () => {
  let held = [
    {
      ...fakeComment({ text: 'à vérifier vers 0:10', status: 'held' }),
      video: { id: FAKE_VIDEO, title: 'Mon film' },
    },
  ];
  let words = ['arnaque'];
  let policy = 'open';
  beforeEach(async () => {
    calls.length = 0;
    held = [
      {
        ...fakeComment({ text: 'à vérifier vers 0:10', status: 'held' }),
        video: { id: FAKE_VIDEO, title: 'Mon film' },
      },
    ];
    words = ['arnaque'];
    policy = 'open';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input).split('?')[0]!;
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        calls.push({ method, path, body });
        if (path === '/api/me/comments/held') return json({ items: held, nextCursor: null });
        if (path === '/api/me/comments/watched-words') {
          if (method === 'PUT') words = body.words;
          return json({ words });
        }
        if (path.endsWith('/approve')) {
          held = [];
          return json(fakeComment({ text: 'à vérifier' }));
        }
        if (path === `/api/videos/${FAKE_VIDEO}/comment-settings`) {
          if (method === 'PATCH') policy = body.policy;
          return json({ policy });
        }
        return json({ error: { code: 'not_found', message: 'x' } }, 404);
      }),
    );
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('approves a held comment from the queue, which then says nothing waits', async () => {
    mount(<CreatorComments />);
    const queue = (await screen.findByRole('heading', { name: 'Commentaires en attente' })).closest(
      '#held-comments',
    )!;
    expect(await within(queue as HTMLElement).findByText(/à vérifier vers/)).toBeInstanceOf(HTMLElement);
    // No player on the dashboard: a timecode stays text.
    expect(within(queue as HTMLElement).queryByRole('button', { name: /0:10/ })).toBeNull();
    expect(within(queue as HTMLElement).getByRole('link', { name: 'Sur « Mon film »' })).toBeInstanceOf(
      HTMLElement,
    );
    await userEvent.click(within(queue as HTMLElement).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText("Aucun commentaire n'attend votre approbation.")).toBeInstanceOf(
      HTMLElement,
    );
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/approve'))).toBe(true);
  });

  it('saves the watched words, one per line, trimmed', async () => {
    mount(<CreatorComments />);
    const box = await screen.findByRole('textbox', { name: 'Mots ou expressions, un par ligne' });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('arnaque'));
    await userEvent.type(box, '\n  lien gratuit  \n\n');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les mots' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ words: ['arnaque', 'lien gratuit'] }),
    );
  });

  it('changes the video comment policy', async () => {
    mount(<CommentSettingsCard videoId={FAKE_VIDEO} />);
    const select = await screen.findByRole('combobox', { name: 'Qui peut commenter' });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('open'));
    await userEvent.selectOptions(select, 'Soumis à mon approbation');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('held'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ policy: 'held' });
  });
});
