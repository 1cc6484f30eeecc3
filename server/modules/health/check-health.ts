import { z } from 'zod';
import type { AppContext } from '../../context';
import { readQueuedJobs } from '../../jobs/queue-health';
import { readNotifyQueueUsage, readOrNull } from '../../metrics/metrics';

const componentSchema = z.object({
  status: z.enum(['ok', 'error', 'unavailable']),
  kind: z.string().optional(),
  detail: z.string().optional(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'error']),
  checks: z.object({
    database: componentSchema,
    storage: componentSchema,
    queue: componentSchema,
    media: componentSchema,
    payments: componentSchema,
    mail: componentSchema,
  }),
  /** What scale-out watches: null when not measured (PGlite has no NOTIFY queue; the database did not answer). */
  figures: z.object({
    /** PostgreSQL's `pg_notification_queue_usage()`, 0 to 1: at 1 every NOTIFY (realtime event) fails. */
    notificationQueueUsage: z.number().min(0).max(1).nullable(),
    /** Jobs waiting in the queue (created, or waiting for a retry), all queues. */
    queuedJobs: z.number().int().min(0).nullable(),
  }),
});

type Component = z.infer<typeof componentSchema>;

async function probe(kind: string, fn: () => Promise<unknown>): Promise<Component> {
  try {
    await fn();
    return { status: 'ok', kind };
  } catch (error) {
    return { status: 'error', kind, detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Database, storage and queue are required (error → 503). Media processing is optional: without
 * ffmpeg the site still serves, only uploads are refused, so it degrades instead of failing. The
 * payment provider and mail transport are reported, not probed: no request leaves for Stripe or SMTP.
 */
export async function checkHealth(ctx: AppContext): Promise<z.infer<typeof healthResponseSchema>> {
  const [database, storage, queue, notificationQueueUsage, queuedJobs] = await Promise.all([
    probe(ctx.db.kind, () => ctx.db.query('SELECT 1')),
    probe(ctx.storage.kind, () => ctx.storage.check()),
    probe('pg-boss', () => ctx.queue.check()),
    readNotifyQueueUsage(ctx.db),
    readOrNull(readQueuedJobs(ctx.db)),
  ]);
  const media: Component = ctx.media.available
    ? { status: 'ok', kind: 'ffmpeg', detail: ctx.media.version }
    : {
        status: 'unavailable',
        kind: 'ffmpeg',
        detail: `Media processing is unavailable: ${ctx.media.reason}`,
      };
  const required = [database, storage, queue];
  const { payments, mail } = providers(ctx);
  const status = required.some((c) => c.status !== 'ok')
    ? 'error'
    : media.status === 'ok'
      ? 'ok'
      : 'degraded';
  return {
    status,
    checks: { database, storage, queue, media, payments, mail },
    figures: { notificationQueueUsage, queuedJobs },
  };
}

/**
 * Which payment provider and mail transport run: a monitor or an operator sees at once that a site
 * takes no real money or sends no mail (both chosen on purpose: server/config.ts).
 */
function providers(ctx: Pick<AppContext, 'config'>): { payments: Component; mail: Component } {
  const payments: Component =
    ctx.config.payments.provider === 'stripe'
      ? { status: 'ok', kind: 'stripe' }
      : { status: 'ok', kind: 'sandbox', detail: 'Test mode: no real money, Premium costs nothing' };
  const mail: Component =
    ctx.config.mail.transport === 'smtp'
      ? { status: 'ok', kind: 'smtp' }
      : { status: 'ok', kind: 'outbox', detail: 'Mail is kept in DATA_DIR/mail, not sent' };
  return { payments, mail };
}
