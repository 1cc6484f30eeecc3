import { AdSettingsForm } from '@/features/ads/ad-settings-form';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /adsense-setup: the ad network settings (admins; DESIGN §4 Ads). */
export default function AdsenseSetupPage() {
  const { t } = useTranslation();
  usePageTitle(t('adsSetup.title'));
  return (
    <AdminShell>
      <div className="max-w-2xl space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('adsSetup.title')}</h1>
          <p className="text-muted-foreground">{t('adsSetup.description')}</p>
        </div>
        <AdSettingsForm />
      </div>
    </AdminShell>
  );
}
