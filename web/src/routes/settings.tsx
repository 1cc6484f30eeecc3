import { LOCALE_NAMES, LOCALES, type Locale } from '@domain/locales';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PrivacySettings } from '@/features/consent/privacy-settings';
import { NotificationPreferencesCard } from '@/features/notifications/notification-preferences-card';
import { LANGUAGE_STORAGE_KEY, resetLocale, setLocale } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { authApi } from '@/lib/auth-api';
import { cn } from '@/lib/cn';
import { THEMES, type Theme, useTheme } from '@/lib/theme';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { theme, setTheme } = useTheme();
  const { user } = useSession();
  // A member's language is also kept on the account, so Kinora's mail speaks it too.
  const chooseLocale = (locale: Locale) => {
    setLocale(locale);
    if (user && user.locale !== locale) void authApi.updateProfile({ locale }).catch(() => {});
  };
  usePageTitle(t('settings.title'));
  const current = i18n.resolvedLanguage ?? i18n.language;
  const hasStoredLanguage =
    typeof localStorage !== 'undefined' && localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('settings.title')}</h1>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="language-heading">{t('settings.language.title')}</h2>
          </CardTitle>
          <CardDescription>{t('settings.language.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div
            role="radiogroup"
            aria-labelledby="language-heading"
            className="grid grid-cols-2 gap-2 sm:grid-cols-4"
          >
            {LOCALES.map((locale) => (
              <button
                key={locale}
                type="button"
                role="radio"
                aria-checked={current === locale}
                lang={locale}
                onClick={() => chooseLocale(locale)}
                className={cn(
                  'rounded-lg border px-3 py-2 text-sm font-medium transition-colors hover:bg-accent',
                  current === locale && 'border-primary bg-primary/10 text-primary',
                )}
              >
                {LOCALE_NAMES[locale]}
              </button>
            ))}
          </div>
          <Button variant="outline" size="sm" onClick={resetLocale} disabled={!hasStoredLanguage}>
            {t('settings.language.reset')}
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="theme-heading">{t('settings.theme.title')}</h2>
          </CardTitle>
          <CardDescription>{t('settings.theme.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <div role="radiogroup" aria-labelledby="theme-heading" className="grid grid-cols-3 gap-2">
            {THEMES.map((value) => {
              const Icon = THEME_ICONS[value];
              return (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={theme === value}
                  onClick={() => setTheme(value)}
                  className={cn(
                    'flex flex-col items-center gap-2 rounded-lg border px-3 py-4 text-sm font-medium transition-colors hover:bg-accent',
                    theme === value && 'border-primary bg-primary/10 text-primary',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {t(`theme.${value}`)}
                </button>
              );
            })}
          </div>
        </CardContent>
      </Card>

      {user && <NotificationPreferencesCard userId={user.id} />}

      <PrivacySettings />
    </div>
  );
}
