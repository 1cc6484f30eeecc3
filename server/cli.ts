import { closeContext, createContext } from './bootstrap';
import { loadConfig } from './config';

/**
 * Admin chores: `npm run cli -- <command>`.
 *   migrate   apply database migrations and exit
 *   health                print the health of every component as JSON
 *   grant-admin <email>   give the admin role to an existing account
 *   revoke-admin <email>  take it back
 */
const commands: Record<
  string,
  (ctx: Awaited<ReturnType<typeof createContext>>, args: string[]) => Promise<void>
> = {
  migrate: async () => {
    console.log('Migrations applied.');
  },
  'grant-admin': async (ctx, [email]) => {
    const { setAdmin } = await import('./modules/accounts/commands/admin-roles');
    await setAdmin(ctx, email ?? '', true);
    console.log(`${email} is now an admin.`);
  },
  'revoke-admin': async (ctx, [email]) => {
    const { setAdmin } = await import('./modules/accounts/commands/admin-roles');
    await setAdmin(ctx, email ?? '', false);
    console.log(`${email} is no longer an admin.`);
  },
  health: async (ctx) => {
    const { checkHealth } = await import('./modules/health/check-health');
    console.log(JSON.stringify(await checkHealth(ctx), null, 2));
  },
};

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(`Usage: npm run cli -- <${Object.keys(commands).join('|')}> [args]`);
    process.exit(64);
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const ctx = await createContext(config);
  try {
    await command(ctx, args);
  } finally {
    await closeContext(ctx);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
