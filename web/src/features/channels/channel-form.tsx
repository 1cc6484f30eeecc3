import { CHANNEL_TOPICS, type ChannelInput, type ChannelTopic, channelInputSchema } from '@domain/channels';
import { IMAGE_ACCEPT, LIMITS } from '@domain/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Save } from 'lucide-react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { codeKey, errorKey } from '@/lib/error-key';
import { checkImageFile, optionalFile } from '@/lib/file-fields';
import { FORM_OPTIONS } from '@/lib/form-options';
import { sharedKeys } from '@/lib/shared-keys';
import { toast } from '@/lib/toast';
import { type Channel, channelKeys, channelsApi } from './channels-api';

/** The domain's channel input, plus the picture (sent on its own once the channel is saved). */
const channelFormSchema = channelInputSchema.extend({
  image: optionalFile((file) => checkImageFile(file, LIMITS.channelImageBytes)),
});

/** This form's wording of the picture's errors. */
const IMAGE_ERROR_KEYS: Record<string, string> = {
  invalid_image: 'channel.errors.notImage',
  image_too_large: 'channel.errors.imageTooLarge',
};

/** Create or edit a channel: name (required), description, topics, picture. */
export function ChannelForm({ channel }: { channel?: Channel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm({
    resolver: zodResolver(channelFormSchema),
    ...FORM_OPTIONS,
    defaultValues: {
      name: channel?.name ?? '',
      description: channel?.description ?? '',
      topics: channel?.topics ?? [],
      image: null,
    },
  });
  const { register, setValue, getValues, trigger, clearErrors, watch, formState } = form;
  const { errors } = formState;
  const topicsField = useController({ control: form.control, name: 'topics' }).field;
  const topics = topicsField.value ?? [];

  const chooseImage = async (file: File | undefined) => {
    setValue('image', file ?? null);
    if (!file) return clearErrors('image');
    // A refused picture is not kept: the channel still saves, with its current picture.
    if (!(await trigger('image')) && getValues('image') === file) setValue('image', null);
  };

  const save = useMutation({
    mutationFn: async ({ image, ...input }: ChannelInput & { image: File | null }) => {
      const saved = channel ? await channelsApi.update(channel.id, input) : await channelsApi.create(input);
      if (image) {
        try {
          await channelsApi.setImage(saved.id, image);
        } catch (error) {
          toast.error(t(errorKey(error, 'channel.errors.image')));
        }
      }
      return saved;
    },
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: channelKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.dashboard });
      toast.success(t(channel ? 'channel.saved' : 'channel.created'));
      if (!channel) navigate(`/channel/${saved.id}/manage`, { replace: true });
      setValue('image', null);
    },
    onError: (error) => toast.error(t(errorKey(error, 'channel.errors.save'))),
  });

  const submit = form.handleSubmit((values) => save.mutate(values));

  const toggle = (topic: ChannelTopic) =>
    topicsField.onChange(topics.includes(topic) ? topics.filter((x) => x !== topic) : [...topics, topic]);
  const name = watch('name');
  const image = watch('image');
  const preview = image ? URL.createObjectURL(image) : channel?.imageUrl;
  const nameError = errors.name?.message;
  const imageError = errors.image?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="flex items-center gap-4">
        <Avatar className="size-20">
          {preview && <AvatarImage src={preview} alt="" />}
          <AvatarFallback className="text-2xl">{(name || '?').slice(0, 1).toUpperCase()}</AvatarFallback>
        </Avatar>
        <div className="space-y-1">
          <label
            htmlFor="channel-image"
            className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-primary hover:underline"
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {t('channel.fields.image')}
          </label>
          <input
            id="channel-image"
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-describedby={imageError ? 'channel-image-hint channel-image-error' : 'channel-image-hint'}
            aria-invalid={imageError ? true : undefined}
            onChange={(e) => chooseImage(e.target.files?.[0])}
          />
          <p id="channel-image-hint" className="text-xs text-muted-foreground">
            {t('channel.imageHint')}
          </p>
          {imageError && (
            <p id="channel-image-error" role="alert" className="text-sm text-destructive">
              {t(IMAGE_ERROR_KEYS[imageError] ?? 'channel.errors.notImage')}
            </p>
          )}
        </div>
      </div>
      <Field
        id="channel-name"
        label={t('channel.fields.name')}
        error={nameError && t(codeKey(nameError, 'channel.errors.save'))}
      >
        <Input id="channel-name" maxLength={100} {...register('name')} />
      </Field>
      <Field id="channel-description" label={t('channel.fields.description')}>
        <Textarea id="channel-description" maxLength={5000} {...register('description')} />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('channel.fields.topics')}</legend>
        <div className="flex flex-wrap gap-2">
          {CHANNEL_TOPICS.map((topic) => (
            <button
              type="button"
              key={topic}
              aria-pressed={topics.includes(topic)}
              onClick={() => toggle(topic)}
              className="rounded-full border px-3 py-1 text-sm transition-colors aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground hover:bg-accent aria-pressed:hover:bg-primary/90"
            >
              {t(`topics.${topic}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <Button type="submit" loading={save.isPending}>
        <Save aria-hidden="true" />
        {channel ? t('common.save') : t('channel.create')}
      </Button>
    </form>
  );
}
