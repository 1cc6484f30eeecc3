import type { MemberExport } from '../../../domain/api/accounts';
import type { AppContext } from '../../context';
import type { MemberDataExport } from '../../module-manifest';

/**
 * Everything Kinora holds about a member, assembled from each module's own part (each module knows
 * its tables; the accounts module cannot ask the videos one, which depends on it). The parts are the
 * manifests' `exportMemberData` (server/all-modules.ts); the accounts part refuses an unknown member.
 * The JSON's field order is the response schema's (memberExportSchema), whatever the parts' order.
 */
export async function exportMemberData(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  parts: readonly MemberDataExport[],
): Promise<MemberExport> {
  const found = await Promise.all(parts.map((part) => part(ctx.db.db, userId)));
  // Each part fills its own fields; the route's response schema checks that all of them are there.
  return Object.assign({ exportedAt: ctx.clock.now().toISOString() }, ...found) as MemberExport;
}
