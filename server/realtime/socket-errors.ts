import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';

/**
 * What a socket's error says about whom: ws names the frames a client got wrong (over maxPayload,
 * bad opcode, invalid UTF-8, unmasked…) with a `WS_ERR_` code. Those are the client's fault and
 * logged as a warning; anything else is ours and stays an error. Either way the socket goes.
 */
export function onSocketError(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest) {
  if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_'))
    request.log.warn({ err: error }, 'websocket client error');
  else request.log.error({ err: error }, 'websocket error');
  socket.terminate();
}

/** @fastify/websocket's options for the app: messages are a few hundred bytes (follows, heartbeats); ws's default allows 100 MiB. */
export const WEBSOCKET_OPTIONS = { options: { maxPayload: 16 * 1024 }, errorHandler: onSocketError };
