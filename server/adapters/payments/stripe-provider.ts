import Stripe from 'stripe';
import type { PaidPlan } from '../../../domain/plans';
import type { Config } from '../../config';
import {
  type CheckoutInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCheckout,
  type ProviderEvent,
  type ProviderSubscription,
} from './payment-provider';
import { type ParsedSubscription, parseSubscription, verifyStripeWebhook } from './stripe-events';

type StripeConfig = Extract<Config['payments'], { provider: 'stripe' }>;
type Json = Record<string, unknown>;

/** Kinora's languages Stripe's hosted pages speak; any other gets 'auto' (the browser's). */
const STRIPE_LOCALES = new Set(['fr', 'en', 'es', 'pt', 'de', 'it', 'zh']);
export const stripeLocale = (locale: string) => {
  const base = locale.toLowerCase().split('-')[0]!;
  return STRIPE_LOCALES.has(base) ? base : 'auto';
};

/** STRIPE_API_BASE (a local peer in tests) → the SDK's host/port/protocol options. */
export function apiBaseOptions(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Payments on Stripe through the official SDK: Checkout in subscription mode, the Billing Portal,
 * subscriptions, refunds of a subscription's paid invoices. Every write carries the caller's
 * idempotency key; every failure becomes PaymentProviderError (502 payment_provider_error).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      ...apiBaseOptions(config.apiBase),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  createCustomer(input: { userId: string; email: string }, idempotencyKey: string): Promise<string> {
    return call('create customer', async () => {
      const customer = await this.stripe.customers.create(
        { email: input.email, metadata: { userId: input.userId } },
        { idempotencyKey },
      );
      return customer.id;
    });
  }

  createCheckout(input: CheckoutInput, idempotencyKey: string): Promise<{ id: string; url: string }> {
    return call('create checkout', async () => {
      const metadata = { userId: input.userId, plan: input.plan };
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: this.config.prices[input.plan], quantity: 1 }],
          metadata,
          subscription_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: stripeLocale(input.locale) as Stripe.Checkout.SessionCreateParams.Locale,
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error('checkout session without url');
      return { id: session.id, url: session.url };
    });
  }

  getCheckout(checkoutId: string): Promise<ProviderCheckout | null> {
    return call('get checkout', async () => {
      try {
        const session = await this.stripe.checkout.sessions.retrieve(checkoutId);
        const status: ProviderCheckout['status'] =
          session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
        return { id: session.id, url: session.url, status };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    });
  }

  expireOpenCheckouts(customerId: string): Promise<number> {
    return call('expire checkouts', async () => {
      const open = await this.stripe.checkout.sessions.list({
        customer: customerId,
        status: 'open',
        limit: 100,
      });
      for (const session of open.data)
        await this.stripe.checkout.sessions.expire(
          session.id,
          {},
          { idempotencyKey: `expire:${session.id}` },
        );
      return open.data.length;
    });
  }

  createPortal(
    input: { customerId: string; returnUrl: string; locale: string },
    idempotencyKey: string,
  ): Promise<{ url: string }> {
    return call('create portal', async () => {
      const session = await this.stripe.billingPortal.sessions.create(
        {
          customer: input.customerId,
          return_url: input.returnUrl,
          locale: stripeLocale(input.locale) as Stripe.BillingPortal.SessionCreateParams.Locale,
        },
        { idempotencyKey },
      );
      return { url: session.url };
    });
  }

  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    return call('get subscription', async () => {
      let raw: unknown;
      try {
        raw = await this.stripe.subscriptions.retrieve(subscriptionId);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
      const parsed = this.parse(raw);
      return parsed ? (await this.withPayments([parsed]))[0]! : null;
    });
  }

  listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    return call('list subscriptions', async () => {
      const list = await this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
      const parsed = list.data.map((s) => this.parse(s)).filter((s): s is ParsedSubscription => s !== null);
      return this.withPayments(parsed);
    });
  }

  cancelSubscription(
    subscriptionId: string,
    opts: { atPeriodEnd: boolean },
    idempotencyKey: string,
  ): Promise<ProviderSubscription> {
    return call('cancel subscription', async () => {
      const raw = opts.atPeriodEnd
        ? await this.stripe.subscriptions.update(
            subscriptionId,
            { cancel_at_period_end: true },
            { idempotencyKey },
          )
        : await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
      const parsed = this.parse(raw);
      if (!parsed) throw new Error('unreadable subscription');
      return (await this.withPayments([parsed]))[0]!;
    });
  }

  refundSubscription(subscriptionId: string, idempotencyKey: string): Promise<{ refundedCents: number }> {
    return call('refund subscription', async () => {
      const invoices = await this.paidInvoices(subscriptionId);
      let refundedCents = 0;
      for (const invoice of invoices) {
        const { paymentIntent, charge } = paymentOf(invoice);
        if (!paymentIntent && !charge) continue;
        try {
          const refund = await this.stripe.refunds.create(
            paymentIntent ? { payment_intent: paymentIntent } : { charge: charge! },
            { idempotencyKey: `${idempotencyKey}:${String(invoice.id)}` },
          );
          refundedCents += refund.amount;
        } catch (error) {
          // Refunded already (by an earlier attempt or from Stripe's dashboard): nothing more to do.
          if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
        }
      }
      return { refundedCents };
    });
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<ProviderEvent> {
    return verifyStripeWebhook(rawBody, signatureHeader, this.config.webhookSecret, now);
  }

  private parse(raw: unknown): ParsedSubscription | null {
    return parseSubscription(raw, this.config.prices as Record<PaidPlan, string>);
  }

  private async paidInvoices(subscriptionId: string): Promise<Json[]> {
    const list = await this.stripe.invoices.list({
      subscription: subscriptionId,
      status: 'paid',
      limit: 100,
      expand: ['data.payments'],
    });
    return list.data as unknown as Json[];
  }

  /** A test clock's frozen time (test mode only; a live subscription has no clock). */
  private async clockTime(clockId: string | null, clocks: Map<string, Date | null>): Promise<Date | null> {
    if (!clockId) return null;
    if (!clocks.has(clockId)) {
      const clock = await this.stripe.testHelpers.testClocks.retrieve(clockId);
      clocks.set(clockId, typeof clock.frozen_time === 'number' ? new Date(clock.frozen_time * 1000) : null);
    }
    return clocks.get(clockId)!;
  }

  /**
   * Adds the first payment (refund window) and the cents refunded, read from invoices and charges,
   * and the test clock's time when the customer has one (the dates are on that clock).
   */
  private async withPayments(subs: ParsedSubscription[]): Promise<ProviderSubscription[]> {
    const result: ProviderSubscription[] = [];
    const chargesByCustomer = new Map<string, Json[]>();
    const clocks = new Map<string, Date | null>();
    for (const sub of subs) {
      const invoices = await this.paidInvoices(sub.id);
      const paidAt = invoices
        .map((i) => (i.status_transitions as Json | undefined)?.paid_at)
        .filter((s): s is number => typeof s === 'number');
      let refundedCents = 0;
      if (invoices.length) {
        if (!chargesByCustomer.has(sub.customerId)) {
          const charges = await this.stripe.charges.list({ customer: sub.customerId, limit: 100 });
          chargesByCustomer.set(sub.customerId, charges.data as unknown as Json[]);
        }
        const payments = invoices.map(paymentOf);
        for (const charge of chargesByCustomer.get(sub.customerId)!) {
          const mine = payments.some(
            (p) =>
              (p.charge && p.charge === charge.id) ||
              (p.paymentIntent && p.paymentIntent === idOf(charge.payment_intent)),
          );
          if (mine && typeof charge.amount_refunded === 'number') refundedCents += charge.amount_refunded;
        }
      }
      result.push({
        ...sub,
        firstPaidAt: paidAt.length ? new Date(Math.min(...paidAt) * 1000) : null,
        refundedCents,
        clockNow: await this.clockTime(sub.testClockId, clocks),
      });
    }
    return result;
  }
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof (value as Json | null)?.id === 'string'
      ? ((value as Json).id as string)
      : null;

/** An invoice's payment intent or charge: top level in older API versions, under payments in newer ones. */
function paymentOf(invoice: Json): { paymentIntent: string | null; charge: string | null } {
  const payments = ((invoice.payments as Json | undefined)?.data as Json[] | undefined) ?? [];
  const payment = payments.map((p) => p.payment as Json | undefined).find(Boolean);
  return {
    paymentIntent: idOf(invoice.payment_intent) ?? idOf(payment?.payment_intent),
    charge: idOf(invoice.charge) ?? idOf(payment?.charge),
  };
}

async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(`Stripe: ${what} failed: ${(error as Error).message}`, error);
  }
}
