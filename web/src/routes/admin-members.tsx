import { MembersTable } from '@/features/members/members-table';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/members: find any member and act on them (issue 28 §3, admins). */
export default function AdminMembersPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminMembers.title'));
  return (
    <AdminShell wide>
      <div className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('adminMembers.title')}</h1>
          <p className="text-muted-foreground">{t('adminMembers.intro')}</p>
        </div>
        <MembersTable />
      </div>
    </AdminShell>
  );
}
