import { useState } from 'react';
import { ModerationItem } from '@/features/moderation/moderation-item';
import { ModerationQueue } from '@/features/moderation/moderation-queue';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/moderation: the reports queue, an item's review and its dismissal (issue 27 part 2; admins). */
export default function AdminModerationPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminModeration.title'));
  const [itemId, setItemId] = useState<string | null>(null);
  return (
    <AdminShell wide>
      <div className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('adminModeration.title')}</h1>
          <p className="text-muted-foreground">{t('adminModeration.intro')}</p>
        </div>
        {itemId ? (
          <ModerationItem key={itemId} id={itemId} onBack={() => setItemId(null)} />
        ) : (
          <ModerationQueue onOpen={setItemId} />
        )}
      </div>
    </AdminShell>
  );
}
