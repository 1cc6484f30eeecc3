import Stripe from 'stripe';
import { describeMatrix, everyone, type MatrixRow, route, signedIn } from '../../test/permission-matrix';

interface Fixture {
  /** A webhook body signed with the provider's secret (an event type Kinora ignores). */
  signed(): { payload: string; headers: Record<string, string> };
}

const megabytes = 'x'.repeat(2 * 1024 * 1024);

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/billing/subscription', {
    valid: [() => ({ url: '/api/billing/subscription' }), signedIn(200)],
  }),
  ...route<Fixture>('POST /api/billing/checkout', {
    valid: [() => ({ url: '/api/billing/checkout', payload: {} }), signedIn(200)],
    'valid (return path)': [
      () => ({ url: '/api/billing/checkout', payload: { returnPath: '/watch/abc' } }),
      signedIn(200),
    ],
    // The body is checked before the session (schema validation precedes the handler).
    'bad input (another site)': [
      () => ({ url: '/api/billing/checkout', payload: { returnPath: '//evil.example/x' } }),
      signedIn('400 bad_request'),
    ],
    'bad input (NUL byte)': [
      () => ({ url: '/api/billing/checkout', payload: { returnPath: '/profile\u0000' } }),
      signedIn('400 invalid_characters'),
    ],
    'bad input (megabytes)': [
      () => ({ url: '/api/billing/checkout', payload: { returnPath: megabytes } }),
      signedIn('413 payload_too_large'),
    ],
  }),
  ...route<Fixture>('POST /api/billing/qa-checkout', {
    valid: [() => ({ url: '/api/billing/qa-checkout', payload: {} }), signedIn(200)],
    'bad input': [
      () => ({ url: '/api/billing/qa-checkout', payload: { returnPath: 'https://evil.example' } }),
      signedIn('400 bad_request'),
    ],
  }),
  // Every signed-in actor has a customer since their checkout above.
  ...route<Fixture>('POST /api/billing/portal', {
    valid: [() => ({ url: '/api/billing/portal', payload: {} }), signedIn(200)],
  }),
  ...route<Fixture>('POST /api/billing/qa-cancel', {
    valid: [() => ({ url: '/api/billing/qa-cancel', payload: {} }), signedIn('409 not_subscribed')],
  }),
  ...route<Fixture>('POST /api/billing/refund', {
    valid: [
      () => ({ url: '/api/billing/refund', payload: { plan: 'premium' } }),
      signedIn('409 not_subscribed'),
    ],
    'bad input': [
      () => ({ url: '/api/billing/refund', payload: { plan: 'gold' } }),
      signedIn('400 validation_failed'),
    ],
  }),
  // Authenticated by its signature only: the same answer with or without a session.
  ...route<Fixture>('POST /api/billing/webhook', {
    valid: [(f) => ({ url: '/api/billing/webhook', ...f.signed() }), everyone(200)],
    'bad input (no signature)': [
      () => ({
        url: '/api/billing/webhook',
        payload: '{"id":"evt_x","type":"invoice.paid"}',
        headers: { 'content-type': 'application/json' },
      }),
      everyone('400 webhook_signature_invalid'),
    ],
    'bad input (megabytes)': [
      () => ({
        url: '/api/billing/webhook',
        payload: megabytes,
        headers: { 'content-type': 'application/json' },
      }),
      everyone('413 payload_too_large'),
    ],
  }),
];

let sequence = 0;

describeMatrix('billing', rows, async ({ ctx }) => ({
  signed: () => {
    const payload = JSON.stringify({
      id: `evt_matrix_${++sequence}`,
      object: 'event',
      type: 'customer.created',
      created: Math.floor(ctx.clock.now().getTime() / 1000),
      data: { object: { id: 'cus_matrix', object: 'customer' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: ctx.config.payments.webhookSecret,
      timestamp: Math.floor(ctx.clock.now().getTime() / 1000),
    });
    return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
  },
}));
