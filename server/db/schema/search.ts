import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Search vocabulary (docs/decisions/0008-search.md): the words of visible titles and of channel
 * names, with how many use each, kept by the triggers of migration 0007. Typo tolerance looks up
 * the nearest words here (trigram distance, GiST), never in the titles themselves.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /** Visible videos and channels using it; a word no longer used stays, at 0, and is ignored. */
    uses: integer('uses').notNull().default(0),
  },
  (t) => [index('search_terms_trigram_idx').using('gist', t.term.op('gist_trgm_ops'))],
);
