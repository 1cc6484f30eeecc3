import { Crown, Newspaper, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';

/**
 * What the phone header has no room for (below 640 px): News, Premium when it is offered, and for
 * visitors the sign-up next to the bar's sign-in — the spec's header, one tap away.
 */
export function PhoneMenu({
  id,
  showPremium,
  showSignUp,
  onNavigate,
}: {
  id: string;
  showPremium: boolean;
  showSignUp: boolean;
  onNavigate(): void;
}) {
  const { t } = useTranslation();
  return (
    <nav id={id} aria-label={t('header.menu')} className="border-t px-3 py-2 sm:hidden">
      <ul className="flex flex-col gap-1">
        <li>
          <Button variant="ghost" asChild className="w-full justify-start">
            <Link to="/news" onClick={onNavigate}>
              <Newspaper aria-hidden="true" />
              {t('header.news')}
            </Link>
          </Button>
        </li>
        {showPremium && (
          <li>
            <Button
              variant="ghost"
              asChild
              className="w-full justify-start text-amber-700 dark:text-amber-400"
            >
              <Link to="/pricing" onClick={onNavigate}>
                <Crown aria-hidden="true" />
                {t('header.premium')}
              </Link>
            </Button>
          </li>
        )}
        {showSignUp && (
          <li>
            <Button asChild className="w-full justify-start">
              <Link to="/auth?tab=signup" onClick={onNavigate}>
                <UserPlus aria-hidden="true" />
                {t('header.signUp')}
              </Link>
            </Button>
          </li>
        )}
      </ul>
    </nav>
  );
}
