import { type ProfileAvatar as AvatarId, PROFILE_AVATARS, PROFILE_NAME_MAX } from '@domain/profiles';
import { useId, useState } from 'react';
import { ProfileAvatar } from '@/components/profile-avatar';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';

/** Name and avatar of a profile (add or edit): the avatar is chosen from the presets. */
export function ProfileForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; avatar: AvatarId };
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit(values: { name: string; avatar: AvatarId }): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [avatar, setAvatar] = useState<AvatarId>(initial.avatar);
  const trimmed = name.trim();

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSubmit({ name: trimmed, avatar });
      }}
    >
      <Field id={`${id}-name`} label={t('profiles.form.name')} error={error}>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={PROFILE_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          required
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('profiles.form.avatar')}</legend>
        <div role="radiogroup" aria-label={t('profiles.form.avatar')} className="grid grid-cols-4 gap-2">
          {PROFILE_AVATARS.map((preset) => (
            <button
              key={preset}
              type="button"
              role="radio"
              aria-checked={preset === avatar}
              aria-label={t(`profiles.avatars.${preset}`)}
              onClick={() => setAvatar(preset)}
              className={cn(
                'flex justify-center rounded-xl p-1 focus-visible:ring-2 focus-visible:ring-ring',
                preset === avatar ? 'ring-2 ring-primary' : 'hover:bg-muted',
              )}
            >
              <ProfileAvatar avatar={preset} className="size-12" />
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending} disabled={!trimmed}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
