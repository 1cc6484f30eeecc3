import { Coins, Crown, Globe, ShieldCheck, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';

const PILLARS = [
  { key: 'watch', Icon: Globe },
  { key: 'publish', Icon: Upload },
  { key: 'earn', Icon: Coins },
  { key: 'premium', Icon: Crown },
  { key: 'trust', Icon: ShieldCheck },
] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('about.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('about.intro')}</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        {PILLARS.map(({ key, Icon }) => (
          <Card key={key}>
            <CardContent className="flex gap-4 pt-6">
              <Icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
              <div className="space-y-1">
                <h2 className="font-semibold">{t(`about.pillars.${key}.title`)}</h2>
                <p className="text-sm text-muted-foreground">{t(`about.pillars.${key}.text`)}</p>
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t('about.betaTitle')}</h2>
        <p className="text-muted-foreground">{t('about.betaText')}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/faq">{t('about.faqLink')}</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/pricing">{t('about.pricingLink')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
