import type { AdConfig } from '@domain/api/ads';
import type { VideoDetail } from '@domain/api/videos';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '@/app/router';
import i18n from '@/i18n';
import { adConfigKeys } from '@/lib/ad-config';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import { sessionKey } from '@/lib/use-session';
import { FakeSocket } from '@/test/fake-socket';
import { json } from '@/test/json-response';

const id = '00000000-0000-4000-8000-0000000000aa';
const NO_ADS: AdConfig = { show: false, network: null };

const detail: VideoDetail = {
  id,
  title: 'Le film du dimanche',
  description: '',
  chapters: [],
  thumbnailUrl: null,
  posterUrl: null,
  durationS: 200,
  viewCount: 0,
  likeCount: 0,
  monetized: true,
  visibility: 'public',
  status: 'processing',
  publishedAt: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  channel: { id: 'c1', name: 'Studio', imageUrl: null },
  owner: { id: 'u1', username: 'alice', displayName: 'Alice', avatarUrl: null },
  progress: 30,
  failureReason: null,
  replacing: false,
  access: 'locked',
  likedByMe: false,
  resumeAtS: 0,
  playback: null,
  abilities: { play: false, like: false, edit: false, delete: false },
  moderation: null,
};

afterEach(() => vi.unstubAllGlobals());

function renderWatch(member: { id: string } | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    sessionKey,
    member ? { ...member, email: 'a@example.com', username: 'alice', abilities: {} } : null,
  );
  queryClient.setQueryData(adConfigKeys.of(member?.id ?? null), NO_ADS);
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createTestRouter(`/watch/${id}`)} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('watch page', () => {
  it('says a video opened before it plays is coming soon, then turns into it when the server says so', async () => {
    await act(() => i18n.changeLanguage('fr'));
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    let available = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith(`/api/videos/${id}`))
          return available
            ? json(detail)
            : json({ error: { code: 'video_coming_soon', message: 'soon' } }, 404);
        return json({}, 404);
      }),
    );
    renderWatch(null);
    expect(
      await screen.findByRole('heading', { name: 'Cette vidéo sera bientôt disponible' }),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(/Page introuvable|Page not found/)).toBeNull();
    // The page follows the video on the socket; the server announces it plays.
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.instances.at(-1)!;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'follow-video', videoId: id });
    available = true;
    act(() => socket.push({ type: 'video.available', videoId: id }));
    expect(await screen.findByRole('heading', { name: 'Le film du dimanche' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Cette vidéo sera bientôt disponible')).toBeNull();
  });

  it("plays the owner's new video as soon as its first quality is stored, with the rest's progress beside it", async () => {
    await act(() => i18n.changeLanguage('fr'));
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    const mine = {
      ...detail,
      monetized: false,
      access: 'watch' as const,
      publishedAt: null,
      abilities: { play: true, like: true, edit: true, delete: true },
    };
    let current: VideoDetail = mine;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith(`/api/videos/${id}`) ? json(current) : json({}, 404),
      ),
    );
    renderWatch({ id: 'u1' });
    expect(await screen.findByText('Traitement en cours… 30 %', {}, { timeout: 5000 })).toBeInstanceOf(
      HTMLElement,
    );
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.instances.at(-1)!;
    act(() => socket.open());
    // Progress events alone change the numbers, not the page (and keep restarting the 5 s poll).
    act(() => socket.push({ type: 'video.updated', videoId: id, status: 'processing', progress: 33 }));
    expect(await screen.findByText('Traitement en cours… 33 %')).toBeInstanceOf(HTMLElement);
    current = {
      ...mine,
      progress: 35,
      publishedAt: '2026-11-27T10:00:10.000Z',
      playback: {
        masterUrl: `/api/stream/${id}/t/master.m3u8`,
        token: 't',
        qualities: [240],
        lockedQualities: [],
        expiresAt: '2026-11-27T12:00:00.000Z',
        storyboardUrl: null,
        captions: [],
      },
    };
    act(() =>
      socket.push({ type: 'video.updated', videoId: id, status: 'processing', progress: 35, playable: true }),
    );
    expect(
      await screen.findByText('Déjà lisible — le traitement continue… 35 %', {}, { timeout: 2000 }),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Traitement en cours… 35 %')).toBeNull();
  });

  it("shows a removed video's owner the notice and the way to the decision; an admin does not read it", async () => {
    await act(() => i18n.changeLanguage('fr'));
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    const decisionId = '7d3c2b1a-0f9e-4d8c-a7b6-c5d4e3f2a1b0';
    const removed: VideoDetail = {
      ...detail,
      status: 'ready',
      monetized: false,
      access: 'watch',
      abilities: { play: true, like: true, edit: true, delete: true },
      moderation: { removedDecisionId: decisionId, demonetisation: null },
    };
    let current = removed;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith(`/api/videos/${id}`) ? json(current) : json({}, 404),
      ),
    );
    renderWatch({ id: 'u1' });
    const notice = await screen.findByText(
      "Cette vidéo a été retirée par la modération. Elle n'est visible que par vous.",
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Voir la décision et faire appel' }).getAttribute('href')).toBe(
      `/decisions/${decisionId}`,
    );
    // Its link opens for nobody else: nothing to share.
    expect(screen.queryByRole('button', { name: /Partager/ })).toBeNull();
    cleanup();
    current = { ...removed, abilities: { play: true, like: false, edit: false, delete: false } };
    renderWatch({ id: 'admin' });
    await screen.findByRole('heading', { name: 'Le film du dimanche' });
    expect(screen.queryByText(/retirée par la modération/)).toBeNull();
  });

  it('offers the transcript when the video has captions, and lists its chapters as ?t= links', async () => {
    await act(() => i18n.changeLanguage('fr'));
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    const playable: VideoDetail = {
      ...detail,
      status: 'ready',
      monetized: false,
      access: 'watch',
      abilities: { play: true, like: true, edit: false, delete: false },
      chapters: [
        { startS: 0, title: 'Ouverture' },
        { startS: 75, title: 'Le cœur du sujet' },
      ],
      playback: {
        masterUrl: `/api/stream/${id}/t/master.m3u8`,
        token: 't',
        qualities: [240],
        lockedQualities: [],
        expiresAt: '2026-11-27T12:00:00.000Z',
        storyboardUrl: null,
        captions: [{ language: 'fr', auto: false, url: `/api/stream/${id}/t/captions/fr.vtt` }],
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith(`/api/videos/${id}`)) return json(playable);
        if (url.endsWith('/captions/fr.vtt'))
          return new Response('WEBVTT\n\n00:01.000 --> 00:03.000\nPremière phrase\n');
        return json({}, 404);
      }),
    );
    renderWatch(null);
    const chapters = await screen.findByRole('navigation', { name: 'Chapitres' });
    expect(
      within(chapters)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['0:00Ouverture', `/watch/${id}?t=0`],
      ['1:15Le cœur du sujet', `/watch/${id}?t=75`],
    ]);
    const button = screen.getByRole('button', { name: 'Transcription', pressed: false });
    act(() => button.click());
    expect(await screen.findByText('Première phrase', {}, { timeout: 3000 })).toBeInstanceOf(HTMLElement);
    screen.getByRole('heading', { name: 'Transcription' });
  });
});
