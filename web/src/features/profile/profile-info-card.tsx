import { avatarInitial, displayNameSchema, usernameSchema } from '@domain/accounts';
import { IMAGE_ACCEPT, LIMITS } from '@domain/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { authApi, type Me } from '@/lib/auth-api';
import { signUpCodeKey, signUpErrorKey } from '@/lib/auth-errors';
import { checkImageFile } from '@/lib/file-fields';
import { FORM_OPTIONS } from '@/lib/form-options';
import { toast } from '@/lib/toast';
import { useRefreshSession } from '@/lib/use-session';

const profileSchema = z.object({ displayName: displayNameSchema, username: usernameSchema });
type ProfileValues = z.input<typeof profileSchema>;

/** This card's wording of the avatar's errors. */
const AVATAR_ERROR_KEYS: Record<string, string> = {
  invalid_image: 'profile.errors.avatarType',
  image_too_large: 'profile.errors.avatarSize',
};

export function ProfileInfoCard({ user }: { user: Me }) {
  const { t } = useTranslation();
  const refreshSession = useRefreshSession();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(profileSchema),
    ...FORM_OPTIONS,
    defaultValues: { displayName: user.displayName, username: user.username ?? '' },
  });

  const toastError = (key: string) =>
    toast.error(key === 'auth.errors.genericSignUp' ? t('profile.errors.update') : t(key));

  const save = handleSubmit(
    async (changes) => {
      try {
        await authApi.updateProfile(changes);
        await refreshSession();
        toast.success(t('profile.saved'));
      } catch (error) {
        toastError(signUpErrorKey(error));
      }
    },
    // Caught before sending: the server's message for the same rule, in the order it checks them.
    (errors: FieldErrors<ProfileValues>) => {
      const code = (errors.displayName ?? errors.username)?.message;
      if (code) toastError(signUpCodeKey(code));
    },
  );

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file, LIMITS.avatarBytes);
    if (problem) return toast.error(t(AVATAR_ERROR_KEYS[problem] ?? 'profile.errors.avatarType'));
    setUploading(true);
    try {
      await authApi.uploadAvatar(file);
      await refreshSession();
      toast.success(t('profile.avatarUpdated'));
    } catch {
      toast.error(t('profile.errors.avatar'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('profile.info.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex items-center gap-4">
          <Avatar className="size-20 text-2xl">
            {user.avatarUrl && <AvatarImage src={user.avatarUrl} alt="" />}
            <AvatarFallback>{avatarInitial(user.username)}</AvatarFallback>
          </Avatar>
          <div className="space-y-1">
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              id="avatar-file"
              // Reached through the button below; named for screen readers all the same.
              aria-label={t('profile.avatar.change')}
              tabIndex={-1}
              onChange={(e) => upload(e.target.files?.[0])}
            />
            <Button
              variant="outline"
              size="sm"
              loading={uploading}
              onClick={() => fileInput.current?.click()}
            >
              <Camera aria-hidden="true" />
              {t('profile.avatar.change')}
            </Button>
            <p className="text-xs text-muted-foreground">{t('profile.avatar.hint')}</p>
          </div>
        </div>
        <form onSubmit={save} className="space-y-4" noValidate>
          <Field id="profile-display-name" label={t('auth.fields.displayName')}>
            <Input id="profile-display-name" maxLength={60} {...register('displayName')} />
          </Field>
          <Field id="profile-username" label={t('auth.fields.username')} hint={t('auth.fields.usernameHint')}>
            <Input id="profile-username" maxLength={30} {...register('username')} />
          </Field>
          <Field id="profile-email" label={t('auth.fields.email')} hint={t('profile.info.emailReadOnly')}>
            <Input id="profile-email" value={user.email} readOnly disabled />
          </Field>
          <Button type="submit" loading={formState.isSubmitting} disabled={!watch('username').trim()}>
            {t('profile.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
