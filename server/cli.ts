import { adminCommands } from './admin/admin-commands';
import { runThroughServer } from './admin/admin-socket';
import { closeContext, createContext } from './bootstrap';
import { loadConfig } from './config';

/**
 * Admin chores: `npm run cli -- <command>`.
 *   migrate   apply database migrations and exit
 *   health                print the health of every component as JSON
 *   grant-admin <email>   give the admin role to an existing account
 *   revoke-admin <email>  take it back
 *   ledger:verify         recompute the earnings ledger's hash chain, zero sums and running balances;
 *                         exits non-zero naming the first bad entry
 *   moderation:report --year YYYY [--json]
 *                         the year's transparency figures: notices by category, actions, median time
 *                         to action, appeals and reversals
 *   earnings:settle [--through YYYY-MM-DD]
 *                         make pending earnings of days up to the date (default: yesterday in
 *                         Europe/Paris) withdrawable; safe to run twice (the nightly job does it)
 *   storyboards:backfill  queue the scrub previews of every playable video that has none (videos
 *                         made before them, the demo's); safe to run twice
 * With the embedded database, a running server holds it (one process per folder): the command then
 * runs in that server, through its admin socket in DATA_DIR (server/admin/admin-socket.ts).
 */
async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? adminCommands[name] : undefined;
  if (!name || !command) {
    console.error(`Usage: npm run cli -- <${Object.keys(adminCommands).join('|')}> [args]`);
    process.exit(64);
  }
  // The CLI takes no payment and sends no mail of its own: it never needs that choice made.
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, { demo: true });
  if (!config.databaseUrl) {
    const answer = await runThroughServer(config.dataDir, name, args);
    if (answer) {
      if (!answer.ok) throw new Error(answer.error);
      console.log(`${answer.output}\n(run by the Kinora server using ${config.dataDir})`);
      return;
    }
  }
  // No server holds the embedded database (or it is PostgreSQL): open it here. If a server without
  // an admin socket holds it, opening fails with DatabaseLockedError, which names it.
  // Commands read what they then write: no replica pool (DATABASE_READ_URL) here.
  const ctx = await createContext({ ...config, databaseReadUrl: undefined });
  try {
    console.log(await command(ctx, args));
  } finally {
    await closeContext(ctx);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
