import type { Sanction } from '../../domain/standing';
import { STANDING_PROVIDERS } from '../all-modules';
import { withTransaction } from '../db/with-transaction';
import type { TestContext } from '../test/test-context';
import { changeStanding } from './access-version';
import type { StandingProvider } from './actor';

/**
 * Tests of the standing alone: a sanctions provider standing in for moderation's, its sanctions
 * held in memory, changed as a decision does (write, then `changeStanding` in the transaction).
 */
export function inMemorySanctions() {
  const sanctionsOf = new Map<string, Sanction[]>();
  const provider: StandingProvider = {
    name: 'sanctions',
    read: async (_db, userId, now) => {
      const inForce = (sanctionsOf.get(userId) ?? []).filter((s) => !s.until || s.until > now);
      const ends = inForce.map((s) => s.until?.getTime() ?? Number.POSITIVE_INFINITY);
      return { sanctions: inForce, untilMs: Math.min(Number.POSITIVE_INFINITY, ...ends) };
    },
  };
  return {
    /** Every module's provider, moderation's replaced by this one (for buildApp's `standing`). */
    standing: [...STANDING_PROVIDERS.filter((p) => p.name !== 'sanctions'), provider],
    sanction: (ctx: TestContext, userId: string, ...sanctions: Sanction[]) =>
      withTransaction(ctx, async (scope) => {
        sanctionsOf.set(userId, sanctions);
        await changeStanding(scope, ctx.realtime, userId);
      }),
    /** Changes the member's sanctions without announcing it (learnt by cache aging, or ended by the clock). */
    setQuietly: (userId: string, list: Sanction[]) => sanctionsOf.set(userId, list),
    forget: (userId: string) => sanctionsOf.delete(userId),
  };
}
