import { OutboxViewer } from '@/features/mail/outbox-viewer';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/outbox: the mail the local outbox holds (MAIL=outbox; issue 28 §6; admins). */
export default function AdminOutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminOutbox.title'));
  return (
    <AdminShell wide>
      <div className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('adminOutbox.title')}</h1>
          <p className="text-muted-foreground">{t('adminOutbox.intro')}</p>
        </div>
        <OutboxViewer />
      </div>
    </AdminShell>
  );
}
