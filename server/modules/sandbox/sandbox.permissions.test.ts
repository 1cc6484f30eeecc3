import { SANDBOX_TEST_CARDS } from '../../../domain/api/sandbox';
import { SANDBOX_TEST_IBAN } from '../../../domain/api/sandbox-payouts';
import { createCheckoutSession } from '../../adapters/payments/sandbox/sandbox-checkout';
import { createCustomer } from '../../adapters/payments/sandbox/sandbox-engine';
import { createPortalSession } from '../../adapters/payments/sandbox/sandbox-portal';
import { onboardThroughEngine } from '../../adapters/payouts/payouts.test-helpers';
import { createOnboardingLink } from '../../adapters/payouts/sandbox/connect-accounts';
import {
  describeMatrix,
  everyone,
  type MatrixRow,
  type Outcomes,
  route,
  signedIn,
  UNAUTHENTICATED,
} from '../../test/permission-matrix';
import type { TestContext } from '../../test/test-context';
import { payCheckoutWith, testCard } from './sandbox.test-helpers';

interface Fixture {
  checkout: string;
  /**
   * A new checkout of the owner's on a customer of its own: a paid session is never paid again,
   * nor a second subscription to a plan.
   */
  freshCheckout(): Promise<string>;
  /** A new checkout of the owner's, paid with the 3-D Secure card and waiting for confirmation. */
  awaitingConfirmation(): Promise<string>;
  portal: string;
  subscription: string;
  /** A new onboarding link of the owner's payout account (links are single use). */
  onboarding(): Promise<string>;
  /** A login link to the owner's onboarded payout account. */
  dashboard: string;
}

