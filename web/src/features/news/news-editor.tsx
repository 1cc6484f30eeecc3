import { useQueryClient } from '@tanstack/react-query';
import { CloudCheck, CloudUpload, ExternalLink, TriangleAlert } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { ZodError } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { errorKey } from '@/lib/error-key';
import { type NewsEditable, newsKeys } from './news-api';
import { NewsCoverField } from './news-cover-field';
import { NewsPublishPanel } from './news-publish-panel';
import { NewsRevisions } from './news-revisions';
import { renderMarkdownPreview } from './render-markdown';
import { type EditorFields, type SaveState, useAutosave } from './use-autosave';

/** The one editor screen of /admin/news/new and /admin/news/edit/{id} (issue 28 §8). */
export function NewsEditor({
  initial,
  onCreated,
}: {
  initial: NewsEditable | null;
  onCreated: (article: NewsEditable) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editor = useAutosave(initial, onCreated);
  const { article, fields, change, state, error } = editor;
  const preview = useDeferredValue(fields.body);
  const previewHtml = useMemo(() => renderMarkdownPreview(preview), [preview]);
  const fieldError = (key: keyof EditorFields) => fieldErrorOf(error, key, t);
  const afterServerChange = (next: NewsEditable, withFields = false) => {
    editor.replace(next, withFields);
    void queryClient.invalidateQueries({ queryKey: newsKeys.all });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold">{t(article ? 'adminNews.editTitle' : 'adminNews.new')}</h1>
          {article && <Badge variant="secondary">{t(`news.status.${article.status}`)}</Badge>}
        </div>
        <SaveIndicator state={state} savedAt={editor.savedAt} />
      </div>
      {error && !(error instanceof ZodError) && !isFieldError(error) ? (
        <p role="alert" className="text-sm text-destructive">
          {t(errorKey(error, 'errors.internal_error'))}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <Field id="news-title" label={t('adminNews.fields.title')} error={fieldError('title')}>
            <Input
              id="news-title"
              value={fields.title}
              maxLength={140}
              onChange={(e) => change('title', e.target.value)}
            />
          </Field>
          <Field
            id="news-slug"
            label={t('adminNews.fields.slug')}
            error={fieldError('slug')}
            hint={t('adminNews.fields.slugHint', { slug: fields.slug || '…' })}
          >
            <Input
              id="news-slug"
              value={fields.slug}
              maxLength={80}
              onChange={(e) => change('slug', e.target.value)}
            />
          </Field>
          <Field id="news-excerpt" label={t('adminNews.fields.excerpt')} error={fieldError('excerpt')}>
            <Textarea
              id="news-excerpt"
              rows={3}
              maxLength={300}
              value={fields.excerpt}
              onChange={(e) => change('excerpt', e.target.value)}
            />
          </Field>
          <Field
            id="news-body"
            label={t('adminNews.fields.body')}
            error={fieldError('body')}
            hint={t('adminNews.fields.bodyHint')}
          >
            <Textarea
              id="news-body"
              rows={18}
              className="font-mono text-sm"
              value={fields.body}
              onChange={(e) => change('body', e.target.value)}
            />
          </Field>
        </div>
        <section aria-labelledby="news-preview" className="space-y-2">
          <h2 id="news-preview" className="text-sm font-medium">
            {t('adminNews.preview')}
          </h2>
          <div className="min-h-40 rounded-xl border p-4">
            {fields.title && <p className="mb-3 text-2xl font-bold">{fields.title}</p>}
            {previewHtml ? (
              <div
                className="article-body space-y-4 break-words"
                // The same rules as the article page (domain/news.ts), cleaned by DOMPurify.
                dangerouslySetInnerHTML={{ __html: previewHtml }}
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t('adminNews.previewEmpty')}</p>
            )}
          </div>
        </section>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <NewsCoverField article={article} ensureSaved={editor.save} onSaved={afterServerChange} />
        <NewsPublishPanel article={article} ensureSaved={editor.save} onChanged={afterServerChange} />
      </div>
      {article && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <NewsRevisions
            articleId={article.id}
            savedAt={editor.savedAt}
            onRestored={(a) => afterServerChange(a, true)}
          />
          <Button asChild variant="link">
            <Link to={`/news/${article.slug}`}>
              <ExternalLink aria-hidden="true" />
              {t('adminNews.view')}
            </Link>
          </Button>
        </div>
      )}
      {!article && (
        <Button variant="outline" onClick={() => void editor.save()}>
          {t('adminNews.saveDraft')}
        </Button>
      )}
    </div>
  );
}

function SaveIndicator({ state, savedAt }: { state: SaveState; savedAt: Date | null }) {
  const { t, i18n } = useTranslation();
  const time = savedAt?.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const [Icon, text] =
    state === 'saving'
      ? [CloudUpload, t('adminNews.autosave.saving')]
      : state === 'dirty' || state === 'error'
        ? [TriangleAlert, t('adminNews.autosave.unsaved')]
        : state === 'saved' && time
          ? [CloudCheck, t('adminNews.autosave.saved', { time })]
          : [CloudCheck, t('adminNews.autosave.idle')];
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Icon className="size-4" aria-hidden="true" />
      {text}
    </p>
  );
}

const FIELD_PATHS: Record<string, keyof EditorFields> = {
  '/title': 'title',
  '/slug': 'slug',
  '/excerpt': 'excerpt',
  '/body': 'body',
};
const CODE_FIELDS: Record<string, keyof EditorFields> = {
  slug_taken: 'slug',
  slug_invalid: 'slug',
  slug_reserved: 'slug',
  news_title_required: 'title',
  news_title_too_long: 'title',
  excerpt_required: 'excerpt',
  excerpt_too_long: 'excerpt',
  news_body_required: 'body',
  news_body_too_long: 'body',
};

/** Which field an error is about: from the browser's schema check, or the server's code or path. */
function fieldOf(error: unknown): { field: keyof EditorFields; code: string } | null {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue?.path[0];
    return issue && typeof field === 'string'
      ? { field: field as keyof EditorFields, code: issue.message }
      : null;
  }
  if (error instanceof ApiError) {
    if (CODE_FIELDS[error.code]) return { field: CODE_FIELDS[error.code]!, code: error.code };
    const path = (error.details as { path?: string; message?: string }[] | undefined)?.[0];
    if (path?.path && FIELD_PATHS[path.path]) return { field: FIELD_PATHS[path.path]!, code: error.code };
  }
  return null;
}
const isFieldError = (error: unknown) => fieldOf(error) !== null;
function fieldErrorOf(error: unknown, key: keyof EditorFields, t: (k: string) => string): string | null {
  const found = fieldOf(error);
  return found?.field === key ? t(`errors.${found.code}`) : null;
}
