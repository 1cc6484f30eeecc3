import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { registerSeek } from '@/lib/player-seek';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import { FAKE_VIDEO, FakeCommentsApi, fakeComment } from '@/test/fake-comments-api';
import { FakeSocket } from '@/test/fake-socket';
import CommentsSection from './comments-section';

let server: FakeCommentsApi;

function renderSection(member: { id: string } | null, linkedCommentId?: string) {
  const client = createQueryClient();
  client.setQueryData(
    sessionKey,
    member ? { ...member, email: 'm@example.com', username: 'moi', abilities: {} } : null,
  );
  server.session.user = member;
  const router = createMemoryRouter(
    [
      {
        path: '/watch/:id',
        element: (
          <CommentsSection
            videoId={FAKE_VIDEO}
            creatorName="Studio Lumière"
            linkedCommentId={linkedCommentId}
          />
        ),
      },
      { path: '/decisions/:id', element: <p>decision page</p> },
    ],
    { initialEntries: [`/watch/${FAKE_VIDEO}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const threads = () => screen.getByRole('list', { name: 'Commentaires' });

describe('comments section', () => {
  beforeEach(async () => {
    server = new FakeCommentsApi();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders a comment as text: markup stays text, only http(s) links, timecodes seek the player', async () => {
    server.comments = [
      fakeComment({
        text: '<script>window.hacked=1</script> <b>gras</b> voir https://exemple.fr/a. javascript:alert(1) à 1:23 avec @camille',
      }),
    ];
    const seek = vi.fn();
    const unregister = registerSeek(FAKE_VIDEO, seek);
    renderSection(null);
    const text = await screen.findByText(/window\.hacked/);
    expect(text.closest('[data-testid="comment-text"]')?.textContent).toContain(
      '<script>window.hacked=1</script>',
    );
    expect(
      document.querySelector('[data-testid="comment-text"] script, [data-testid="comment-text"] b'),
    ).toBeNull();
    const links = within(threads()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://exemple.fr/a']);
    expect(links[0]!.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('@camille').tagName).toBe('SPAN');
    await userEvent.click(screen.getByRole('button', { name: 'Aller à 1:23 dans la vidéo' }));
    expect(seek).toHaveBeenCalledWith(83);
    unregister();
  });

  it("shows the comment a notification links to first, with its thread's head, and says when it is gone", async () => {
    server.pageSize = 1;
    const head = fakeComment({ text: 'le début du fil', likeCount: 1 });
    const reply = fakeComment({ text: 'la réponse qui me mentionne', parentId: head.id });
    server.comments = [fakeComment({ text: 'le plus aimé', likeCount: 50 }), head, reply];
    renderSection(null, reply.id);
    const linked = await screen.findByRole('region', { name: 'Commentaire mis en avant' });
    expect(
      within(linked)
        .getAllByTestId('comment-text')
        .map((p) => p.textContent),
    ).toEqual(['le début du fil', 'la réponse qui me mentionne']);
    // The first page (one comment) holds neither of them.
    expect(
      within(threads())
        .getAllByTestId('comment-text')
        .map((p) => p.textContent),
    ).toEqual(['le plus aimé']);
  });

  it('says so when the linked comment is gone', async () => {
    server.comments = [fakeComment({ text: 'un autre' })];
    renderSection(null, '99999999-9999-4999-8999-999999999999');
    expect((await screen.findByText("Ce commentaire n'est plus disponible.")).tagName).toBe('P');
  });

  it('pages with the cursor, shows the exact total and switches to newest first', async () => {
    server.pageSize = 2;
    server.comments = [
      fakeComment({ text: 'premier', likeCount: 9 }),
      fakeComment({ text: 'deuxième', likeCount: 5 }),
      fakeComment({ text: 'troisième', likeCount: 1 }),
    ];
    renderSection(null);
    expect(await screen.findByRole('heading', { name: '3 commentaires' })).toBeInstanceOf(HTMLElement);
    expect(
      within(threads())
        .getAllByTestId('comment-text')
        .map((p) => p.textContent),
    ).toEqual(['premier', 'deuxième']);
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(within(threads()).getAllByTestId('comment-text')).toHaveLength(3));
    expect(server.requests.some((r) => r.path.endsWith('/comments') && r.method === 'GET')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Les plus récents' }));
    await waitFor(() =>
      expect(
        within(threads())
          .getAllByTestId('comment-text')
          .map((p) => p.textContent),
      ).toEqual(['troisième', 'deuxième']),
    );
    expect(screen.queryByRole('link', { name: 'Connectez-vous pour commenter' })).toBeInstanceOf(HTMLElement);
  });

  it('posts a comment, counts near the limit and refuses a text over it', async () => {
    renderSection({ id: 'me' });
    const box = await screen.findByRole('textbox', { name: 'Ajouter un commentaire…' });
    await userEvent.type(box, 'Superbe vidéo');
    await userEvent.click(screen.getByRole('button', { name: 'Commenter' }));
    expect(await within(threads()).findByText('Superbe vidéo')).toBeInstanceOf(HTMLElement);
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ text: 'Superbe vidéo' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    // Own comment: edit and delete are offered.
    expect(within(threads()).getByRole('button', { name: /Modifier/ })).toBeInstanceOf(HTMLElement);
    fireEvent.change(box, { target: { value: 'a'.repeat(4600) } });
    expect(screen.getByText(/^4.600 \/ 5.000 caractères$/)).toBeInstanceOf(HTMLElement);
    fireEvent.change(box, { target: { value: 'a'.repeat(5001) } });
    expect(screen.getByRole('button', { name: 'Commenter' })).toHaveProperty('disabled', true);
  });

  it('answers a reply in its thread, starting with the @name of its author', async () => {
    const top = fakeComment({ text: 'question' });
    const reply = fakeComment({ text: 'réponse de bob', parentId: top.id });
    reply.author = { ...reply.author, username: 'bob', displayName: 'Bob' };
    server.comments = [top, reply];
    renderSection({ id: 'me' });
    await userEvent.click(await screen.findByRole('button', { name: 'Afficher la réponse' }));
    const replies = await screen.findByRole('list', { name: `Réponses à ${top.author.displayName}` });
    await userEvent.click(within(replies).getByRole('button', { name: 'Répondre' }));
    const box = screen.getByRole('textbox', { name: `Répondre à ${top.author.displayName}…` });
    expect((box as HTMLTextAreaElement).value).toBe('@bob ');
    await userEvent.type(box, 'merci');
    await userEvent.click(within(box.closest('form')!).getByRole('button', { name: 'Répondre' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        text: '@bob merci',
        parentId: top.id,
      }),
    );
    expect(await within(replies).findByText(/merci/)).toBeInstanceOf(HTMLElement);
    // Escape closes a reply composer; Ctrl+Enter sends.
    await userEvent.click(within(replies).getAllByRole('button', { name: 'Répondre' })[0]!);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: `Répondre à ${top.author.displayName}…` })).toBeNull();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Ajouter un commentaire…' }),
      'vite{Control>}{Enter}{/Control}',
    );
    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ text: 'vite' }),
    );
  });

  it("shows only the buttons a comment's abilities allow, and the creator pins, hearts and deletes", async () => {
    const theirs = fakeComment({ text: 'le leur' });
    const pinnable = fakeComment({
      text: 'sur ma vidéo',
      abilities: { edit: false, delete: true, pin: true, heart: true, reply: true, report: true },
    });
    server.comments = [theirs, pinnable];
    renderSection({ id: 'me' });
    const [first, second] = await within(
      await screen.findByRole('list', { name: 'Commentaires' }),
    ).findAllByRole('article');
    for (const name of ['Modifier', 'Supprimer', 'Épingler', 'Coup de cœur'])
      expect(within(first!).queryByRole('button', { name })).toBeNull();
    await userEvent.click(within(second!).getByRole('button', { name: 'Épingler' }));
    expect(await screen.findByText('Épinglé par Studio Lumière')).toBeInstanceOf(HTMLElement);
    const pinned = screen.getByText('Épinglé par Studio Lumière').closest('article')!;
    await userEvent.click(within(pinned).getByRole('button', { name: 'Coup de cœur' }));
    await waitFor(() =>
      expect(within(pinned).getByRole('button', { name: 'Coup de cœur' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await userEvent.click(within(pinned).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('sur ma vidéo')).toBeNull());
    expect(
      server.requests.some((r) => r.method === 'DELETE' && r.path === `/api/comments/${pinnable.id}`),
    ).toBe(true);
  });

  it('says comments are closed instead of offering the composer', async () => {
    server.policy = 'closed';
    server.canPost = false;
    renderSection({ id: 'me' });
    expect(await screen.findByText('Les commentaires sont fermés pour cette vidéo.')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the sanction that takes commenting away, from the session, with its date and decision', async () => {
    server.canPost = false;
    server.session.sanctions = [
      {
        kind: 'feature_limit',
        scope: 'comment',
        until: '2026-12-24T10:00:00.000Z',
        reason: 'spam',
        decisionId: 'd-42',
      },
    ];
    renderSection({ id: 'me' });
    expect(await screen.findByText(/Vous ne pouvez pas commenter jusqu'au/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Voir la décision' }).getAttribute('href')).toBe(
      '/decisions/d-42',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a post refused by a sanction says until when, with the decision', async () => {
    server.postError = {
      status: 403,
      code: 'comment_not_allowed',
      details: { kind: 'suspension', scope: 'all', until: null, reason: null, decisionId: 'd-7' },
    };
    renderSection({ id: 'me' });
    await userEvent.type(await screen.findByRole('textbox'), 'bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Commenter' }));
    expect(await screen.findByText(/Vous ne pouvez plus commenter/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Voir la décision' }).getAttribute('href')).toBe(
      '/decisions/d-7',
    );
  });

  it('a comment posted elsewhere appears over the realtime socket, without reloading', async () => {
    server.comments = [fakeComment({ text: 'déjà là' })];
    renderSection(null);
    expect(await screen.findByText('déjà là')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.instances.at(-1)!;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'follow-video', videoId: FAKE_VIDEO });
    const fresh = fakeComment({ text: 'tout frais' });
    server.comments.push(fresh);
    act(() =>
      socket.push({ type: 'comment.created', videoId: FAKE_VIDEO, commentId: fresh.id, parentId: null }),
    );
    expect(await screen.findByText('tout frais', {}, { timeout: 1000 })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('heading', { name: '2 commentaires' })).toBeInstanceOf(HTMLElement);
    // Another video's event changes nothing.
    server.comments = [];
    act(() =>
      socket.push({ type: 'comment.removed', videoId: 'other', commentId: fresh.id, parentId: null }),
    );
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByText('tout frais')).toBeInstanceOf(HTMLElement);
  });
});
