import { describe, expect, it } from 'vitest';
import { FakeClock } from '../clock';
import { LocalHub } from '../realtime/hub';
import { announceMemberChange } from './access-version';
import type { Actor } from './actor';
import { ActorCache } from './actor-cache';

/** The in-process fan-out a PGlite node uses. */
const hub = () => new LocalHub();

const actor: Actor = {
  userId: 'u1',
  email: 'a@example.com',
  sessionId: 's1',
  roles: [],
  plan: 'free',
  sanctions: [],
};
const until = { sessionExpiresAt: Date.now() + 3_600_000, standingUntil: Number.POSITIVE_INFINITY };

describe('ActorCache', () => {
  it('keeps what a read found, and forgets it when the member changes', async () => {
    const realtime = hub();
    const cache = new ActorCache({ realtime, clock: new FakeClock() });
    cache.set('k', actor, until, cache.since());
    expect(cache.get('k', Date.now())).toEqual(actor);
    await announceMemberChange(realtime, 'u1');
    expect(cache.get('k', Date.now())).toBeNull();
  });

  it('never stores a read that began before an announcement (a session read just before its sign-out)', async () => {
    const realtime = hub();
    const cache = new ActorCache({ realtime, clock: new FakeClock() });
    const since = cache.since();
    // The sign-out lands while the read is under way.
    await announceMemberChange(realtime, 'u1');
    cache.set('k', actor, until, since);
    expect(cache.get('k', Date.now())).toBeNull();
    cache.set('k', actor, until, cache.since());
    cache.rememberProfile('k', '', 'p-old', since);
    expect(cache.profileOf('k', '', Date.now())).toBeNull();
  });

  it('shares a read under way, but not with requests that come after an announcement', async () => {
    const realtime = hub();
    const cache = new ActorCache({ realtime, clock: new FakeClock() });
    let reads = 0;
    const gates: ((a: Actor) => void)[] = [];
    const read = () => {
      reads++;
      return new Promise<Actor | null>((resolve) => gates.push(resolve));
    };
    const first = cache.shareRead('k', read);
    const second = cache.shareRead('k', read);
    expect(reads).toBe(1);
    // Premium ends while that read is under way: a request from now on reads again.
    await announceMemberChange(realtime, 'u1');
    const third = cache.shareRead('k', read);
    expect(reads).toBe(2);
    gates[0]!({ ...actor, plan: 'premium' });
    gates[1]!(actor);
    expect((await first)?.plan).toBe('premium');
    expect(await second).toBe(await first);
    expect((await third)?.plan).toBe('free');
    // Nothing under way any more: the next request reads.
    void cache.shareRead('k', read);
    expect(reads).toBe(3);
  });

  it('reads a member again once the TTL has passed on the app clock', () => {
    const clock = new FakeClock();
    const cache = new ActorCache({ realtime: hub(), clock }, { ttlMs: 15_000 });
    cache.set('k', actor, until, cache.since());
    clock.advance(15_000);
    expect(cache.get('k', clock.now().getTime())).toEqual(actor);
    clock.advance(1);
    expect(cache.get('k', clock.now().getTime())).toBeNull();
  });

  it('keeps the sessions it was told the most recently used, within its bound', () => {
    const cache = new ActorCache({ realtime: hub(), clock: new FakeClock() }, { maxEntries: 2 });
    cache.set('a', actor, until, 0);
    cache.set('b', actor, until, 0);
    expect(cache.get('a', 0)).toEqual(actor); // 'a' used: 'b' is now the oldest
    cache.set('c', actor, until, 0);
    expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)]).toEqual([actor, null, actor]);
  });

  it('stops at the session end and at the plan end on the app clock', () => {
    const cache = new ActorCache({ realtime: hub(), clock: new FakeClock() });
    const now = Date.now();
    cache.set(
      'k',
      { ...actor, plan: 'premium' },
      { sessionExpiresAt: now + 60_000, standingUntil: 5_000 },
      0,
    );
    expect(cache.get('k', 4_999)).not.toBeNull();
    expect(cache.get('k', 5_000)).toBeNull();
    cache.set('s', actor, { sessionExpiresAt: now - 1, standingUntil: Number.POSITIVE_INFINITY }, 0);
    expect(cache.get('s', 0)).toBeNull();
  });
});
