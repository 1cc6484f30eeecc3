import { avatarInitial } from '@domain/accounts';
import {
  Flag,
  History,
  LayoutDashboard,
  ListVideo,
  LogOut,
  Repeat,
  Scale,
  Settings,
  Shield,
  User,
  Users,
} from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { authApi, type Me } from '@/lib/auth-api';
import { THEMES, type Theme, useTheme } from '@/lib/theme';
import { toast } from '@/lib/toast';
import { useSetSession } from '@/lib/use-session';
import { useViewerProfiles } from '@/lib/viewer-profiles';

/**
 * Sign-out as the spec describes: a missing or unknown session still counts as signed out
 * (local clear); other failures show an error toast.
 */
async function signOut(): Promise<'ok' | 'error'> {
  try {
    await authApi.signOut();
    return 'ok';
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.status === 400 || error.status === 401 || error.code === 'session_not_found')
    )
      return 'ok';
    return 'error';
  }
}

export function UserMenu({ user }: { user: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { theme, setTheme } = useTheme();
  const setSession = useSetSession();
  const profile = useViewerProfiles(user.id).data?.items.find((p) => p.current);

  const onSignOut = async () => {
    if ((await signOut()) === 'error') {
      toast.error(t('userMenu.signOutError'));
      return;
    }
    // Leave first: pages that need a session would otherwise redirect to /auth as it clears.
    await navigate('/');
    setSession(null);
    toast.success(t('userMenu.signedOut'));
  };

  const links = [
    { to: '/dashboard', key: 'userMenu.dashboard', Icon: LayoutDashboard },
    { to: '/profile', key: 'userMenu.profile', Icon: User },
    { to: '/subscriptions', key: 'userMenu.subscriptions', Icon: Users },
    { to: '/history', key: 'userMenu.history', Icon: History },
    { to: '/playlists', key: 'userMenu.playlists', Icon: ListVideo },
    { to: '/reports', key: 'userMenu.reports', Icon: Flag },
    { to: '/decisions', key: 'userMenu.decisions', Icon: Scale },
    { to: '/settings', key: 'userMenu.settings', Icon: Settings },
  ];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        aria-label={t('userMenu.open')}
      >
        <Avatar>
          {user.avatarUrl && <AvatarImage src={user.avatarUrl} alt="" />}
          <AvatarFallback>{avatarInitial(user.username)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <p className="truncate font-medium" data-testid="menu-name">
            {user.displayName || user.username}
          </p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {profile && (
          <DropdownMenuLabel className="flex items-center gap-2 font-normal" data-testid="menu-profile">
            <ProfileAvatar avatar={profile.avatar} className="size-7 rounded-lg" />
            <span className="min-w-0">
              <span className="block text-xs text-muted-foreground">{t('userMenu.watchingAs')}</span>
              <span className="block truncate font-medium">{profile.name}</span>
            </span>
          </DropdownMenuLabel>
        )}
        <DropdownMenuItem asChild>
          <Link to={`/profiles?next=${encodeURIComponent(location.pathname + location.search)}`}>
            <Repeat aria-hidden="true" />
            {t('userMenu.switchProfile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {links.map(({ to, key, Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(key)}
            </Link>
          </DropdownMenuItem>
        ))}
        {user.abilities.admin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <Shield aria-hidden="true" />
              {t('userMenu.admin')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          {t('settings.theme.title')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {THEMES.map((value) => (
            <DropdownMenuRadioItem key={value} value={value}>
              {t(`theme.${value}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
