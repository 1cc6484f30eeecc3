import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchResultsSchema, searchSuggestionsSchema } from '../../../domain/api/search';
import { searchQuerySchema, suggestQuerySchema } from '../../../domain/search';
import type { AppContext } from '../../context';
import { presentSearch } from './queries/search-catalogue';
import { suggestSearches } from './queries/suggest-searches';
import { SearchCache } from './search-cache';
import { searchConfigFor } from './search-language';

/** Search is public: it only ever returns what anyone may see (visible videos, channels). */
export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const found = new SearchCache(ctx);
    app.addHook('onClose', async () => found.close());

    app.get(
      '/api/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Search visible videos and channels (filters, sort, pages of 20 up to 10 pages)',
          querystring: searchQuerySchema,
          response: { 200: searchResultsSchema },
        },
      },
      async (request) => {
        const config = searchConfigFor(request.query.lang, request.headers['accept-language']);
        return presentSearch(ctx, await request.getActor(), await found.find(request.query, config));
      },
    );

    app.get(
      '/api/search/suggest',
      {
        schema: {
          tags: ['search'],
          summary: 'Typeahead: titles and channel names starting like the typed text',
          querystring: suggestQuerySchema,
          response: { 200: searchSuggestionsSchema },
        },
      },
      async (request, reply) => {
        // The same for everybody: the browser may keep it while the person keeps typing.
        reply.header('cache-control', 'public, max-age=30');
        return { suggestions: await suggestSearches(ctx, request.query.q, request.readSince()) };
      },
    );
  };
