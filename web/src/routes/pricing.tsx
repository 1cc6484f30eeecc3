import {
  MONEY_BACK_GUARANTEE_DAYS,
  PLANS,
  PRICE_RISE_NOTICE_DAYS,
  QA_PRICE_CENTS,
  SOCIAL_PROOF,
} from '@domain/plans';
import { Check, Clock, Crown, FlaskConical, Lock, RotateCcw, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckoutReturnNotice } from '@/features/billing/checkout-return-notice';
import { PlanAction } from '@/features/billing/plan-actions';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { formatCompactNumber, formatEuros, formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

const FEATURES = {
  free: ['limitedContent', 'ads', 'standardQuality', 'oneProfile'],
  premium: ['unlimitedContent', 'noAds', 'hdQuality', 'fiveProfiles'],
} as const;

const TRUST = [
  { key: 'secure', Icon: Lock },
  { key: 'cancel', Icon: Clock },
  { key: 'refund', Icon: RotateCcw },
] as const;

const FAQ = ['cancel', 'priceRise', 'refund', 'profiles'] as const;

export default function PricingPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('pricing.title'));
  const lng = i18n.language;
  const values = {
    refundDays: MONEY_BACK_GUARANTEE_DAYS,
    noticeDays: PRICE_RISE_NOTICE_DAYS,
    profiles: PLANS.premium.maxProfiles,
  };

  return (
    <div className="mx-auto max-w-5xl space-y-14 px-4 py-10 sm:px-6">
      <header className="space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('pricing.title')}</h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{t('pricing.subtitle')}</p>
      </header>

      <CheckoutReturnNotice />

      <div className="grid gap-6 md:grid-cols-2">
        {(['free', 'premium'] as const).map((plan) => (
          <Card
            key={plan}
            className={cn('relative flex flex-col', plan === 'premium' && 'border-primary shadow-lg')}
          >
            {plan === 'premium' && (
              <Badge className="absolute -top-3 left-6">
                <Crown className="mr-1 size-3" aria-hidden="true" />
                {t('pricing.popular')}
              </Badge>
            )}
            <CardHeader>
              <CardTitle>
                <h2 className="text-xl">{t(`pricing.plans.${plan}.name`)}</h2>
              </CardTitle>
              <CardDescription>{t(`pricing.plans.${plan}.description`)}</CardDescription>
              <p className="pt-2">
                <span className="text-4xl font-extrabold">{formatEuros(PLANS[plan].priceCents, lng)}</span>
                <span className="text-muted-foreground"> {t('pricing.perMonth')}</span>
              </p>
            </CardHeader>
            <CardContent className="flex-1">
              <ul className="space-y-2">
                {FEATURES[plan].map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    <span>{t(`pricing.features.${feature}`, values)}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter className="flex-col items-stretch gap-3 text-sm text-muted-foreground">
              {plan === 'premium' && <PlanAction plan="premium" />}
              <p>{t(`pricing.plans.${plan}.footer`)}</p>
            </CardFooter>
          </Card>
        ))}
      </div>

      <section
        aria-labelledby="qa-plan-title"
        className="flex flex-col gap-4 rounded-2xl border p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="space-y-1">
          <h2 id="qa-plan-title" className="flex items-center gap-2 text-xl font-semibold">
            <FlaskConical className="size-5 text-primary" aria-hidden="true" />
            {t('billing.qa.title')}
          </h2>
          <p className="text-muted-foreground">{t('billing.qa.pitch')}</p>
          <p>
            <span className="text-2xl font-bold">{formatEuros(QA_PRICE_CENTS, lng)}</span>
            <span className="text-muted-foreground"> {t('pricing.perMonth')}</span>
          </p>
        </div>
        <div className="sm:w-64">
          <PlanAction plan="qa" />
        </div>
      </section>

      <section
        aria-labelledby="social-proof"
        className="grid gap-4 rounded-2xl bg-muted/60 p-6 text-center sm:grid-cols-3"
      >
        <h2 id="social-proof" className="sr-only">
          {t('pricing.socialProof.title')}
        </h2>
        <div>
          <Users className="mx-auto mb-2 size-6 text-primary" aria-hidden="true" />
          <p className="text-3xl font-bold">{formatNumber(SOCIAL_PROOF.users, lng)}+</p>
          <p className="text-muted-foreground">{t('pricing.socialProof.users')}</p>
        </div>
        <div>
          <Clock className="mx-auto mb-2 size-6 text-primary" aria-hidden="true" />
          <p className="text-3xl font-bold">{formatCompactNumber(SOCIAL_PROOF.hoursWatched, lng)}</p>
          <p className="text-muted-foreground">{t('pricing.socialProof.hours')}</p>
        </div>
        <div>
          <Check className="mx-auto mb-2 size-6 text-primary" aria-hidden="true" />
          <p className="text-3xl font-bold">{SOCIAL_PROOF.satisfactionPercent} %</p>
          <p className="text-muted-foreground">{t('pricing.socialProof.satisfaction')}</p>
        </div>
      </section>

      <section aria-labelledby="trust" className="space-y-4">
        <h2 id="trust" className="text-2xl font-semibold">
          {t('pricing.trust.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {TRUST.map(({ key, Icon }) => (
            <div key={key} className="flex gap-3 rounded-xl border p-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="font-medium">{t(`pricing.trust.${key}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`pricing.trust.${key}.text`, values)}</p>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="pricing-faq" className="space-y-3">
        <h2 id="pricing-faq" className="text-2xl font-semibold">
          {t('pricing.faq.title')}
        </h2>
        <div className="divide-y rounded-xl border">
          {FAQ.map((item) => (
            <details key={item} className="px-4 py-3">
              <summary className="cursor-pointer font-medium">{t(`pricing.faq.${item}.q`, values)}</summary>
              <p className="pt-2 text-muted-foreground">{t(`pricing.faq.${item}.a`, values)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
