import { SEARCH_SUGGESTIONS_MAX } from '../../../../domain/search';
import type { AppContext } from '../../../context';
import { distinctTexts } from '../distinct-texts';
import { analysePrefix, prefixTexts } from '../search.repository';

/** Typeahead: up to 8 distinct titles and channel names starting like what is being typed. */
export async function suggestSearches(
  deps: Pick<AppContext, 'db'>,
  text: string,
  since?: number,
): Promise<string[]> {
  // Public titles and names: the replica may answer (`since`: DatabaseHandle.read).
  const db = deps.db.read(since);
  const q = await analysePrefix(db, text);
  if (!q.titlePrefixes) return [];
  const texts = await prefixTexts(
    db,
    { titlePrefixes: q.titlePrefixes, plain: q.plain },
    SEARCH_SUGGESTIONS_MAX,
  );
  return distinctTexts(texts, SEARCH_SUGGESTIONS_MAX);
}
