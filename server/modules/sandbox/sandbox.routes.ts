import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sandboxAdvanceClockInputSchema,
  sandboxCardInputSchema,
  sandboxCheckoutSchema,
  sandboxConfirmInputSchema,
  sandboxPaymentResultSchema,
  sandboxPortalSchema,
} from '../../../domain/api/sandbox';
import { confirmCheckout, payCheckout, readCheckout } from '../../adapters/payments/sandbox/sandbox-checkout';
import {
  advanceCustomerClock,
  cancelSubscription,
  customerSubscriptions,
  resumeSubscription,
} from '../../adapters/payments/sandbox/sandbox-engine';
import { portalCustomer, readPortal, updateCard } from '../../adapters/payments/sandbox/sandbox-portal';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { authorizeSandboxPage } from './sandbox.policy';

/**
 * The API behind the sandbox provider's hosted pages (/sandbox/checkout/:token, /sandbox/portal/:token),
 * registered only when the sandbox is the payment provider. The token is the capability; a signed-in
 * member of another account is refused (sandbox.policy.ts).
 */

const checkoutParams = z.object({ token: z.string().regex(/^cs_test_[A-Za-z0-9_]{8,100}$/) });
const portalParams = z.object({ token: z.string().regex(/^bps_[A-Za-z0-9_]{8,100}$/) });
const subscriptionParams = portalParams.extend({
  subscriptionId: z.string().regex(/^sub_[A-Za-z0-9_]{8,100}$/),
});
/** Card attempts per checkout or portal token (a card-testing bot gets 20 tries a minute). */
const payLimit = (route: string) => ({
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (request: { params: unknown; ip: string }) =>
      `${route}:${(request.params as { token?: string }).token ?? request.ip}`,
  },
});

