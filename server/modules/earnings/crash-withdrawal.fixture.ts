import { closeContext, createContext } from '../../bootstrap';
import { loadConfig } from '../../config';
import { payWithdrawal } from './commands/pay-withdrawal';

/**
 * One worker paying the withdrawal named by argv[2] on DATABASE_URL, killed by SIGKILL right after
 * the provider answered the call named by argv[3] (`createTransfer` or `createPayout`) and before
 * Kinora recorded it: what a power cut does. withdrawals-crash.test.ts recovers from it.
 */
async function main(): Promise<void> {
  const [withdrawalId, deadly] = process.argv.slice(2) as [string, 'createTransfer' | 'createPayout'];
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, { demo: true });
  const ctx = await createContext(config);
  const provider = ctx.payouts;
  const call = provider[deadly].bind(provider) as (...args: unknown[]) => Promise<unknown>;
  (provider as unknown as Record<string, unknown>)[deadly] = async (...args: unknown[]) => {
    await call(...args);
    process.kill(process.pid, 'SIGKILL');
    await new Promise(() => {});
  };
  await payWithdrawal(ctx, withdrawalId);
  await closeContext(ctx);
  console.log('survived');
}

main().catch((error) => {
  console.error(String(error));
  process.exit(1);
});
