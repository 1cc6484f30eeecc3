import { Link } from 'react-router';
import { ManageCookiesButton } from '@/features/consent/cookie-banner';
import { useTranslation } from '@/i18n/react';

const LINKS = [
  { to: '/about', key: 'footer.about' },
  { to: '/pricing', key: 'footer.pricing' },
  { to: '/contact', key: 'footer.contact' },
  { to: '/faq', key: 'footer.faq' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/conditions-generales-utilisation', key: 'footer.rules' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-4">
          <ManageCookiesButton />
          <nav aria-label={t('footer.navigation')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="text-sm text-muted-foreground">
          <p>{t('footer.support')}</p>
          <p>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
