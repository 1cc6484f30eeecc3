import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { ConsentProvider } from '@/features/consent/consent-provider';
import { CookieConsent } from '@/features/consent/cookie-banner';
import { FeedbackButton } from '@/features/qa/feedback-button';
import { useTheme } from '@/lib/theme';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoading } from './page-loading';

/** The frame of every page: fixed header, the page (lazy), footer and toasts. */
export function Shell() {
  const { t } = useTranslation();
  const { theme } = useTheme();
  return (
    <ConsentProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
        >
          {t('common.skipToContent')}
        </a>
        <Header />
        <main id="main" className="flex-1 pt-16">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <Toaster theme={theme} />
        <CookieConsent />
        <FeedbackButton />
        <ScrollRestoration />
      </div>
    </ConsentProvider>
  );
}
