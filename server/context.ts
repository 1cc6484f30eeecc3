import type { Logger } from 'pino';
import type { GeoResolver } from './adapters/geo/geo';
import type { Mailer } from './adapters/mail/mailer';
import type { MediaTools } from './adapters/media/media-tools';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { PayoutProvider } from './adapters/payouts/payout-provider';
import type { Storage } from './adapters/storage/storage';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Metrics } from './metrics/metrics';
import type { RealtimeHub } from './realtime/hub';
import type { StandingProvider } from './standing/actor';

/**
 * Everything a command, job or route needs from the outside world, built once at start-up
 * (bootstrap.ts) and passed explicitly — no module-level singletons. What a module runs itself (the
 * watch buffer, the upload service) is not here: its manifest starts it (server/all-modules.ts).
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  /** The time, always from here (a FakeClock in tests). */
  clock: Clock;
  db: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  queue: JobQueue<AppContext>;
  media: MediaTools;
  /** Live events to members' open tabs. */
  realtime: RealtimeHub;
  /** The country of an IP (cookie regimes). */
  geo: GeoResolver;
  /** Stripe, or the built-in sandbox (test mode) by default. */
  payments: PaymentProvider;
  /** Creator payouts: Stripe Connect, or the built-in sandbox (test mode) by default. */
  payouts: PayoutProvider;
  /**
   * Every module's part of a member's standing (server/all-modules.ts): what jobs read when no
   * request carries the actor (the nightly automatic payouts check the `earn` capability).
   */
  standing: readonly StandingProvider[];
  /** This process's Prometheus figures (server/metrics/metrics.ts). */
  metrics: Metrics;
}
