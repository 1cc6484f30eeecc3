import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';

/**
 * A titled row of cards that scrolls sideways (swipe on a phone, arrow buttons on a wide screen).
 * Items are a list, so screen readers announce how many there are.
 */
export function VideoRow({ title, children }: { title: string; children: ReactNode[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.9, behavior: 'smooth' });
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <div className="hidden gap-1 sm:flex">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => scroll(-1)}
            aria-label={t('home.scrollBack', { title })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => scroll(1)}
            aria-label={t('home.scrollForward', { title })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ul
        ref={scroller}
        className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth px-4 pb-2 sm:mx-0 sm:px-0"
      >
        {children.map((child, i) => (
          <li key={i} className="w-[75vw] max-w-72 shrink-0 snap-start sm:w-72">
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shape of a row while it loads. */
export function VideoRowSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-7 w-48" />
      <div className="flex gap-4 overflow-hidden">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="w-[75vw] max-w-72 shrink-0 space-y-3 sm:w-72">
            <Skeleton className="aspect-video w-full rounded-xl" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
