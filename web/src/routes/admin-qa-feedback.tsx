import { QaFeedbackList } from '@/features/qa/qa-feedback-list';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/qa-feedback: what QA members wrote, newest first (admins). */
export default function AdminQaFeedbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.qaFeedback.title'));
  return (
    <AdminShell>
      <div className="max-w-3xl space-y-6">
        <h1 className="text-2xl font-bold">{t('admin.qaFeedback.title')}</h1>
        <QaFeedbackList />
      </div>
    </AdminShell>
  );
}
