import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, videos } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import type { RealtimeEvent } from '../../realtime/hub';
import { videoTopic } from '../../realtime/hub';
import { createTestContext, type TestContext } from '../../test/test-context';
import { until } from '../../test/until';
import { insertMembers } from '../accounts/accounts.test-helpers';
import { insertVideo } from '../videos/videos.test-helpers';
import { deleteComment, likeComment } from './commands/manage-comment';
import { postComment } from './commands/post-comment';
import { listComments, listReplies } from './commands/read-comments';
import {
  commentForModeration,
  removeCommentByModeration,
  restoreCommentByModeration,
  setAuthorCommentsHidden,
} from './comments.public';
import { actorOf, countsOf, replyCountsOf } from './comments.test-helpers';
import { exportMemberComments, removeMemberComments } from './member-data';

/** The comments' commands against a real database: counts under concurrency, moderation's seams, member data. */
let ctx: TestContext;
let ownerId: string;
let members: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  const ids = await insertMembers(ctx, 61, { prefix: 'cm' });
  ownerId = ids[0]!;
  members = ids.slice(1);
});
afterAll(async () => {
  await ctx.close();
});

const post = (userId: string, videoId: string, text: string, parentId?: string) =>
  postComment(ctx, actorOf(userId), videoId, { text, ...(parentId && { parentId }) });
const idsOf = (page: { items: { id: string }[] }) => page.items.map((c) => c.id);

describe('counts', () => {
  it('stay exact under 50 concurrent posts and deletions', async () => {
    const videoId = await insertVideo(ctx, ownerId);
    const thread = await post(ownerId, videoId, 'Le fil');
    const doomedThread = await post(members[0]!, videoId, 'Un fil qui va disparaître');
    const early = [];
    for (let i = 0; i < 10; i++) early.push(await post(members[i]!, videoId, `Réponse ${i}`, thread.id));
    for (let i = 0; i < 5; i++)
      await post(members[i]!, videoId, `Sous le fil condamné ${i}`, doomedThread.id);

    const work = [
      ...members.slice(10, 40).map((m, i) => post(m, videoId, `Nouvelle réponse ${i}`, thread.id)),
      ...members.slice(40, 50).map((m, i) => post(m, videoId, `Au premier niveau ${i}`)),
      ...early.slice(0, 8).map((r) => deleteComment(ctx, actorOf(r.author.id), r.id)),
      deleteComment(ctx, actorOf(ownerId), doomedThread.id),
      // The same reply deleted twice at once: counted once.
      deleteComment(ctx, actorOf(ownerId), early[8]!.id),
      ...members.slice(50, 55).map((m) => post(m, videoId, 'Réponse au fil condamné', doomedThread.id)),
    ];
    const settled = await Promise.allSettled(work);
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    // Only replies racing the deletion of their thread may be refused, as a missing comment.
    for (const error of refused) expect(error).toMatchObject({ code: 'comment_not_found' });

    const counts = await countsOf(ctx, videoId);
    expect(counts.total).toBe(counts.counted);
    // The thread, its early reply left and 30 new ones, 10 new top-level comments.
    expect(counts.total).toBe(1 + 1 + 30 + 10);
    expect(await replyCountsOf(ctx, thread.id)).toEqual({ stored: 31, counted: 31 });
    const page = await listComments(ctx, null, videoId, { sort: 'newest' });
    expect(page.total).toBe(42);
    expect(page.items.find((c) => c.id === thread.id)?.replyCount).toBe(31);
  }, 60_000);
});

