import { VIDEO_VISIBILITIES, type VideoVisibility } from '@domain/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorKey } from '@/lib/error-key';
import { selectClass, textareaClass } from './upload-form';
import { type VideoDetail, videoKeys, videosApi } from './videos-api';

/** Title (required), description, channel, visibility, monetized. */
export function VideoInfoForm({
  video,
  channels,
}: {
  video: VideoDetail;
  channels: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [title, setTitle] = useState(video.title);
  const [description, setDescription] = useState(video.description);
  const [channelId, setChannelId] = useState(video.channel?.id ?? '');
  const [visibility, setVisibility] = useState<VideoVisibility>(video.visibility);
  const [monetized, setMonetized] = useState(video.monetized);
  const [titleError, setTitleError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      videosApi.update(video.id, { title, description, channelId: channelId || null, visibility, monetized }),
    onSuccess: (saved) => {
      client.setQueryData(videoKeys.one(video.id), saved);
      void client.invalidateQueries({ queryKey: ['videos', 'mine'] });
      toast.success(t('videoEdit.saved'));
    },
    onError: (error) => toast.error(t(errorKey(error, 'video.errors.update'))),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setTitleError(t('errors.title_required'));
    setTitleError(null);
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field id="edit-title" label={t('video.fields.title')} error={titleError}>
        <Input
          id="edit-title"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(titleError)}
        />
      </Field>
      <Field id="edit-description" label={t('video.fields.description')}>
        <textarea
          id="edit-description"
          className={textareaClass}
          value={description}
          maxLength={5000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="edit-channel" label={t('video.fields.channel')}>
          <select
            id="edit-channel"
            className={selectClass}
            value={channelId}
            onChange={(e) => setChannelId(e.target.value)}
          >
            <option value="">{t('videoEdit.noChannel')}</option>
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="edit-visibility" label={t('video.fields.visibility')}>
          <select
            id="edit-visibility"
            className={selectClass}
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as VideoVisibility)}
          >
            {VIDEO_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(`video.visibility.${v}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={monetized}
          onChange={(e) => setMonetized(e.target.checked)}
        />
        <span>
          <span className="font-medium">{t('video.fields.monetized')}</span>
          <span className="block text-muted-foreground">{t('video.monetizedHint')}</span>
        </span>
      </label>
      <Button type="submit" loading={save.isPending}>
        <Save aria-hidden="true" />
        {t('common.save')}
      </Button>
    </form>
  );
}