/** The token is the capability: visitors holding it may use the page; another account may not. */
const ownerPage = (outcome: number): Outcomes => ({
  visitor: outcome,
  member: '403 forbidden',
  owner: outcome,
  admin: '403 forbidden',
});
const UNKNOWN_CHECKOUT = 'cs_test_unknown000000000000';
const UNKNOWN_PORTAL = 'bps_unknown000000000000';
const UNKNOWN_SUB = 'sub_unknown000000000000';
const UNKNOWN_ONBOARDING = 'acl_000000000000000000000000';
const UNKNOWN_DASHBOARD = 'lnk_000000000000000000000000';
const onboardingForm = { name: 'Camille Martin', country: 'FR', iban: SANDBOX_TEST_IBAN, bank: 'succeed' };
const BAD_IBAN = 'FR15 2004 1010 0505 0001 3M02 606';
const adminOnly = (outcome: number): Outcomes => ({
  visitor: UNAUTHENTICATED,
  member: '403 forbidden',
  owner: '403 forbidden',
  admin: outcome,
});

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/sandbox/checkout/:token', {
    valid: [(f) => ({ url: `/api/sandbox/checkout/${f.checkout}` }), ownerPage(200)],
    'bad input': [() => ({ url: '/api/sandbox/checkout/not-a-token' }), everyone('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/sandbox/checkout/${UNKNOWN_CHECKOUT}` }), everyone('404 not_found')],
  }),
  ...route<Fixture>('POST /api/sandbox/checkout/:token/pay', {
    valid: [
      async (f) => ({ url: `/api/sandbox/checkout/${await f.freshCheckout()}/pay`, payload: testCard() }),
      ownerPage(200),
    ],
    'bad input': [
      (f) => ({
        url: `/api/sandbox/checkout/${f.checkout}/pay`,
        payload: { ...testCard(), cardNumber: 'abcd' },
      }),
      everyone('400 card_number_invalid'),
    ],
    'unknown id': [
      () => ({ url: `/api/sandbox/checkout/${UNKNOWN_CHECKOUT}/pay`, payload: testCard() }),
      everyone('404 not_found'),
    ],
  }),
  ...route<Fixture>('POST /api/sandbox/checkout/:token/confirm', {
    valid: [
      async (f) => ({
        url: `/api/sandbox/checkout/${await f.awaitingConfirmation()}/confirm`,
        payload: { approve: true },
      }),
      ownerPage(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/sandbox/checkout/${f.checkout}/confirm`, payload: { approve: 'yes' } }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/sandbox/checkout/${UNKNOWN_CHECKOUT}/confirm`, payload: { approve: true } }),
      everyone('404 not_found'),
    ],
  }),
  ...route<Fixture>('GET /api/sandbox/portal/:token', {
    valid: [(f) => ({ url: `/api/sandbox/portal/${f.portal}` }), ownerPage(200)],
    'bad input': [
      () => ({ url: '/api/sandbox/portal/cs_test_000000000000' }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [() => ({ url: `/api/sandbox/portal/${UNKNOWN_PORTAL}` }), everyone('404 not_found')],
  }),
  ...route<Fixture>('POST /api/sandbox/portal/:token/card', {
    valid: [(f) => ({ url: `/api/sandbox/portal/${f.portal}/card`, payload: testCard() }), ownerPage(200)],
    'bad input': [
      (f) => ({ url: `/api/sandbox/portal/${f.portal}/card`, payload: { ...testCard(), expMonth: 13 } }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/sandbox/portal/${UNKNOWN_PORTAL}/card`, payload: testCard() }),
      everyone('404 not_found'),
    ],
  }),
  ...route<Fixture>('POST /api/sandbox/portal/:token/subscriptions/:subscriptionId/cancel', {
    valid: [
      (f) => ({ url: `/api/sandbox/portal/${f.portal}/subscriptions/${f.subscription}/cancel` }),
      ownerPage(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/sandbox/portal/${f.portal}/subscriptions/nope/cancel` }),
      everyone('400 validation_failed'),
    ],
    // Another account learns nothing about the customer's subscriptions: refused before the lookup.
    'unknown id': [
      (f) => ({ url: `/api/sandbox/portal/${f.portal}/subscriptions/${UNKNOWN_SUB}/cancel` }),
      { ...ownerPage(404), visitor: '404 not_found', owner: '404 not_found' },
    ],
  }),
  ...route<Fixture>('POST /api/sandbox/portal/:token/subscriptions/:subscriptionId/resume', {
    valid: [
      (f) => ({ url: `/api/sandbox/portal/${f.portal}/subscriptions/${f.subscription}/resume` }),
      ownerPage(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/sandbox/portal/${f.portal}/subscriptions/nope/resume` }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/sandbox/portal/${f.portal}/subscriptions/${UNKNOWN_SUB}/resume` }),
      { ...ownerPage(404), visitor: '404 not_found', owner: '404 not_found' },
    ],
  }),
  ...route<Fixture>('POST /api/sandbox/portal/:token/advance-clock', {
    valid: [
      (f) => ({ url: `/api/sandbox/portal/${f.portal}/advance-clock`, payload: { seconds: 3600 } }),
      ownerPage(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/sandbox/portal/${f.portal}/advance-clock`, payload: { seconds: 1 } }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/sandbox/portal/${UNKNOWN_PORTAL}/advance-clock`, payload: { seconds: 3600 } }),
      everyone('404 not_found'),
    ],
  }),
  ...route<Fixture>('GET /api/sandbox/onboarding/:token', {
    valid: [async (f) => ({ url: `/api/sandbox/onboarding/${await f.onboarding()}` }), ownerPage(200)],
    'bad input': [() => ({ url: '/api/sandbox/onboarding/lnk_x' }), everyone('400 validation_failed')],
    'unknown id': [
      () => ({ url: `/api/sandbox/onboarding/${UNKNOWN_ONBOARDING}` }),
      everyone('404 not_found'),
    ],
  }),
  ...route<Fixture>('POST /api/sandbox/onboarding/:token', {
    valid: [
      async (f) => ({ url: `/api/sandbox/onboarding/${await f.onboarding()}`, payload: onboardingForm }),
      ownerPage(200),
    ],
    'bad input': [
      async (f) => ({
        url: `/api/sandbox/onboarding/${await f.onboarding()}`,
        payload: { ...onboardingForm, iban: BAD_IBAN },
      }),
      everyone('400 iban_invalid'),
    ],
    'unknown id': [
      () => ({ url: `/api/sandbox/onboarding/${UNKNOWN_ONBOARDING}`, payload: onboardingForm }),
      everyone('404 not_found'),
    ],
  }),
  ...route<Fixture>('GET /api/sandbox/payouts/:token', {
    valid: [(f) => ({ url: `/api/sandbox/payouts/${f.dashboard}` }), ownerPage(200)],
    'bad input': [() => ({ url: '/api/sandbox/payouts/acl_x' }), everyone('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/sandbox/payouts/${UNKNOWN_DASHBOARD}` }), everyone('404 not_found')],
  }),
  ...route<Fixture>('POST /api/sandbox/payouts/:token/bank', {
    valid: [
      (f) => ({
        url: `/api/sandbox/payouts/${f.dashboard}/bank`,
        payload: { iban: SANDBOX_TEST_IBAN, bank: 'fail' },
      }),
      ownerPage(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/sandbox/payouts/${f.dashboard}/bank`, payload: { iban: BAD_IBAN, bank: 'fail' } }),
      everyone('400 iban_invalid'),
    ],
    'unknown id': [
      () => ({
        url: `/api/sandbox/payouts/${UNKNOWN_DASHBOARD}/bank`,
        payload: { iban: SANDBOX_TEST_IBAN, bank: 'fail' },
      }),
      everyone('404 not_found'),
    ],
  }),
  ...route<Fixture>('GET /api/sandbox/platform-balance', {
    valid: [() => ({ url: '/api/sandbox/platform-balance' }), adminOnly(200)],
  }),
  ...route<Fixture>('POST /api/sandbox/platform-balance', {
    valid: [() => ({ url: '/api/sandbox/platform-balance', payload: { amountCents: 500 } }), adminOnly(200)],
    'bad input': [
      () => ({ url: '/api/sandbox/platform-balance', payload: { amountCents: -5 } }),
      signedIn('400 validation_failed'),
    ],
  }),
];

let keys = 0;
async function ownerCheckout(ctx: TestContext, customerId: string, userId: string) {
  keys += 1;
  return createCheckoutSession(
    ctx,
    {
      customerId,
      userId,
      plan: 'premium',
      successUrl: 'http://localhost:3000/profile?checkout=success',
      cancelUrl: 'http://localhost:3000/pricing',
      locale: 'fr',
    },
    `matrix-checkout-${keys}`,
  );
}

describeMatrix('sandbox', rows, async ({ ctx, userIds }) => {
  const customerId = await createCustomer(
    ctx,
    { userId: userIds.owner, email: 'owner@matrix.example' },
    'matrix-cus',
  );
  const paid = await ownerCheckout(ctx, customerId, userIds.owner);
  await payCheckoutWith(ctx, paid.url);
  const [subscription] = await ctx.payments.listSubscriptions(customerId);
  const portal = await createPortalSession(
    ctx,
    { customerId, returnUrl: 'http://localhost:3000/profile', locale: 'fr' },
    'matrix-portal',
  );
  const freshCheckout = async () => {
    const fresh = await createCustomer(
      ctx,
      { userId: userIds.owner, email: 'owner@matrix.example' },
      `matrix-cus-${keys}`,
    );
    return ownerCheckout(ctx, fresh, userIds.owner);
  };
  const urls = {
    refreshUrl: 'http://localhost:3000/earnings?r=1',
    returnUrl: 'http://localhost:3000/earnings',
  };
  const payoutAccount = await ctx.payouts.createAccount(
    { userId: userIds.owner, email: 'owner@matrix.example', country: 'FR' },
    'matrix-acct',
  );
  const connected = await ctx.payouts.createAccount(
    { userId: userIds.owner, email: 'owner@matrix.example', country: 'FR' },
    'matrix-acct-connected',
  );
  await onboardThroughEngine(ctx, (await ctx.payouts.onboardingLink(connected, urls)).url);
  return {
    checkout: (await ownerCheckout(ctx, customerId, userIds.owner)).id,
    freshCheckout: async () => (await freshCheckout()).id,
    awaitingConfirmation: async () => {
      const checkout = await freshCheckout();
      await payCheckoutWith(ctx, checkout.url, SANDBOX_TEST_CARDS.authenticationRequired);
      return checkout.id;
    },
    portal: portal.id,
    subscription: subscription!.id,
    onboarding: async () => {
      const link = await createOnboardingLink(ctx, payoutAccount, urls);
      return link.id;
    },
    dashboard: new URL((await ctx.payouts.loginLink(connected)).url).pathname.split('/').at(-1)!,
  };
});
