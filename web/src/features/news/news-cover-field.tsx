import { ImagePlus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { type NewsEditable, newsApi } from './news-api';

/** The cover: an image and its alt text (required), stored resized by the server. */
export function NewsCoverField({
  article,
  ensureSaved,
  onSaved,
}: {
  article: NewsEditable | null;
  ensureSaved: () => Promise<NewsEditable | null>;
  onSaved: (article: NewsEditable) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(article?.coverAlt ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: (id: string) => Promise<NewsEditable>) => {
    setBusy(true);
    try {
      const saved = await ensureSaved();
      if (!saved) return;
      onSaved(await action(saved.id));
      setError(null);
      setFile(null);
      toast.success(t('adminNews.cover.saved'));
    } catch (err) {
      setError(t(errorKey(err, 'errors.internal_error')));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!alt.trim()) return setError(t('errors.cover_alt_required'));
    if (!file) return setError(t('errors.invalid_image'));
    void run((id) => newsApi.setCover(id, file, alt));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('adminNews.cover.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {article?.coverUrl && (
          <div className="space-y-2">
            <img
              src={article.coverUrl}
              alt={article.coverAlt}
              className="aspect-video w-full rounded-lg object-cover"
            />
            <Button
              variant="outline"
              size="sm"
              loading={busy}
              onClick={() => void run((id) => newsApi.removeCover(id))}
            >
              <Trash2 aria-hidden="true" />
              {t('adminNews.cover.remove')}
            </Button>
          </div>
        )}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field id="news-cover-file" label={t('adminNews.cover.file')}>
            <Input
              id="news-cover-file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Field>
          <Field
            id="news-cover-alt"
            label={t('adminNews.cover.alt')}
            hint={t('adminNews.cover.altHint')}
            error={error}
          >
            <Input id="news-cover-alt" value={alt} maxLength={250} onChange={(e) => setAlt(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline" loading={busy}>
            <ImagePlus aria-hidden="true" />
            {t('adminNews.cover.upload')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
