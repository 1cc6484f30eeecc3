import { LIMITS, VIDEO_UPLOAD_FORMATS } from '@domain/limits';
import { MIN_VIDEO_DURATION_MINUTES } from '@domain/videos';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { codeKey, errorKey, errorValues } from '@/lib/error-key';
import { UploadProgress } from './upload-progress';
import { useTusUpload } from './use-tus-upload';
import { checkImageFile, checkVideoFile, isTooShort, readDurationS } from './video-file-checks';
import { type PublishingValues, VideoPublishingFields } from './video-publishing-fields';
import { videosApi } from './videos-api';

type Errors = Partial<Record<'title' | 'video' | 'thumbnail' | 'channel' | 'form', string>>;

/**
 * The upload form. The video starts uploading (resumable) as soon as it is chosen, while the member
 * fills in the rest; publishing sends the info and thumbnail and opens the watch page.
 */
export function UploadForm({ channels }: { channels: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const upload = useTusUpload();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [publishing, setPublishing] = useState<PublishingValues>({
    channelId: channels[0]?.id ?? '',
    visibility: 'public',
    monetized: false,
  });
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const msg = (code: string, values: Record<string, unknown> = {}) =>
    t(codeKey(code, 'upload.errors.generic'), { minutes: MIN_VIDEO_DURATION_MINUTES, ...values });

  const chooseVideo = async (file: File | undefined) => {
    await upload.abort();
    setVideoFile(null);
    if (!file) return;
    const problem = checkVideoFile(file, VIDEO_UPLOAD_FORMATS);
    if (problem) return setErrors((e) => ({ ...e, video: t(`errors.${problem}`) }));
    if (isTooShort(await readDurationS(file)))
      return setErrors((e) => ({
        ...e,
        video: t('errors.video_too_short', { minutes: MIN_VIDEO_DURATION_MINUTES }),
      }));
    setErrors((e) => ({ ...e, video: undefined }));
    setVideoFile(file);
    upload
      .start(file)
      .catch((error: { code: string }) => setErrors((e) => ({ ...e, video: msg(error.code) })));
  };

  const chooseThumbnail = (file: File | undefined) => {
    setThumbnail(null);
    if (!file) return;
    const problem = checkImageFile(file, LIMITS.thumbnailBytes);
    if (problem) return setErrors((e) => ({ ...e, thumbnail: t(`errors.${problem}`) }));
    setErrors((e) => ({ ...e, thumbnail: undefined }));
    setThumbnail(file);
  };

  const publish = useMutation({
    mutationFn: (uploadId: string) =>
      videosApi.publish({ title, description, ...publishing, uploadId }, thumbnail!),
    onSuccess: ({ id }) => {
      toast.success(t('upload.published'));
      navigate(`/watch/${id}`);
    },
    onError: (error) => {
      const text = t(errorKey(error, 'upload.errors.generic'), {
        minutes: MIN_VIDEO_DURATION_MINUTES,
        ...errorValues(error),
      });
      setErrors({ form: text });
      toast.error(text);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!title.trim()) next.title = t('errors.title_required');
    if (!videoFile) next.video = errors.video ?? t('errors.video_required');
    if (!thumbnail) next.thumbnail = errors.thumbnail ?? t('errors.thumbnail_required');
    if (!publishing.channelId) next.channel = t('errors.channel_required');
    setErrors(next);
    if (Object.keys(next).length || upload.state.status !== 'done') return;
    publish.mutate(upload.state.uploadId);
  };

  const state = upload.state;
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Field id="video-file" label={t('upload.video')} error={errors.video} hint={t('upload.videoHint')}>
        <FileInput
          id="video-file"
          accept=".mp4,.webm,.avi,video/mp4,video/webm,video/x-msvideo"
          invalid={Boolean(errors.video)}
          onFile={(file) => chooseVideo(file)}
          buttonLabel={t('common.chooseFile')}
          fileName={videoFile?.name ?? null}
          emptyLabel={t('common.noFile')}
        />
      </Field>
      {state.status === 'uploading' && (
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <UploadProgress progress={state.progress} retrying={state.retrying} />
          </div>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => upload.abort().then(() => setVideoFile(null))}
          >
            <X aria-hidden="true" />
            {t('common.cancel')}
          </Button>
        </div>
      )}
      {state.status === 'done' && (
        <p
          className="flex items-center gap-2 text-sm text-emerald-600 dark:text-emerald-400"
          data-testid="upload-done"
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t('upload.uploaded')}
        </p>
      )}

      <Field id="title" label={t('video.fields.title')} error={errors.title}>
        <Input
          id="title"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(errors.title)}
        />
      </Field>
      <Field id="description" label={t('video.fields.description')}>
        <Textarea
          id="description"
          value={description}
          maxLength={5000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <VideoPublishingFields
        idPrefix=""
        channels={channels}
        values={publishing}
        onChange={setPublishing}
        channelError={errors.channel}
      />
      <Field
        id="thumbnail"
        label={t('upload.thumbnail')}
        error={errors.thumbnail}
        hint={t('upload.thumbnailHint')}
      >
        <FileInput
          id="thumbnail"
          accept="image/jpeg,image/png,image/webp"
          invalid={Boolean(errors.thumbnail)}
          onFile={(file) => chooseThumbnail(file)}
          buttonLabel={t('common.chooseFile')}
          fileName={thumbnail?.name ?? null}
          emptyLabel={t('common.noFile')}
        />
      </Field>
      {thumbnail && (
        <img
          src={URL.createObjectURL(thumbnail)}
          alt=""
          className="aspect-video w-64 rounded-lg object-cover"
        />
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <Button type="submit" size="lg" loading={publish.isPending} disabled={state.status === 'uploading'}>
        <Upload aria-hidden="true" />
        {state.status === 'uploading' ? t('upload.waiting') : t('upload.submit')}
      </Button>
    </form>
  );
}
