import type { FastifyRequest } from 'fastify';
import type { SocketBeat, SocketBeatAnswer } from '../../../domain/api/realtime';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { PlaybackOfAnotherViewerError, recordHeartbeat } from './commands/engagement';
import type { VideoCache } from './video-cache';
import { socketViewerOf } from './viewer';

/** As the HTTP heartbeat route: 120 beats a minute per address (a player sends 6). */
const BEATS_PER_MINUTE = 120;

/**
 * Heartbeats sent on a tab's realtime socket (realtime.routes.ts hands them here). The same
 * command as POST /api/videos/:id/heartbeat, for the viewer the socket's cookies name now — each
 * beat resolves the member again (signed out, Premium ended: the node's actor cache answers).
 * A beat costs no HTTP parsing, headers, cookies or hooks, and most get no answer: what lets
 * heartbeats run beside reads (issue 10).
 */
export function socketBeats(ctx: AppContext, cache: VideoCache) {
  const perAddress = new MinuteCounter();
  return async (request: FastifyRequest, beat: SocketBeat): Promise<SocketBeatAnswer | null> => {
    const answer = { type: 'beat-answer' as const, ref: beat.ref };
    if (perAddress.add(request.ip) > BEATS_PER_MINUTE)
      return { ...answer, error: 'rate_limited', status: 429 };
    const viewer = await socketViewerOf(request);
    if (!viewer) return { ...answer, retry: 'http' };
    try {
      const { validated, viewCount } = await recordHeartbeat(ctx, viewer, beat.videoId, beat, cache);
      // Nothing to say about a beat that only moved the position (SocketBeatAnswer).
      return validated ? { ...answer, validated, viewCount } : null;
    } catch (error) {
      if (error instanceof PlaybackOfAnotherViewerError) return { ...answer, retry: 'http' };
      if (error instanceof AppError) return { ...answer, error: error.code, status: error.status };
      throw error;
    }
  };
}

/** Counts per key within the current minute; forgets everything at each new minute (bounded). */
class MinuteCounter {
  private counts = new Map<string, number>();
  private minute = 0;

  add(key: string): number {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts = new Map();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count;
  }
}
