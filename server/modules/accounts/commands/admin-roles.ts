import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { changeStanding } from '../../../standing/access-version';
import { grantAdminsByEmail, setAdminByEmail } from '../roles.repository';

type Ctx = Pick<AppContext, 'db' | 'realtime' | 'queue' | 'logger'>;

/**
 * The CLI's grant-admin / revoke-admin: the role and the member's new access version in one
 * transaction, then the announcement that makes every api node re-read the member's standing
 * (server/standing/). On PostgreSQL the CLI's realtime hub reaches the running nodes through NOTIFY.
 */
export async function setAdmin(ctx: Ctx, email: string, admin: boolean): Promise<void> {
  await withTransaction(ctx, async (scope) => {
    const userId = await setAdminByEmail(scope.tx, email, admin);
    await changeStanding(scope, ctx.realtime, userId);
  });
}

/** ADMIN_EMAILS at start-up (accounts created before the variable was set too), announced likewise. */
export async function grantConfiguredAdmins(ctx: Ctx, emails: string[]): Promise<void> {
  await withTransaction(ctx, async (scope) => {
    for (const userId of await grantAdminsByEmail(scope.tx, emails))
      await changeStanding(scope, ctx.realtime, userId);
  });
}
