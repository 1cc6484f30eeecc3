import type { Logger } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { primaryProfileId } from '../profiles/profiles.public';
import { recordHeartbeat } from './commands/engagement';
import { insertVideo, startWatching } from './videos.test-helpers';
import { type Viewer, viewerKeyOf } from './viewer';
import { WatchBuffer } from './watch-buffer';

/**
 * Heartbeats are buffered per node and written in batches (watch-buffer.ts): these tests pin what
 * that must never cost — a validated view, time credited beyond real time — and what it must bring:
 * one statement for many beats, bounded memory, retried writes.
 */
let ctx: TestContext;
const OWNER = 'buffer-owner';
const MEMBER = 'buffer-member';
const t0 = Date.parse('2026-11-20T10:00:00Z');
const at = (s: number) => new Date(t0 + s * 1000);
const visitor = (anonId: string, ip = '10.9.0.1'): Viewer => ({ actor: null, anonId, ip });
const member = (profileId: string): Viewer => ({
  actor: { userId: MEMBER, email: '', sessionId: '', roles: [], plan: 'free' as const, sanctions: [] },
  anonId: '',
  ip: '10.9.0.2',
  profileId,
});

/** A node: the shared database and clock, its own buffer (written only when the test says so). */
const node = (options: ConstructorParameters<typeof WatchBuffer>[1] = {}, logger = ctx.logger) => ({
  ...ctx,
  watchBuffer: new WatchBuffer({ ...ctx, logger }, { flushMs: 0, ...options }),
});
type Node = ReturnType<typeof node>;
let a: Node;

const beat = (n: Node, s: number, viewer: Viewer, videoId: string, token: string, positionS = s) => {
  ctx.clock.set(at(s));
  return recordHeartbeat(n, viewer, videoId, { positionS, playing: true, playbackToken: token });
};
const sessionRow = async (videoId: string, viewer: Viewer) =>
  (
    await ctx.db.query<{ watched_ms: number; position_s: number; version: number }>(
      'select watched_ms, position_s, version from watch_sessions where video_id = $1 and viewer_key = $2',
      [videoId, viewerKeyOf(viewer)],
    )
  ).rows[0]!;
const views = async (videoId: string) =>
  Number(
    (
      await ctx.db.query<{ n: string }>('select count(*) as n from video_views where video_id = $1', [
        videoId,
      ])
    ).rows[0]!.n,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.exec(`
    insert into users (id, name, email, username, email_verified) values
      ('${OWNER}', 'Owner', 'owner@buffer.test', 'buffer_owner', true),
      ('${MEMBER}', 'Member', 'member@buffer.test', 'buffer_member', true);
    -- Counts the statements that write sessions (not the rows): one flush, one statement.
    create table session_writes (n integer not null);
    create function count_session_write() returns trigger language plpgsql as
      $$ begin insert into session_writes values (1); return null; end $$;
    create trigger count_session_writes after update on watch_sessions
      for each statement execute function count_session_write();
  `);
});
beforeEach(() => {
  a = node();
  ctx.watchBuffer = a.watchBuffer;
  ctx.clock.set(at(0));
});
afterAll(() => ctx.close());

const sessionWrites = async () =>
  Number((await ctx.db.query<{ n: string }>('select count(*) as n from session_writes')).rows[0]!.n);

describe('buffered heartbeats', () => {
  it('change memory only, and are written by one statement for all sessions', async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const viewers = ['v1', 'v2', 'v3', 'v4'].map((k) => visitor(k));
    const tokens = await Promise.all(viewers.map((v) => startWatching(a, v, id)));
    const before = await sessionWrites();
    for (let s = 0; s <= 20; s += 10)
      for (const [i, v] of viewers.entries()) await beat(a, s, v, id, tokens[i]!);
    // Twelve beats, nothing written yet: a crash now would lose these 20 s of progress only.
    expect(await sessionWrites()).toBe(before);
    expect(await sessionRow(id, viewers[0]!)).toMatchObject({ watched_ms: 0, position_s: 0 });

    await a.watchBuffer.flush();
    expect(await sessionWrites()).toBe(before + 1);
    for (const v of viewers)
      expect(await sessionRow(id, v)).toMatchObject({ watched_ms: 20_000, position_s: 20 });
    // Nothing changed since: nothing is written.
    await a.watchBuffer.flush();
    expect(await sessionWrites()).toBe(before + 1);
  });

  it('carry watch time over to a new playback of the same viewer', async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const v = visitor('restart');
    const first = await startWatching(a, v, id);
    for (let s = 0; s <= 20; s += 10) await beat(a, s, v, id, first);
    const second = await startWatching(a, v, id);
    expect((await sessionRow(id, v)).watched_ms).toBe(20_000);
    await beat(a, 25, v, id, second);
    expect(await beat(a, 35, v, id, second)).toMatchObject({ validated: true });
  });
});

