import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfersOfGroup } from '../../adapters/payouts/sandbox/connect-money';
import { SCRATCH_DIR } from '../../test/paths';
import { createTestContext, type TestContext } from '../../test/test-context';
import { testBackend } from '../../test/test-database';
import { payWithdrawal } from './commands/pay-withdrawal';
import { withdrawEarnings } from './commands/withdraw-earnings';
import { verifyLedger } from './ledger/verify-ledger';
import { connectCreator, giveWithdrawable, providerMovesOn, topUp } from './payouts.test-helpers';
import { balancesOf } from './queries/balances';
import { findWithdrawal } from './withdrawals.repository';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A worker process really killed (SIGKILL) between the provider's answer and Kinora's commit, on
 * PostgreSQL (a second process on the same database): the next run finds what the provider did by
 * the withdrawal's id and never pays twice.
 */
describe.runIf(testBackend() === 'postgres')('a withdrawal whose worker is killed mid-way', () => {
  let ctx: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    dataDir = mkdtempSync(join(SCRATCH_DIR, 'withdrawal-crash-'));
    await topUp(ctx, 100_000);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const killedWorker = (withdrawalId: string, deadly: string) =>
    new Promise<{ signal: string | null; stdout: string; stderr: string }>((resolve) => {
      const { NODE_ENV: _n, ...env } = process.env;
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/modules/earnings/crash-withdrawal.fixture.ts', withdrawalId, deadly],
        {
          cwd: root,
          env: {
            ...env,
            DATABASE_URL: ctx.db.connectionString,
            DATA_DIR: dataDir,
            SEED_DEMO: 'false',
            GEO_LOOKUP_URLS: 'off',
          },
        },
        (error, stdout, stderr) => resolve({ signal: error?.signal ?? null, stdout, stderr }),
      );
    });

  it.each(['createTransfer', 'createPayout'])(
    'pays once after a SIGKILL right after %s',
    async (deadly) => {
      const creator = `crash-${deadly}`;
      await connectCreator(ctx, creator);
      await giveWithdrawable(ctx, creator, 150);
      const { withdrawal } = await withdrawEarnings(ctx, {
        userId: creator,
        automatic: false,
        earningHeld: false,
      });
      const worker = await killedWorker(withdrawal.id, deadly);
      expect(worker).toMatchObject({ signal: 'SIGKILL', stdout: '' });
      // The provider did it; Kinora has not recorded it.
      expect(await transfersOfGroup(ctx, withdrawal.id)).toHaveLength(1);
      expect(await findWithdrawal(ctx.db.db, withdrawal.id)).toMatchObject({ status: 'requested' });
      // Recovery (the retried job, or the minute's sweep), twice for good measure.
      await payWithdrawal(ctx, withdrawal.id);
      await payWithdrawal(ctx, withdrawal.id);
      expect(await transfersOfGroup(ctx, withdrawal.id)).toHaveLength(1);
      expect((await ctx.payouts.findPayout(withdrawal.accountId, withdrawal.id))?.amountCents).toBe(150);
      await providerMovesOn(ctx);
      expect(await findWithdrawal(ctx.db.db, withdrawal.id)).toMatchObject({ status: 'paid' });
      expect(await balancesOf(ctx.db.db, creator, ctx.clock.now())).toMatchObject({
        inFlightCents: 0,
        withdrawableCents: 0,
      });
      expect((await verifyLedger(ctx.db.db)).firstBad).toBeNull();
    },
    60_000,
  );
});
