import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { ProfileManager } from '@/features/profiles/profile-manager';
import { ProfilePicker } from '@/features/profiles/profile-picker';
import { useViewerProfiles } from '@/features/profiles/profiles-api';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/** Only a path of this app (never another origin) may be where the picker leads. */
const safeNext = (next: string | null) =>
  next && /^\/(?!\/)/.test(next) && !next.includes('\\') ? next : '/';

/**
 * /profiles: "Qui regarde ?" — pick the profile this browser watches as, then go on to `next` (or
 * home); or, with ?manage=1, "Gérer les profils".
 */
export default function ProfilesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const managing = params.get('manage') === '1';
  usePageTitle(t(managing ? 'profiles.manageTitle' : 'profiles.title'));
  const { user, isLoading } = useSession();
  const profiles = useViewerProfiles(user?.id);
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  if (profiles.isLoading) return <PageLoading />;
  if (!profiles.data)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadError message={t('profiles.errors.load')} onRetry={() => profiles.refetch()} />
      </div>
    );

  const toggle = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (managing) next.delete('manage');
        else next.set('manage', '1');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col items-center gap-10 px-4 py-12 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t(managing ? 'profiles.manageTitle' : 'profiles.title')}
      </h1>
      <div className="w-full text-left">
        {managing ? (
          <ProfileManager data={profiles.data} />
        ) : (
          <ProfilePicker
            profiles={profiles.data.items}
            onPicked={() => navigate(safeNext(params.get('next')))}
          />
        )}
      </div>
      <Button variant={managing ? 'default' : 'outline'} onClick={toggle}>
        {t(managing ? 'profiles.done' : 'profiles.manage')}
      </Button>
    </div>
  );
}
