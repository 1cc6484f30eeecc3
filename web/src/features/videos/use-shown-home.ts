import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Home } from './discovery-api';
import { videoKeys } from './videos-api';

/**
 * What the home page shows, and how many newer videos the last answer brought. The page does not
 * rearrange itself under the reader: newer videos wait behind a prompt (`showNew`). An empty page
 * (a new instance, the demo on its way) takes the first answer with videos at once.
 */
export function useShownHome(latest: Home | undefined) {
  const client = useQueryClient();
  const [shown, setShown] = useState(latest);
  const adopt = useCallback(
    (home: Home) => {
      setShown(home);
      // The newest list continues from this first page, not from one fetched before.
      client.setQueryData(videoKeys.feed, { pages: [home.latest], pageParams: [undefined] });
    },
    [client],
  );
  const empty = !shown || shown.latest.items.length === 0;
  useEffect(() => {
    if (latest && latest !== shown && empty) adopt(latest);
  }, [latest, shown, empty, adopt]);
  const newCount = latest && !empty ? newerThan(latest, shown) : 0;
  return { home: shown ?? latest, newCount, showNew: () => latest && adopt(latest) };
}

/** Videos at the top of `latest`'s newest list that `shown` does not have (newest come first). */
function newerThan(latest: Home, shown: Home): number {
  const known = new Set(shown.latest.items.map((video) => video.id));
  const index = latest.latest.items.findIndex((video) => known.has(video.id));
  return index === -1 ? latest.latest.items.length : index;
}
