import type { StandingProvider } from '../../standing/actor';
import { isAccountDeleted } from './accounts.repository';
import { rolesOf } from './roles.repository';

/** The accounts module's part of a member's standing: their roles, and whether the account is gone. */
export const accountsStanding: StandingProvider = {
  name: 'roles',
  read: async (db, userId) => {
    const [closed, roles] = await Promise.all([isAccountDeleted(db, userId), rolesOf(db, userId)]);
    return { roles, closed };
  },
};
