import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutInput,
  type PaymentProvider,
  PaymentProviderError,
  WebhookSignatureError,
} from './payment-provider';

/** What the suite needs around a provider: a way to pay its hosted checkout, its time and webhook secret. */
export interface PaymentProviderHarness {
  provider: PaymentProvider;
  /** Pays a checkout as a member on the hosted page would, with Stripe's 4242 test card. */
  pay(checkout: { id: string; url: string }): Promise<void>;
  /** The time the provider's webhooks are checked against. */
  now(): Date;
  webhookSecret: string;
  close(): Promise<void>;
}

let unique = 0;
const key = (what: string) => `${what}-${Date.now()}-${++unique}`;

/**
 * The behaviour every PaymentProvider must have (Stripe through its API, the built-in sandbox), like
 * storage-contract.ts: one suite, run against each implementation.
 */
export function describePaymentProvider(name: string, setup: () => Promise<PaymentProviderHarness>): void {
  describe(`${name} payment provider contract`, () => {
    let h: PaymentProviderHarness;
    // A fresh PGlite migrated from scratch: slow on a busy machine.
    beforeAll(async () => {
      h = await setup();
    }, 120_000);
    afterAll(async () => {
      await h?.close();
    });

    const checkoutFor = (customerId: string, plan: CheckoutInput['plan'] = 'premium'): CheckoutInput => ({
      customerId,
      userId: `user-${customerId}`,
      plan,
      successUrl: 'http://localhost:3000/profile?checkout=success',
      cancelUrl: 'http://localhost:3000/pricing?checkout=canceled',
      locale: 'fr',
    });

    async function subscribe(plan: CheckoutInput['plan'] = 'premium') {
      const customerId = await h.provider.createCustomer(
        { userId: key('u'), email: 'c@example.com' },
        key('cus'),
      );
      const checkout = await h.provider.createCheckout(checkoutFor(customerId, plan), key('cs'));
      await h.pay(checkout);
      const [sub] = await h.provider.listSubscriptions(customerId);
      return { customerId, sub: sub! };
    }

    it('creates one customer per idempotency key', async () => {
      const k = key('cus');
      const a = await h.provider.createCustomer({ userId: 'u1', email: 'a@example.com' }, k);
      expect(a).toMatch(/^cus_/);
      expect(await h.provider.createCustomer({ userId: 'u1', email: 'a@example.com' }, k)).toBe(a);
      expect(await h.provider.createCustomer({ userId: 'u1', email: 'a@example.com' }, key('cus'))).not.toBe(
        a,
      );
    });

    it('opens a checkout with an absolute URL, once per idempotency key', async () => {
      const customerId = await h.provider.createCustomer(
        { userId: 'u2', email: 'b@example.com' },
        key('cus'),
      );
      const k = key('cs');
      const checkout = await h.provider.createCheckout(checkoutFor(customerId, 'qa'), k);
      expect(checkout.id).toMatch(/^cs_test_[A-Za-z0-9_]{8,100}$/);
      expect(new URL(checkout.url).pathname).toContain(checkout.id);
      expect(await h.provider.createCheckout(checkoutFor(customerId, 'qa'), k)).toEqual(checkout);
      expect(await h.provider.listSubscriptions(customerId)).toEqual([]);
    });

    it('a paid checkout is an active subscription of the plan, seen by get and list', async () => {
      const { customerId, sub } = await subscribe('qa');
      expect(sub).toMatchObject({
        customerId,
        plan: 'qa',
        status: 'active',
        cancelAtPeriodEnd: false,
        endedAt: null,
      });
      expect(sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(
        28 * 86_400_000,
      );
      expect(sub.firstPaidAt).toBeInstanceOf(Date);
      expect(sub.refundedCents).toBe(0);
      expect(await h.provider.getSubscription(sub.id)).toEqual(sub);
      expect(await h.provider.getSubscription('sub_doesnotexist000000')).toBeNull();
    });

    it('cancels at period end (still active) or now (canceled)', async () => {
      const { sub } = await subscribe();
      const later = await h.provider.cancelSubscription(sub.id, { atPeriodEnd: true }, key('cancel'));
      expect(later).toMatchObject({ id: sub.id, status: 'active', cancelAtPeriodEnd: true });
      expect(later.currentPeriodEnd).toEqual(sub.currentPeriodEnd);
      const now = await h.provider.cancelSubscription(sub.id, { atPeriodEnd: false }, key('cancel'));
      expect(now.status).toBe('canceled');
      expect(now.endedAt).toBeInstanceOf(Date);
      expect((await h.provider.getSubscription(sub.id))?.status).toBe('canceled');
    });

    it('refunds the paid invoices in full, once', async () => {
      const { sub } = await subscribe();
      const k = key('refund');
      expect(await h.provider.refundSubscription(sub.id, k)).toEqual({ refundedCents: 299 });
      expect(await h.provider.refundSubscription(sub.id, k)).toEqual({ refundedCents: 299 });
      expect((await h.provider.getSubscription(sub.id))?.refundedCents).toBe(299);
    });

    it('opens the customer portal', async () => {
      const { customerId } = await subscribe();
      const { url } = await h.provider.createPortal(
        { customerId, returnUrl: 'http://localhost:3000/profile', locale: 'hi' },
        key('portal'),
      );
      expect(new URL(url).protocol).toMatch(/^https?:$/);
    });

    it('reports a provider failure as PaymentProviderError', async () => {
      await expect(
        h.provider.cancelSubscription('sub_doesnotexist000000', { atPeriodEnd: true }, key('cancel')),
      ).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(
        h.provider.createCheckout(checkoutFor('cus_doesnotexist0000'), key('cs')),
      ).rejects.toBeInstanceOf(PaymentProviderError);
    });

    describe('webhooks', () => {
      const payload = () =>
        JSON.stringify({
          id: key('evt_'),
          object: 'event',
          type: 'invoice.paid',
          created: Math.floor(h.now().getTime() / 1000),
          data: {
            object: {
              id: 'in_1',
              object: 'invoice',
              customer: 'cus_1',
              parent: { subscription_details: { subscription: 'sub_1' } },
              status: 'paid',
              amount_paid: 299,
            },
          },
        });
      const sign = (body: string, atS: number, secret = h.webhookSecret) =>
        Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: atS });
      const nowS = () => Math.floor(h.now().getTime() / 1000);

      it('accepts a fresh payload signed with the secret, and reads what it is about', async () => {
        const body = payload();
        const event = await h.provider.verifyWebhook(Buffer.from(body), sign(body, nowS() - 299), h.now());
        expect(event).toMatchObject({
          id: JSON.parse(body).id,
          type: 'invoice.paid',
          subscriptionId: 'sub_1',
          customerId: 'cus_1',
          payload: JSON.parse(body),
        });
      });

      it('rejects a bad signature, an old or future payload, a tampered body, a missing header', async () => {
        const body = payload();
        const verify = (raw: string, header: string | undefined) =>
          h.provider.verifyWebhook(Buffer.from(raw), header, h.now());
        await expect(verify(body, sign(body, nowS(), 'whsec_someone_else'))).rejects.toThrow(
          WebhookSignatureError,
        );
        await expect(verify(body, sign(body, nowS() - 301))).rejects.toThrow(WebhookSignatureError);
        // From the future, beyond the tolerance: refused too (299 s ahead is clock skew).
        await expect(verify(body, sign(body, nowS() + 301))).rejects.toThrow(WebhookSignatureError);
        await expect(verify(body, sign(body, nowS() + 86_400 * 365))).rejects.toThrow(WebhookSignatureError);
        await expect(verify(body, sign(body, nowS() + 299))).resolves.toMatchObject({ type: 'invoice.paid' });
        await expect(
          verify(body.replace('"amount_paid":299', '"amount_paid":1'), sign(body, nowS())),
        ).rejects.toThrow(WebhookSignatureError);
        await expect(verify(body, undefined)).rejects.toThrow(WebhookSignatureError);
      });
    });
  });
}
