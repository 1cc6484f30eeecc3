import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_MODULES } from './all-modules';
import { ALL_JOBS, jobsOf } from './jobs/all-jobs';
import { defineEvent, reactionJobName } from './jobs/registry';
import { REMOVAL_ORDER, removeAccountData } from './jobs/remove-account-data';
import { defineModule, reactTo } from './module-manifest';

const modulesDir = fileURLToPath(new URL('./modules/', import.meta.url));
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the list of modules (all-modules.ts)', () => {
  it('has one manifest for every folder of server/modules/, and no other', () => {
    expect(folders.length).toBeGreaterThan(10);
    expect(ALL_MODULES.map((m) => m.name).sort()).toEqual([...folders].sort());
  });

  it('takes each manifest from its module’s <m>.manifest.ts', async () => {
    for (const name of folders) {
      const file = `./modules/${name}/${name}.manifest.ts`;
      expect(existsSync(fileURLToPath(new URL(file, import.meta.url))), file).toBe(true);
      const exported = Object.values(await import(file));
      expect(exported.filter((value) => ALL_MODULES.includes(value as never)).length, file).toBe(1);
    }
  });
});

describe('the job registry (all-jobs.ts)', () => {
  const names = ALL_JOBS.map((job) => job.name);

  it('registers every job, event and reaction the manifests declare', () => {
    for (const m of ALL_MODULES) {
      for (const job of m.jobs ?? []) expect(ALL_JOBS).toContain(job);
      for (const event of m.events ?? []) expect(names).toContain(event.name);
      for (const { event, reaction } of m.reactions ?? [])
        expect(names).toContain(reactionJobName(event, reaction));
    }
  });

  it('keeps the names jobs were queued under before the manifests (queued jobs must still run)', () => {
    expect([...names].sort()).toEqual(
      [
        'mail.send',
        'videos.transcode',
        'videos.recover-processing',
        'videos.remove-files',
        'videos.make-storyboard',
        'videos.caption',
        'uploads.expire',
        'notifications.prune',
        'videos.refresh-themes',
        'discovery.compute-trending',
        'subscriptions.notify-subscribers',
        'billing.apply-event',
        'billing.reconcile',
        'sandbox.deliver-event',
        'sandbox.run-clock',
        'contact.purge-expired',
        'qa.purge-expired',
        'videos.published',
        'videos-published.notify-subscribers',
        'views.validated',
        'channels.topics-changed',
        'channels-topics-changed.refresh-channel-themes',
        'accounts.deleted',
        'accounts-deleted.remove-account-data',
        // Added since (issue 26): the earnings module's reaction.
        'views-validated.credit-paid-view',
        // Added since (issue 26 part 3): the sandbox payout provider's Connect events.
        'sandbox.deliver-payout-event',
        // Added since (issue 26 parts 4–6): credits posted in batches, settlement, withdrawals, Connect events.
        'earnings.post-credits',
        'earnings.forget-counted-views',
        'earnings.settle-nightly',
        'earnings.execute-withdrawal',
        'earnings.resume-withdrawals',
        'earnings.apply-payout-event',
        // Added since (issue 28): scheduled news articles go out.
        'news.publish-scheduled',
        // Added since (issue 27): moderation sanctions end on time.
        'moderation.expire-sanctions',
        // Added since (issue 26, views read by cursor): validated views announced, read once a second.
        'views.added',
        'views-added.count-new-views',
        'earnings.catch-up-views',
      ].sort(),
    );
  });

  it('fans an event out to a job per reaction of any module, and refuses a reaction to an undeclared event', () => {
    const happened = defineEvent('tests.happened', z.object({ id: z.string() }));
    const noop = async () => {};
    const emitter = defineModule({ name: 'emitter', events: [happened], permissionRoutes: [] });
    const listener = defineModule({
      name: 'listener',
      reactions: [reactTo(happened, { name: 'listener.note', handle: noop })],
      permissionRoutes: [],
    });
    expect(jobsOf([emitter, listener]).map((job) => job.name)).toEqual([
      'tests.happened',
      'tests-happened.note',
    ]);
    expect(() => jobsOf([listener])).toThrow(
      'listener.note reacts to tests.happened, which no module declares',
    );
  });
});

describe('account deletion (remove-account-data.ts)', () => {
  it('runs every manifest’s removal step, in REMOVAL_ORDER', () => {
    const removal = removeAccountData(ALL_MODULES);
    const byName = new Map(ALL_MODULES.map((m) => [m.name, m.removeMemberData]));
    expect(removal.steps).toEqual(REMOVAL_ORDER.map((name) => byName.get(name)));
    expect(ALL_MODULES.filter((m) => m.removeMemberData).length).toBe(REMOVAL_ORDER.length);
  });

  it('refuses a module whose step has no place in the order, or a place with no step', () => {
    const step = { name: 'extra.remove-member-data', handle: async () => {} };
    const extra = { name: 'extra', removeMemberData: step };
    expect(() => removeAccountData([...ALL_MODULES, extra])).toThrow('no place in REMOVAL_ORDER for extra');
    expect(() => removeAccountData(ALL_MODULES, [...REMOVAL_ORDER, 'extra'])).toThrow(
      'module extra has no removeMemberData step',
    );
  });
});
