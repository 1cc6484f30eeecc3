import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ValidationError } from '../errors';

/** The webhook answers this whatever it did with the event (replay, unhandled type): the sender stops retrying. */
export const webhookResponseSchema = z.object({ received: z.literal(true) });

/**
 * A provider's webhook route (Stripe-Signature over the exact bytes): its body read raw in its own
 * scope, handed to `receive` with the signature header; a signature error of the provider's own kind
 * answers 400 `webhook_signature_invalid`, anything else goes to the error handler.
 */
export async function registerSignedWebhook(
  app: FastifyInstance,
  route: {
    url: string;
    tags: string[];
    summary: string;
    receive: (rawBody: Buffer, signatureHeader: string | undefined) => Promise<unknown>;
    isSignatureError: (error: unknown) => boolean;
  },
): Promise<void> {
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post(
      route.url,
      {
        schema: {
          errors: { 400: ['webhook_signature_invalid'] },
          tags: route.tags,
          summary: route.summary,
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        try {
          await route.receive(raw, typeof header === 'string' ? header : undefined);
        } catch (error) {
          if (route.isSignatureError(error))
            throw new ValidationError(
              'The event signature is invalid.',
              undefined,
              'webhook_signature_invalid',
            );
          throw error;
        }
        return { received: true as const };
      },
    );
  });
}
