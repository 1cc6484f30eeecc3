import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRATCH_DIR } from '../../test/paths';
import { createTestContext, type TestContext } from '../../test/test-context';
import { testBackend } from '../../test/test-database';
import { creditPaidView, paidViewEvent } from './earnings.test-helpers';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * `npm run cli -- ledger:verify` as an operator runs it, in its own process on the test's
 * PostgreSQL database (the embedded database is opened by one process at a time: PostgreSQL only).
 */
describe.runIf(testBackend() === 'postgres')('npm run cli -- ledger:verify', () => {
  let ctx: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    dataDir = mkdtempSync(join(SCRATCH_DIR, 'ledger-cli-'));
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = () =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const { NODE_ENV: _n, ...env } = process.env;
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/cli.ts', 'ledger:verify'],
        {
          cwd: root,
          env: {
            ...env,
            DATABASE_URL: ctx.db.connectionString,
            DATA_DIR: dataDir,
            SEED_DEMO: 'false',
            LOG_LEVEL: 'warn',
            GEO_LOOKUP_URLS: 'off',
          },
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('prints a summary, then exits non-zero naming the entry changed behind its back', async () => {
    await creditPaidView(ctx, paidViewEvent({ ownerId: 'cli-creator' }));
    const tampered = await creditPaidView(
      ctx,
      paidViewEvent({ ownerId: 'cli-creator', videoDurationS: 600 }),
    );
    await creditPaidView(ctx, paidViewEvent({ ownerId: 'cli-creator' }));

    const ok = await cli();
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.stdout).toMatch(
      /ledger:verify OK: 3 entries, 6 postings, 2 accounts; head hash [0-9a-f]{64}\./,
    );

    // The only way to change a row: drop the trigger that refuses it, as an intruder would.
    await ctx.db.exec(`drop trigger ledger_postings_append_only on ledger_postings;
      update ledger_postings set amount_cents = 1 where entry_id = '${tampered!.id}' and amount_cents = 3;
      create trigger ledger_postings_append_only before update or delete on ledger_postings
        for each row execute function kinora_ledger_append_only();`);
    const bad = await cli();
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      `ledger:verify FAILED at entry #${tampered!.seq} (id ${tampered!.id}, key paid_view:`,
    );
    expect(bad.stderr).toMatch('1 entries, 2 postings, 2 accounts verified before it');
    await expect(ctx.db.query('delete from ledger_postings')).rejects.toThrow(/append-only/);
  }, 120_000);
});
