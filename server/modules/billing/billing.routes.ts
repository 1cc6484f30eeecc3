import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutInputSchema,
  redirectUrlSchema,
  refundInputSchema,
  subscriptionStatusSchema,
} from '../../../domain/api/billing';
import { WebhookSignatureError } from '../../adapters/payments/payment-provider';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { registerSignedWebhook } from '../../plugins/signed-webhook';
import { billingMemberOf } from './billing.policy';
import { presentSubscriptionStatus } from './billing.presenter';
import { cancelQaPlan, refundPlan } from './commands/cancel-and-refund';
import { openPortal, startCheckout } from './commands/checkout';
import { receiveWebhook } from './commands/receive-webhook';
import { planStates } from './premium';

export const billingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const status = async (userId: string) =>
      presentSubscriptionStatus(await planStates(ctx.db.db, userId, ctx.clock.now()), ctx.payments.name);

    app.get(
      '/api/billing/subscription',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['billing'],
          summary: "The member's Premium and QA status (check-subscription), from Kinora's own rows",
          response: { 200: subscriptionStatusSchema },
        },
      },
      async (request) => status(billingMemberOf(await request.getActor(), 'read').userId),
    );

    for (const [url, plan] of [
      ['/api/billing/checkout', 'premium'],
      ['/api/billing/qa-checkout', 'qa'],
    ] as const) {
      app.post(
        url,
        {
          schema: {
            tags: ['billing'],
            security: MEMBERS_ONLY,
            summary: `A hosted checkout for the ${plan} plan, to open in a new tab`,
            body: checkoutInputSchema.nullish(),
            response: { 200: redirectUrlSchema },
          },
        },
        async (request) => {
          const member = billingMemberOf(await request.getActor(), 'subscribe');
          return startCheckout(ctx, member, plan, request.body?.returnPath);
        },
      );
    }

    app.post(
      '/api/billing/portal',
      {
        schema: {
          errors: { 409: ['not_subscribed'] },
          security: MEMBERS_ONLY,
          tags: ['billing'],
          summary: 'The hosted customer portal (card, invoices, cancel, resume), to open in a new tab',
          response: { 200: redirectUrlSchema },
        },
      },
      async (request) => openPortal(ctx, billingMemberOf(await request.getActor(), 'manage')),
    );

    app.post(
      '/api/billing/qa-cancel',
      {
        schema: {
          errors: { 409: ['not_subscribed'] },
          security: MEMBERS_ONLY,
          tags: ['billing'],
          summary: 'Cancel the QA plan at the end of the paid period',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const member = billingMemberOf(await request.getActor(), 'cancel');
        await cancelQaPlan(ctx, member.userId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/billing/refund',
      {
        schema: {
          errors: { 409: ['not_subscribed', 'refund_window_passed', 'refund_already_used'] },
          security: MEMBERS_ONLY,
          tags: ['billing'],
          summary: 'Refund a plan within 7 days of its first payment: the plan ends at once',
          body: refundInputSchema,
          response: { 200: subscriptionStatusSchema },
        },
      },
      async (request) => {
        const member = billingMemberOf(await request.getActor(), 'refund');
        await refundPlan(ctx, member.userId, request.body.plan);
        return status(member.userId);
      },
    );

    await registerSignedWebhook(app, {
      url: '/api/billing/webhook',
      tags: ['billing'],
      summary: "The payment provider's events, authenticated by their signature (Stripe-Signature)",
      receive: (raw, header) => receiveWebhook(ctx, raw, header),
      isSignatureError: (error) => error instanceof WebhookSignatureError,
    });
  };
