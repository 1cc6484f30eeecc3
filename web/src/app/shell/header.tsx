import { isSearchHidden } from '@domain/routes';
import { Crown, Newspaper, Search, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { UserMenu } from '@/features/auth/user-menu';
import { useSession } from '@/lib/use-session';
import { Logo } from './logo';
import { SearchForm } from './search-form';

/** Fixed header (spec: Header). */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showSearch = !isSearchHidden(pathname);
  const [mobileSearch, setMobileSearch] = useState(false);
  const { user, isLoading } = useSession();

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
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
              onClick={() => setMobileSearch((v) => !v)}
            >
              {mobileSearch ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
            </Button>
          )}
          <Button variant="ghost" asChild>
            <Link to="/news" aria-label={t('header.news')}>
              <Newspaper aria-hidden="true" />
              <span className="hidden lg:inline">{t('header.news')}</span>
            </Link>
          </Button>
          <Button
            variant="outline"
            asChild
            className="border-amber-500/60 text-amber-700 dark:text-amber-400"
          >
            <Link to="/pricing" aria-label={t('header.premium')}>
              <Crown aria-hidden="true" />
              <span className="hidden sm:inline">{t('header.premium')}</span>
            </Link>
          </Button>
          {user ? (
            <>
              <Button variant="ghost" asChild>
                <Link to="/upload" aria-label={t('header.publish')}>
                  <Upload aria-hidden="true" />
                  <span className="hidden lg:inline">{t('header.publish')}</span>
                </Link>
              </Button>
              <UserMenu user={user} />
            </>
          ) : (
            !isLoading && (
              <>
                <Button variant="ghost" asChild className="hidden sm:inline-flex">
                  <Link to="/auth">{t('header.signIn')}</Link>
                </Button>
                {/* Tighter on the narrowest phones, where long words (Registrieren) must still fit. */}
                <Button asChild className="px-2.5 text-[13px] min-[400px]:px-4 min-[400px]:text-sm">
                  <Link to="/auth?tab=signup">{t('header.signUp')}</Link>
                </Button>
              </>
            )
          )}
        </nav>
      </div>
      {showSearch && mobileSearch && (
        <div className="border-t px-3 py-2 md:hidden">
          <SearchForm autoFocus />
        </div>
      )}
    </header>
  );
}
