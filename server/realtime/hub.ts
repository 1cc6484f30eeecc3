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
  subscribe(topic: string, listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'kinora_realtime';

class LocalHub implements RealtimeHub {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);
  async publish(topic: string, event: RealtimeEvent) {
    this.emitter.emit(topic, event);
  }
  subscribe(topic: string, listener: (event: RealtimeEvent) => void) {
    this.emitter.on(topic, listener);
    return () => void this.emitter.off(topic, listener);
  }
  async close() {
    this.emitter.removeAllListeners();
  }
}

class PostgresHub extends LocalHub {
  private listener: pg.Client | null = null;
  constructor(
    private readonly connectionString: string,
    private readonly db: DatabaseHandle,
    private readonly logger: Logger,
  ) {
    super();
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', (err) => this.logger.warn({ err }, 'realtime listener lost'));
    client.on('notification', (message) => {
      try {
        const { topic, event } = JSON.parse(message.payload ?? '{}');
        if (typeof topic === 'string') this.emitter.emit(topic, event);
      } catch {}
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  override async publish(topic: string, event: RealtimeEvent) {
    await this.db.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic, event })]);
  }

  override async close() {
    await super.close();
    await this.listener?.end().catch(() => {});
  }
}

export async function createRealtimeHub(db: DatabaseHandle, logger: Logger): Promise<RealtimeHub> {
  if (db.kind !== 'postgres' || !db.connectionString) return new LocalHub();
  const hub = new PostgresHub(db.connectionString, db, logger);
  await hub.start();
  return hub;
}
