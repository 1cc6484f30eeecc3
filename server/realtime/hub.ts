import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';
import { insideTransactionWork } from '../db/transaction-work';

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

/**
 * NOTIFY refuses payloads of 8,000 bytes or more; a larger event travels as the id of a row of
 * realtime_payloads (`{"ref":…}`), which listeners read back. Rows older than PAYLOAD_TTL_S are swept.
 */
export const INLINE_PAYLOAD_MAX_BYTES = 7900;
const PAYLOAD_TTL_S = 60;
const SWEEP_EVERY_MS = 30_000;

/** One notification's text, or null when it must travel as a row. */
const inline = (text: string) => (Buffer.byteLength(text) <= INLINE_PAYLOAD_MAX_BYTES ? text : null);

class PostgresHub extends LocalHub {
  private listener: pg.Client | null = null;
  private closed = false;
  /** Notifications are handled one after the other: a large event read back keeps its place in line. */
  private delivery: Promise<void> = Promise.resolve();
  private readonly sweeper = setInterval(() => void this.sweepPayloads(), SWEEP_EVERY_MS).unref();
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
      this.delivery = this.delivery.then(() => this.deliver(message.payload ?? '{}'));
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

  /** One notification: the event itself, or the id of the row that holds it. */
  private async deliver(payload: string): Promise<void> {
    try {
      let message = JSON.parse(payload);
      if (typeof message?.ref === 'string') {
        const { rows } = await this.db.query<{ payload: string }>(
          'select payload from realtime_payloads where id = $1',
          [message.ref],
        );
        if (!rows[0])
          return void this.logger.warn({ ref: message.ref }, 'realtime payload gone before it was read');
        message = JSON.parse(rows[0].payload);
      }
      if (typeof message?.topic === 'string') this.emitter.emit(message.topic, message.event);
    } catch (err) {
      this.logger.warn({ err }, 'realtime notification not delivered');
    }
  }

  override async publish(topic: string, event: RealtimeEvent) {
    // Server-internal topics drop per-node caches: the publishing node drops its own copy before the
    // request that made the change answers, not when its listener hears the notification back (the
    // echo is a second, harmless invalidation).
    if (topic.startsWith(SYSTEM_PREFIX)) this.emitter.emit(topic, event);
    await this.notify([JSON.stringify({ topic, event })]);
  }

  override async publishMany(messages: readonly { topic: string; event: RealtimeEvent }[]) {
    if (messages.length === 0) return;
    for (const { topic, event } of messages)
      if (topic.startsWith(SYSTEM_PREFIX)) this.emitter.emit(topic, event);
    await this.notify(messages.map(({ topic, event }) => JSON.stringify({ topic, event })));
  }

  /**
   * One statement, one commit, whatever the sizes: the notify queue's lock is taken once for the lot,
   * not once per member, and a large event's row commits with its notification (never notified unread).
   * Never on a caller's transaction: NOTIFY inside a write transaction holds that lock to its commit.
   */
  private async notify(texts: string[]): Promise<void> {
    if (insideTransactionWork())
      this.logger.warn(
        { stack: new Error().stack },
        'realtime publish while a transaction is open: publish in scope.afterCommit',
      );
    const small = texts.filter((text) => inline(text) !== null);
    const large = texts.filter((text) => inline(text) === null);
    if (large.length === 0) {
      await this.db.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        CHANNEL,
        small,
      ]);
      return;
    }
    await this.db.query(
      `with stored as (insert into realtime_payloads (payload) select unnest($3::text[]) returning id)
       select pg_notify($1, payload)
       from (select json_build_object('ref', id::text)::text as payload from stored
             union all select unnest($2::text[])) as notes`,
      [CHANNEL, small, large],
    );
  }

  /** Drops the large events every listener has had a minute to read (each node sweeps; any may). */
  async sweepPayloads(): Promise<number> {
    const { rows } = await this.db
      .query<{ n: number }>(
        `with gone as (delete from realtime_payloads where created_at < now() - make_interval(secs => $1) returning 1)
         select count(*)::int as n from gone`,
        [PAYLOAD_TTL_S],
      )
      .catch((err) => {
        this.logger.warn({ err }, 'realtime payloads not swept');
        return { rows: [{ n: 0 }] };
      });
    return rows[0]?.n ?? 0;
  }

  override async close() {
    this.closed = true;
    clearInterval(this.sweeper);
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
  try {
    await hub.start();
  } catch (error) {
    await hub.close();
    throw error;
  }
  return hub;
}
