import type { AppContext } from '../context';
import type { ModuleManifest } from '../module-manifest';
import { inOrder, type Reaction } from './registry';

/**
 * The modules whose `removeMemberData` steps run on account deletion, in this order because each
 * needs what a later one removes. Validated views (and later ledger entries) stay, anonymised.
 * Modules whose rows go with the user row's cascade (profiles, notifications…) have no step.
 */
export const REMOVAL_ORDER = [
  // First: a deleted account must never keep paying (its provider subscriptions are cancelled now,
  // found through its billing rows, which the user row's cascade would take away).
  'billing',
  // The payout account's link (the ledger and withdrawals stay: legal retention, no personal data).
  'earnings',
  // Taken back from the channels' subscriber counts, which the user row's cascade would not do.
  'subscriptions',
  // Their comments taken out of other videos' counts, before their videos take the rest with them.
  'comments',
  // The member's public playlists stop being readable at once (the user row may stay a while).
  'playlists',
  // The videos (and their files) before their channels, which they belong to.
  'videos',
  'channels',
  // Before the user row: its ON DELETE SET NULL would leave them with no owner to find them by.
  'contact',
  'qa',
  // Last: the user row, which every step above finds the member's things by.
  'accounts',
] as const;

/**
 * accounts.deleted → one job, `accounts-deleted.remove-account-data`: the manifests' removal steps
 * in REMOVAL_ORDER. Every step is idempotent: a retry starts again from the first and skips what is
 * done. A module with a step missing from the order (or the reverse) refuses to boot: where a new
 * module's removal goes is a decision, never the list's accident.
 */
export function removeAccountData(
  modules: readonly Pick<ModuleManifest, 'name' | 'removeMemberData'>[],
  order: readonly string[] = REMOVAL_ORDER,
): Reaction<{ userId: string }, AppContext> & { steps: readonly Reaction<{ userId: string }, AppContext>[] } {
  const unordered = modules.filter((m) => m.removeMemberData && !order.includes(m.name)).map((m) => m.name);
  if (unordered.length)
    throw new Error(`Account deletion: no place in REMOVAL_ORDER for ${unordered.join(', ')}`);
  const steps = order.map((name) => {
    const step = modules.find((m) => m.name === name)?.removeMemberData;
    if (!step) throw new Error(`Account deletion: module ${name} has no removeMemberData step`);
    return step;
  });
  return inOrder('accounts.remove-account-data', steps);
}
