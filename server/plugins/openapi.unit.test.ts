import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorQuerySchema } from '../../domain/cursor';
import { routeErrors } from './openapi';

const codes = (route: Parameters<typeof routeErrors>[0], status: number) => [
  ...(routeErrors(route).get(status) ?? []),
];

describe('routeErrors: the error answers a route documents', () => {
  it('lists 400 invalid_characters and bad_request on a GET without any input schema (any URL may carry a NUL)', () => {
    expect(codes({ method: 'GET', url: '/api/health', schema: {} }, 400)).toEqual(
      expect.arrayContaining(['invalid_characters', 'bad_request']),
    );
  });

  it('lists 400 invalid_cursor on a paged route, and not elsewhere', () => {
    expect(
      codes({ method: 'GET', url: '/api/videos', schema: { querystring: cursorQuerySchema } }, 400),
    ).toContain('invalid_cursor');
    const search = {
      method: 'GET' as const,
      url: '/api/search',
      schema: { querystring: z.object({ q: z.string() }) },
    };
    expect(codes(search, 400)).not.toContain('invalid_cursor');
  });

  it('lists the codes its domain schemas name as messages, however deep (what the error handler answers)', () => {
    const body = z.object({
      title: z.string().trim().min(1, 'title_required').max(100, { error: 'title_too_long' }),
      channel: z.object({ topic: z.enum(['a', 'b'], { error: 'topic_required' }) }).optional(),
      tags: z.array(z.string().refine((t) => t.length > 0, { message: 'search_query_required' })),
      note: z.string().min(2, 'not a code'),
    });
    const found = codes({ method: 'POST', url: '/api/x', schema: { body } }, 400);
    expect(found).toEqual(
      expect.arrayContaining(['title_required', 'title_too_long', 'topic_required', 'search_query_required']),
    );
    expect(found).not.toContain('not a code');
  });

  it('names the missing resource of a 404 by its path, and the multipart refusals', () => {
    expect(codes({ method: 'PUT', url: '/api/videos/:id/like', schema: {} }, 404)).toEqual(
      expect.arrayContaining(['not_found', 'video_not_found']),
    );
    expect(codes({ method: 'GET', url: '/api/channels/:id', schema: {} }, 404)).toContain(
      'channel_not_found',
    );
    expect(codes({ method: 'GET', url: '/api/videos', schema: {} }, 404)).toEqual([]);
    const upload = {
      method: 'POST' as const,
      url: '/api/me/avatar',
      schema: { consumes: ['multipart/form-data'] },
    };
    expect(codes(upload, 400)).toEqual(expect.arrayContaining(['invalid_multipart', 'invalid_image']));
  });
});
