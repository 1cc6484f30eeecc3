import pino from 'pino';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { ALL_JOBS } from './all-jobs';
import { JobQueue } from './queue';

/**
 * One node's start on the database named by argv[2] — migrations, then pg-boss and its queues —
 * then a clean stop. queue-startup.test.ts runs several at once on an empty database; prints "ok".
 * argv[3], when given, is the direct URL beside a transaction pooler's argv[2] (DATABASE_DIRECT_URL).
 */
async function main(): Promise<void> {
  const direct = process.argv[3];
  const db = await openDatabase({
    kind: 'postgres',
    connectionString: process.argv[2]!,
    directConnectionString: direct,
    transactionPooled: direct !== undefined && direct !== process.argv[2],
    maxConnections: 2,
  });
  try {
    await migrateDatabase(db);
    const queue = new JobQueue(db, ALL_JOBS, pino({ level: 'silent' }));
    await queue.start();
    await queue.stop();
    console.log('ok');
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(String(error));
  process.exit(1);
});
