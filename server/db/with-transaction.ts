import type { AppContext } from '../context';
import type { JobRef } from '../jobs/registry';
import type { Database } from './client';
import { transactionWork } from './transaction-work';

export interface EnqueueOptions {
  /**
   * Jobs with the same key are queued once (while pg-boss keeps the first): a command retried after
   * a timeout, or two api nodes racing on the same recovery, queue one job.
   */
  dedupKey?: string;
  startAfterS?: number;
}

export interface TransactionScope {
  tx: Database;
  /** Queues a job inside the transaction: it exists if and only if the transaction commits. */
  enqueue<Data>(job: JobRef<Data>, data: Data, options?: EnqueueOptions): Promise<void>;
  /** Best-effort work once committed (realtime publishes): a failure is logged, never undoes the commit. */
  afterCommit(effect: () => Promise<unknown> | unknown): void;
}

/** Raw SQL on the transaction's own connection, for pg-boss's insert (same commit or rollback). */
function executorOf(tx: Database) {
  const client = (tx as unknown as { session: { client: { query: (t: string, v?: unknown[]) => unknown } } })
    .session.client;
  return { executeSql: (text: string, values: unknown[]) => client.query(text, values) as never };
}

/**
 * Runs a command's writes and the jobs they need in one PostgreSQL transaction (DESIGN: "a job
 * exists if and only if its row does"), then the after-commit effects. A crash at any line leaves
 * either both the row and its job, or neither.
 */
export async function withTransaction<T>(
  ctx: Pick<AppContext, 'db' | 'queue' | 'logger'>,
  work: (scope: TransactionScope) => Promise<T>,
): Promise<T> {
  const effects: (() => Promise<unknown> | unknown)[] = [];
  const result = await ctx.db.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    return transactionWork.run(true, () =>
      work({
        tx: db,
        enqueue: async (job, data, options = {}) => {
          await ctx.queue.send(job, data, {
            db: executorOf(db),
            dedupKey: options.dedupKey,
            startAfterS: options.startAfterS,
          });
        },
        afterCommit: (effect) => {
          effects.push(effect);
        },
      }),
    );
  });
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      ctx.logger.warn({ err: error }, 'after-commit effect failed');
    }
  }
  return result;
}
