import type { Database } from '../db/client';
import { type ValidatedView, validatedViewsAfter } from '../modules/videos/videos.public';

/** Every validated view of a video as a reader (earnings) gets it, from the start. */
export async function validatedViewsOf(db: Database, videoId: string): Promise<ValidatedView[]> {
  const { views } = await validatedViewsAfter(
    db,
    { xact: '0', viewId: '00000000-0000-0000-0000-000000000000' },
    100_000,
  );
  return views.filter((view) => view.videoId === videoId);
}
