import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { newsApi, newsKeys } from '@/features/news/news-api';
import { sanitizeArticleHtml } from '@/features/news/sanitize-article';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { errorKey } from '@/lib/error-key';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/** /news/{slug}: one article (a draft or scheduled one only for admins, marked as such). */
export default function NewsArticlePage() {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const article = useQuery({
    queryKey: newsKeys.article(slug),
    queryFn: () => newsApi.article(slug),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  usePageTitle(article.data?.title ?? t('news.title'));
  // An old slug was answered 301 by the API: the address bar follows.
  useEffect(() => {
    if (article.data && article.data.slug !== slug) navigate(`/news/${article.data.slug}`, { replace: true });
  }, [article.data, slug, navigate]);
  const bodyHtml = useMemo(
    () => (article.data ? sanitizeArticleHtml(article.data.bodyHtml) : ''),
    [article.data],
  );

  if (article.error instanceof ApiError && article.error.status === 404) return <NotFoundPage />;
  if (article.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8" role="alert">
        <p className="text-destructive">{t(errorKey(article.error, 'news.loadError'))}</p>
        <Button variant="outline" className="mt-3" onClick={() => article.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (!article.data) return <PageLoading />;
  const a = article.data;
  const date = a.publishedAt ?? a.updatedAt;
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <Link to="/news" className="text-sm text-muted-foreground hover:underline">
        ← {t('news.back')}
      </Link>
      {a.status !== 'published' && <Alert>{t('news.adminOnly')}</Alert>}
      <header className="space-y-3">
        <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{a.title}</h1>
        <p className="text-lg text-muted-foreground">{a.excerpt}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={date}>{t('news.publishedOn', { date: formatDate(date, i18n.language) })}</time>
          {a.author && <> · {t('news.by', { author: a.author })}</>}
        </p>
      </header>
      {a.coverUrl && (
        <img
          src={a.coverUrl}
          alt={a.coverAlt}
          className="aspect-video w-full rounded-2xl bg-muted object-cover"
        />
      )}
      <div
        className="article-body space-y-4 break-words"
        // Rendered by the server's sanitizer and cleaned again here (sanitize-article.ts).
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
    </article>
  );
}
