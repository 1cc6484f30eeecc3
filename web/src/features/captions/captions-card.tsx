import { CAPTION_LANGUAGES, CAPTION_RULES } from '@domain/captions';
import type { Locale } from '@domain/locales';
import { LOCALE_NAMES } from '@domain/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { type CaptionsEditor, type CaptionTrack, captionKeys, captionsApi } from './captions-api';
import { CueEditor } from './cue-editor';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

/**
 * The video edit page's "Sous-titres" section: the video's language, its tracks (uploaded or
 * automatic), uploading a WebVTT or SRT file per language, asking for automatic captions (or why
 * not), and the cue editor.
 */
export function CaptionsCard({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const editor = useQuery({
    queryKey: captionKeys.editor(videoId),
    queryFn: () => captionsApi.editor(videoId),
  });
  const [editing, setEditing] = useState<Locale | null>(null);
  const store = (data: CaptionsEditor) => client.setQueryData(captionKeys.editor(videoId), data);
  const refresh = () => client.invalidateQueries({ queryKey: captionKeys.editor(videoId) });
  const data = editor.data;
  const track = data?.tracks.find((tr) => tr.language === editing) ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('captions.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {editor.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t(errorKey(editor.error, 'captions.errors.load'))}
          </p>
        )}
        {data && (
          <>
            <VideoLanguage videoId={videoId} data={data} onSaved={refresh} />
            <TrackList videoId={videoId} tracks={data.tracks} onEdit={setEditing} onRemoved={refresh} />
            <UploadCaptions videoId={videoId} onUploaded={store} />
            {track && (
              <CueEditor
                key={`${track.language}-${track.updatedAt}`}
                videoId={videoId}
                track={track}
                onSaved={store}
                onClose={() => setEditing(null)}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** What a refused caption action shows: the server's reason when the page knows it, else the generic text. */
function useActionFailed() {
  const { t } = useTranslation();
  return (error: unknown) => toast.error(t(errorKey(error, 'captions.errors.action')));
}

function VideoLanguage({
  videoId,
  data,
  onSaved,
}: {
  videoId: string;
  data: CaptionsEditor;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const failed = useActionFailed();
  const save = useMutation({
    mutationFn: (language: Locale) => captionsApi.setVideoLanguage(videoId, language),
    onSuccess: () => {
      toast.success(t('captions.languageSaved'));
      onSaved();
    },
    onError: failed,
  });
  const automatic = useMutation({
    mutationFn: () => captionsApi.requestAutomatic(videoId),
    onSuccess: () => toast.success(t('captions.automaticRequested')),
    onError: failed,
  });
  const id = `video-language-${videoId}`;
  const name = LOCALE_NAMES[data.videoLanguage];
  const covered = data.automaticLanguages.includes(data.videoLanguage);
  return (
    <div className="space-y-3">
      <Field id={id} label={t('captions.videoLanguage')} hint={t('captions.videoLanguageHint')}>
        <select
          id={id}
          className={selectClass}
          value={save.isPending ? save.variables : data.videoLanguage}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.value as Locale)}
        >
          {CAPTION_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </Field>
      {covered ? (
        <Button
          type="button"
          variant="outline"
          disabled={automatic.isPending}
          onClick={() => automatic.mutate()}
        >
          {t('captions.requestAutomatic', { language: name })}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t('captions.noEngine', { language: name })}</p>
      )}
    </div>
  );
}

function TrackList({
  videoId,
  tracks,
  onEdit,
  onRemoved,
}: {
  videoId: string;
  tracks: CaptionTrack[];
  onEdit(language: Locale): void;
  onRemoved(): void;
}) {
  const { t } = useTranslation();
  const failed = useActionFailed();
  const remove = useMutation({
    mutationFn: (language: Locale) => captionsApi.remove(videoId, language),
    onSuccess: () => {
      toast.success(t('captions.removed'));
      onRemoved();
    },
    onError: failed,
  });
  if (tracks.length === 0) return <p className="text-sm text-muted-foreground">{t('captions.none')}</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={t('captions.tracks')}>
      {tracks.map((track) => {
        const name = LOCALE_NAMES[track.language];
        return (
          <li key={track.language} className="flex flex-wrap items-center gap-2 px-3 py-2">
            <span className="font-medium" lang={track.language}>
              {name}
            </span>
            <Badge variant="secondary">{t(track.auto ? 'captions.automatic' : 'captions.uploaded')}</Badge>
            {track.edited && <Badge variant="outline">{t('captions.edited')}</Badge>}
            <span className="text-xs text-muted-foreground">
              {t('captions.cueCount', { count: track.cues.length })}
            </span>
            <span className="ms-auto flex gap-2">
              <Button type="button" size="sm" variant="outline" onClick={() => onEdit(track.language)}>
                {t('captions.edit', { language: name })}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate(track.language)}
              >
                {t('captions.remove', { language: name })}
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function UploadCaptions({
  videoId,
  onUploaded,
}: {
  videoId: string;
  onUploaded(data: CaptionsEditor): void;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Locale>('fr');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => captionsApi.upload(videoId, language, chosen),
    onSuccess: (data) => {
      toast.success(t('captions.uploadedToast'));
      setFile(null);
      onUploaded(data);
    },
    onError: (err) => setError(t(errorKey(err, 'captions.errors.action'))),
  });
  const choose = (chosen: File | undefined) => {
    setError(null);
    setFile(chosen ?? null);
    // Checked before sending, and again by the server (measured there).
    if (chosen && chosen.size > CAPTION_RULES.maxBytes) setError(t('errors.captions_too_large'));
  };
  const languageId = `captions-language-${videoId}`;
  const fileId = `captions-file-${videoId}`;
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return setError(t('captions.fileRequired'));
        if (file.size > CAPTION_RULES.maxBytes) return setError(t('errors.captions_too_large'));
        upload.mutate(file);
      }}
    >
      <h3 className="text-sm font-semibold">{t('captions.upload')}</h3>
      <Field id={languageId} label={t('captions.language')}>
        <select
          id={languageId}
          className={selectClass}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Locale)}
        >
          {CAPTION_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fileId} label={t('captions.file')} hint={t('captions.fileHint')} error={error}>
        <FileInput
          id={fileId}
          accept=".vtt,.srt,text/vtt"
          onFile={(chosen) => choose(chosen)}
          buttonLabel={t('captions.chooseFile')}
          fileName={file?.name ?? null}
          emptyLabel={t('captions.noFile')}
        />
      </Field>
      <Button type="submit" disabled={upload.isPending || Boolean(error)}>
        {t('captions.send')}
      </Button>
    </form>
  );
}
