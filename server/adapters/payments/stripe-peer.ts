import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { PAID_PLANS, type PaidPlan } from '../../../domain/plans';
import { sandboxCheckoutSessions, sandboxInvoices } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { PlatformFundsError } from '../payouts/payout-provider';
import { ConnectRefusal } from '../payouts/sandbox/connect-money';
import { handleConnect } from '../payouts/stripe-peer-connect';
import type { SandboxDeps } from './sandbox/sandbox-billing-cycle';
import { createCheckoutSession, getCheckoutSession } from './sandbox/sandbox-checkout';
import {
  cancelSubscription,
  createCustomer,
  customerSubscriptions,
  findSubscription,
  refundInvoice,
  resumeSubscription,
} from './sandbox/sandbox-engine';
import {
  chargeObject,
  checkoutSessionObject,
  customerObject,
  customerOfTestClock,
  invoiceObject,
  invoiceOfPayment,
  subscriptionObject,
  testClockObject,
} from './sandbox/sandbox-objects';
import { createPortalSession } from './sandbox/sandbox-portal';
import { customerNow, loadCustomer } from './sandbox/sandbox-time';

/**
 * A test peer speaking the part of Stripe's REST API Kinora uses (form-encoded requests, JSON
 * answers, Stripe's error shape, Idempotency-Key replay), backed by the sandbox engine so its
 * behaviour is the sandbox's. It records every request (method, path, form/query params,
 * Idempotency-Key) for tests to assert. Not Stripe: what passes here is verified only against it.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  /** Form body and query string, flattened as sent (`metadata[userId]`, `line_items[0][price]`). */
  params: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
  /** The connected account a request acts on (Connect's Stripe-Account header). */
  stripeAccount: string | null;
}

export interface StripePeer {
  url: string;
  requests: RecordedRequest[];
  /** The sandbox engine's dependencies: tests pay checkouts and move clocks through it. */
  deps: SandboxDeps;
  close(): Promise<void>;
}

class PeerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const missing = (what: string) => new PeerError(404, 'resource_missing', `No such ${what}`);

