import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  realtimeClientMessageSchema,
  type SocketBeat,
  type SocketBeatAnswer,
} from '../../domain/api/realtime';
import type { AppContext } from '../context';
import { canOnVideo, findVideo, isComingSoon } from '../modules/videos/videos.public';
import { MEMBER_TOPIC } from '../standing/access-version';
import { memberTopic, videoTopic } from './hub';

const HEARTBEAT_MS = 25_000;
/** A tab follows a few videos at most (the one it plays); more is a misbehaving client. */
const MAX_VIDEO_TOPICS = 5;
/**
 * Open sockets one node holds per address and per member (one per tab; ~100 KB each). An office
 * behind one address fits; 1,180 sockets from one address (the review's attack, ~200 MB) do not.
 * A refused tab is closed with 4429 and keeps working over HTTP (beats, polling), retrying later.
 */
export const MAX_SOCKETS_PER_ADDRESS = 50;
export const MAX_SOCKETS_PER_MEMBER = 20;
/** The close code of a socket whose member was suspended or banned (its reason: the error code). */
export const CLOSE_BARRED = 4403;

/** What answers the player's heartbeats sent on the socket (the videos module's socketBeats). */
export type SocketBeatHandler = (
  request: FastifyRequest,
  beat: SocketBeat,
) => Promise<SocketBeatAnswer | null>;

/**
 * One WebSocket per tab at /api/realtime (@fastify/websocket is registered on the root app).
 * A member's socket receives their own events (processing progress…); any page may follow a video
 * it can see to get its view count live ({type:'follow-video', videoId}), and its player sends its
 * heartbeats on it ({type:'beat'}, domain/api/realtime.ts). Pages of other sites are refused
 * (4403); a ping every 25 s keeps proxies from closing it.
 */
export const realtimeRoutes =
  (ctx: AppContext, beat: SocketBeatHandler): FastifyPluginAsync =>
  async (app) => {
    const perAddress = new OpenCount();
    const perMember = new OpenCount();
    app.get(
      '/api/realtime',
      { websocket: true, schema: { tags: ['realtime'], summary: 'Live events (WebSocket)' } },
      async (socket, request) => {
        if (!app.isFromOwnPages(request)) {
          socket.close(4403, 'forbidden origin');
          return;
        }
        const actor = await request.getActor();
        // Gone while its member was looked up: its 'close' has passed, nothing to count.
        if (socket.readyState !== socket.OPEN) return;
        const address = request.ip ?? 'unknown';
        if (
          perAddress.count(address) >= MAX_SOCKETS_PER_ADDRESS ||
          (actor && perMember.count(actor.userId) >= MAX_SOCKETS_PER_MEMBER)
        ) {
          socket.close(4429, 'too many sockets');
          return;
        }
        const releaseAddress = perAddress.open(address);
        const releaseMember = actor ? perMember.open(actor.userId) : () => {};
        ctx.metrics.realtimeConnections.inc();
        const send = (event: object) => socket.send(JSON.stringify(event));
        const subscriptions = new Map<string, () => void>();
        if (actor) {
          subscriptions.set(
            memberTopic(actor.userId),
            ctx.realtime.subscribe(memberTopic(actor.userId), send),
          );
          // The member's sessions or standing changed (sign-out, sessions revoked by an admin, a
          // suspension): the socket's cookie is checked again, and once its session no longer acts
          // for this member the socket stops carrying their events at once. It stays open as a
          // visitor's (its beats already re-check the session and answer `retry: 'http'`), unless
          // the member was suspended or banned: then it closes.
          const checkStillActing = async () => {
            const refusal = await request.getAccessRefusal({ fresh: true });
            // Suspended or banned: the socket closes at once, on every node (issue 27).
            if (refusal) return socket.close(CLOSE_BARRED, refusal.code);
            const current = await request.getActor({ fresh: true });
            if (current?.sessionId !== actor.sessionId) stopMemberEvents();
          };
          const stopMemberEvents = () => {
            for (const topic of [memberTopic(actor.userId), MEMBER_TOPIC]) {
              subscriptions.get(topic)?.();
              subscriptions.delete(topic);
            }
          };
          subscriptions.set(
            MEMBER_TOPIC,
            ctx.realtime.subscribe(MEMBER_TOPIC, (event) => {
              if (event.userId !== actor.userId && event.userId !== '*') return;
              checkStillActing().catch((err) => request.log.error({ err }, 'realtime session check failed'));
            }),
          );
        }

        const onMessage = async (raw: unknown) => {
          const parsed = realtimeClientMessageSchema.safeParse(
            (() => {
              try {
                return JSON.parse(String(raw));
              } catch {
                return null;
              }
            })(),
          );
          if (!parsed.success) return send({ type: 'error', code: 'bad_request' });
          const message = parsed.data;
          if (message.type === 'beat') {
            // A barred member's beat is refused as its HTTP twin is (the socket closes meanwhile).
            const refusal = await request.getAccessRefusal({ fresh: true });
            if (refusal)
              return send({ type: 'beat-answer', ref: message.ref, error: refusal.code, status: 403 });
            const answer = await beat(request, message);
            return answer && send(answer);
          }
          const topic = videoTopic(message.videoId);
          if (message.type === 'unfollow-video') {
            subscriptions.get(topic)?.();
            subscriptions.delete(topic);
            return;
          }
          if (subscriptions.has(topic)) return;
          const video = await findVideo(ctx.db.db, message.videoId);
          // Only what the page itself may show: never a private or unpublished video of someone else
          // (one coming soon may be followed: it says `video.available` when it starts to play).
          const visible = video !== null && (canOnVideo(actor, 'see', video) || isComingSoon(video));
          const following = [...subscriptions.keys()].filter((k) => k.startsWith('video:')).length;
          if (!visible || following >= MAX_VIDEO_TOPICS)
            return send({ type: 'error', code: 'video_not_found', videoId: message.videoId });
          subscriptions.set(topic, ctx.realtime.subscribe(topic, send));
          send({ type: 'following', videoId: message.videoId });
        };
        // One message at a time per socket, in order: a tab's beats are handled as it sent them,
        // and one socket's flood cannot start thousands of handlers at once.
        let queue: Promise<unknown> = Promise.resolve();
        socket.on('message', (raw) => {
          queue = queue.then(() =>
            onMessage(raw).catch((err) => {
              request.log.error({ err }, 'realtime message failed');
              send({ type: 'error', code: 'internal_error' });
            }),
          );
        });

        const ping = setInterval(() => socket.ping(), HEARTBEAT_MS);
        socket.on('close', () => {
          releaseAddress();
          releaseMember();
          ctx.metrics.realtimeConnections.dec();
          for (const unsubscribe of subscriptions.values()) unsubscribe();
          subscriptions.clear();
          clearInterval(ping);
        });
        send({ type: 'hello', member: actor !== null });
      },
    );
  };

/** How many sockets are open per key on this node; a release runs once however often it is called. */
class OpenCount {
  private readonly counts = new Map<string, number>();

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  open(key: string): () => void {
    this.counts.set(key, this.count(key) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.count(key) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }
}
