import type { StandingProvider } from '../../standing/actor';
import { planStatusOf } from './premium';

/** The billing module's part of a member's standing: their plan, and when it ends by itself. */
export const billingStanding: StandingProvider = {
  name: 'plan',
  read: async (db, userId, now) => {
    const { plan, untilMs } = await planStatusOf(db, userId, now);
    return { plan, untilMs };
  },
};
