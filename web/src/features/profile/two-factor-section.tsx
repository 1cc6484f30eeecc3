import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from '@/i18n/react';
import { authApi, authKeys, type Me } from '@/lib/auth-api';
import { toast } from '@/lib/toast';
import { useRefreshSession } from '@/lib/use-session';

/** TOTP two-factor: enrol (QR code + manual key + backup codes, then confirm a code) or turn off. */
export function TwoFactorSection({ user }: { user: Me }) {
  const { t } = useTranslation();
  const refreshSession = useRefreshSession();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<{ uri: string; backupCodes: string[]; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const labels = { showLabel: t('common.showPassword'), hideLabel: t('common.hidePassword') };

  useEffect(() => {
    if (!user.twoFactorEnabled) return;
    setEnrolment(null);
  }, [user.twoFactorEnabled]);

  const run = async (action: () => Promise<void>, errorKey: string) => {
    setBusy(true);
    try {
      await action();
      // Every step (start, confirm, turn off) signs out the member's other sessions on the server.
      void queryClient.invalidateQueries({ queryKey: authKeys.sessions });
    } catch {
      toast.error(t(errorKey));
    } finally {
      setBusy(false);
    }
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const { totpURI, backupCodes } = await authApi.enableTwoFactor(password);
      setEnrolment({
        uri: totpURI,
        backupCodes,
        qr: await QRCode.toDataURL(totpURI, { margin: 1, width: 200 }),
      });
      setPassword('');
    }, 'profile.twoFactor.errors.password');
  };

  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await authApi.verifyTotp(code.replace(/\s/g, ''));
      setCode('');
      await refreshSession();
      toast.success(t('profile.twoFactor.enabled'), { description: t('profile.othersSignedOut') });
    }, 'auth.twoFactor.invalidCode');
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await authApi.disableTwoFactor(password);
      setPassword('');
      await refreshSession();
      toast.success(t('profile.twoFactor.disabled'), { description: t('profile.othersSignedOut') });
    }, 'profile.twoFactor.errors.password');
  };

  const secret = enrolment ? new URL(enrolment.uri).searchParams.get('secret') : null;
  return (
    <section className="space-y-4" aria-labelledby="two-factor-title">
      <div className="flex items-center gap-2">
        <h3 id="two-factor-title" className="font-medium">
          {t('profile.twoFactor.title')}
        </h3>
        <Badge variant={user.twoFactorEnabled ? 'default' : 'secondary'}>
          {t(user.twoFactorEnabled ? 'profile.twoFactor.on' : 'profile.twoFactor.off')}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{t('profile.twoFactor.description')}</p>
      <p className="text-sm text-muted-foreground">{t('profile.twoFactor.signsOutOthers')}</p>
      {user.twoFactorEnabled ? (
        <form onSubmit={disable} className="space-y-3">
          <Field id="twofa-disable-password" label={t('profile.password.current')}>
            <PasswordInput
              id="twofa-disable-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...labels}
            />
          </Field>
          <Button type="submit" variant="outline" loading={busy} disabled={!password}>
            {t('profile.twoFactor.disable')}
          </Button>
        </form>
      ) : enrolment ? (
        <div className="space-y-4">
          <p className="text-sm">{t('profile.twoFactor.scan')}</p>
          <img
            src={enrolment.qr}
            alt={t('profile.twoFactor.qrAlt')}
            className="size-48 rounded-md bg-white p-2"
          />
          <p className="text-sm">
            {t('profile.twoFactor.manualKey')}{' '}
            <code className="break-all rounded bg-muted px-1 py-0.5" data-testid="totp-secret">
              {secret}
            </code>
          </p>
          <div>
            <p className="text-sm font-medium">{t('profile.twoFactor.backupCodes')}</p>
            <ul className="mt-1 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
              {enrolment.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <form onSubmit={confirmCode} className="space-y-3">
            <Field id="twofa-code" label={t('auth.twoFactor.code')}>
              <Input
                id="twofa-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </Field>
            <Button type="submit" loading={busy} disabled={!code.trim()}>
              {t('profile.twoFactor.confirm')}
            </Button>
          </form>
        </div>
      ) : (
        <form onSubmit={start} className="space-y-3">
          <Field id="twofa-password" label={t('profile.password.current')}>
            <PasswordInput
              id="twofa-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...labels}
            />
          </Field>
          <Button type="submit" loading={busy} disabled={!password}>
            {t('profile.twoFactor.enable')}
          </Button>
        </form>
      )}
    </section>
  );
}
