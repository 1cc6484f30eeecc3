import { AdminVideosTable } from '@/features/videos/admin-videos-table';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/videos: every video, filtered, searched, sorted and paged on the server (issue 28 §4; admins). */
export default function AdminVideosPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminVideos.title'));
  return (
    <AdminShell wide>
      <div className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('adminVideos.title')}</h1>
          <p className="text-muted-foreground">{t('adminVideos.intro')}</p>
        </div>
        <AdminVideosTable />
      </div>
    </AdminShell>
  );
}
