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
});