describe("moderation's seams", () => {
  it('remove and restore a comment: gone for everyone, counts follow, the page is told', async () => {
    const videoId = await insertVideo(ctx, ownerId);
    const thread = await post(members[0]!, videoId, 'À retirer');
    await post(members[1]!, videoId, 'Une réponse', thread.id);
    await post(members[2]!, videoId, 'Un autre commentaire');
    const events: RealtimeEvent[] = [];
    const stop = ctx.realtime.subscribe(videoTopic(videoId), (e) => events.push(e));

    expect(await commentForModeration(ctx.db.db, thread.id)).toMatchObject({
      id: thread.id,
      videoId,
      authorId: members[0],
      text: 'À retirer',
      status: 'published',
      createdAt: expect.any(Date),
    });
    expect(await commentForModeration(ctx.db.db, 'pas-un-id')).toBeNull();

    expect(await withTransaction(ctx, (scope) => removeCommentByModeration(ctx, scope, thread.id))).toBe(
      true,
    );
    expect(await withTransaction(ctx, (scope) => removeCommentByModeration(ctx, scope, thread.id))).toBe(
      false,
    );
    let page = await listComments(ctx, actorOf(members[0]!), videoId, { sort: 'top' });
    expect(idsOf(page)).not.toContain(thread.id);
    expect(page.total).toBe(1);
    await expect(listReplies(ctx, actorOf(members[1]!), thread.id, undefined)).rejects.toMatchObject({
      code: 'comment_not_found',
    });
    // The posts' own `comment.created` may still be on their way (PostgreSQL's NOTIFY is delivered
    // after the commit, in commit order): only what follows the removal is this test's.
    const removedAt = () => events.findIndex((e) => e.type === 'comment.removed');
    await until(
      'the removal on the video topic',
      async () => removedAt(),
      (i) => i >= 0,
    );
    expect(events.filter((e) => e.type === 'comment.removed')).toEqual([
      { type: 'comment.removed', videoId, commentId: thread.id, parentId: null },
    ]);

    expect(await withTransaction(ctx, (scope) => restoreCommentByModeration(ctx, scope, thread.id))).toBe(
      true,
    );
    page = await listComments(ctx, null, videoId, { sort: 'top' });
    expect(idsOf(page)).toContain(thread.id);
    expect(page.total).toBe(3);
    const restored = () => events.slice(removedAt() + 1);
    await until(
      'the restoration on the video topic',
      async () => restored().length,
      (n) => n > 0,
    );
    expect(restored()).toEqual([{ type: 'comment.created', videoId, commentId: thread.id, parentId: null }]);
    stop();
    expect(await countsOf(ctx, videoId)).toEqual({ total: 3, counted: 3 });
  });

  it("a banned author's comments are neither shown nor counted, and come back on an unban", async () => {
    const videoId = await insertVideo(ctx, ownerId);
    const banned = members[20]!;
    const thread = await post(members[3]!, videoId, 'Un fil');
    const reply = await post(banned, videoId, 'Une réponse du banni', thread.id);
    const own = await post(banned, videoId, 'Son fil');
    await post(members[4]!, videoId, 'Réponse sous le fil du banni', own.id);
    expect((await listComments(ctx, null, videoId, { sort: 'newest' })).total).toBe(4);

    const hidden = await withTransaction(ctx, (scope) =>
      setAuthorCommentsHidden(ctx, scope, { memberId: banned, hidden: true }),
    );
    expect(hidden).toBeGreaterThanOrEqual(2);
    const page = await listComments(ctx, null, videoId, { sort: 'newest' });
    expect(idsOf(page)).toEqual([thread.id]);
    expect(page.total).toBe(1);
    expect(page.items[0]!.replyCount).toBe(0);
    expect(idsOf(await listReplies(ctx, null, thread.id, undefined))).toEqual([]);
    expect(await countsOf(ctx, videoId)).toEqual({ total: 1, counted: 1 });

    await withTransaction(ctx, (scope) =>
      setAuthorCommentsHidden(ctx, scope, { memberId: banned, hidden: false }),
    );
    expect(idsOf(await listReplies(ctx, null, thread.id, undefined))).toEqual([reply.id]);
    expect((await listComments(ctx, null, videoId, { sort: 'newest' })).total).toBe(4);
    expect(await replyCountsOf(ctx, own.id)).toEqual({ stored: 1, counted: 1 });
  });
});

describe('member data', () => {
  it("exports a member's comments, and account deletion removes them with the counts fixed", async () => {
    const videoId = await insertVideo(ctx, ownerId);
    const leaving = members[58]!;
    const thread = await post(members[5]!, videoId, 'Un fil');
    const reply = await post(leaving, videoId, 'Ma réponse', thread.id);
    ctx.clock.advance(1000);
    const own = await post(leaving, videoId, 'Mon fil');
    await post(members[6]!, videoId, 'Sous son fil', own.id);
    await likeComment(ctx, actorOf(leaving), thread.id, true);

    const exported = await exportMemberComments(ctx.db.db, leaving);
    expect(exported.map((c) => [c.id, c.parentId, c.text, c.status])).toEqual([
      [reply.id, thread.id, 'Ma réponse', 'published'],
      [own.id, null, 'Mon fil', 'published'],
    ]);

    await removeMemberComments.handle(ctx, { userId: leaving });
    await removeMemberComments.handle(ctx, { userId: leaving }); // a second delivery changes nothing
    expect(await exportMemberComments(ctx.db.db, leaving)).toEqual([]);
    const page = await listComments(ctx, null, videoId, { sort: 'top' });
    expect(idsOf(page)).toEqual([thread.id]);
    expect(page.items[0]).toMatchObject({ replyCount: 0, likeCount: 0 });
    expect(page.total).toBe(1);
  });

  it("deleting a video takes its comments (the foreign key's cascade)", async () => {
    const videoId = await insertVideo(ctx, ownerId);
    await post(members[7]!, videoId, 'Bientôt parti');
    await ctx.db.db.delete(videos).where(eq(videos.id, videoId));
    expect(await ctx.db.db.select().from(comments).where(eq(comments.videoId, videoId))).toEqual([]);
  });
});
