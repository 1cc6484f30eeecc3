import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a body made piece by piece (a CSV export of millions of rows) under the rule every
 * streamed answer follows (docs/decisions/0016-api-contract.md): whatever can fail before the first
 * byte fails while the answer can still be an error. The first piece is awaited before any header
 * goes out, so the producer does its checks and first query there. A failure after that cannot
 * change the status any more: it is logged as the server error it is and the connection is cut
 * (Fastify destroys the socket when the body errors), so the client sees a broken download, never
 * a complete-looking truncated file.
 */
export async function sendStreamed(
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string>,
  pieces: AsyncIterable<string | Buffer>,
): Promise<FastifyReply> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  // Only now: an error answer before this point must not go out as text/csv.
  reply.headers(headers);
  async function* rest() {
    if (first.done) return;
    yield first.value;
    try {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } catch (err) {
      request.log.error({ err }, 'streamed response failed after its headers were sent');
      throw err;
    }
  }
  return reply.send(Readable.from(rest()));
}
