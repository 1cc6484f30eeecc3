import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { useSelectProfile, type ViewerProfile } from './profiles-api';

/**
 * "Qui regarde ?": a grid of the member's profiles. Picking one makes it this browser's profile
 * and calls onPicked; a locked one (beyond the plan's limit) leads to the pricing page instead.
 */
export function ProfilePicker({
  profiles,
  onPicked,
}: {
  profiles: ViewerProfile[];
  onPicked(profile: ViewerProfile): void;
}) {
  const { t } = useTranslation();
  const select = useSelectProfile();

  const pick = async (profile: ViewerProfile) => {
    try {
      onPicked(await select.mutateAsync(profile.id));
    } catch (error) {
      toast.error(t(errorKey(error, 'profiles.errors.select')));
    }
  };

  return (
    <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
      {profiles.map((profile) => (
        <li key={profile.id} className="flex flex-col items-center gap-2">
          {profile.locked ? (
            <Link
              to="/pricing"
              className="group flex flex-col items-center gap-2 rounded-2xl p-2 text-center focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('profiles.lockedLabel', { name: profile.name })}
            >
              <span className="relative">
                <ProfileAvatar avatar={profile.avatar} className="size-24 opacity-50 sm:size-28" />
                <span className="absolute inset-0 flex items-center justify-center">
                  <Lock className="size-8 text-foreground" aria-hidden="true" />
                </span>
              </span>
              <span className="max-w-full truncate font-medium text-muted-foreground">{profile.name}</span>
              <span className="text-xs font-medium text-primary">{t('profiles.premiumRequired')}</span>
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => pick(profile)}
              disabled={select.isPending}
              aria-current={profile.current || undefined}
              className="group flex flex-col items-center gap-2 rounded-2xl p-2 text-center focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-70"
            >
              <ProfileAvatar
                avatar={profile.avatar}
                className="size-24 ring-offset-2 ring-offset-background transition group-hover:ring-4 group-hover:ring-primary sm:size-28"
              />
              <span className="max-w-full truncate font-medium">{profile.name}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
