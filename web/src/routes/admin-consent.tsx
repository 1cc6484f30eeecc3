import { CONSENT_EXPORT_COLUMNS } from '@domain/api/consent';
import { ConsentExport } from '@/features/consent/consent-export';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/consent: the proof of consent, exported as CSV for a range of days (issue 28 §6; admins). */
export default function AdminConsentPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminConsent.title'));
  return (
    <AdminShell>
      <div className="max-w-3xl space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('adminConsent.title')}</h1>
          <p className="text-muted-foreground">{t('adminConsent.intro')}</p>
        </div>
        <ConsentExport />
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">{t('adminConsent.columnsTitle')}</h2>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {CONSENT_EXPORT_COLUMNS.map((field) => (
              <div key={field} className="contents">
                <dt>
                  <code>{field}</code>
                </dt>
                <dd className="text-muted-foreground">{t(`adminConsent.columns.${field}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </AdminShell>
  );
}
