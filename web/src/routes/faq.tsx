import {
  ADVERTISED_CENTS_PER_THOUSAND_VIEWS,
  MIN_VIDEO_DURATION_S,
  MIN_WITHDRAWAL_CENTS,
} from '@domain/earnings';
import { APPEAL_WINDOW_DAYS, CONTACT_REPLY_WORKING_DAYS } from '@domain/limits';
import { MONEY_BACK_GUARANTEE_DAYS, PLANS } from '@domain/plans';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { formatEuros } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

const SECTIONS = [
  { key: 'general', items: ['what', 'free', 'account'] },
  { key: 'plans', items: ['difference', 'price', 'profiles', 'cancel', 'refund'] },
  { key: 'creators', items: ['earn', 'rates', 'minimum', 'payouts', 'withdraw'] },
  { key: 'rules', items: ['moderation', 'appeal', 'contact'] },
] as const;

export default function FaqPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('faq.title'));
  const lng = i18n.language;
  // Figures come from domain constants so the FAQ can never disagree with what the product does.
  const values = {
    price: formatEuros(PLANS.premium.priceCents, lng),
    profiles: PLANS.premium.maxProfiles,
    minSeconds: MIN_VIDEO_DURATION_S,
    minWithdrawal: formatEuros(MIN_WITHDRAWAL_CENTS, lng),
    perThousand: formatEuros(ADVERTISED_CENTS_PER_THOUSAND_VIEWS, lng),
    tier1: formatEuros(1, lng),
    tier2: formatEuros(2, lng),
    tier3: formatEuros(3, lng),
    refundDays: MONEY_BACK_GUARANTEE_DAYS,
    appealDays: APPEAL_WINDOW_DAYS,
    replyDays: CONTACT_REPLY_WORKING_DAYS,
  };
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('faq.title')}</h1>
        <p className="text-muted-foreground">{t('faq.intro')}</p>
      </header>
      {SECTIONS.map((section) => (
        <section key={section.key} aria-labelledby={`faq-${section.key}`} className="space-y-3">
          <h2 id={`faq-${section.key}`} className="text-xl font-semibold">
            {t(`faq.sections.${section.key}`)}
          </h2>
          <div className="divide-y rounded-xl border">
            {section.items.map((item) => (
              <details key={item} className="group px-4 py-3 [&_summary::-webkit-details-marker]:hidden">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-medium">
                  {t(`faq.items.${item}.q`, values)}
                  <ChevronDown
                    className="size-4 shrink-0 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="pt-2 text-muted-foreground">{t(`faq.items.${item}.a`, values)}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
