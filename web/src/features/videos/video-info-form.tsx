import { type VideoInfoPatch, videoInfoSchema } from '@domain/videos';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { codeKey, errorKey } from '@/lib/error-key';
import { FORM_OPTIONS } from '@/lib/form-options';
import { toast } from '@/lib/toast';
import { VideoPublishingFields } from './video-publishing-fields';
import { type VideoDetail, videoKeys, videosApi } from './videos-api';

/** The domain's video info, with the channel select's '' read as "no channel". */
const editSchema = videoInfoSchema.extend({
  channelId: z.string().transform((id) => id || null),
});
type EditValues = z.input<typeof editSchema>;

/** Title (required), description, channel, visibility, monetized; saves only what changed. */
export function VideoInfoForm({
  video,
  channels,
}: {
  video: VideoDetail;
  channels: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm({
    resolver: zodResolver(editSchema),
    ...FORM_OPTIONS,
    defaultValues: {
      title: video.title,
      description: video.description,
      channelId: video.channel?.id ?? '',
      visibility: video.visibility,
      monetized: video.monetized,
    },
  });
  const { register, formState, reset } = form;
  // Read while rendering so the form keeps track of them (react-hook-form subscribes on read).
  const { errors, dirtyFields } = formState;
  const save = useMutation({
    mutationFn: (patch: VideoInfoPatch) => videosApi.update(video.id, patch),
    onSuccess: (saved) => {
      client.setQueryData(videoKeys.one(video.id), saved);
      void client.invalidateQueries({ queryKey: videoKeys.allMine });
      toast.success(t('videoEdit.saved'));
    },
    onError: (error) => toast.error(t(errorKey(error, 'video.errors.update'))),
  });
  const submit = form.handleSubmit((info) => {
    const typed: EditValues = form.getValues();
    const changed = (Object.keys(info) as (keyof typeof info)[]).filter((key) => dirtyFields[key]);
    // Nothing changed still saves everything, as it always did (the server refuses an empty PATCH).
    const patch = changed.length ? Object.fromEntries(changed.map((key) => [key, info[key]])) : info;
    // What was saved becomes the new reference for "changed".
    save.mutate(patch, { onSuccess: () => reset(typed, { keepValues: true }) });
  });
  const titleError = errors.title?.message;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field
          id="edit-title"
          label={t('video.fields.title')}
          error={titleError && t(codeKey(titleError, 'video.errors.update'))}
        >
          <Input id="edit-title" maxLength={200} {...register('title')} />
        </Field>
        <Field id="edit-description" label={t('video.fields.description')}>
          <Textarea id="edit-description" maxLength={5000} {...register('description')} />
        </Field>
        <VideoPublishingFields
          idPrefix="edit-"
          channels={channels}
          noChannelLabel={t('videoEdit.noChannel')}
          demonetisation={video.moderation?.demonetisation ?? null}
        />
        <Button type="submit" loading={save.isPending}>
          <Save aria-hidden="true" />
          {t('common.save')}
        </Button>
      </form>
    </FormProvider>
  );
}
