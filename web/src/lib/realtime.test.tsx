import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser WebSocket that records what the page sends and lets the test push messages. */
class FakeSocket {
  static OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

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
});
