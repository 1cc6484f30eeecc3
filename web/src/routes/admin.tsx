import { AdminOverview } from '@/features/admin-overview/admin-overview';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/**
 * /admin: the admin area's home — the overview of the platform's figures (issue 28 §2); the other
 * screens (the consent export, the payouts and the sandbox's platform balance included) are in the
 * admin navigation.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  return (
    <AdminShell>
      <div className="space-y-8">
        <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
        <AdminOverview />
      </div>
    </AdminShell>
  );
}
