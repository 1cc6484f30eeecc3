import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from '@/i18n/react';
import { authApi } from '@/lib/auth-api';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { useSetSession } from '@/lib/use-session';

/**
 * "Delete my account": says what goes and what stays (anonymised), and asks for the password
 * again. Once the server has answered, every session is over: the member lands signed out on the
 * home page.
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setSession = useSetSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await authApi.deleteAccount(password);
    } catch (err) {
      setError(t(errorKey(err, 'profile.privacy.deleteError')));
      setPending(false);
      return;
    }
    setOpen(false);
    // Leave first: the profile page would otherwise ask to sign in as the session clears.
    await navigate('/');
    setSession(null);
    toast.success(t('profile.privacy.deleted'));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t('profile.privacy.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('profile.privacy.deleteTitle')}</DialogTitle>
          <DialogDescription>{t('profile.privacy.deleteIntro')}</DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm">
          <div>
            <p className="font-medium">{t('profile.privacy.willDelete')}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
              <li>{t('profile.privacy.deleteVideos')}</li>
              <li>{t('profile.privacy.deleteChannels')}</li>
              <li>{t('profile.privacy.deleteProfile')}</li>
            </ul>
          </div>
          <div>
            <p className="font-medium">{t('profile.privacy.willKeep')}</p>
            <p className="mt-1 text-muted-foreground">{t('profile.privacy.keptAnonymised')}</p>
          </div>
        </div>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id="delete-account-password" label={t('profile.privacy.passwordLabel')} error={error}>
            <PasswordInput
              id="delete-account-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" loading={pending} disabled={!password}>
              <Trash2 aria-hidden="true" />
              {t('profile.privacy.confirmDelete')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
