import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConsentProvider } from '@/features/consent/consent-provider';
import { CookieConsent } from '@/features/consent/cookie-banner';
import { FeedbackButton } from '@/features/qa/feedback-button';
import { useTranslation } from '@/i18n/react';
import { useTheme } from '@/lib/theme';
import { useToastsShown } from '@/lib/toast';
import { Footer } from './footer';
import { Header } from './header';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { ScrollRestoration } from './scroll-restoration';

// Mounted with the first toast (lib/toast.ts): sonner is not part of the first load.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The frame of every page: fixed header, the page (lazy), footer and toasts. */
export function Shell() {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const toastsShown = useToastsShown();
  const { pathname } = useLocation();
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
        {/* At least a screen tall: the footer starts below the fold, so a page whose content
            arrives after its first paint pushes nothing visible down (layout shift). */}
        <main id="main" className="min-h-dvh flex-1 pt-16">
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
        {toastsShown && (
          <Suspense fallback={null}>
            <Toaster theme={theme} />
          </Suspense>
        )}
        <CookieConsent />
        <FeedbackButton />
        <ScrollRestoration />
      </div>
    </ConsentProvider>
  );
}
