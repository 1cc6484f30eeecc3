import { Film, Info, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** Home: hero and the feed. The feed sections fill in as videos land (channels and videos issue). */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(undefined);
  return (
    <div className="mx-auto max-w-screen-2xl space-y-10 px-4 py-6 sm:px-6">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary/90 via-primary/70 to-fuchsia-700/80 px-6 py-12 text-primary-foreground sm:px-12 sm:py-20">
        <div className="max-w-2xl space-y-4">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{t('home.hero.title')}</h1>
          <p className="text-base opacity-90 sm:text-lg">{t('home.hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button size="lg" variant="secondary" asChild>
              <a href="#feed">
                <Play aria-hidden="true" />
                {t('home.hero.watchNow')}
              </a>
            </Button>
            <Button
              size="lg"
              variant="outline"
              asChild
              className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to="/about">
                <Info aria-hidden="true" />
                {t('home.hero.details')}
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section id="feed" aria-labelledby="feed-heading" className="scroll-mt-20">
        <h2 id="feed-heading" className="sr-only">
          {t('home.feed')}
        </h2>
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center">
          <Film className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-semibold">{t('home.empty.title')}</p>
          <p className="max-w-md text-muted-foreground">{t('home.empty.description')}</p>
        </div>
      </section>
    </div>
  );
}
