import { CalendarClock, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { type NewsEditable, newsApi } from './news-api';

/** Publish now, schedule for a date (the server's job publishes it then), or back to draft. */
export function NewsPublishPanel({
  article,
  ensureSaved,
  onChanged,
}: {
  article: NewsEditable | null;
  ensureSaved: () => Promise<NewsEditable | null>;
  onChanged: (article: NewsEditable) => void;
}) {
  const { t, i18n } = useTranslation();
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: (id: string) => Promise<NewsEditable>, done: string) => {
    setBusy(true);
    try {
      const saved = await ensureSaved();
      if (!saved) return;
      onChanged(await action(saved.id));
      setError(null);
      toast.success(t(done));
    } catch (err) {
      setError(t(errorKey(err, 'errors.internal_error')));
    } finally {
      setBusy(false);
    }
  };
  const schedule = () => {
    const when = at ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime()) || when.getTime() <= Date.now())
      return setError(t('adminNews.publish.pickDate'));
    void run((id) => newsApi.publish(id, when.toISOString()), 'adminNews.publish.scheduled');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('adminNews.publish.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {article?.status === 'scheduled' && article.publishAt && (
          <p className="text-sm">
            {t('adminNews.scheduledFor', { date: formatDateTime(article.publishAt, i18n.language) })}
          </p>
        )}
        {article?.status === 'published' && article.publishAt && (
          <p className="text-sm">
            {t('news.publishedOn', { date: formatDate(article.publishAt, i18n.language) })}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button
          loading={busy}
          onClick={() => void run((id) => newsApi.publish(id), 'adminNews.publish.published')}
        >
          <Send aria-hidden="true" />
          {t('adminNews.publish.now')}
        </Button>
        <div className="flex flex-wrap items-end gap-3">
          <Field id="news-publish-at" label={t('adminNews.publish.at')}>
            <Input
              id="news-publish-at"
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
            />
          </Field>
          <Button variant="outline" loading={busy} onClick={schedule}>
            <CalendarClock aria-hidden="true" />
            {t('adminNews.publish.schedule')}
          </Button>
        </div>
        {article && article.status !== 'draft' && (
          <Button
            variant="ghost"
            loading={busy}
            onClick={() => void run((id) => newsApi.unpublish(id), 'news.status.draft')}
          >
            <Undo2 aria-hidden="true" />
            {t('adminNews.publish.unpublish')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

const formatDateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
