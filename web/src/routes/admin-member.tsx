import { useParams } from 'react-router';
import { MemberDetails } from '@/features/members/member-details';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/members/:id: one member's page (admins). */
export default function AdminMemberPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageTitle(t('adminMembers.detail.title'));
  return (
    <AdminShell>
      <MemberDetails id={id} />
    </AdminShell>
  );
}
