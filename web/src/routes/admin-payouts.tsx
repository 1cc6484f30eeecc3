import { AdminPayouts } from '@/features/earnings/admin-payouts';
import { PlatformBalanceCard } from '@/features/sandbox/platform-balance-card';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/payouts: every creator's withdrawals and, in test mode, the platform's balance (admins). */
export default function AdminPayoutsPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminPayouts.title'));
  return (
    <AdminShell>
      <div className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('adminPayouts.title')}</h1>
          <p className="text-muted-foreground">{t('adminPayouts.intro')}</p>
        </div>
        <PlatformBalanceCard />
        <AdminPayouts />
      </div>
    </AdminShell>
  );
}
