import { VIDEO_REPLACE_FORMATS } from '@domain/limits';
import { MIN_VIDEO_DURATION_MINUTES } from '@domain/videos';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { codeKey, errorKey, errorValues } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { UploadProgress } from './upload-progress';
import { useTusUpload } from './use-tus-upload';
import { checkVideoFile, isTooShort, readDurationS } from './video-file-checks';
import { videoKeys, videosApi } from './videos-api';

/** Replace the video file (MP4, AVI, MOV; ≤ 100 MB): uploaded resumably, then reprocessed. */
export function ReplaceVideo({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const upload = useTusUpload();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setError(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    const problem = checkVideoFile(file, VIDEO_REPLACE_FORMATS);
    if (problem)
      return setError(t(`errors.${problem === 'invalid_video_type' ? 'invalid_replacement_type' : problem}`));
    if (isTooShort(await readDurationS(file)))
      return setError(t('errors.video_too_short', { minutes: MIN_VIDEO_DURATION_MINUTES }));
    setBusy(true);
    try {
      const uploadId = await upload.start(file);
      await videosApi.replaceSource(videoId, uploadId);
      toast.success(t('videoEdit.replaced'));
      await client.invalidateQueries({ queryKey: videoKeys.one(videoId) });
    } catch (err) {
      const values = { minutes: MIN_VIDEO_DURATION_MINUTES, ...errorValues(err) };
      // The upload rejects with a bare code; publishing the replacement with an ApiError.
      const key =
        err instanceof ApiError
          ? errorKey(err, 'video.errors.replaceVideo')
          : codeKey((err as { code?: string }).code ?? '', 'video.errors.replaceVideo');
      const text = t(key === 'errors.invalid_video_type' ? 'errors.invalid_replacement_type' : key, values);
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
      setFileName(null);
      input.value = '';
    }
  };

  return (
    <div className="space-y-3">
      <Field
        id="replace-video"
        label={t('videoEdit.replaceVideo')}
        error={error}
        hint={t('videoEdit.replaceVideoHint')}
      >
        <FileInput
          id="replace-video"
          disabled={busy}
          accept=".mp4,.avi,.mov,video/mp4,video/x-msvideo,video/quicktime"
          onFile={(_file, input) => choose(input)}
          buttonLabel={t('common.chooseFile')}
          fileName={fileName}
          emptyLabel={t('common.noFile')}
        />
      </Field>
      {upload.state.status === 'uploading' && (
        <UploadProgress
          progress={upload.state.progress}
          retrying={upload.state.retrying}
          verifying={upload.state.verifying}
        />
      )}
      {busy && upload.state.status === 'done' && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <RefreshCw className="size-4 animate-spin" aria-hidden="true" />
          {t('videoEdit.checking')}
        </p>
      )}
    </div>
  );
}
