import { useQuery, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { type NewsEditable, newsApi, newsKeys } from './news-api';

/** The article's revisions, newest first; restoring one makes it the article's content again. */
export function NewsRevisions({
  articleId,
  savedAt,
  onRestored,
}: {
  articleId: string;
  savedAt: Date | null;
  onRestored: (article: NewsEditable) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const revisions = useQuery({
    queryKey: newsKeys.revisions(articleId),
    queryFn: () => newsApi.revisions(articleId),
  });
  // Each save may add a revision.
  useEffect(() => {
    if (savedAt) void queryClient.invalidateQueries({ queryKey: newsKeys.revisions(articleId) });
  }, [savedAt, articleId, queryClient]);

  const restore = async (revisionId: string) => {
    setBusy(revisionId);
    try {
      onRestored(await newsApi.restore(articleId, revisionId));
      toast.success(t('adminNews.revisions.restored'));
    } catch (err) {
      toast.error(t(errorKey(err, 'errors.internal_error')));
    } finally {
      setBusy(null);
    }
  };

  const items = revisions.data?.items ?? [];
  return (
    <details className="w-full rounded-xl border p-4">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <History className="size-4" aria-hidden="true" />
        {t('adminNews.revisions.title')} ({items.length})
      </summary>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('adminNews.revisions.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y">
          {items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">{r.title || t('adminNews.untitled')}</span>
                <span className="block text-xs text-muted-foreground">
                  {t('adminNews.revisions.savedAt', {
                    date: new Date(r.savedAt).toLocaleString(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                    editor: r.editor ?? '—',
                  })}
                </span>
              </span>
              <Button size="sm" variant="outline" loading={busy === r.id} onClick={() => void restore(r.id)}>
                {t('adminNews.revisions.restore')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
