import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';

/** A message for the sockets following a topic (processing progress, view counts, notifications…). */
export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

/** A member's own events (their videos' processing, later notifications). */
export const memberTopic = (userId: string) => `user:${userId}`;
/** Public events of one video (its validated view count), for anybody watching it. */
export const videoTopic = (videoId: string) => `video:${videoId}`;

/**
 * Fan-out of events to the WebSockets following a topic. With PGlite everything runs in one process, so
 * an in-process emitter is the whole story; with PostgreSQL, workers and api nodes are separate
 * processes and events travel through LISTEN/NOTIFY (DESIGN §3).
 */
export interface RealtimeHub {
  publish(topic: string, event: RealtimeEvent): Promise<void>;
  /** Many messages in one go (one statement on PostgreSQL): a batch's notices, one per member. */
  publishMany(messages: readonly { topic: string; event: RealtimeEvent }[]): Promise<void>;
  subscribe(topic: string, listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'kinora_realtime';
/** Topics no socket can follow (sockets follow `video:<uuid>` and `user:<id>`): cache invalidations between nodes. */
const SYSTEM_PREFIX = 'system:';

export class LocalHub implements RealtimeHub {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);
  async publish(topic: string, event: RealtimeEvent) {
    this.emitter.emit(topic, event);
  }
  async publishMany(messages: readonly { topic: string; event: RealtimeEvent }[]) {
    for (const { topic, event } of messages) await this.publish(topic, event);
  }
  subscribe(topic: string, listener: (event: RealtimeEvent) => void) {
    this.emitter.on(topic, listener);
    return () => void this.emitter.off(topic, listener);
  }
  async close() {
    this.emitter.removeAllListeners();
  }
}

/**
 * Published on every node's own emitter when its listener came back after losing its connection:
 * notifications sent meanwhile are lost, so caches fed by the fan-out start afresh.
 */
export const RECONNECTED_TOPIC = 'system:realtime-reconnected';

const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];

class PostgresHub extends LocalHub {
  private listener: pg.Client | null = null;
  private closed = false;
  constructor(
    private readonly connectionString: string,
    private readonly db: DatabaseHandle,
    private readonly logger: Logger,
  ) {
    super();
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      try {
        const { topic, event } = JSON.parse(message.payload ?? '{}');
        if (typeof topic === 'string') this.emitter.emit(topic, event);
      } catch {}
    });
    // A lost listener (server restart, failover, idle kill) would silently stop every event on this
    // node: listen again, with a growing delay, for as long as the hub is open.
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      this.logger.warn({ err }, 'realtime listener lost; reconnecting');
      client.end().catch(() => {});
      void this.reconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      await new Promise((r) =>
        setTimeout(r, RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]),
      );
      if (this.closed) return;
      try {
        await this.start();
        this.logger.info('realtime listener back');
        this.emitter.emit(RECONNECTED_TOPIC, { type: 'realtime.reconnected' });
        return;
      } catch (err) {
        this.logger.warn({ err }, 'realtime listener still down');
      }
    }
  }

  override async publish(topic: string, event: RealtimeEvent) {
    // Server-internal topics drop per-node caches: the publishing node drops its own copy before the
    // request that made the change answers, not when its listener hears the notification back (the
    // echo is a second, harmless invalidation).
    if (topic.startsWith(SYSTEM_PREFIX)) this.emitter.emit(topic, event);
    await this.db.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic, event })]);
  }

  override async publishMany(messages: readonly { topic: string; event: RealtimeEvent }[]) {
    if (messages.length === 0) return;
    for (const { topic, event } of messages)
      if (topic.startsWith(SYSTEM_PREFIX)) this.emitter.emit(topic, event);
    // One statement, one commit: the notify queue's lock is taken once for the lot, not once per member.
    await this.db.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
      CHANNEL,
      messages.map(({ topic, event }) => JSON.stringify({ topic, event })),
    ]);
  }

  override async close() {
    this.closed = true;
    await super.close();
    await this.listener?.end().catch(() => {});
  }

  /** The listener's backend process id (tests kill it to check the reconnection). */
  async listenerPid(): Promise<number | null> {
    const result = await this.listener?.query<{ pid: number }>('select pg_backend_pid() as pid');
    return result?.rows[0]?.pid ?? null;
  }
}

export async function createRealtimeHub(db: DatabaseHandle, logger: Logger): Promise<RealtimeHub> {
  if (db.kind !== 'postgres' || !db.connectionString) return new LocalHub();
  // LISTEN needs a session: a transaction-mode pooler would drop it with the transaction.
  const hub = new PostgresHub(db.directConnectionString ?? db.connectionString, db, logger);
  await hub.start();
  return hub;
}
