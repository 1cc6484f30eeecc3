import { VIDEO_REPLACE_FORMATS } from '@domain/limits';
import { MIN_VIDEO_DURATION_MINUTES } from '@domain/videos';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { codeKey, errorKey, errorValues } from '@/lib/error-key';
import { formatDuration } from '@/lib/format';
import { toast } from '@/lib/toast';
import { UploadProgress } from './upload-progress';
import { useTusUpload } from './use-tus-upload';
import { checkVideoFile, isTooShort, readDurationS } from './video-file-checks';
import { videoKeys, videosApi } from './videos-api';

/** A file that passed the browser's checks, waiting for the member to confirm the replacement. */
interface Chosen {
  file: File;
  /** As the browser read it from the file's metadata; null when it cannot (AVI, some codecs). */
  durationS: number | null;
}

/**
 * Replace the video file (MP4, AVI, MOV; ≤ 100 MB): the member confirms the chosen file (name and
 * duration) first, may cancel while it uploads (resumably), then it is reprocessed.
 */
export function ReplaceVideo({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const upload = useTusUpload();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // Bumped by a cancel: an aborted upload never settles, and a replacement it raced must not land.
  const attempt = useRef(0);

  const clear = () => {
    setFileName(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (picker: HTMLInputElement) => {
    input.current = picker;
    const file = picker.files?.[0];
    setError(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    const problem = checkVideoFile(file, VIDEO_REPLACE_FORMATS);
    if (problem) {
      clear();
      return setError(t(`errors.${problem === 'invalid_video_type' ? 'invalid_replacement_type' : problem}`));
    }
    const durationS = await readDurationS(file);
    if (picker.files?.[0] !== file) return; // another file was chosen while this one was read
    if (isTooShort(durationS)) {
      clear();
      return setError(t('errors.video_too_short', { minutes: MIN_VIDEO_DURATION_MINUTES }));
    }
    setChosen({ file, durationS });
  };

  const dismiss = () => {
    setChosen(null);
    clear();
  };

  const replace = async (file: File) => {
    setChosen(null);
    setBusy(true);
    const run = ++attempt.current;
    try {
      const uploadId = await upload.start(file);
      if (run !== attempt.current) return;
      await videosApi.replaceSource(videoId, uploadId);
      toast.success(t('videoEdit.replaced'));
      await client.invalidateQueries({ queryKey: videoKeys.one(videoId) });
    } catch (err) {
      if (run !== attempt.current) return;
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
      if (run === attempt.current) {
        setBusy(false);
        clear();
      }
    }
  };

  const cancelUpload = async () => {
    attempt.current++;
    // Terminates the upload on the server too: nothing of the cancelled file is kept.
    await upload.abort();
    setBusy(false);
    clear();
    toast(t('videoEdit.replaceCancelled'));
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
          onFile={(_file, picker) => choose(picker)}
          buttonLabel={t('common.chooseFile')}
          fileName={fileName}
          emptyLabel={t('common.noFile')}
        />
      </Field>
      {upload.state.status === 'uploading' && (
        <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <div className="min-w-0 flex-1 basis-56">
            <UploadProgress
              progress={upload.state.progress}
              retrying={upload.state.retrying}
              verifying={upload.state.verifying}
            />
          </div>
          <Button type="button" size="sm" variant="ghost" onClick={() => void cancelUpload()}>
            <X aria-hidden="true" />
            {t('videoEdit.cancelUpload')}
          </Button>
        </div>
      )}
      {busy && upload.state.status === 'done' && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <RefreshCw className="size-4 animate-spin" aria-hidden="true" />
          {t('videoEdit.checking')}
        </p>
      )}
      <ConfirmReplace chosen={chosen} onConfirm={(file) => void replace(file)} onDismiss={dismiss} />
    </div>
  );
}

/** "Remplacer la vidéo ?" with the file's name and duration; nothing is sent before it is confirmed. */
function ConfirmReplace({
  chosen,
  onConfirm,
  onDismiss,
}: {
  chosen: Chosen | null;
  onConfirm(file: File): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={chosen !== null} onOpenChange={(open) => !open && onDismiss()}>
      {chosen && (
        <DialogContent closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>{t('videoEdit.replaceConfirmTitle')}</DialogTitle>
            <DialogDescription>{t('videoEdit.replaceConfirmText')}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('videoEdit.replaceFile')}</dt>
            <dd className="font-medium break-words">{chosen.file.name}</dd>
            <dt className="text-muted-foreground">{t('videoEdit.replaceDuration')}</dt>
            <dd className="font-medium tabular-nums">
              {chosen.durationS === null ? t('videoEdit.durationUnknown') : formatDuration(chosen.durationS)}
            </dd>
          </dl>
          <DialogFooter>
            <Button variant="outline" onClick={onDismiss}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => onConfirm(chosen.file)}>
              <RefreshCw aria-hidden="true" />
              {t('videoEdit.replaceConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
