import type { RealtimeClientMessage, SocketBeat, SocketBeatAnswer } from '@domain/api/realtime';
import { useEffect, useRef } from 'react';

export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}
type Listener = (event: RealtimeEvent) => void;

/** Reconnect after 1, 2, 5, then every 10 s (spec §9). */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];
/** The server answers a beat only when it has news (a view, an error): quiet this long, none came. */
const BEAT_QUIET_MS = 3000;

/**
 * The tab's one WebSocket to /api/realtime, opened while something listens and closed when nothing
 * does. The server pings every 25 s; a dropped socket reconnects with growing delays.
 */
class RealtimeConnection {
  private socket: WebSocket | null = null;
  private listeners = new Set<Listener>();
  /** Videos this tab follows (view counts), with how many components asked; re-sent on reconnect. */
  private followed = new Map<string, number>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Beats sent and not answered yet, by their number. */
  private beats = new Map<number, (answer: SocketBeatAnswer | 'sent' | null) => void>();
  private nextRef = 1;

  /**
   * Sends a player's heartbeat on the socket. Resolves with the server's answer, `'sent'` when none
   * came (SocketBeatAnswer: most beats get none), or null when the socket is not open or closed
   * before (the caller then uses HTTP). A `retry` answer also opens a new socket, so that the next
   * beats go out with the tab's current cookies (signed in or out since it opened).
   */
  beat(beat: Omit<SocketBeat, 'type' | 'ref'>): Promise<SocketBeatAnswer | 'sent' | null> {
    if (this.socket?.readyState !== WebSocket.OPEN) return Promise.resolve(null);
    const ref = this.nextRef++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle('sent'), BEAT_QUIET_MS);
      const settle = (answer: SocketBeatAnswer | 'sent' | null) => {
        clearTimeout(timer);
        this.beats.delete(ref);
        if (answer && answer !== 'sent' && 'retry' in answer) this.renew();
        resolve(answer);
      };
      this.beats.set(ref, settle);
      this.send({ type: 'beat', ref, ...beat });
    });
  }

  /** A new socket with the tab's current cookies (another member or profile than it opened with). */
  renew() {
    if (!this.socket) return;
    this.shut();
    this.open();
  }

  follow(videoId: string): () => void {
    const count = this.followed.get(videoId) ?? 0;
    this.followed.set(videoId, count + 1);
    if (count === 0) this.send({ type: 'follow-video', videoId });
    return () => {
      const left = (this.followed.get(videoId) ?? 1) - 1;
      if (left > 0) return void this.followed.set(videoId, left);
      this.followed.delete(videoId);
      this.send({ type: 'unfollow-video', videoId });
    };
  }

  private send(message: RealtimeClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.socket) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.shut();
    };
  }

  private open() {
    if (typeof WebSocket === 'undefined') return;
    clearTimeout(this.timer);
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      for (const videoId of this.followed.keys()) this.send({ type: 'follow-video', videoId });
    };
    socket.onmessage = (message) => {
      try {
        const event = JSON.parse(String(message.data)) as RealtimeEvent;
        if (event.type === 'beat-answer')
          return this.beats.get(Number(event.ref))?.(event as unknown as SocketBeatAnswer);
        for (const listener of this.listeners) listener(event);
      } catch {}
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      for (const settle of [...this.beats.values()]) settle(null);
      // 4403: refused (not our page); retrying would not help.
      if (this.listeners.size === 0 || event.code === 4403) return;
      // 4429: this address or member holds too many sockets; wait the longest before trying again.
      if (event.code === 4429) this.attempt = RECONNECT_DELAYS_MS.length - 1;
      const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt++, RECONNECT_DELAYS_MS.length - 1)];
      this.timer = setTimeout(() => this.open(), delay);
    };
  }

  private shut() {
    clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
    for (const settle of [...this.beats.values()]) settle(null);
  }
}

const connection = new RealtimeConnection();

/** A player's heartbeat on the tab's socket: the answer, 'sent' (no news), or null (use HTTP). */
export const beatOnSocket = (beat: Omit<SocketBeat, 'type' | 'ref'>) => connection.beat(beat);

/** After switching profile: the socket's next beats must carry the new profile cookie. */
export const renewRealtime = () => connection.renew();

/**
 * Keeps the tab's socket speaking for the member signed in now (`undefined` while the session is
 * not known yet): when that changes — sign-in, sign-out, another account — an open socket is
 * replaced, so that member events (the server subscribes them at the upgrade) and heartbeats follow.
 */
export function useRealtimeMember(userId: string | null | undefined): void {
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    if (seen.current !== undefined && seen.current !== userId) connection.renew();
    seen.current = userId;
  }, [userId]);
}

/** Calls `handler` for each realtime event of this type while the component is mounted and enabled. */
export function useRealtime(type: string, handler: (event: RealtimeEvent) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    return connection.add((event) => {
      if (event.type === type) latest.current(event);
    });
  }, [type, enabled]);
}

/**
 * Follows one video's public events while mounted: its view count (`video.views`), for a video
 * coming soon the moment it plays (`video.available`), its comments (`comment.created` / `.removed`).
 */
export function useFollowVideo(
  videoId: string,
  onEvent: (event: RealtimeEvent) => void,
  enabled = true,
  type: 'video.views' | 'video.available' | 'comment.created' | 'comment.removed' = 'video.views',
): void {
  useRealtime(
    type,
    (event) => {
      if (event.videoId === videoId) onEvent(event);
    },
    enabled,
  );
  useEffect(() => (enabled ? connection.follow(videoId) : undefined), [videoId, enabled]);
}
