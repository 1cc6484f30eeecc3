import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { type NewsEditable, newsApi, newsKeys } from '@/features/news/news-api';
import { NewsEditor } from '@/features/news/news-editor';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { errorKey } from '@/lib/error-key';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';
import NotFoundPage from './not-found';

/** /admin/news/new and /admin/news/edit/{id}: the same editor (spec §2). */
export default function AdminNewsEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageTitle(t(id ? 'adminNews.editTitle' : 'adminNews.new'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const article = useQuery({
    queryKey: newsKeys.editable(id ?? ''),
    queryFn: () => newsApi.editable(id!),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The first save made the draft: the address becomes its edit page, the editor stays as it is.
  const onCreated = useCallback(
    (created: NewsEditable) => {
      queryClient.setQueryData(newsKeys.editable(created.id), created);
      navigate(`/admin/news/edit/${created.id}`, { replace: true });
    },
    [navigate, queryClient],
  );
  return (
    <AdminShell wide>
      {!id ? (
        <NewsEditor key="editor" initial={null} onCreated={onCreated} />
      ) : article.error instanceof ApiError && article.error.status === 404 ? (
        <NotFoundPage />
      ) : article.isError ? (
        <p role="alert" className="text-destructive">
          {t(errorKey(article.error, 'adminNews.loadError'))}
        </p>
      ) : !article.data ? (
        <PageLoading />
      ) : (
        <NewsEditor key="editor" initial={article.data} onCreated={onCreated} />
      )}
    </AdminShell>
  );
}
