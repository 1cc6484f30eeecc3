import { Info, Lock, Play } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import type { Home } from './discovery-api';

/**
 * The featured video (the most trending one, else the newest): "watch now" opens it playing,
 * "details" opens its page. With no video yet, the product's welcome stands alone.
 */
export function HomeHero({ video }: { video: Home['hero'] }) {
  const { t } = useTranslation();
  const image = video?.posterUrl ?? video?.thumbnailUrl;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-primary/90 via-primary/70 to-fuchsia-700/80 px-6 py-10 text-primary-foreground sm:px-12 sm:py-16"
    >
      {image && (
        <>
          <img
            src={image}
            alt=""
            className="absolute inset-0 -z-20 size-full object-cover"
            fetchPriority="high"
          />
          {/* Keeps the text readable on any picture (contrast checked with white text). */}
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/85 via-black/65 to-black/30" />
        </>
      )}
      <div className="max-w-2xl space-y-4 text-white">
        {video ? (
          <>
            <p className="text-sm font-semibold tracking-wide uppercase opacity-90">
              {t('home.hero.featured')}
            </p>
            <h1 id="hero-title" className="line-clamp-2 text-3xl font-extrabold tracking-tight sm:text-5xl">
              {video.title}
            </h1>
            {video.description && (
              <p className="line-clamp-3 text-base opacity-90 sm:text-lg">{video.description}</p>
            )}
            {video.monetized && (
              <p className="flex items-center gap-1.5 text-sm font-medium text-amber-300">
                <Lock className="size-4" aria-hidden="true" />
                {t('video.premium')}
              </p>
            )}
          </>
        ) : (
          <>
            <h1 id="hero-title" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
              {t('home.hero.title')}
            </h1>
            <p className="text-base opacity-90 sm:text-lg">{t('home.hero.subtitle')}</p>
          </>
        )}
        <div className="flex flex-wrap gap-3 pt-2">
          {video ? (
            <>
              <Button size="lg" variant="secondary" asChild>
                <Link to={`/watch/${video.id}?autoplay=1`}>
                  <Play aria-hidden="true" />
                  {t('home.hero.watchNow')}
                </Link>
              </Button>
              <Button
                size="lg"
                variant="outline"
                asChild
                className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white"
              >
                <Link to={`/watch/${video.id}`}>
                  <Info aria-hidden="true" />
                  {t('home.hero.details')}
                </Link>
              </Button>
            </>
          ) : (
            <Button size="lg" variant="secondary" asChild>
              <Link to="/about">
                <Info aria-hidden="true" />
                {t('home.hero.details')}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

export function HomeHeroSkeleton() {
  return <Skeleton className="h-64 w-full rounded-2xl sm:h-80" />;
}
