import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { UPLOADER_HEADER, type UploadService, uploadOf } from './uploads';
import { authorize } from './uploads.policy';

/** Replaces any client-sent value: tus (through srvx) reads rawHeaders, Node code reads headers. */
function setTrustedHeader(raw: IncomingMessage, name: string, value: string) {
  const kept: string[] = [];
  for (let i = 0; i < raw.rawHeaders.length; i += 2) {
    if (raw.rawHeaders[i]!.toLowerCase() !== name) kept.push(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
  }
  raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept, name, value);
  raw.headers[name] = value;
}

/** Mounts the tus endpoint; the actor and ownership are checked here before tus sees the request. */
export const uploadsRoutes =
  (service: UploadService): FastifyPluginAsync =>
  async (app) => {
    // tus reads the request body itself, as a stream.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = await request.requireActor();
      const id = (request.params as { '*'?: string })['*'];
      if (!id) authorize(actor, 'start');
      else authorize(actor, 'continue', { owner: (await uploadOf(service, id))?.metadata?.owner });
      setTrustedHeader(request.raw, UPLOADER_HEADER, actor.userId);
      // Hijacked replies skip the onSend hook that sets it.
      reply.raw.setHeader('x-request-id', request.id);
      reply.hijack();
      await service.handle(request, reply.raw);
    };
    const schema = {
      tags: ['uploads'],
      summary: 'Resumable video upload (tus 1.0)',
      hide: false,
      security: MEMBERS_ONLY,
      // tus answers 412 to a request without its Tus-Resumable header.
      errors: { 412: ['bad_request'], 403: ['upload_not_allowed'] } as const,
    };
    app.route({ method: ['POST', 'OPTIONS'], url: '/api/uploads', schema, handler });
    app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/api/uploads/*', schema, handler });
  };
