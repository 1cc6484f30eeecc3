import {
  Banknote,
  Clapperboard,
  Flag,
  Inbox,
  LayoutGrid,
  Mail,
  Megaphone,
  MessageSquareText,
  Newspaper,
  ScrollText,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { useOutboxEnabled } from '@/features/mail/outbox-api';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/use-session';
import NotFoundPage from './not-found';

/**
 * Every admin screen that exists, in the one navigation of the admin area (issue 28 §1). A screen
 * is listed once it is built: members, videos, contact, consent records and the outbox join here.
 */
export const ADMIN_SCREENS = [
  { to: '/admin', end: true, key: 'admin.nav.home', icon: LayoutGrid },
  { to: '/admin/members', end: false, key: 'admin.nav.members', icon: Users },
  { to: '/admin/videos', end: true, key: 'admin.nav.videos', icon: Clapperboard },
  { to: '/admin/moderation', end: true, key: 'admin.nav.moderation', icon: Flag },
  { to: '/admin/news', end: false, key: 'admin.nav.news', icon: Newspaper },
  { to: '/admin/payouts', end: true, key: 'admin.nav.payouts', icon: Banknote },
  { to: '/admin/contact', end: true, key: 'admin.nav.contact', icon: Inbox },
  { to: '/admin/consent', end: true, key: 'admin.nav.consent', icon: ShieldCheck },
  { to: '/admin/qa-feedback', end: true, key: 'admin.nav.qaFeedback', icon: MessageSquareText },
  { to: '/adsense-setup', end: true, key: 'admin.nav.ads', icon: Megaphone },
  { to: '/admin/audit', end: true, key: 'admin.nav.audit', icon: ScrollText },
  // Only when mail goes to the local outbox (the server says so: useAdminScreens).
  { to: '/admin/outbox', end: true, key: 'admin.nav.outbox', icon: Mail, when: 'outbox' },
] as const;

/** The screens this server has: the outbox viewer only with MAIL=outbox. */
export function useAdminScreens(isAdmin: boolean) {
  const outbox = useOutboxEnabled(isAdmin);
  return ADMIN_SCREENS.filter((s) => !('when' in s) || (s.when === 'outbox' && outbox));
}

/**
 * The admin pages' frame: admins only (the server refuses everybody else anyway; others get the
 * not-found page, visitors the sign-in prompt), with the admin navigation — a column beside the
 * page on a desktop, a row that scrolls sideways on a phone.
 */
export function AdminShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const screens = useAdminScreens(user?.abilities.admin === true);
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  if (!user.abilities.admin) return <NotFoundPage />;
  return (
    <div
      className={cn(
        'mx-auto flex flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:gap-8 md:py-8',
        wide ? 'max-w-7xl' : 'max-w-6xl',
      )}
    >
      <nav aria-label={t('admin.nav.label')} className="md:w-52 md:shrink-0">
        <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wide text-muted-foreground md:block">
          {t('admin.title')}
        </p>
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0">
          {screens.map(({ to, end, key, icon: Icon }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 whitespace-nowrap rounded-lg md:whitespace-normal px-3 py-2 text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isActive && 'bg-muted font-semibold text-foreground',
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
