import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  CardSection,
  InvoicesSection,
  SubscriptionsSection,
  TestClockSection,
} from '@/features/sandbox/portal-sections';
import { sandboxApi, sandboxKeys } from '@/features/sandbox/sandbox-api';
import { SandboxNotice } from '@/features/sandbox/sandbox-notice';
import { TestModeBanner } from '@/features/sandbox/test-mode-banner';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { errorKey } from '@/lib/error-key';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * The sandbox provider's customer portal (Kinora's stand-in for Stripe's Billing Portal): cancel at
 * period end or resume, replace the card, read invoices, and move the test clock to see renewals.
 */
export default function SandboxPortalPage() {
  const { t } = useTranslation();
  usePageTitle(t('sandbox.portal.title'));
  const { token = '' } = useParams();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const query = useQuery({
    queryKey: sandboxKeys.portal(token),
    queryFn: () => sandboxApi.portal(token),
    staleTime: 0,
    retry: false,
  });
  const reload = async () => (await query.refetch()).data;
  const announce = (text: string, failed = false) => setMessage({ text, failed });
  const portal = query.data;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <TestModeBanner />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sandbox.portal.title')}</h1>
        {portal && (
          <Button variant="outline" asChild>
            <a href={portal.returnUrl}>
              <ArrowLeft aria-hidden="true" />
              {t('sandbox.backToKinora')}
            </a>
          </Button>
        )}
      </div>
      <div aria-live="polite" role="status">
        {message && (
          <p
            className={cn(
              'rounded-md border px-3 py-2 text-sm',
              message.failed ? 'border-destructive/50 bg-destructive/10 text-destructive' : 'bg-muted/60',
            )}
          >
            {message.text}
          </p>
        )}
      </div>
      {portal ? (
        <>
          <p className="text-muted-foreground">{t('sandbox.portal.for', { email: portal.email })}</p>
          <SubscriptionsSection token={token} portal={portal} onChanged={reload} announce={announce} />
          <CardSection token={token} portal={portal} onChanged={reload} announce={announce} />
          <InvoicesSection portal={portal} />
          <TestClockSection token={token} portal={portal} onChanged={reload} announce={announce} />
        </>
      ) : query.isError ? (
        <SandboxNotice
          title={t('sandbox.portal.notFound')}
          text={t(errorKey(query.error, 'sandbox.portal.notFoundText'))}
          href="/profile"
          linkLabel={t('sandbox.backToKinora')}
        />
      ) : (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </div>
  );
}
