import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/test/fake-socket';

describe('realtime connection', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the watched video, delivers its view counts, and reconnects after a drop', async () => {
    vi.resetModules();
    const { useFollowVideo } = await import('./realtime');
    const counts: unknown[] = [];
    function Watch() {
      useFollowVideo('v1', (e) => counts.push(e.viewCount));
      return null;
    }
    const view = render(<Watch />);
    const first = FakeSocket.instances[0]!;
    expect(first.url).toMatch(/^ws:\/\/.*\/api\/realtime$/);
    act(() => first.open());
    expect(first.sent).toEqual([{ type: 'follow-video', videoId: 'v1' }]);
    act(() => {
      first.push({ type: 'video.views', videoId: 'v2', viewCount: 50 });
      first.push({ type: 'video.views', videoId: 'v1', viewCount: 7 });
    });
    expect(counts).toEqual([7]);

    // The connection drops: a new socket after 1 s follows the video again.
    act(() => first.onclose?.({ code: 1006 }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const second = FakeSocket.instances[1]!;
    act(() => second.open());
    expect(second.sent).toEqual([{ type: 'follow-video', videoId: 'v1' }]);

    // Leaving the page closes the socket (nothing else listens), which ends the follow on the server.
    view.unmount();
    expect(second.readyState).toBe(3);
  });

  it('waits the longest delay before trying again when the server holds too many of our sockets', async () => {
    vi.resetModules();
    const { useFollowVideo } = await import('./realtime');
    function Watch() {
      useFollowVideo('v1', () => {});
      return null;
    }
    const view = render(<Watch />);
    const first = FakeSocket.instances[0]!;
    act(() => first.onclose?.({ code: 4429 }));
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(FakeSocket.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeSocket.instances).toHaveLength(2);
    view.unmount();
  });

  it("sends the player's beats on the open socket, and over HTTP when it is closed or no longer speaks for the tab", async () => {
    vi.resetModules();
    const { useFollowVideo } = await import('./realtime');
    const { videosApi } = await import('@/features/videos/videos-api');
    const { ApiError } = await import('./api');
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posted.push([url, JSON.parse(String(init.body))]);
        return new Response(JSON.stringify({ validated: true, viewCount: 3 }), { status: 200 });
      }),
    );
    const beat = { positionS: 12, playing: true, playbackToken: 't' };
    function Watch() {
      useFollowVideo('v1', () => {});
      return null;
    }
    render(<Watch />);
    const first = FakeSocket.instances[0]!;
    const lastRef = () => (first.sent.at(-1) as { ref: number }).ref;
    // Not open yet: HTTP (a validated view gives the new count).
    expect(await videosApi.heartbeat('v1', beat)).toBe(3);
    expect(posted).toEqual([['/api/videos/v1/heartbeat', beat]]);

    act(() => first.open());
    // Most beats get no answer: after a quiet moment, nothing to report, and nothing over HTTP.
    const quiet = videosApi.heartbeat('v1', beat);
    expect(first.sent.at(-1)).toEqual({ type: 'beat', ref: lastRef(), videoId: 'v1', ...beat });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await quiet).toBeNull();
    // A beat that validated a view is answered with the count.
    const counted = videosApi.heartbeat('v1', beat);
    act(() => first.push({ type: 'beat-answer', ref: lastRef(), validated: true, viewCount: 8 }));
    expect(await counted).toBe(8);
    expect(posted).toHaveLength(1);

    // An error comes back as the ApiError HTTP would have thrown.
    const refused = videosApi.heartbeat('v1', beat);
    act(() => first.push({ type: 'beat-answer', ref: lastRef(), error: 'playback_revoked', status: 404 }));
    await expect(refused).rejects.toEqual(expect.any(ApiError));
    await expect(refused).rejects.toMatchObject({ code: 'playback_revoked', status: 404 });

    // The socket no longer speaks for this tab (signed out since): HTTP, and a new socket.
    const retried = videosApi.heartbeat('v1', beat);
    act(() => first.push({ type: 'beat-answer', ref: lastRef(), retry: 'http' }));
    expect(await retried).toBe(3);
    expect(posted).toHaveLength(2);
    expect(first.readyState).toBe(3);
    expect(FakeSocket.instances).toHaveLength(2);

    // A socket that drops with a beat on its way: that beat goes over HTTP.
    const renewed = FakeSocket.instances[1]!;
    act(() => renewed.open());
    const dropped = videosApi.heartbeat('v1', beat);
    act(() => renewed.onclose?.({ code: 1006 }));
    expect(await dropped).toBe(3);
    expect(posted).toHaveLength(3);
  });

  it('replaces an open socket when the signed-in member changes, not when the session is first known', async () => {
    vi.resetModules();
    const { useFollowVideo, useRealtimeMember } = await import('./realtime');
    function Page({ member }: { member: string | null | undefined }) {
      useRealtimeMember(member);
      useFollowVideo('v1', () => {});
      return null;
    }
    const view = render(<Page member={undefined} />);
    const first = FakeSocket.instances[0]!;
    act(() => first.open());
    view.rerender(<Page member="u1" />);
    expect(FakeSocket.instances).toHaveLength(1);
    view.rerender(<Page member="u1" />);
    expect(FakeSocket.instances).toHaveLength(1);
    // Signed out: a new socket (the old one named the member), which follows the video again.
    view.rerender(<Page member={null} />);
    expect(first.readyState).toBe(3);
    expect(FakeSocket.instances).toHaveLength(2);
    const second = FakeSocket.instances[1]!;
    act(() => second.open());
    expect(second.sent).toEqual([{ type: 'follow-video', videoId: 'v1' }]);
    // Its close event, arriving late, does not reopen anything.
    act(() => first.onclose?.({ code: 1000 }));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
