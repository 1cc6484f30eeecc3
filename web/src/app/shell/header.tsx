import { isSearchHidden } from '@domain/routes';
import { Crown, Menu, Newspaper, Search, Upload, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSubscriptionStatus } from '@/features/billing/use-subscription-status';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import { useTranslation } from '@/i18n/react';
import { useRealtimeMember } from '@/lib/realtime';
import { useSession } from '@/lib/use-session';
import { Logo } from './logo';
import { SearchForm } from './search-form';

// Fetched on the first tap of the phone menu button: not part of the first load (0013).
const PhoneMenu = lazy(() => import('./phone-menu').then((m) => ({ default: m.PhoneMenu })));

// Members only: loaded once the session names one (a visitor never downloads their menus, nor the
// strings of their menus).
const MemberActions = lazyWithStrings(() => import('./member-actions'));

/** Until the members' chunk is in: the bell's and the avatar's exact footprint (no layout shift). */
function MemberActionsPlaceholder() {
  return (
    <span aria-hidden="true" className="flex items-center gap-0.5 min-[400px]:gap-1 sm:gap-2">
      <span className="h-9 w-8 min-[400px]:w-9" />
      <span className="size-9 rounded-full bg-muted" />
    </span>
  );
}

/** Fixed header (spec: Header). */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showSearch = !isSearchHidden(pathname);
  const [mobileSearch, setMobileSearch] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // A new page closes the phone menu (its links also close it, for a link to the page already shown).
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);
  const { user, isLoading } = useSession();
  useRealtimeMember(isLoading ? undefined : (user?.id ?? null));
  // Shown when signed out or not subscribed (spec: Header). While a member's status is unknown it stays
  // hidden: a subscriber would otherwise see it flash on every load; the 30 s cache makes the wait rare.
  const { subscribed } = useSubscriptionStatus();

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-1 px-2.5 min-[400px]:gap-2 min-[400px]:px-3 sm:gap-4 sm:px-6">
        <Logo />
        <div className="flex flex-1 justify-center">
          {showSearch && <SearchForm className="hidden max-w-xl md:block" />}
        </div>
        <nav
          aria-label={t('header.navigation')}
          className="flex items-center gap-0.5 min-[400px]:gap-1 sm:gap-2"
        >
          {showSearch && (
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-label={mobileSearch ? t('header.closeSearch') : t('header.search')}
              aria-expanded={mobileSearch}
              onClick={() => {
                setMobileSearch((v) => !v);
                setMenuOpen(false);
              }}
            >
              {mobileSearch ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
            </Button>
          )}
          {/* Below 640 px News and Premium (and a visitor's sign-up) are in the phone menu: the bar
              keeps the brand, search, sign-in or the member's actions, at 360 px too. */}
          <Button variant="ghost" asChild className="hidden sm:inline-flex">
            <Link to="/news" aria-label={t('header.news')}>
              <Newspaper aria-hidden="true" />
              <span className="hidden lg:inline">{t('header.news')}</span>
            </Link>
          </Button>
          {subscribed === false && (
            <Button
              variant="outline"
              asChild
              className="hidden border-amber-500/60 text-amber-700 sm:inline-flex dark:text-amber-400"
            >
              <Link to="/pricing" aria-label={t('header.premium')}>
                <Crown aria-hidden="true" />
                <span className="hidden sm:inline">{t('header.premium')}</span>
              </Link>
            </Button>
          )}
          {user ? (
            <>
              <Button variant="ghost" asChild className="px-2.5 min-[400px]:px-4">
                <Link to="/upload" aria-label={t('header.publish')}>
                  <Upload aria-hidden="true" />
                  <span className="hidden lg:inline">{t('header.publish')}</span>
                </Link>
              </Button>
              <Suspense fallback={<MemberActionsPlaceholder />}>
                <MemberActions user={user} />
              </Suspense>
            </>
          ) : (
            !isLoading && (
              <>
                {/* On a phone the bar has sign-in; sign-up is the phone menu's first call to action. */}
                <Button variant="ghost" asChild className="hidden sm:inline-flex">
                  <Link to="/auth">{t('header.signIn')}</Link>
                </Button>
                <Button asChild className="px-2.5 text-[13px] min-[400px]:px-3 min-[400px]:text-sm sm:hidden">
                  <Link to="/auth">{t('header.signIn')}</Link>
                </Button>
                <Button asChild className="hidden sm:inline-flex">
                  <Link to="/auth?tab=signup">{t('header.signUp')}</Link>
                </Button>
              </>
            )
          )}
          <Button
            variant="ghost"
            size="icon"
            className="sm:hidden"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.menu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => {
              setMenuOpen((v) => !v);
              setMobileSearch(false);
            }}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </nav>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <PhoneMenu
            id={menuId}
            showPremium={subscribed === false}
            showSignUp={!user && !isLoading}
            onNavigate={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
      {showSearch && mobileSearch && (
        <div className="border-t px-3 py-2 md:hidden">
          <SearchForm autoFocus />
        </div>
      )}
    </header>
  );
}