describe('a crash', () => {
  it('loses at most the unwritten progress, never an acknowledged view', async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const v = visitor('crash');
    const token = await startWatching(a, v, id);
    for (let s = 0; s <= 20; s += 10) await beat(a, s, v, id, token);
    await a.watchBuffer.flush();
    await beat(a, 25, v, id, token);
    expect(await beat(a, 30, v, id, token)).toEqual({ validated: true, viewCount: 1 });

    // The node dies (its buffer is gone unwritten); another takes the viewer's next beats.
    const b = node();
    expect(await views(id)).toBe(1);
    for (let s = 40; s <= 90; s += 10)
      expect(await beat(b, s, v, id, token)).toMatchObject({ validated: false });
    expect(await views(id)).toBe(1);

    // Progress not yet written when the node dies is lost, and only that.
    const other = visitor('crash-2');
    const otherToken = await startWatching(b, other, id);
    for (let s = 100; s <= 120; s += 10) await beat(b, s, other, id, otherToken);
    const c = node();
    await beat(c, 125, other, id, otherToken);
    expect(await beat(c, 130, other, id, otherToken)).toMatchObject({ validated: false });
    expect(await sessionRow(id, other)).toMatchObject({ watched_ms: 0 });
  });
});

describe('several nodes', () => {
  it('never credit more than real time to beats alternating between them', async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const b = node();
    const v = visitor('alternating');
    const token = await startWatching(a, v, id);
    let validatedAt: number | null = null;
    // A beat every second, on A then B in turn; each node writes now and then, in its own rhythm.
    for (let s = 0; s <= 70; s++) {
      const n = s % 2 === 0 ? a : b;
      const res = await beat(n, s, v, id, token);
      if (res.validated) {
        expect(validatedAt).toBeNull();
        validatedAt = s;
      }
      if (s % 3 === 0) await a.watchBuffer.flush();
      if (s % 5 === 0) await b.watchBuffer.flush();
      const row = await sessionRow(id, v);
      if (validatedAt === null) expect(row.watched_ms).toBeLessThanOrEqual(s * 1000);
    }
    // Not before 30 s of real time, and not much later either: no node's time is lost for good.
    expect(validatedAt).toBeGreaterThanOrEqual(30);
    expect(validatedAt).toBeLessThanOrEqual(40);
    expect(await views(id)).toBe(1);
  });

  it("validate on time when a viewer's beats go to whichever node (no sticky sessions)", async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const b = node();
    const v = visitor('round-robin');
    const token = await startWatching(a, v, id);
    const results = [];
    for (let s = 0; s <= 30; s += 10) {
      const n = s % 20 === 0 ? a : b;
      results.push(await beat(n, s, v, id, token));
      // Each node writes about a second after the beat, as its timer does.
      ctx.clock.set(at(s + 1));
      await n.watchBuffer.flush();
    }
    expect(results.map((r) => r.validated)).toEqual([false, false, false, true]);
  });

  it("never add a stale node's time to what another node's view already counted", async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const b = node();
    const [writes, beats] = [visitor('stale-write'), visitor('stale-beat')];
    const tokens = [await startWatching(a, writes, id), await startWatching(a, beats, id)];
    // Both nodes credit the same 28 s to each viewer, each from its own beats.
    for (const [i, v] of [writes, beats].entries()) {
      for (let s = 0; s <= 28; s += 2) await beat(a, s, v, id, tokens[i]!);
      for (let s = 1; s <= 29; s += 2) await beat(b, s, v, id, tokens[i]!);
      expect(await beat(a, 30, v, id, tokens[i]!)).toMatchObject({ validated: true });
    }
    // B believes the second viewer reaches the threshold: checked against the database, refused.
    expect(await beat(b, 31, beats, id, tokens[1]!)).toMatchObject({ validated: false });
    // B's 28 s of the first viewer were counted in its view: added now, they would count again.
    await b.watchBuffer.flush();
    expect(await sessionRow(id, writes)).toMatchObject({ watched_ms: 0, position_s: 30 });
    expect(await views(id)).toBe(2);
  });

  it('let a viewer go on from another node after a playback started there', async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const b = node();
    const v = visitor('moved');
    const first = await startWatching(a, v, id);
    await beat(a, 0, v, id, first);
    const second = await startWatching(b, v, id);
    await beat(b, 1, v, id, second);
    await b.watchBuffer.flush();
    // A still holds the first playback (its unwritten beat is dropped): the second one is read.
    await beat(a, 11, v, id, second);
    await a.watchBuffer.flush();
    expect(await sessionRow(id, v)).toMatchObject({ watched_ms: 10_000, position_s: 11 });
  });
});

