import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

const HEARTBEAT_MS = 25_000;

/**
 * One authenticated WebSocket per tab at /api/realtime: the member's events as JSON messages, a
 * ping every 25 s so proxies keep it open. Refused for visitors and for other sites' pages.
 * (@fastify/websocket itself is registered on the root app, in app.ts.)
 */
export const realtimeRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/api/realtime',
      { websocket: true, schema: { tags: ['realtime'], summary: 'Live events (WebSocket)' } },
      async (socket, request) => {
        const actor = await request.getActor();
        if (!actor || !app.isFromOwnPages(request)) {
          socket.close(4401, 'unauthenticated');
          return;
        }
        const unsubscribe = ctx.realtime.subscribe(actor.userId, (event) =>
          socket.send(JSON.stringify(event)),
        );
        const ping = setInterval(() => socket.ping(), HEARTBEAT_MS);
        socket.on('close', () => {
          unsubscribe();
          clearInterval(ping);
        });
        socket.send(JSON.stringify({ type: 'hello' }));
      },
    );
  };
