import { avatarInitial } from '@domain/accounts';
import { LIMITS } from '@domain/limits';
import { Camera } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authApi, type Me } from '@/features/auth/auth-api';
import { signUpErrorKey } from '@/features/auth/auth-errors';
import { useRefreshSession } from '@/features/auth/use-session';

const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function ProfileInfoCard({ user }: { user: Me }) {
  const { t } = useTranslation();
  const refreshSession = useRefreshSession();
  const fileInput = useRef<HTMLInputElement>(null);
  const [displayName, setDisplayName] = useState(user.displayName);
  const [username, setUsername] = useState(user.username ?? '');
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await authApi.updateProfile({ displayName: displayName.trim(), username: username.trim() });
      await refreshSession();
      toast.success(t('profile.saved'));
    } catch (error) {
      const key = signUpErrorKey(error);
      toast.error(key === 'auth.errors.genericSignUp' ? t('profile.errors.update') : t(key));
    } finally {
      setSaving(false);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return toast.error(t('profile.errors.avatarType'));
    if (file.size > LIMITS.avatarBytes) return toast.error(t('profile.errors.avatarSize'));
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
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              id="avatar-file"
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
            <Input
              id="profile-display-name"
              value={displayName}
              onChange={(e) => setDisplayName(e.target.value)}
              maxLength={60}
            />
          </Field>
          <Field id="profile-username" label={t('auth.fields.username')} hint={t('auth.fields.usernameHint')}>
            <Input
              id="profile-username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              maxLength={30}
            />
          </Field>
          <Field id="profile-email" label={t('auth.fields.email')} hint={t('profile.info.emailReadOnly')}>
            <Input id="profile-email" value={user.email} readOnly disabled />
          </Field>
          <Button type="submit" loading={saving} disabled={!username.trim()}>
            {t('profile.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