describe('memory', () => {
  it('keeps at most maxEntries written sessions and forgets idle ones; evicted viewers still count', async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const small = node({ maxEntries: 3, idleMs: 60_000 });
    const viewers = ['m1', 'm2', 'm3', 'm4', 'm5'].map((k) => visitor(k));
    ctx.clock.set(at(0));
    const tokens = await Promise.all(viewers.map((v) => startWatching(small, v, id)));
    expect(small.watchBuffer.size).toBe(3);
    // The first viewer's session was evicted: its beats read it again and count.
    for (let s = 0; s <= 20; s += 10) await beat(small, s, viewers[0]!, id, tokens[0]!);
    await small.watchBuffer.flush();
    expect((await sessionRow(id, viewers[0]!)).watched_ms).toBe(20_000);
    expect(small.watchBuffer.size).toBeLessThanOrEqual(3);

    ctx.clock.set(at(200));
    await small.watchBuffer.flush();
    expect(small.watchBuffer.size).toBe(0);
  });
});

describe('a failed write', () => {
  it('is logged, never thrown, and retried until it succeeds', async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const profileId = await primaryProfileId(ctx.db.db, MEMBER);
    const error = vi.fn();
    const n = node({}, { ...ctx.logger, error } as unknown as Logger);
    const v = member(profileId);
    const token = await startWatching(n, v, id);
    for (let s = 0; s <= 20; s += 10) await beat(n, s, v, id, token);

    await ctx.db.exec('alter table watch_sessions rename to watch_sessions_away');
    await ctx.db.exec('alter table profile_progress rename to profile_progress_away');
    try {
      await n.watchBuffer.flush();
    } finally {
      await ctx.db.exec('alter table watch_sessions_away rename to watch_sessions');
      await ctx.db.exec('alter table profile_progress_away rename to profile_progress');
    }
    expect(error).toHaveBeenCalledTimes(2);

    await n.watchBuffer.flush();
    expect(await sessionRow(id, v)).toMatchObject({ watched_ms: 20_000, position_s: 20 });
    const progress = await ctx.db.query('select position_s from profile_progress where profile_id = $1', [
      profileId,
    ]);
    expect(progress.rows).toEqual([{ position_s: 20 }]);
  });
});

describe('profile progress', () => {
  it('brings a removed video back only for a beat played after the removal', async () => {
    const id = await insertVideo(ctx, OWNER, { durationS: 600 });
    const profileId = await primaryProfileId(ctx.db.db, MEMBER);
    const v = member(profileId);
    const token = await startWatching(a, v, id);
    const hiddenAt = async () =>
      (
        await ctx.db.query<{ hidden_at: Date | null }>(
          'select hidden_at from profile_progress where profile_id = $1 and video_id = $2',
          [profileId, id],
        )
      ).rows[0]!.hidden_at;
    await beat(a, 0, v, id, token);
    await a.watchBuffer.flush();
    // A beat played, then the member removes the video from "continue watching", then the write.
    await beat(a, 10, v, id, token);
    await ctx.db.query('update profile_progress set hidden_at = $1 where profile_id = $2', [
      at(12),
      profileId,
    ]);
    await a.watchBuffer.flush();
    expect(await hiddenAt()).toEqual(at(12));
    // Playing it again afterwards brings it back.
    await beat(a, 20, v, id, token);
    await a.watchBuffer.flush();
    expect(await hiddenAt()).toBeNull();
  });
});
