import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';

/** A message for one member's open tabs (processing progress, later notifications…). */
export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

/**
 * Fan-out of events to the WebSockets of a member. With PGlite everything runs in one process, so
 * an in-process emitter is the whole story; with PostgreSQL, workers and api nodes are separate
 * processes and events travel through LISTEN/NOTIFY (DESIGN §3).
 */
export interface RealtimeHub {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  subscribe(userId: string, listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'kinora_realtime';

class LocalHub implements RealtimeHub {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);
  async publish(userId: string, event: RealtimeEvent) {
    this.emitter.emit(userId, event);
  }
  subscribe(userId: string, listener: (event: RealtimeEvent) => void) {
    this.emitter.on(userId, listener);
    return () => void this.emitter.off(userId, listener);
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
        const { userId, event } = JSON.parse(message.payload ?? '{}');
        if (typeof userId === 'string') this.emitter.emit(userId, event);
      } catch {}
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  override async publish(userId: string, event: RealtimeEvent) {
    await this.db.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ userId, event })]);
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
