import { ALL_MODULES } from '../all-modules';
import type { AppContext } from '../context';
import type { EventReaction, ModuleManifest } from '../module-manifest';
import { accountDeleted } from '../modules/accounts/accounts.public';
import { type DomainEvent, eventJob, type JobDefinition } from './registry';
import { removeAccountData } from './remove-account-data';

// biome-ignore lint/suspicious/noExplicitAny: jobs carry different data types
type AnyJob = JobDefinition<any, AppContext>;

/**
 * The jobs of the modules' manifests, and each event's: its fan-out job and one job per reaction
 * (`<event>.<reaction verb>`, e.g. videos-published.notify-subscribers), each retried alone
 * (registry.ts eventJob). An event no module declares, or a reaction to one, refuses to boot.
 */
export function jobsOf(
  modules: readonly ModuleManifest<string, never>[],
  extra: readonly EventReaction[] = [],
) {
  // biome-ignore lint/suspicious/noExplicitAny: events carry different data types
  const events: DomainEvent<any>[] = modules.flatMap((m) => m.events ?? []);
  const reactions = [...modules.flatMap((m) => m.reactions ?? []), ...extra];
  for (const { event, reaction } of reactions)
    if (!events.includes(event))
      throw new Error(`${reaction.name} reacts to ${event.name}, which no module declares`);
  return [
    ...modules.flatMap((m) => m.jobs ?? []),
    ...events.flatMap((event) =>
      eventJob(
        event,
        reactions.filter((r) => r.event === event).map((r) => r.reaction),
      ),
    ),
  ] as AnyJob[];
}

/** Every job the workers run. A job missing here cannot be queued (JobQueue.send refuses it). */
export const ALL_JOBS: AnyJob[] = jobsOf(ALL_MODULES, [
  // Account deletion: one reaction whose steps, one per module holding member data, must run in
  // the order remove-account-data.ts gives and explains.
  { event: accountDeleted, reaction: removeAccountData(ALL_MODULES) },
]);
