import { CHANNEL_TOPICS, type ChannelTopic } from '@domain/channels';
import { LIMITS } from '@domain/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorKey } from '@/lib/error-key';
import { type Channel, channelKeys, channelsApi } from './channels-api';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Create or edit a channel: name (required), description, topics, picture. */
export function ChannelForm({ channel }: { channel?: Channel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [name, setName] = useState(channel?.name ?? '');
  const [description, setDescription] = useState(channel?.description ?? '');
  const [topics, setTopics] = useState<ChannelTopic[]>(channel?.topics ?? []);
  const [image, setImage] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const chooseImage = (file: File | undefined) => {
    setImage(null);
    setImageError(null);
    if (!file) return;
    if (!file.type.startsWith('image/') || !IMAGE_TYPES.includes(file.type))
      return setImageError(t('channel.errors.notImage'));
    if (file.size > LIMITS.channelImageBytes) return setImageError(t('channel.errors.imageTooLarge'));
    setImage(file);
  };

  const save = useMutation({
    mutationFn: async () => {
      const input = { name, description, topics };
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
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      toast.success(t(channel ? 'channel.saved' : 'channel.created'));
      if (!channel) navigate(`/channel/${saved.id}/manage`, { replace: true });
      setImage(null);
    },
    onError: (error) => toast.error(t(errorKey(error, 'channel.errors.save'))),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(t('errors.channel_name_required'));
    setNameError(null);
    save.mutate();
  };

  const toggle = (topic: ChannelTopic) =>
    setTopics((list) => (list.includes(topic) ? list.filter((x) => x !== topic) : [...list, topic]));
  const preview = image ? URL.createObjectURL(image) : channel?.imageUrl;

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
            accept="image/*"
            className="sr-only"
            onChange={(e) => chooseImage(e.target.files?.[0])}
          />
          <p className="text-xs text-muted-foreground">{t('channel.imageHint')}</p>
          {imageError && (
            <p role="alert" className="text-sm text-destructive">
              {imageError}
            </p>
          )}
        </div>
      </div>
      <Field id="channel-name" label={t('channel.fields.name')} error={nameError}>
        <Input
          id="channel-name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={Boolean(nameError)}
        />
      </Field>
      <Field id="channel-description" label={t('channel.fields.description')}>
        <Textarea
          id="channel-description"
          value={description}
          maxLength={5000}
          onChange={(e) => setDescription(e.target.value)}
        />
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
