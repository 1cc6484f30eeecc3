import { type DeletionCheck, defineModule, type MemberDataExport } from '../../module-manifest';
import { consentsOf } from './privacy.repository';
import { privacyRoutes } from './privacy.routes';

export const privacyModule = defineModule({
  name: 'privacy',
  // Every module's part of the export (server/all-modules.ts gathers them from the manifests).
  routes: (
    ctx,
    {
      memberData,
      deletionChecks,
    }: { memberData: readonly MemberDataExport[]; deletionChecks: readonly DeletionCheck[] },
  ) => [privacyRoutes(ctx, memberData, deletionChecks)],
  exportMemberData: async (db, userId) => ({ consents: await consentsOf(db, userId) }),
  permissionRoutes: ['GET /api/me/export', 'DELETE /api/me'],
});
