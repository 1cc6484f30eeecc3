import type { AppContext } from '../context';

/** What a command prints. Thrown errors are printed as the command's failure. */
type AdminCommand = (ctx: AppContext, args: string[]) => Promise<string>;

/**
 * The admin chores of `npm run cli -- <command>`, run either by the CLI on its own context or, with
 * the embedded database, by the running server for the CLI (server/admin/admin-socket.ts).
 */
export const adminCommands: Record<string, AdminCommand> = {
  migrate: async () => 'Migrations applied.',
  'grant-admin': async (ctx, [email]) => {
    const { setAdmin } = await import('../modules/accounts/commands/admin-roles');
    await setAdmin(ctx, email ?? '', true);
    return `${email} is now an admin.`;
  },
  'revoke-admin': async (ctx, [email]) => {
    const { setAdmin } = await import('../modules/accounts/commands/admin-roles');
    await setAdmin(ctx, email ?? '', false);
    return `${email} is no longer an admin.`;
  },
  'ledger:verify': async (ctx) => {
    const { describeLedgerReport, verifyLedger } = await import('../modules/earnings/earnings.public');
    return describeLedgerReport(await verifyLedger(ctx.db.db));
  },
  'earnings:settle': async (ctx, args) => {
    const { settleEarnings } = await import('../modules/earnings/earnings.public');
    const flag = args.indexOf('--through');
    const through = flag >= 0 ? args[flag + 1] : undefined;
    if (flag >= 0 && !/^\d{4}-\d{2}-\d{2}$/.test(through ?? ''))
      throw new Error('Usage: earnings:settle [--through YYYY-MM-DD]');
    const report = await settleEarnings(ctx, { through });
    return `Settled through ${report.through} (Europe/Paris): ${report.creators} creators, ${report.settledCents} cents now withdrawable.`;
  },
  'moderation:report': async (ctx, args) => {
    const { describeTransparencyReport, transparencyReport } = await import(
      '../modules/moderation/moderation.public'
    );
    const flag = args.indexOf('--year');
    const year = Number(flag >= 0 ? args[flag + 1] : Number.NaN);
    if (!Number.isInteger(year) || year < 2000 || year > 2999)
      throw new Error('Usage: moderation:report --year YYYY [--json]');
    const report = await transparencyReport(ctx.db.db, year);
    return args.includes('--json') ? JSON.stringify(report, null, 2) : describeTransparencyReport(report);
  },
  'storyboards:backfill': async (ctx) => {
    const { queueMissingStoryboards } = await import('../modules/videos/videos.public');
    return `${await queueMissingStoryboards(ctx)} storyboards queued (made by the workers).`;
  },
  health: async (ctx) => {
    const { checkHealth } = await import('../modules/health/check-health');
    return JSON.stringify(await checkHealth(ctx), null, 2);
  },
};
