import { IMAGE_ACCEPT, LIMITS, VIDEO_UPLOAD_FORMATS } from '@domain/limits';
import { MIN_VIDEO_DURATION_MINUTES, type VideoInfo, videoInfoSchema } from '@domain/videos';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Upload, X } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { codeKey, errorKey, errorValues } from '@/lib/error-key';
import { checkImageFile, requiredFile } from '@/lib/file-fields';
import { FORM_OPTIONS } from '@/lib/form-options';
import { toast } from '@/lib/toast';
import { UploadProgress } from './upload-progress';
import { useTusUpload } from './use-tus-upload';
import { checkVideoBeforeUpload } from './video-file-checks';
import { VideoPublishingFields } from './video-publishing-fields';
import { videosApi } from './videos-api';

/**
 * The domain's video info plus what only this form has: a channel is required here (the server
 * checks it is one of the member's), and the two files.
 */
const uploadSchema = videoInfoSchema.extend({
  channelId: z.string().min(1, { error: 'channel_required' }),
  video: requiredFile('video_required', (file) => checkVideoBeforeUpload(file, VIDEO_UPLOAD_FORMATS)),
  thumbnail: requiredFile('thumbnail_required', (file) => checkImageFile(file, LIMITS.thumbnailBytes)),
});

/**
 * The upload form. The video starts uploading (resumable) as soon as it is chosen, while the member
 * fills in the rest; publishing sends the info and thumbnail and opens the watch page.
 */
export function UploadForm({ channels }: { channels: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const upload = useTusUpload();
  const form = useForm({
    resolver: zodResolver(uploadSchema),
    ...FORM_OPTIONS,
    defaultValues: {
      title: '',
      description: '',
      channelId: channels[0]?.id ?? '',
      visibility: 'public',
      monetized: false,
      video: null,
      thumbnail: null,
    },
  });
  const { register, setValue, getValues, trigger, setError, formState, watch } = form;
  const { errors } = formState;
  const errorText = (error: { message?: string } | undefined) =>
    error?.message
      ? t(codeKey(error.message, 'upload.errors.generic'), { minutes: MIN_VIDEO_DURATION_MINUTES })
      : null;

  const chooseVideo = async (file: File | undefined) => {
    await upload.abort();
    setValue('video', file ?? null);
    if (!file || !(await trigger('video'))) return;
    if (getValues('video') !== file) return; // another file was chosen while this one was read
    upload
      .start(file)
      .catch((error: { code: string }) => setError('video', { type: 'upload', message: error.code }));
  };

  const chooseThumbnail = (file: File | undefined) => {
    setValue('thumbnail', file ?? null);
    if (file) void trigger('thumbnail');
  };

  const publish = useMutation({
    mutationFn: ({ info, thumbnail, uploadId }: { info: VideoInfo; thumbnail: File; uploadId: string }) =>
      videosApi.publish({ ...info, uploadId }, thumbnail),
    onSuccess: ({ id }) => {
      toast.success(t('upload.published'));
      navigate(`/watch/${id}`);
    },
    onError: (error) => {
      const text = t(errorKey(error, 'upload.errors.generic'), {
        minutes: MIN_VIDEO_DURATION_MINUTES,
        ...errorValues(error),
      });
      setError('root.server', { message: text });
      toast.error(text);
    },
  });

  const submit = form.handleSubmit(({ video: _video, thumbnail, ...info }) => {
    if (upload.state.status !== 'done') return;
    publish.mutate({ info, thumbnail, uploadId: upload.state.uploadId });
  });

  const state = upload.state;
  const thumbnail = watch('thumbnail');
  const acceptedThumbnail = errors.thumbnail ? null : thumbnail;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <Field
          id="video-file"
          label={t('upload.video')}
          error={errorText(errors.video)}
          hint={t('upload.videoHint')}
        >
          <FileInput
            id="video-file"
            accept=".mp4,.webm,.avi,video/mp4,video/webm,video/x-msvideo"
            onFile={(file) => chooseVideo(file)}
            buttonLabel={t('common.chooseFile')}
            // The file being (or already) uploaded; a refused one is not kept.
            fileName={state.status === 'idle' ? null : (watch('video')?.name ?? null)}
            emptyLabel={t('common.noFile')}
          />
        </Field>
        {state.status === 'uploading' && (
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <UploadProgress
                progress={state.progress}
                retrying={state.retrying}
                verifying={state.verifying}
              />
            </div>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => upload.abort().then(() => setValue('video', null))}
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

        <Field id="title" label={t('video.fields.title')} error={errorText(errors.title)}>
          <Input id="title" maxLength={200} {...register('title')} />
        </Field>
        <Field id="description" label={t('video.fields.description')}>
          <Textarea id="description" maxLength={5000} {...register('description')} />
        </Field>
        <VideoPublishingFields idPrefix="" channels={channels} />
        <Field
          id="thumbnail"
          label={t('upload.thumbnail')}
          error={errorText(errors.thumbnail)}
          hint={t('upload.thumbnailHint')}
        >
          <FileInput
            id="thumbnail"
            accept={IMAGE_ACCEPT}
            onFile={(file) => chooseThumbnail(file)}
            buttonLabel={t('common.chooseFile')}
            fileName={acceptedThumbnail?.name ?? null}
            emptyLabel={t('common.noFile')}
          />
        </Field>
        {acceptedThumbnail && (
          <img
            src={URL.createObjectURL(acceptedThumbnail)}
            alt=""
            className="aspect-video w-64 rounded-lg object-cover"
          />
        )}
        {errors.root?.server && (
          <p role="alert" className="text-sm text-destructive">
            {errors.root.server.message}
          </p>
        )}
        <Button type="submit" size="lg" loading={publish.isPending} disabled={state.status === 'uploading'}>
          <Upload aria-hidden="true" />
          {state.status === 'uploading' ? t('upload.waiting') : t('upload.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
