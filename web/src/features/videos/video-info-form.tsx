import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorKey } from '@/lib/error-key';
import { type PublishingValues, VideoPublishingFields } from './video-publishing-fields';
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
  const [publishing, setPublishing] = useState<PublishingValues>({
    channelId: video.channel?.id ?? '',
    visibility: video.visibility,
    monetized: video.monetized,
  });
  const [titleError, setTitleError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      videosApi.update(video.id, {
        title,
        description,
        ...publishing,
        channelId: publishing.channelId || null,
      }),
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
        <Textarea
          id="edit-description"
          value={description}
          maxLength={5000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <VideoPublishingFields
        idPrefix="edit-"
        channels={channels}
        values={publishing}
        onChange={setPublishing}
        noChannelLabel={t('videoEdit.noChannel')}
      />
      <Button type="submit" loading={save.isPending}>
        <Save aria-hidden="true" />
        {t('common.save')}
      </Button>
    </form>
  );
}
