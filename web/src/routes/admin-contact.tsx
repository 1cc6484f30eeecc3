import { ContactInbox } from '@/features/contact/contact-inbox';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/contact: the contact messages, unread first, read, marked and answered by mail (issue 28 §5; admins). */
export default function AdminContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminContact.title'));
  return (
    <AdminShell>
      <div className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('adminContact.title')}</h1>
          <p className="text-muted-foreground">{t('adminContact.intro')}</p>
        </div>
        <ContactInbox />
      </div>
    </AdminShell>
  );
}
