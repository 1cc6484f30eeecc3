import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommands } from '../../admin/admin-commands';
import { type Database, rowsOf } from '../../db/client';
import { ledgerEntries, ledgerPostings, user } from '../../db/schema';
import { AppError } from '../../errors';
import { createTestContext, type TestContext } from '../../test/test-context';
import { testBackend } from '../../test/test-database';
import { insertMembers } from '../accounts/accounts.test-helpers';
import { paidViewEvent } from './earnings.test-helpers';
import { creatorAccount, PLATFORM_PREMIUM_REVENUE } from './ledger/accounts';
import { appendEntry } from './ledger/append-entry';
import type { EntryRequest } from './ledger/canonical';
import { verifyLedger } from './ledger/verify-ledger';
import { balancesOf } from './queries/balances';
import { creditPaidView } from './reactions/credit-paid-view';

/**
 * The ledger on PGlite and PostgreSQL: append-only and balanced by the database itself,
 * idempotent, serialised under concurrency, and proved by ledger:verify.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date('2026-11-27T10:00:00Z'));
});
afterAll(async () => {
  await ctx.close();
});

const append = (request: EntryRequest) =>
  ctx.db.db.transaction((tx) => appendEntry(tx as unknown as Database, ctx.clock, request));
const move = (key: string, from: string, to: string, cents: number, kind = 'test_move'): EntryRequest => ({
  kind,
  idempotencyKey: key,
  postings: [
    { account: to, amountCents: cents },
    { account: from, amountCents: -cents },
  ],
  details: {},
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
  );
const verify = () => verifyLedger(ctx.db.db);

describe('appending', () => {
  it('keeps running balances and the hash chain', async () => {
    const first = await append(move('a-1', 'test:source', 'test:a', 5));
    const second = await append(move('a-2', 'test:a', 'test:b', 3));
    expect(second.seq).toBe(first.seq + 1);
    expect(second.postings).toEqual([
      { account: 'test:b', amountCents: 3, balanceAfterCents: 3 },
      { account: 'test:a', amountCents: -3, balanceAfterCents: 2 },
    ]);
    const [row] = await ctx.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, second.id));
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
    const paid = paidViewEvent({ ownerId: 'conflicted' });
    await creditPaidView(ctx, paid);
    await expect(creditPaidView(ctx, { ...paid, videoDurationS: 600 })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    expect((await balancesOf(ctx.db.db, 'conflicted', ctx.clock.now())).pendingCents).toBe(2);
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
      expect(await refusal(ctx.db.query(statement)), statement).toMatch(/the ledger is append-only/);
    await expect(
      ctx.db.db.update(ledgerPostings).set({ amountCents: 1 }).where(eq(ledgerPostings.account, 'test:kept')),
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
    const results = await Promise.all(views.map((view) => creditPaidView(ctx, view)));
    expect(results.every((r) => r && !r.replayed)).toBe(true);
    const report = await verify();
    expect(report.firstBad).toBeNull();
    expect(report.entries).toBe(before + 50);
    expect((await balancesOf(ctx.db.db, 'busy-1', ctx.clock.now())).pendingCents).toBe(17 * 1);
    expect((await balancesOf(ctx.db.db, 'busy-2', ctx.clock.now())).pendingCents).toBe(17 * 2);
    expect((await balancesOf(ctx.db.db, 'busy-3', ctx.clock.now())).pendingCents).toBe(16 * 3);
  }, 120_000);
});

describe('balancesOf', () => {
  it('reads total, this month (Europe/Paris), pending, withdrawable and in flight from the ledger', async () => {
    const creator = 'balances';
    const pending = creatorAccount(creator, 'pending');
    // 31 October, 23:30 in Paris (22:30 UTC): October's.
    ctx.clock.set(new Date('2026-10-31T22:30:00Z'));
    await creditPaidView(ctx, paidViewEvent({ ownerId: creator, videoDurationS: 600 }));
    // 1 November, 00:30 in Paris (23:30 UTC on the 31st): November's.
    ctx.clock.set(new Date('2026-10-31T23:30:00Z'));
    await creditPaidView(ctx, paidViewEvent({ ownerId: creator, videoDurationS: 300 }));
    await append(move('settle-1', pending, creatorAccount(creator, 'withdrawable'), 3, 'settlement'));
    await append(
      move(
        'withdraw-1',
        creatorAccount(creator, 'withdrawable'),
        creatorAccount(creator, 'in-flight'),
        2,
        'withdrawal',
      ),
    );
    ctx.clock.set(new Date('2026-11-15T12:00:00Z'));
    await creditPaidView(ctx, paidViewEvent({ ownerId: creator, videoDurationS: 60 }));
    expect(await balancesOf(ctx.db.db, creator, ctx.clock.now())).toEqual({
      totalEarnedCents: 6,
      thisMonthCents: 3,
      pendingCents: 3,
      withdrawableCents: 1,
      inFlightCents: 2,
    });
    expect(await balancesOf(ctx.db.db, 'nobody', ctx.clock.now())).toEqual({
      totalEarnedCents: 0,
      thisMonthCents: 0,
      pendingCents: 0,
      withdrawableCents: 0,
      inFlightCents: 0,
    });
    // The platform's side mirrors what creators earned.
    const [platform] = await ctx.db.db
      .select({ total: sql<string>`sum(${ledgerPostings.amountCents})` })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.account, PLATFORM_PREMIUM_REVENUE));
    expect(Number(platform!.total)).toBeLessThan(0);
    ctx.clock.set(new Date('2026-11-27T10:00:00Z'));
  });

  it("keeps a creator's entries when their account is deleted", async () => {
    const [creator] = await insertMembers(ctx, 1, { prefix: 'leaving' });
    const credited = await creditPaidView(ctx, paidViewEvent({ ownerId: creator! }));
    await ctx.db.db.delete(user).where(eq(user.id, creator!));
    const [kept] = await ctx.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, credited!.id));
    expect(kept).toBeDefined();
    expect((await balancesOf(ctx.db.db, creator!, ctx.clock.now())).pendingCents).toBe(2);
  });
});

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
          const [last] = await ctx.db.db
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
    const credited = await creditPaidView(ctx, paidViewEvent({ ownerId: 'tampered', videoDurationS: 600 }));
    await creditPaidView(ctx, paidViewEvent({ ownerId: 'tampered' }));
    expect(await adminCommands['ledger:verify']!(ctx, [])).toMatch(/^ledger:verify OK: \d+ entries/);

    const tamper = async (statement: string) => {
      await ctx.db.exec(`alter table ledger_postings disable trigger ledger_postings_append_only;
        alter table ledger_entries disable trigger ledger_entries_append_only;
        ${statement};
        alter table ledger_postings enable trigger ledger_postings_append_only;
        alter table ledger_entries enable trigger ledger_entries_append_only;`);
    };
    const account = creatorAccount('tampered', 'pending');
    await tamper(
      `update ledger_postings set amount_cents = 30 where entry_id = '${credited!.id}' and account = '${account}'`,
    );
    const named = await adminCommands['ledger:verify']!(ctx, []).catch((e: Error) => e.message);
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

describe('the database, behind the code', () => {
  it('refuses an unbalanced entry, a broken chain and a wrong running balance, whatever code writes them', async () => {
    const head = await append(move('head', 'test:source', 'test:d', 1));
    const insertEntry = (seq: number, prevHash: string) =>
      sql`insert into ledger_entries (id, seq, kind, idempotency_key, request_hash, details, created_at, prev_hash, hash)
          values (gen_random_uuid(), ${seq}, 'raw', ${`raw-${seq}-${prevHash.slice(0, 4)}`}, 'r', '{}', now(), ${prevHash}, 'h')
          returning id`;
    const raw = (postings: [string, number, number][], seq = head.seq + 1, prevHash = head.hash) =>
      refusal(
        ctx.db.db.transaction(async (tx) => {
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
