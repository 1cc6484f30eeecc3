import type { FastifyRequest } from 'fastify';
import type { SocketBeat, SocketBeatAnswer } from '../../../domain/api/realtime';
import { AppError } from '../../errors';
import type { BeatLimit } from './beat-limit';
import { PlaybackOfAnotherViewerError, recordHeartbeat } from './commands/engagement';
import type { VideoCache } from './video-cache';
import { socketViewerOf } from './viewer';
import type { WatchDeps } from './watch-buffer';

/**
 * Heartbeats sent on a tab's realtime socket (realtime.routes.ts hands them here). The same
 * command as POST /api/videos/:id/heartbeat, for the viewer the socket's cookies name now — each
 * beat resolves the member again (signed out, Premium ended: the node's actor cache answers).
 * A beat costs no HTTP parsing, headers, cookies or hooks, and most get no answer: what lets
 * heartbeats run beside reads (issue 10).
 */
export function socketBeats(ctx: WatchDeps, cache: VideoCache, limit: BeatLimit) {
  return async (request: FastifyRequest, beat: SocketBeat): Promise<SocketBeatAnswer | null> => {
    const answer = { type: 'beat-answer' as const, ref: beat.ref };
    try {
      const viewer = await socketViewerOf(request);
      if (!viewer) return { ...answer, retry: 'http' };
      // The same budget per address as the HTTP heartbeats, over every api node (a beat sent
      // back to HTTP above is counted there).
      limit.check(request.ip);
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
