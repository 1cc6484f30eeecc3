import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { toast } from '@/lib/toast';

/** A visitor's click on a save button: saving needs an account, with a way to sign in. */
export function useSignInToSave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () =>
    toast.error(t('playlists.signInToSave'), {
      action: { label: t('header.signIn'), onClick: () => navigate('/auth') },
    });
}
