import { useTranslation } from '@/i18n/react';
import { Button } from './button';

/** "Voir plus" under a paged list (a TanStack infinite query); nothing once the last page is in. */
export function ShowMore({
  pages,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation();
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={() => pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
        {t('common.showMore')}
      </Button>
    </div>
  );
}
