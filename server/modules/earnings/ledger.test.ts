import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { ledgerEntries, ledgerPostings } from '../../db/schema';
import { AppError } from '../../errors';
import { appendIn, creditPaidView, ledgerTestContext, move, paidViewEvent } from './earnings.test-helpers';
import { creatorAccount, PLATFORM_PREMIUM_REVENUE } from './ledger/accounts';
import type { EntryRequest } from './ledger/canonical';
import { verifyLedger } from './ledger/verify-ledger';
import { balancesOf } from './queries/balances';

/**
 * The ledger on PGlite and PostgreSQL: append-only and balanced by the database itself,
 * idempotent, and serialised under concurrency.
 */
const t = ledgerTestContext();
const append = (request: EntryRequest) => appendIn(t.ctx, request);
const verify = () => verifyLedger(t.ctx.db.db);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
  );

describe('appending', () => {
  it('keeps running balances and the hash chain', async () => {
    const first = await append(move('a-1', 'test:source', 'test:a', 5));
    const second = await append(move('a-2', 'test:a', 'test:b', 3));
    expect(second.seq).toBe(first.seq + 1);
    expect(second.postings).toEqual([
      { account: 'test:b', amountCents: 3, balanceAfterCents: 3 },
      { account: 'test:a', amountCents: -3, balanceAfterCents: 2 },
    ]);
    const [row] = await t.ctx.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, second.id));
    expect(row!.prevHash).toBe(first.hash);
    expect((await verify()).firstBad).toBeNull();
  });

  it('returns the first result for a replayed key and refuses it for another request', async () => {
    const first = await append(move('same-key', 'test:source', 'test:c', 7));
    const replay = await append(move('same-key', 'test:source', 'test:c', 7));
    expect(replay).toMatchObject({ id: first.id, seq: first.seq, hash: first.hash, replayed: true });
    const conflict = await append(move('same-key', 'test:source', 'test:c', 8)).catch((e) => e);
    expect(conflict).toBeInstanceOf(AppError);
    expect(conflict).toMatchObject({ status: 409, code: 'idempotency_conflict' });
    // A paid view's key held to its first request: the same view at another tier is refused.
    const paid = paidViewEvent({ ownerId: 'conflicted' });
    const credited = await creditPaidView(t.ctx, paid);
    const pending = creatorAccount('conflicted', 'pending');
    await expect(
      append({ ...move(credited!.idempotencyKey, PLATFORM_PREMIUM_REVENUE, pending, 3), kind: 'paid_view' }),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect((await balancesOf(t.ctx.db.db, 'conflicted', t.ctx.clock.now())).pendingCents).toBe(2);
  });

  it('refuses in code what is not a journal transaction', async () => {
    await expect(append({ ...move('x-1', 'test:a', 'test:b', 1), postings: [] })).rejects.toThrow(
      /two postings/,
    );
    await expect(
      append({
        ...move('x-2', 'test:a', 'test:b', 1),
        postings: [
          { account: 'test:a', amountCents: 2 },
          { account: 'test:b', amountCents: -1 },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(append(move('x-3', 'test:a', 'test:b', 1.5))).rejects.toThrow(/integer cents/);
  });
});

describe('the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on both tables', async () => {
    await append(move('kept', 'test:source', 'test:kept', 4));
    for (const statement of [
      'update ledger_entries set kind = kind',
      'delete from ledger_entries',
      'truncate ledger_entries cascade',
      'update ledger_postings set amount_cents = amount_cents + 1',
      'delete from ledger_postings',
      'truncate ledger_postings',
    ])
      expect(await refusal(t.ctx.db.query(statement)), statement).toMatch(/the ledger is append-only/);
    await expect(
      t.ctx.db.db
        .update(ledgerPostings)
        .set({ amountCents: 1 })
        .where(eq(ledgerPostings.account, 'test:kept')),
    ).rejects.toThrow();
    expect((await verify()).firstBad).toBeNull();
  });
});

describe('concurrent appends', () => {
  it('50 credits at once give one valid chain and the right balances', async () => {
    const owners = ['busy-1', 'busy-2', 'busy-3'];
    const views = Array.from({ length: 50 }, (_, i) =>
      paidViewEvent({ ownerId: owners[i % 3]!, videoDurationS: [60, 300, 600][i % 3]! }),
    );
    const before = (await verify()).entries;
    const results = await Promise.all(views.map((view) => creditPaidView(t.ctx, view)));
    expect(results.every((r) => r && !r.replayed)).toBe(true);
    const report = await verify();
    expect(report.firstBad).toBeNull();
    expect(report.entries).toBe(before + 50);
    expect((await balancesOf(t.ctx.db.db, 'busy-1', t.ctx.clock.now())).pendingCents).toBe(17 * 1);
    expect((await balancesOf(t.ctx.db.db, 'busy-2', t.ctx.clock.now())).pendingCents).toBe(17 * 2);
    expect((await balancesOf(t.ctx.db.db, 'busy-3', t.ctx.clock.now())).pendingCents).toBe(16 * 3);
  }, 120_000);
});

describe('the database, behind the code', () => {
  it('refuses an unbalanced entry, a broken chain and a wrong running balance, whatever code writes them', async () => {
    const head = await append(move('head', 'test:source', 'test:d', 1));
    const insertEntry = (seq: number, prevHash: string) =>
      sql`insert into ledger_entries (id, seq, kind, idempotency_key, request_hash, details, created_at, prev_hash, hash)
          values (gen_random_uuid(), ${seq}, 'raw', ${`raw-${seq}-${prevHash.slice(0, 4)}`}, 'r', '{}', now(), ${prevHash}, 'h')
          returning id`;
    const raw = (postings: [string, number, number][], seq = head.seq + 1, prevHash = head.hash) =>
      refusal(
        t.ctx.db.db.transaction(async (tx) => {
          const [{ id }] = rowsOf<{ id: string }>(await tx.execute(insertEntry(seq, prevHash))) as [
            { id: string },
          ];
          for (const [account, amount, after] of postings)
            await tx.execute(
              sql`insert into ledger_postings (entry_id, account, amount_cents, balance_after_cents) values (${id}, ${account}, ${amount}, ${after})`,
            );
        }),
      );
    expect(await raw([['test:e', 5, 5]])).toMatch(/not balanced: 1 postings summing to 5/);
    expect(await raw([])).toMatch(/not balanced: 0 postings/);
    expect(
      await raw([
        ['test:e', 5, 5],
        ['test:f', -4, -4],
      ]),
    ).toMatch(/not balanced: 2 postings summing to 1/);
    expect(
      await raw(
        [
          ['test:e', 5, 5],
          ['test:f', -5, -5],
        ],
        head.seq + 2,
      ),
    ).toMatch(/does not follow/);
    expect(
      await raw(
        [
          ['test:e', 5, 5],
          ['test:f', -5, -5],
        ],
        head.seq + 1,
        'f'.repeat(64),
      ),
    ).toMatch(/does not follow/);
    expect(
      await raw([
        ['test:d', 5, 5],
        ['test:f', -5, -5],
      ]),
    ).toMatch(/balance 5 is not 1 \+ 5/);
    expect(
      await raw([
        ['test:e', 5, 5],
        ['test:f', -5, -5],
      ]),
    ).toBe('accepted');
  });
});