export const sandboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The checkout's owner check, then the work. */
    const asCheckoutOwner = async (request: FastifyRequest, token: string) => {
      const { view, userId } = await readCheckout(ctx, token);
      authorizeSandboxPage(await request.getActor(), userId);
      return view;
    };
    const asPortalOwner = async (request: FastifyRequest, token: string) => {
      const { customer } = await portalCustomer(ctx, token);
      authorizeSandboxPage(await request.getActor(), customer.userId);
      return customer;
    };
    const portalView = async (token: string) => (await readPortal(ctx, token)).view;

    app.get(
      '/api/sandbox/checkout/:token',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'A sandbox checkout session (test mode, no real money)',
          errors: { 403: ['forbidden'] },
          params: checkoutParams,
          response: { 200: sandboxCheckoutSchema },
        },
      },
      async (request) => asCheckoutOwner(request, request.params.token),
    );

    app.post(
      '/api/sandbox/checkout/:token/pay',
      {
        config: payLimit('sandbox-pay'),
        schema: {
          tags: ['sandbox'],
          summary: "Pay a sandbox checkout with one of Stripe's test cards (declines: 402 card_*)",
          errors: {
            400: ['card_number_invalid'],
            402: [
              'card_declined',
              'card_insufficient_funds',
              'card_expired',
              'card_incorrect_cvc',
              'card_number_invalid',
            ],
            // The checkout of another customer.
            403: ['forbidden'],
            // A session paid already, or a second subscription to a plan the customer pays for.
            409: ['checkout_session_completed', 'already_subscribed'],
          },
          params: checkoutParams,
          body: sandboxCardInputSchema,
          response: { 200: sandboxPaymentResultSchema },
        },
      },
      async (request) => {
        await asCheckoutOwner(request, request.params.token);
        return payCheckout(ctx, request.params.token, request.body);
      },
    );

    app.post(
      '/api/sandbox/checkout/:token/confirm',
      {
        config: payLimit('sandbox-confirm'),
        schema: {
          tags: ['sandbox'],
          summary: 'Approve or refuse the 3-D Secure step of a sandbox checkout',
          errors: {
            402: ['card_authentication_failed'],
            // The checkout of another customer.
            403: ['forbidden'],
            // A session paid already, a second subscription to a plan the customer pays for, or no
            // payment waiting for authentication.
            409: ['checkout_session_completed', 'already_subscribed', 'conflict'],
          },
          params: checkoutParams,
          body: sandboxConfirmInputSchema,
          response: { 200: sandboxPaymentResultSchema },
        },
      },
      async (request) => {
        await asCheckoutOwner(request, request.params.token);
        return confirmCheckout(ctx, request.params.token, request.body.approve);
      },
    );

    app.get(
      '/api/sandbox/portal/:token',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'The sandbox customer portal: card, subscriptions, invoices, test clock',
          errors: { 403: ['forbidden'] },
          params: portalParams,
          response: { 200: sandboxPortalSchema },
        },
      },
      async (request) => {
        await asPortalOwner(request, request.params.token);
        return portalView(request.params.token);
      },
    );

    app.post(
      '/api/sandbox/portal/:token/card',
      {
        config: payLimit('sandbox-card'),
        schema: {
          tags: ['sandbox'],
          summary: 'Replace the card (it pays an open invoice at once; declines: 402 card_*)',
          errors: {
            400: ['card_number_invalid'],
            402: [
              'card_declined',
              'card_insufficient_funds',
              'card_expired',
              'card_incorrect_cvc',
              'card_number_invalid',
              'card_authentication_failed',
            ],
            403: ['forbidden'],
          },
          params: portalParams,
          body: sandboxCardInputSchema,
          response: { 200: sandboxPortalSchema },
        },
      },
      async (request) => {
        const customer = await asPortalOwner(request, request.params.token);
        await updateCard(ctx, customer.id, request.body);
        return portalView(request.params.token);
      },
    );

    /** A subscription of the portal's customer (404 for any other). */
    const ownSubscription = async (customerId: string, subscriptionId: string) => {
      const subs = await customerSubscriptions(ctx, customerId);
      if (!subs.some((s) => s.id === subscriptionId)) throw new NotFoundError('No such subscription.');
    };

    app.post(
      '/api/sandbox/portal/:token/subscriptions/:subscriptionId/cancel',
      {
        schema: {
          errors: { 403: ['forbidden'] },
          tags: ['sandbox'],
          summary: 'Cancel a subscription at the end of its period',
          params: subscriptionParams,
          response: { 200: sandboxPortalSchema },
        },
      },
      async (request) => {
        const customer = await asPortalOwner(request, request.params.token);
        await ownSubscription(customer.id, request.params.subscriptionId);
        await cancelSubscription(ctx, request.params.subscriptionId, true);
        return portalView(request.params.token);
      },
    );

    app.post(
      '/api/sandbox/portal/:token/subscriptions/:subscriptionId/resume',
      {
        schema: {
          errors: { 403: ['forbidden'] },
          tags: ['sandbox'],
          summary: 'Undo a cancellation at period end',
          params: subscriptionParams,
          response: { 200: sandboxPortalSchema },
        },
      },
      async (request) => {
        const customer = await asPortalOwner(request, request.params.token);
        await ownSubscription(customer.id, request.params.subscriptionId);
        await resumeSubscription(ctx, request.params.subscriptionId);
        return portalView(request.params.token);
      },
    );

    app.post(
      '/api/sandbox/portal/:token/advance-clock',
      {
        schema: {
          tags: ['sandbox'],
          summary: "Move this customer's test clock forward (renewals, failures and expiry happen)",
          errors: {
            403: ['forbidden'],
            409: ['sandbox_clock_limit_reached'],
            429: ['sandbox_clock_rate_limited'],
          },
          params: portalParams,
          body: sandboxAdvanceClockInputSchema,
          response: { 200: sandboxPortalSchema },
        },
      },
      async (request) => {
        const customer = await asPortalOwner(request, request.params.token);
        await advanceCustomerClock(ctx, customer.id, request.body.seconds);
        return portalView(request.params.token);
      },
    );
  };
