import { Cookie } from 'lucide-react';
import { lazy, type RefObject, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { useConsent } from './consent-provider';

// Fetched the first time it opens (Radix's dialog, focus trap and scroll lock are not part of the first
// load), then kept mounted so it closes with its animation and gives focus back to its opener.
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));

/**
 * While the banner is up, the page ends that much lower, so its bottom (the footer's links, the
 * privacy policy among them) can still be scrolled into view above it. Added below the content:
 * nothing on screen moves.
 */
function useRoomBelowPage(banner: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!open || !element) return;
    const body = document.body;
    const fit = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [banner, open]);
}

/**
 * The bottom banner while no decision is stored (and the regime has one); it and the footer's
 * ManageCookiesButton open the preferences dialog.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const consent = useConsent();
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const banner = useRef<HTMLElement>(null);
  useRoomBelowPage(banner, consent.bannerOpen);
  if (consent.dialogOpen && !dialogLoaded) setDialogLoaded(true);
  return (
    <>
      {consent.bannerOpen ? (
        <section
          ref={banner}
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-0 bottom-0 z-[70] border-t bg-background/95 px-4 py-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur sm:px-6"
        >
          <div className="mx-auto flex max-w-screen-xl flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <div className="space-y-1 text-sm">
              <h2 id="cookie-banner-title" className="font-semibold">
                {t('consent.banner.title')}
              </h2>
              <p className="text-muted-foreground">
                {t('consent.banner.text')}{' '}
                <Link to="/privacy-policy" className="text-foreground underline underline-offset-4">
                  {t('consent.privacyLink')}
                </Link>
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button
                variant={consent.policy.highlightRejectOption ? 'default' : 'outline'}
                onClick={consent.reject}
              >
                {t('consent.rejectNonEssential')}
              </Button>
              <Button
                variant={consent.policy.highlightRejectOption ? 'outline' : 'default'}
                onClick={consent.acceptAll}
              >
                {t('consent.acceptAll')}
              </Button>
              <Button variant="ghost" onClick={() => consent.setDialogOpen(true)}>
                {t('consent.manage')}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      )}
    </>
  );
}

/**
 * The way back to one's cookie choices once the banner is gone (spec: the floating manage button).
 * It sits in the footer, round as before, rather than fixed over the page: fixed in a corner it hid
 * the first letters of a watch page's description and cards scrolling beneath it (issue 25).
 */
export function ManageCookiesButton() {
  const { t } = useTranslation();
  const consent = useConsent();
  if (!consent.ready || consent.bannerOpen) return null;
  return (
    <Button
      variant="outline"
      size="icon"
      className="shrink-0 rounded-full shadow-sm"
      aria-label={t('consent.manage')}
      title={t('consent.manage')}
      onClick={() => consent.setDialogOpen(true)}
    >
      <Cookie aria-hidden="true" />
    </Button>
  );
}
