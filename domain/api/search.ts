import { z } from 'zod';
import { channelSchema } from './channels';
import { videoCardSchema } from './videos';

/** GET /api/search */
export const searchResultsSchema = z.object({
  videos: z.array(videoCardSchema),
  /** The best channels (a strip above the videos), or the page of channels when searching channels. */
  channels: z.array(channelSchema),
  /** The next page of the list being paged (videos, or channels for type=channels); null at the end. */
  nextPage: z.number().int().nullable(),
  /** The words matched nothing exactly: these results come from a looser reading of them. */
  approximate: z.boolean(),
  /** With approximate results: the query as read once its typos were corrected ("cuisine" for "cusine"). */
  correctedQuery: z.string().optional(),
  /** Only when nothing at all matched: other spellings to try ("Essayez : …"), best first. */
  suggestions: z.array(z.string()).optional(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** GET /api/search/suggest: titles and channel names starting like the typed text. */
export const searchSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
