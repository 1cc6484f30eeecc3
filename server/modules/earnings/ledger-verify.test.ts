import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminCommands } from '../../admin/admin-commands';
import { ledgerPostings } from '../../db/schema';
import type { AppError } from '../../errors';
import { testBackend } from '../../test/test-database';
import { appendIn, creditPaidView, ledgerTestContext, move, paidViewEvent } from './earnings.test-helpers';
import { creatorAccount } from './ledger/accounts';
import type { EntryRequest } from './ledger/canonical';
import { verifyLedger } from './ledger/verify-ledger';

/**
 * The ledger's invariants after random sequences of appends (fast-check), and ledger:verify naming
 * a row changed behind the code's back (PGlite and PostgreSQL).
 */
const t = ledgerTestContext();
const append = (request: EntryRequest) => appendIn(t.ctx, request);
const verify = () => verifyLedger(t.ctx.db.db);

describe('a model of random appends', () => {
  it('keeps every invariant after any sequence of moves, replays and conflicts', async () => {
    const accounts = ['model:a', 'model:b', 'model:c', 'model:d'];
    const step = fc.record({
      key: fc.integer({ min: 0, max: 30 }),
      from: fc.constantFrom(...accounts),
      to: fc.constantFrom(...accounts),
      cents: fc.integer({ min: 1, max: 500 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const model = new Map<string, number>();
        const requests = new Map<string, EntryRequest>();
        const prefix = `run-${run}`;
        const name = (a: string) => `${a}:${prefix}`;
        for (const { key, from, to, cents } of steps) {
          if (from === to) continue;
          const request = move(`${prefix}-${key}`, name(from), name(to), cents);
          const earlier = requests.get(request.idempotencyKey);
          const outcome = await append(request).catch((e: AppError) => e);
          if (!earlier) {
            expect(outcome).toMatchObject({ replayed: false });
            requests.set(request.idempotencyKey, request);
            model.set(name(from), (model.get(name(from)) ?? 0) - cents);
            model.set(name(to), (model.get(name(to)) ?? 0) + cents);
          } else if (JSON.stringify(earlier) === JSON.stringify(request))
            expect(outcome).toMatchObject({ replayed: true });
          else expect(outcome).toMatchObject({ code: 'idempotency_conflict' });
        }
        for (const [account, cents] of model) {
          const [last] = await t.ctx.db.db
            .select({ balance: ledgerPostings.balanceAfterCents })
            .from(ledgerPostings)
            .where(eq(ledgerPostings.account, account))
            .orderBy(sql`${ledgerPostings.id} desc`)
            .limit(1);
          expect(last!.balance).toBe(cents);
        }
        expect((await verify()).firstBad).toBeNull();
      }),
      { numRuns: testBackend() === 'postgres' ? 15 : 25 },
    );
  }, 120_000);
});

describe('ledger:verify', () => {
  it('names the first entry changed behind its back, and passes once it is put back', async () => {
    const credited = await creditPaidView(t.ctx, paidViewEvent({ ownerId: 'tampered', videoDurationS: 600 }));
    await creditPaidView(t.ctx, paidViewEvent({ ownerId: 'tampered' }));
    expect(await adminCommands['ledger:verify']!(t.ctx, [])).toMatch(/^ledger:verify OK: \d+ entries/);

    const tamper = async (statement: string) => {
      await t.ctx.db.exec(`alter table ledger_postings disable trigger ledger_postings_append_only;
        alter table ledger_entries disable trigger ledger_entries_append_only;
        ${statement};
        alter table ledger_postings enable trigger ledger_postings_append_only;
        alter table ledger_entries enable trigger ledger_entries_append_only;`);
    };
    const account = creatorAccount('tampered', 'pending');
    await tamper(
      `update ledger_postings set amount_cents = 30 where entry_id = '${credited!.id}' and account = '${account}'`,
    );
    const named = await adminCommands['ledger:verify']!(t.ctx, []).catch((e: Error) => e.message);
    expect(named).toMatch(`ledger:verify FAILED at entry #${credited!.seq} (id ${credited!.id}`);
    expect(named).toMatch('request hash does not match');

    await tamper(
      `update ledger_postings set amount_cents = 3 where entry_id = '${credited!.id}' and account = '${account}'`,
    );
    expect((await verify()).firstBad).toBeNull();
    // A date moved, a balance rewritten: the entry's own hash no longer matches.
    await tamper(
      `update ledger_entries set created_at = created_at + interval '1 day' where id = '${credited!.id}'`,
    );
    expect((await verify()).firstBad).toMatchObject({
      seq: credited!.seq,
      problem: 'its hash does not match its contents',
    });
    await tamper(
      `update ledger_entries set created_at = created_at - interval '1 day' where id = '${credited!.id}'`,
    );
    await tamper(
      `update ledger_postings set balance_after_cents = balance_after_cents + 1 where entry_id = '${credited!.id}' and account = '${account}'`,
    );
    expect((await verify()).firstBad).toMatchObject({
      seq: credited!.seq,
      problem: expect.stringMatching(/running balance/),
    });
  });
});
