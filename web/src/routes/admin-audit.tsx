import { AuditLog } from '@/features/audit/audit-log';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/audit: every admin action (issue 28 §7), filterable (admins). */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('audit.title'));
  return (
    <AdminShell>
      <div className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
          <p className="text-muted-foreground">{t('audit.intro')}</p>
        </div>
        <AuditLog />
      </div>
    </AdminShell>
  );
}
