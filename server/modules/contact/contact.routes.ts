import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactResponseSchema } from '../../../domain/api/contact';
import { contactInputSchema } from '../../../domain/contact';
import type { AppContext } from '../../context';
import { sendContactMessage } from './commands/send-contact-message';

export const contactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact',
      {
        schema: {
          tags: ['contact'],
          summary: 'Write to the team (visitors and members; at most 5 messages per IP and hour)',
          body: contactInputSchema,
          response: { 201: contactResponseSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.getActor();
        await sendContactMessage(ctx, { input: request.body, actor, ip: request.ip });
        return reply.status(201).send({ received: true });
      },
    );
  };
