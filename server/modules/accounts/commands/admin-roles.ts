import type { AppContext } from '../../../context';
import { announceMemberChange } from '../../../plugins/actor-cache';
import { grantAdminsByEmail, setAdminByEmail } from '../roles.repository';

type Ctx = Pick<AppContext, 'db' | 'realtime'>;

/**
 * The CLI's grant-admin / revoke-admin: the role, then the announcement that makes every api node
 * re-read the member's session (roles are cached with it, plugins/actor-cache.ts). On PostgreSQL
 * the CLI's realtime hub reaches the running nodes through NOTIFY.
 */
export async function setAdmin(ctx: Ctx, email: string, admin: boolean): Promise<void> {
  const userId = await setAdminByEmail(ctx.db.db, email, admin);
  await announceMemberChange(ctx.realtime, userId);
}

/** ADMIN_EMAILS at start-up (accounts created before the variable was set too), announced likewise. */
export async function grantConfiguredAdmins(ctx: Ctx, emails: string[]): Promise<void> {
  for (const userId of await grantAdminsByEmail(ctx.db.db, emails))
    await announceMemberChange(ctx.realtime, userId);
}
