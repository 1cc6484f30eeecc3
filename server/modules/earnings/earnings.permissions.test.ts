import Stripe from 'stripe';
import { onboardThroughEngine } from '../../adapters/payouts/payouts.test-helpers';
import {
  BAD_ID,
  describeMatrix,
  everyone,
  type MatrixRow,
  type Outcomes,
  ownerOnly,
  route,
  signedIn,
  UNAUTHENTICATED,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { connectPayoutAccount, syncPayouts } from './commands/payout-account';
import { withdrawEarnings } from './commands/withdraw-earnings';
import { giveWithdrawable } from './payouts.test-helpers';

interface Fixture {
  /** The owner's withdrawal (in flight). */
  withdrawal: string;
  /** A Connect event signed with the endpoint's secret (a type Kinora ignores). */
  signed(): { payload: string; headers: Record<string, string> };
}

const NOT_FOUND = 'withdrawal_not_found';
const megabytes = 'x'.repeat(2 * 1024 * 1024);
/** Everyone's account is connected; only the owner has money, and a withdrawal on its way. */
const withdrawOutcomes: Outcomes = {
  visitor: UNAUTHENTICATED,
  member: '409 withdrawal_below_minimum',
  owner: '409 payout_in_flight',
  admin: '409 withdrawal_below_minimum',
};

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/earnings', { valid: [() => ({ url: '/api/earnings' }), signedIn(200)] }),
  ...route<Fixture>('POST /api/earnings/connect', {
    valid: [() => ({ url: '/api/earnings/connect' }), signedIn(200)],
  }),
  ...route<Fixture>('POST /api/earnings/sync', {
    valid: [() => ({ url: '/api/earnings/sync' }), signedIn(200)],
  }),
  ...route<Fixture>('POST /api/earnings/withdraw', {
    valid: [() => ({ url: '/api/earnings/withdraw' }), withdrawOutcomes],
    'bad input (Idempotency-Key too short)': [
      () => ({ url: '/api/earnings/withdraw', headers: { 'idempotency-key': 'x' } }),
      signedIn('400 bad_request'),
    ],
  }),
  ...route<Fixture>('PATCH /api/earnings/settings', {
    valid: [() => ({ url: '/api/earnings/settings', payload: { autoPayout: true } }), signedIn(200)],
    'bad input': [() => ({ url: '/api/earnings/settings', payload: {} }), signedIn('400 nothing_to_update')],
    'bad input (unknown field)': [
      () => ({ url: '/api/earnings/settings', payload: { autoPayout: true, userId: 'someone-else' } }),
      signedIn('400 validation_failed'),
    ],
  }),
  ...route<Fixture>('GET /api/admin/payouts', {
    valid: [() => ({ url: '/api/admin/payouts?status=requested' }), adminsOnly(200)],
    'bad input': [() => ({ url: '/api/admin/payouts?status=lost' }), signedIn('400 validation_failed')],
    'bad input (cursor)': [() => ({ url: '/api/admin/payouts?cursor=abc' }), signedIn('400 invalid_cursor')],
  }),
  ...route<Fixture>('GET /api/earnings/daily', {
    valid: [() => ({ url: '/api/earnings/daily?days=90' }), signedIn(200)],
    'bad input': [() => ({ url: '/api/earnings/daily?days=365' }), signedIn('400 bad_request')],
  }),
  ...route<Fixture>('GET /api/earnings/videos', {
    valid: [() => ({ url: '/api/earnings/videos' }), signedIn(200)],
    'bad input': [() => ({ url: '/api/earnings/videos?cursor=nope' }), signedIn('400 invalid_cursor')],
  }),
  ...route<Fixture>('GET /api/earnings/withdrawals', {
    valid: [() => ({ url: '/api/earnings/withdrawals' }), signedIn(200)],
    'bad input': [() => ({ url: '/api/earnings/withdrawals?cursor=1_x' }), signedIn('400 invalid_cursor')],
  }),
  ...route<Fixture>('GET /api/earnings/withdrawals/:id/statement.csv', {
    // Only its creator downloads it; to anybody else it does not exist.
    valid: [
      (f) => ({ url: `/api/earnings/withdrawals/${f.withdrawal}/statement.csv` }),
      ownerOnly(200, NOT_FOUND),
    ],
    'bad input': [
      () => ({ url: `/api/earnings/withdrawals/${BAD_ID}/statement.csv` }),
      signedIn('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/earnings/withdrawals/${UNKNOWN_ID}/statement.csv` }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('GET /api/earnings/statements/:month.csv', {
    valid: [() => ({ url: '/api/earnings/statements/2026-11.csv' }), signedIn(200)],
    'bad input': [
      () => ({ url: '/api/earnings/statements/2026-13.csv' }),
      signedIn('400 invalid_statement_month'),
    ],
    // A month without earnings: the statement's header line only.
    'unknown id': [() => ({ url: '/api/earnings/statements/1999-01.csv' }), signedIn(200)],
  }),
  // Authenticated by its signature only: the same answer with or without a session.
  ...route<Fixture>('POST /api/earnings/webhook', {
    valid: [(f) => ({ url: '/api/earnings/webhook', ...f.signed() }), everyone(200)],
    'bad input (no signature)': [
      () => ({
        url: '/api/earnings/webhook',
        payload: '{"id":"evt_x","type":"payout.paid"}',
        headers: { 'content-type': 'application/json' },
      }),
      everyone('400 webhook_signature_invalid'),
    ],
    'bad input (megabytes)': [
      () => ({
        url: '/api/earnings/webhook',
        payload: megabytes,
        headers: { 'content-type': 'application/json' },
      }),
      everyone('413 payload_too_large'),
    ],
  }),
];

let sequence = 0;

/** The admins' payouts screen: members are refused, visitors asked to sign in. */
function adminsOnly(outcome: number): Outcomes {
  return { visitor: '401 unauthenticated', member: '403 forbidden', owner: '403 forbidden', admin: outcome };
}

describeMatrix('earnings', rows, async ({ ctx, userIds }) => {
  for (const userId of [userIds.member, userIds.owner, userIds.admin]) {
    const { url } = await connectPayoutAccount(ctx, { userId, email: `${userId}@matrix.example` });
    await onboardThroughEngine(ctx, url);
    await syncPayouts(ctx, userId);
  }
  await giveWithdrawable(ctx, userIds.owner, 80);
  const { withdrawal } = await withdrawEarnings(ctx, {
    userId: userIds.owner,
    automatic: false,
    earningHeld: false,
  });
  return {
    withdrawal: withdrawal.id,
    signed: () => {
      const payload = JSON.stringify({
        id: `evt_matrix_${++sequence}`,
        object: 'event',
        account: 'acct_matrix',
        type: 'capability.updated',
        livemode: false,
        created: Math.floor(ctx.clock.now().getTime() / 1000),
        data: { object: { id: 'transfers', object: 'capability' } },
      });
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: ctx.config.payments.connectWebhookSecret,
        timestamp: Math.floor(ctx.clock.now().getTime() / 1000),
      });
      return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
    },
  };
});
