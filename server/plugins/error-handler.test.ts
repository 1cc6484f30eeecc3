import { writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { ConflictError, ForbiddenError } from '../errors';
import { createTestContext, type TestContext } from '../test/test-context';

describe('error responses', () => {
  let ctx: TestContext;
  let app: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext();
    app = await buildApp(ctx, { webDist: null });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(2) }) } },
      async (req) => req.body,
    );
    app.get('/api/test/forbidden', async () => {
      throw new ForbiddenError('Not yours.');
    });
    app.get('/api/test/conflict', async () => {
      throw new ConflictError('Already there.', 'username_taken');
    });
    // Text made on the server, so no input check sees it: only the database refuses it.
    app.get('/api/test/unstorable', async () => ctx.db.query('select $1::text as t', ['a\u0000b']));
    app.get('/api/test/unstorable-drizzle', async () =>
      ctx.db.db.execute(sql`select ${'a\u0000b'}::text as t`),
    );
    // A real write to a full device (the kernel's ENOSPC), wrapped as storage adapters wrap causes.
    app.get('/api/test/disk-full', async () => {
      try {
        await writeFile('/dev/full', 'x');
      } catch (cause) {
        throw new Error('could not store the original', { cause });
      }
    });
    app.get('/api/test/crash', async () => {
      throw new Error('secret internals at /srv/db.ts:42');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('says storage_full (507) when the disk has no room, whatever wraps the errno', async () => {
    const res = await app.inject({ url: '/api/test/disk-full' });
    expect(res.statusCode).toBe(507);
    expect(res.json().error).toMatchObject({ code: 'storage_full', requestId: expect.any(String) });
  });

  it('renders AppErrors with their status and stable code', async () => {
    const res = await app.inject({ url: '/api/test/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'Not yours.', requestId: expect.any(String) },
    });
    const conflict = await app.inject({ url: '/api/test/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('username_taken');
  });

  it('turns schema failures into 400 validation_failed with details', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details[0].path).toBe('/name');
  });

  it('rejects malformed JSON with bad_request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('turns text the database cannot store into 400 invalid_characters, raw or wrapped by Drizzle', async () => {
    for (const url of ['/api/test/unstorable', '/api/test/unstorable-drizzle']) {
      const res = await app.inject({ url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('invalid_characters');
    }
  });

  it('hides internals of unexpected errors behind a 500 with the request id', async () => {
    const res = await app.inject({ url: '/api/test/crash', headers: { 'x-request-id': 'req-12345678' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side.',
        requestId: 'req-12345678',
      },
    });
    expect(res.body).not.toContain('secret');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it("answers the router's own refusals in the error format, without echoing the URL (openapi fuzz)", async () => {
    // A path parameter past routerOptions.maxParamLength, and a path that does not decode.
    const long = await app.inject({ url: `/api/videos/${'x'.repeat(100_000)}/more` });
    expect({ status: long.statusCode, code: long.json().error?.code }).toEqual({
      status: 404,
      code: 'not_found',
    });
    expect(long.body.length).toBeLessThan(500);
    const bad = await app.inject({ url: '/api/videos/%E0%A4%A/more' });
    expect({ status: bad.statusCode, code: bad.json().error?.code }).toEqual({
      status: 400,
      code: 'bad_request',
    });
    expect(bad.body).not.toContain('%E0');
  });

  it('sets security headers', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('serves the OpenAPI document and docs page', async () => {
    const doc = await app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
    const page = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
