import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertUniqueJobs, defineEvent, eventJob, type FanOutDeps, inOrder, type Reaction } from './registry';

const deleted = defineEvent('accounts.deleted', z.object({ userId: z.string() }));

function step(name: string, done: string[], fails = false): Reaction<{ userId: string }, unknown> {
  return {
    name,
    handle: async () => {
      if (fails) throw new Error('provider down');
      done.push(name);
    },
  };
}

describe('inOrder', () => {
  it('runs its steps one after the other, in the order given', async () => {
    const done: string[] = [];
    const ordered = inOrder('accounts.remove-data', [
      step('billing.cancel', done),
      step('accounts.remove', done),
    ]);
    await ordered.handle({}, { userId: 'u1' });
    expect(done).toEqual(['billing.cancel', 'accounts.remove']);
  });

  it('stops at a failing step, names it, and runs none of those after it', async () => {
    const done: string[] = [];
    const ordered = inOrder('accounts.remove-data', [
      step('billing.cancel', done),
      step('videos.remove', done, true),
      step('accounts.remove', done),
    ]);
    await expect(ordered.handle({}, { userId: 'u1' })).rejects.toThrow(
      'accounts.remove-data: step videos.remove failed: provider down',
    );
    expect(done).toEqual(['billing.cancel']);
  });
});

describe('eventJob', () => {
  it('is the event’s job and one job per reaction, each a module.verb name of its own', () => {
    const done: string[] = [];
    const jobs = eventJob<{ userId: string }, FanOutDeps>(deleted, [
      step('billing.cancel-subscriptions', done),
      inOrder('accounts.remove-account-data', []),
    ]);
    expect(jobs.map((j) => j.name)).toEqual([
      'accounts.deleted',
      'accounts-deleted.cancel-subscriptions',
      'accounts-deleted.remove-account-data',
    ]);
    expect(() => assertUniqueJobs(jobs)).not.toThrow();
    // Two reactions of one event with the same verb would share a job: refused at boot.
    expect(() =>
      assertUniqueJobs(eventJob(deleted, [step('billing.clean-up', done), step('videos.clean-up', done)])),
    ).toThrow(/twice/);
  });

  it('fans out keyed by the event job’s id, and refuses to fan out without it', async () => {
    const sent: { name: string; dedupKey?: string }[] = [];
    const deps: FanOutDeps = {
      queue: {
        send: async (job, _data, options) => {
          sent.push({ name: job.name, dedupKey: options?.dedupKey });
          return 'id';
        },
        sendMany: async (job, jobs) => {
          for (const { dedupKey } of jobs) sent.push({ name: job.name, dedupKey });
        },
      },
    };
    const [event] = eventJob(deleted, [step('billing.cancel', []), step('accounts.remove', [])]);
    await event!.handle(deps, { userId: 'u1' }, { id: 'job-1' });
    expect(sent).toEqual([
      { name: 'accounts-deleted.cancel', dedupKey: 'job-1' },
      { name: 'accounts-deleted.remove', dedupKey: 'job-1' },
    ]);
    await expect(event!.handle(deps, { userId: 'u1' })).rejects.toThrow(/event job's id/);
    // Several events at once: one send per reaction, each job keyed by its own event job.
    sent.length = 0;
    await event!.handleMany!(deps, [
      { data: { userId: 'u1' }, run: { id: 'job-2' } },
      { data: { userId: 'u2' }, run: { id: 'job-3' } },
    ]);
    expect(sent).toEqual([
      { name: 'accounts-deleted.cancel', dedupKey: 'job-2' },
      { name: 'accounts-deleted.cancel', dedupKey: 'job-3' },
      { name: 'accounts-deleted.remove', dedupKey: 'job-2' },
      { name: 'accounts-deleted.remove', dedupKey: 'job-3' },
    ]);
  });
});
