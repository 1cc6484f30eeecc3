import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/format';
import type { NewsCard as Card } from './news-api';

/** One article in the /news list: cover, title, excerpt, date. */
export function NewsCard({ article }: { article: Card }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border bg-card">
      {article.coverUrl && (
        <img
          src={article.coverUrl}
          alt={article.coverAlt}
          loading="lazy"
          className="aspect-video w-full bg-muted object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={`/news/${article.slug}`} className="hover:underline focus-visible:underline">
            {article.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
        <time dateTime={article.publishedAt} className="mt-auto text-xs text-muted-foreground">
          {t('news.publishedOn', { date: formatDate(article.publishedAt, i18n.language) })}
        </time>
      </div>
    </article>
  );
}
