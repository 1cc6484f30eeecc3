import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MemberDetails } from '@/features/members/member-details';
import { membersApi, membersKeys } from '@/features/members/members-api';
import { MemberDecision } from '@/features/moderation/member-decision';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/members/:id: one member's page (admins), with a moderation decision on the member. */
export default function AdminMemberPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  usePageTitle(t('adminMembers.detail.title'));
  // The same query as the details' (one request): the decision form needs the member's reports.
  const detail = useQuery({ queryKey: membersKeys.detail(id), queryFn: () => membersApi.detail(id) });
  return (
    <AdminShell>
      <div className="space-y-6">
        <MemberDetails id={id} />
        {detail.data && (
          <MemberDecision
            memberId={id}
            misusedReports={detail.data.reportsSent.dismissed > 0}
            onDecided={() => queryClient.invalidateQueries({ queryKey: membersKeys.detail(id) })}
          />
        )}
      </div>
    </AdminShell>
  );
}