/** Starts the peer on a free local port. `prices` are the configured price ids of the plans. */
export async function startStripePeer(
  deps: SandboxDeps,
  prices: Record<PaidPlan, string>,
): Promise<StripePeer> {
  const requests: RecordedRequest[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  /** Requests under a key being handled: a concurrent one with the same key waits for its answer. */
  const inFlight = new Map<string, Promise<{ status: number; body: unknown }>>();
  let base = '';

  /** The engine's subscription, with the configured price id in place of the sandbox's. */
  const subscriptionJson = (sub: Parameters<typeof subscriptionObject>[0]) => {
    const json = subscriptionObject(sub);
    const item = json.items.data[0]!;
    return {
      ...json,
      items: {
        ...json.items,
        data: [{ ...item, price: { ...item.price, id: prices[sub.plan], metadata: {} } }],
      },
    };
  };
  const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
  const sessionJson = async (id: string) => {
    const session = await getCheckoutSession(deps, id);
    if (!session) throw missing('checkout session');
    return checkoutSessionObject(session, `https://checkout.stripe.com/c/pay/${id}`);
  };

  async function handle(
    method: string,
    path: string,
    p: Record<string, string>,
    key: string,
    stripeAccount: string | null,
  ): Promise<unknown> {
    if (method === 'POST' && path === '/v1/customers') {
      const id = await createCustomer(
        deps,
        { userId: p['metadata[userId]'] ?? '', email: p.email ?? '' },
        key,
      );
      return customerObject((await loadCustomer(deps.db.db, id))!);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const plan = PAID_PLANS.find((candidate) => prices[candidate] === p['line_items[0][price]']);
      if (!plan || p.mode !== 'subscription')
        throw new PeerError(400, 'parameter_invalid', 'Invalid line item');
      if (!(await loadCustomer(deps.db.db, p.customer ?? ''))) throw missing('customer');
      const { id } = await createCheckoutSession(
        deps,
        {
          customerId: p.customer!,
          userId: p.client_reference_id ?? '',
          plan,
          successUrl: p.success_url ?? '',
          cancelUrl: p.cancel_url ?? '',
          locale: p.locale ?? 'auto',
        },
        key,
      );
      return sessionJson(id);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/(cs_\w+?)(\/expire)?$/.exec(path);
    if (sessionMatch && method === 'GET' && !sessionMatch[2]) return sessionJson(sessionMatch[1]!);
    if (sessionMatch && method === 'POST' && sessionMatch[2]) {
      const session = await getCheckoutSession(deps, sessionMatch[1]!);
      if (!session) throw missing('checkout session');
      if (session.status !== 'open')
        throw new PeerError(400, 'checkout_session_not_open', 'Only open sessions can be expired.');
      await deps.db.db
        .update(sandboxCheckoutSessions)
        .set({ status: 'expired', pendingCard: null })
        .where(eq(sandboxCheckoutSessions.id, session.id));
      return sessionJson(session.id);
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const rows = await deps.db.db
        .select({ id: sandboxCheckoutSessions.id })
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.customerId, p.customer ?? ''));
      const sessions = await Promise.all(rows.map((row) => sessionJson(row.id)));
      return list(
        sessions.filter((session) => !p.status || session.status === p.status),
        path,
      );
    }
    const clockMatch = /^\/v1\/test_helpers\/test_clocks\/(clock_\w+)$/.exec(path);
    if (clockMatch && method === 'GET') {
      const customer = await loadCustomer(deps.db.db, customerOfTestClock(clockMatch[1]!));
      if (!customer) throw missing('test clock');
      return testClockObject(customer, customerNow(deps.clock, customer));
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!(await loadCustomer(deps.db.db, p.customer ?? ''))) throw missing('customer');
      const session = await createPortalSession(
        deps,
        { customerId: p.customer!, returnUrl: p.return_url ?? '', locale: p.locale ?? 'auto' },
        key,
      );
      return {
        id: session.id,
        object: 'billing_portal.session',
        customer: p.customer,
        return_url: p.return_url,
        url: `https://billing.stripe.com/p/session/test_${session.id}`,
      };
    }
    const subMatch = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
    if (subMatch) {
      const id = subMatch[1]!;
      if (!(await findSubscription(deps, id))) throw missing('subscription');
      if (method === 'POST' && p.cancel_at_period_end === 'true')
        return subscriptionJson(await cancelSubscription(deps, id, true));
      if (method === 'POST' && p.cancel_at_period_end === 'false')
        return subscriptionJson(await resumeSubscription(deps, id));
      if (method === 'DELETE') return subscriptionJson(await cancelSubscription(deps, id, false));
      if (method === 'GET') return subscriptionJson((await findSubscription(deps, id))!);
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const subs = await customerSubscriptions(deps, p.customer ?? '');
      return list(subs.map(subscriptionJson), path);
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const rows = await deps.db.db
        .select()
        .from(sandboxInvoices)
        .where(
          and(
            eq(sandboxInvoices.subscriptionId, p.subscription ?? ''),
            p.status ? eq(sandboxInvoices.status, p.status as 'paid') : undefined,
          ),
        )
        .orderBy(asc(sandboxInvoices.createdAt));
      return list(rows.map(invoiceObject), path);
    }
    if (method === 'GET' && path === '/v1/charges') {
      const rows = await deps.db.db
        .select()
        .from(sandboxInvoices)
        .where(and(eq(sandboxInvoices.customerId, p.customer ?? ''), eq(sandboxInvoices.status, 'paid')));
      return list(rows.map(chargeObject), path);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentId = p.payment_intent ?? p.charge;
      if (!paymentId) throw new PeerError(400, 'parameter_missing', 'payment_intent or charge is required');
      const invoiceId = invoiceOfPayment(paymentId);
      const [inv] = await deps.db.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId));
      if (inv?.status !== 'paid') throw missing('payment_intent');
      if (inv.refundedCents >= inv.amountPaidCents)
        throw new PeerError(
          400,
          'charge_already_refunded',
          `Charge ch_${invoiceId.slice(3)} has already been refunded.`,
        );
      const amount = await refundInvoice(deps, invoiceId);
      return {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: 'eur',
        status: 'succeeded',
        payment_intent: `pi_${invoiceId.slice(3)}`,
        charge: `ch_${invoiceId.slice(3)}`,
      };
    }
    const connect = await connectAnswer(deps, { method, path, params: p, key, stripeAccount });
    if (connect !== undefined) return connect;
    throw new PeerError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
  }

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params: Record<string, string> = {};
    for (const [k, v] of url.searchParams) params[k] = v;
    for (const [k, v] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) params[k] = v;
    const method = req.method ?? 'GET';
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const stripeAccount = (req.headers['stripe-account'] as string | undefined) ?? null;
    requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      authorization: (req.headers.authorization as string | undefined) ?? null,
      stripeAccount,
    });
    const replayKey =
      idempotencyKey && method !== 'GET'
        ? `${stripeAccount} ${method} ${url.pathname} ${idempotencyKey}`
        : null;
    let answer = replayKey ? replays.get(replayKey) : undefined;
    const running = replayKey ? inFlight.get(replayKey) : undefined;
    if (!answer && running) answer = await running;
    if (!answer) {
      let settle: (value: { status: number; body: unknown }) => void = () => {};
      if (replayKey)
        inFlight.set(
          replayKey,
          new Promise((resolve) => {
            settle = resolve;
          }),
        );
      try {
        answer = {
          status: 200,
          body: await handle(
            method,
            url.pathname,
            params,
            idempotencyKey ?? randomBytes(8).toString('hex'),
            stripeAccount,
          ),
        };
      } catch (error) {
        const e = error instanceof PeerError ? error : new PeerError(500, 'api_error', String(error));
        answer = {
          status: e.status,
          body: {
            error: {
              type: e.status >= 500 ? 'api_error' : 'invalid_request_error',
              code: e.code,
              message: e.message,
            },
          },
        };
      }
      // Stripe replays a key's first answer (errors of the 4xx kind too).
      if (replayKey && answer.status < 500) replays.set(replayKey, answer);
      if (replayKey) inFlight.delete(replayKey);
      settle(answer);
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(answer.body));
  }

  const server: Server = createServer((req, res) => {
    respond(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    deps,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Connect endpoints, with the engine's refusals in Stripe's error shape. */
async function connectAnswer(
  deps: SandboxDeps,
  request: Parameters<typeof handleConnect>[1],
): Promise<unknown> {
  try {
    return await handleConnect(deps, request);
  } catch (error) {
    if (error instanceof PlatformFundsError)
      throw new PeerError(
        400,
        'balance_insufficient',
        'You have insufficient available funds in your Stripe account.',
      );
    if (error instanceof ConnectRefusal)
      throw new PeerError(error.code === 'resource_missing' ? 404 : 400, error.code, error.message);
    if (error instanceof NotFoundError) throw new PeerError(404, 'resource_missing', error.message);
    throw error;
  }
}
