import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { insertMember } from '../accounts/accounts.test-helpers';
import { expireUploadsJob } from './expire-uploads.job';
import { UPLOAD_EXPIRY_MS, uploadStore } from './upload-store';
import { arrangeUpload, stillStored } from './uploads.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rowIds = async () =>
  (await ctx.db.query<{ id: string }>('select id from pending_uploads order by id')).rows.map((r) => r.id);

describe('uploads.expire', () => {
  it('removes the uploads older than 24 h, rows and bytes, with no upload service (as a worker runs it)', async () => {
    const owner = await insertMember(ctx, 'expiring-owner');
    const bytes = uploadStore(ctx);
    const [stale, fresh, orphan] = ['a', 'b', 'c'].map((c) => c.repeat(32)) as [string, string, string];
    await arrangeUpload(ctx, bytes, { id: stale, ownerId: owner, ageMs: UPLOAD_EXPIRY_MS + 60_000 });
    await arrangeUpload(ctx, bytes, { id: fresh, ownerId: owner, ageMs: UPLOAD_EXPIRY_MS - 60_000 });
    // Bytes whose row is gone (a removal cut short, or from before the table): the store's own expiry.
    await arrangeUpload(ctx, bytes, { id: orphan, ownerId: owner, ageMs: UPLOAD_EXPIRY_MS + 60_000 });
    await ctx.db.query('delete from pending_uploads where id = $1', [orphan]);
    await ctx.db.query(
      `insert into upload_locks values ('dead', 'a-holder-that-died', now() - interval '1 minute'),
        ('alive', 'a-holder', now() + interval '1 minute')`,
    );

    const { uploads: _, ...worker } = ctx;
    await expireUploadsJob.handle(worker, {});
    expect(await rowIds()).toEqual([fresh]);
    expect(await Promise.all([stale, fresh, orphan].map((id) => stillStored(bytes, id)))).toEqual([
      false,
      true,
      false,
    ]);
    const leases = await ctx.db.query<{ upload_id: string }>('select upload_id from upload_locks');
    expect(leases.rows.map((r) => r.upload_id)).toEqual(['alive']);
  });
});
