import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  earningsDailyQuerySchema,
  earningsDailySchema,
  earningsSettingsInputSchema,
  earningsSettingsSchema,
  earningsSummarySchema,
  payoutLinkSchema,
  statementMonthParamsSchema,
  videoEarningsPageSchema,
  withdrawalsPageSchema,
  withdrawResultSchema,
} from '../../../domain/api/earnings';
import { cursorQuerySchema } from '../../../domain/cursor';
import { PayoutWebhookError } from '../../adapters/payouts/payout-provider';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { registerSignedWebhook } from '../../plugins/signed-webhook';
import { connectPayoutAccount, syncPayouts } from './commands/payout-account';
import { receivePayoutWebhook } from './commands/receive-payout-webhook';
import { withdrawEarnings } from './commands/withdraw-earnings';
import { earnerOf, earningHeld } from './earnings.policy';
import { presentWithdrawal } from './earnings.presenter';
import { autoPayoutOf, setAutoPayout } from './payout-accounts.repository';
import { earningsDaily, videoEarningsPage } from './queries/dashboard';
import { monthlyStatementCsv, withdrawalStatementCsv } from './queries/statements';
import { earningsSummaryOf } from './queries/summary';
import { withdrawalsPage } from './queries/withdrawals-page';
import { findOwnWithdrawal, previousWithdrawalOf } from './withdrawals.repository';

const BLOCKER_CODES = [
  'payout_account_not_connected',
  'payout_requirements_due',
  'payouts_disabled',
  'withdrawal_below_minimum',
  'payout_in_flight',
  'payout_destination_changed',
] as const;
const withdrawHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8, { error: 'bad_request' })
    .max(100, { error: 'bad_request' })
    .optional(),
});

const csv = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

export const earningsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const summaryOf = (actor: ReturnType<typeof earnerOf>) =>
      earningsSummaryOf(ctx.db.db, {
        userId: actor.userId,
        provider: ctx.payouts.name,
        earningHeld: earningHeld(actor),
        now: ctx.clock.now(),
      });

    app.get(
      '/api/earnings',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['earnings'],
          summary: "The creator's balances, payout account, last payment and why money cannot move (if so)",
          response: { 200: earningsSummarySchema },
        },
      },
      async (request) => summaryOf(earnerOf(await request.getActor())),
    );

    app.post(
      '/api/earnings/connect',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 502: ['payout_provider_error'] },
          tags: ['earnings'],
          summary:
            "The payment account's onboarding page (or its dashboard once connected), to open in a new tab",
          response: { 200: payoutLinkSchema },
        },
      },
      async (request) => {
        const actor = earnerOf(await request.getActor());
        return connectPayoutAccount(ctx, { userId: actor.userId, email: actor.email });
      },
    );

    app.post(
      '/api/earnings/sync',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 502: ['payout_provider_error'] },
          tags: ['earnings'],
          summary: 'Reads the payment account and the withdrawal on its way again from the provider',
          response: { 200: earningsSummarySchema },
        },
      },
      async (request) => {
        const actor = earnerOf(await request.getActor());
        await syncPayouts(ctx, actor.userId);
        return summaryOf(actor);
      },
    );

    app.post(
      '/api/earnings/withdraw',
      {
        schema: {
          security: MEMBERS_ONLY,
          headers: withdrawHeadersSchema,
          errors: { 403: ['earnings_held_by_moderation'], 409: [...BLOCKER_CODES] },
          tags: ['earnings'],
          summary:
            'Withdraws the whole withdrawable balance (≥ 0.50 EUR) to the payment account; the same Idempotency-Key gets the same withdrawal',
          response: { 200: withdrawResultSchema, 201: withdrawResultSchema },
        },
      },
      async (request, reply) => {
        const actor = earnerOf(await request.getActor());
        const { withdrawal, created } = await withdrawEarnings(ctx, {
          userId: actor.userId,
          automatic: false,
          earningHeld: earningHeld(actor),
          requestKey: request.headers['idempotency-key'],
        });
        return reply
          .status(created ? 201 : 200)
          .send({ withdrawal: presentWithdrawal(withdrawal), summary: await summaryOf(actor) });
      },
    );

    app.patch(
      '/api/earnings/settings',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['earnings'],
          summary: 'Turns automatic payout on or off (only the fields sent change)',
          body: earningsSettingsInputSchema,
          response: { 200: earningsSettingsSchema },
        },
      },
      async (request) => {
        const actor = earnerOf(await request.getActor());
        if (request.body.autoPayout !== undefined)
          await setAutoPayout(ctx.db.db, actor.userId, request.body.autoPayout);
        return { autoPayout: await autoPayoutOf(ctx.db.db, actor.userId) };
      },
    );

    app.get(
      '/api/earnings/daily',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['earnings'],
          summary: 'Validated views, paid views and earnings per day (Europe/Paris) over 7, 30 or 90 days',
          querystring: earningsDailyQuerySchema,
          response: { 200: earningsDailySchema },
        },
      },
      async (request) =>
        earningsDaily(
          ctx.db.db,
          earnerOf(await request.getActor()).userId,
          request.query.days,
          ctx.clock.now(),
        ),
    );

    app.get(
      '/api/earnings/videos',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['earnings'],
          summary: 'Earnings per video, best earning first',
          querystring: cursorQuerySchema,
          response: { 200: videoEarningsPageSchema },
        },
      },
      async (request) =>
        videoEarningsPage(ctx.db.db, earnerOf(await request.getActor()).userId, request.query.cursor),
    );

    app.get(
      '/api/earnings/withdrawals',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['earnings'],
          summary: "The creator's withdrawals, newest first",
          querystring: cursorQuerySchema,
          response: { 200: withdrawalsPageSchema },
        },
      },
      async (request) =>
        withdrawalsPage(ctx.db.db, earnerOf(await request.getActor()).userId, request.query.cursor),
    );

    app.get(
      '/api/earnings/withdrawals/:id/statement.csv',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 404: ['withdrawal_not_found'] },
          tags: ['earnings'],
          summary: 'A payout statement (CSV): the withdrawal and the paid views it covers',
          params: z.object({ id: z.uuid() }),
        },
      },
      async (request, reply) => {
        const actor = earnerOf(await request.getActor());
        const withdrawal = await findOwnWithdrawal(ctx.db.db, actor.userId, request.params.id);
        if (!withdrawal) throw new NotFoundError('Withdrawal not found.', 'withdrawal_not_found');
        const body = await withdrawalStatementCsv(
          ctx.db.db,
          withdrawal,
          await previousWithdrawalOf(ctx.db.db, withdrawal),
        );
        return reply.headers(csv(`kinora-payout-${withdrawal.id}.csv`)).send(body);
      },
    );

    app.get(
      '/api/earnings/statements/:month.csv',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['earnings'],
          summary:
            'The monthly statement (CSV, month YYYY-MM in Europe/Paris): every ledger entry of the month',
          params: statementMonthParamsSchema,
        },
      },
      async (request, reply) => {
        const actor = earnerOf(await request.getActor());
        const body = await monthlyStatementCsv(ctx.db.db, actor.userId, request.params.month);
        return reply.headers(csv(`kinora-earnings-${request.params.month}.csv`)).send(body);
      },
    );

    await registerSignedWebhook(app, {
      url: '/api/earnings/webhook',
      tags: ['earnings'],
      summary: "The payout provider's Connect events, authenticated by their signature (Stripe-Signature)",
      receive: (raw, header) => receivePayoutWebhook(ctx, raw, header),
      isSignatureError: (error) => error instanceof PayoutWebhookError,
    });
  };
