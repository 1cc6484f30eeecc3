import { z } from 'zod';
import { heartbeatSchema } from '../videos';

/**
 * What a tab may send on its realtime socket (/api/realtime): follow a video's view count, and the
 * player's heartbeats (the same beat as POST /api/videos/:id/heartbeat, answered on the socket:
 * a beat over an open socket costs the server a fraction of an HTTP request — issue 10).
 */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('follow-video'), videoId: z.uuid() }),
  z.object({ type: z.literal('unfollow-video'), videoId: z.uuid() }),
  heartbeatSchema.extend({
    type: z.literal('beat'),
    /** The tab's number for this beat, echoed in the answer. */
    ref: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31),
    videoId: z.uuid(),
  }),
]);
export type RealtimeClientMessage = z.input<typeof realtimeClientMessageSchema>;
export type SocketBeat = Extract<z.infer<typeof realtimeClientMessageSchema>, { type: 'beat' }>;

/**
 * The answer to a beat, sent only when there is something to say (most beats get none: an answer
 * per beat would cost the server a write per beat, as much as the rest of the beat): a view it
 * validated, the error code and status HTTP would give, or `retry`: this socket no longer speaks
 * for the player's viewer (the tab signed in or out since it opened, or a visitor's id cookie must
 * be set first): send the beat over HTTP, and open a new socket.
 */
export type SocketBeatAnswer = { type: 'beat-answer'; ref: number } & (
  | { validated: true; viewCount: number }
  | { error: string; status: number }
  | { retry: 'http' }
);
