import { Link } from 'react-router';
import { QaFeedbackList } from '@/features/qa/qa-feedback-list';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminOnly } from './admin';

/** /admin/qa-feedback: what QA members wrote, newest first (admins). */
export default function AdminQaFeedbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.qaFeedback.title'));
  return (
    <AdminOnly>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <Link to="/admin" className="text-sm text-muted-foreground hover:underline">
          ← {t('admin.title')}
        </Link>
        <h1 className="text-2xl font-bold">{t('admin.qaFeedback.title')}</h1>
        <QaFeedbackList />
      </div>
    </AdminOnly>
  );
}
