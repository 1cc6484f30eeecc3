import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sandboxBankInputSchema,
  sandboxOnboardingInputSchema,
  sandboxOnboardingResultSchema,
  sandboxOnboardingSchema,
  sandboxPayoutDashboardSchema,
  sandboxPlatformBalanceSchema,
  sandboxTopUpInputSchema,
} from '../../../domain/api/sandbox-payouts';
import { platformBalanceCents, topUpPlatform } from '../../adapters/payouts/sandbox/connect-money';
import {
  changeDashboardBank,
  dashboardAccount,
  readDashboard,
  readOnboarding,
  submitOnboarding,
} from '../../adapters/payouts/sandbox/connect-pages';
import type { AppContext } from '../../context';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { authorizeSandboxAdmin, authorizeSandboxPage } from './sandbox.policy';

/**
 * The API behind the sandbox payout provider's hosted pages (/sandbox/onboarding/:token: Stripe's
 * Express onboarding; /sandbox/payouts/:token: the account's dashboard) and the admin's test top-up
 * of the platform balance. Registered only when the sandbox is the provider. The token is the
 * capability; a signed-in member of another account is refused (sandbox.policy.ts).
 */

const onboardingParams = z.object({ token: z.string().regex(/^acl_[a-f0-9]{24}$/) });
const dashboardParams = z.object({ token: z.string().regex(/^lnk_[a-f0-9]{24}$/) });
/** Form submissions per link (a bot trying IBANs gets 20 tries a minute). */
const formLimit = (route: string) => ({
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (request: { params: unknown; ip: string }) =>
      `${route}:${(request.params as { token?: string }).token ?? request.ip}`,
  },
});

export const sandboxPayoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sandbox/onboarding/:token',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'A sandbox onboarding link (test mode): the form, or the refresh URL once expired or used',
          errors: { 403: ['forbidden'] },
          params: onboardingParams,
          response: { 200: sandboxOnboardingSchema },
        },
      },
      async (request) => {
        const { view, userId } = await readOnboarding(ctx, request.params.token);
        if (userId) authorizeSandboxPage(await request.getActor(), userId);
        return view;
      },
    );

    app.post(
      '/api/sandbox/onboarding/:token',
      {
        config: formLimit('sandbox-onboarding'),
        schema: {
          tags: ['sandbox'],
          summary: 'Submit the sandbox onboarding form: the account is connected (account.updated)',
          errors: { 400: ['iban_invalid', 'invalid_characters'], 403: ['forbidden'] },
          params: onboardingParams,
          body: sandboxOnboardingInputSchema,
          response: { 200: sandboxOnboardingResultSchema },
        },
      },
      async (request) => {
        const { view, userId } = await readOnboarding(ctx, request.params.token);
        if (view.state === 'expired') return { connected: false, redirectUrl: view.refreshUrl };
        if (userId) authorizeSandboxPage(await request.getActor(), userId);
        return submitOnboarding(ctx, request.params.token, request.body);
      },
    );

    const asDashboardOwner = async (request: FastifyRequest, token: string) => {
      const account = await dashboardAccount(ctx, token);
      authorizeSandboxPage(await request.getActor(), account.userId);
      return account;
    };

    app.get(
      '/api/sandbox/payouts/:token',
      {
        schema: {
          tags: ['sandbox'],
          summary: "A sandbox connected account's dashboard: its bank account and payouts",
          errors: { 403: ['forbidden'], 410: ['sandbox_link_expired'] },
          params: dashboardParams,
          response: { 200: sandboxPayoutDashboardSchema },
        },
      },
      async (request) => readDashboard(ctx, await asDashboardOwner(request, request.params.token)),
    );

    app.post(
      '/api/sandbox/payouts/:token/bank',
      {
        config: formLimit('sandbox-bank'),
        schema: {
          tags: ['sandbox'],
          summary:
            'Replace the bank account (the payout destination changes: account.external_account.updated)',
          errors: { 400: ['iban_invalid'], 403: ['forbidden'], 410: ['sandbox_link_expired'] },
          params: dashboardParams,
          body: sandboxBankInputSchema,
          response: { 200: sandboxPayoutDashboardSchema },
        },
      },
      async (request) => {
        const account = await asDashboardOwner(request, request.params.token);
        return changeDashboardBank(ctx, account, request.body);
      },
    );

    app.get(
      '/api/sandbox/platform-balance',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 403: ['forbidden'] },
          tags: ['sandbox'],
          summary: "The platform's test balance for creator payouts (admins, sandbox only)",
          response: { 200: sandboxPlatformBalanceSchema },
        },
      },
      async (request, reply) => {
        authorizeSandboxAdmin(await request.getActor());
        reply.header('cache-control', 'private, no-store');
        return { availableCents: await platformBalanceCents(ctx.db.db) };
      },
    );

    app.post(
      '/api/sandbox/platform-balance',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 403: ['forbidden'] },
          tags: ['sandbox'],
          summary: "Add test money to the platform's balance (admins, sandbox only)",
          body: sandboxTopUpInputSchema,
          response: { 200: sandboxPlatformBalanceSchema },
        },
      },
      async (request) => {
        const actor = await request.getActor();
        authorizeSandboxAdmin(actor);
        return {
          availableCents: await topUpPlatform(ctx, {
            amountCents: request.body.amountCents,
            userId: actor.userId,
          }),
        };
      },
    );
  };
