import { REPORT_ITEM_KINDS, type ReportItemKind } from '@domain/moderation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Button } from '@/components/ui/button';
import { AppealsQueue } from '@/features/moderation/appeals-queue';
import { ModerationItem } from '@/features/moderation/moderation-item';
import { ModerationQueue } from '@/features/moderation/moderation-queue';
import { moderationApi, moderationKeys } from '@/features/moderation/moderation-queue-api';
import { StatementsExport } from '@/features/moderation/statements-export';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/**
 * /admin/moderation: the reports queue, an item's review, its dismissal or decision, the open appeals
 * and the statements' export (issue 27 parts 2–5; admins).
 * `?video=<id>`, `?channel=<id>` or `?comment=<id>` opens that item's history (the videos table and the
 * member page link here).
 */
export default function AdminModerationPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminModeration.title'));
  const [params, setParams] = useSearchParams();
  const [itemId, setItemId] = useState<string | null>(null);
  const kind = REPORT_ITEM_KINDS.find((k) => params.get(k));
  const target = kind ? { kind, id: params.get(kind)! } : null;
  const backToQueue = () => {
    setItemId(null);
    if (target) setParams({});
  };
  return (
    <AdminShell wide>
      <div className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('adminModeration.title')}</h1>
          <p className="text-muted-foreground">{t('adminModeration.intro')}</p>
        </div>
        {itemId ? (
          <ModerationItem key={itemId} id={itemId} onBack={backToQueue} />
        ) : target ? (
          <TargetItem kind={target.kind} id={target.id} onBack={backToQueue} />
        ) : (
          <>
            <ModerationQueue onOpen={setItemId} />
            <AppealsQueue />
            <StatementsExport />
          </>
        )}
      </div>
    </AdminShell>
  );
}

/** The history of one video or channel, found by its id; said plainly when it was never reported. */
function TargetItem({ kind, id, onBack }: { kind: ReportItemKind; id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const lookup = useQuery({
    queryKey: moderationKeys.lookup(kind, id),
    queryFn: () => moderationApi.lookup(kind, id),
    retry: false,
  });
  if (lookup.isPending) return <PageLoading />;
  if (lookup.data) return <ModerationItem key={lookup.data.id} id={lookup.data.id} onBack={onBack} />;
  return (
    <div className="space-y-4">
      <p role="status">{t(`adminModeration.neverReported.${kind}`)}</p>
      <Button variant="outline" onClick={onBack}>
        {t('adminModeration.back')}
      </Button>
    </div>
  );
}
