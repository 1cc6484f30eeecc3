import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { compareWithRegistered, everyone, missingRows, pathMatches, route } from './permission-matrix';
import { OUTSIDE_MATRIX, PERMISSION_ROUTES } from './permission-routes';
import { createTestContext, type TestContext } from './test-context';

/**
 * buildApp creates its own Fastify instance and registers every route before it returns, so an
 * onRoute hook cannot be added from outside in time: the factory is wrapped to add one first.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const create = mod.default;
  const withRouteLog = ((options?: Parameters<typeof create>[0]) => {
    const app = create(options);
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) registered.push({ method, url: r.url });
    });
    return app;
  }) as typeof create;
  return { ...mod, default: withRouteLog, fastify: withRouteLog };
});

const listed = [...Object.values(PERMISSION_ROUTES).flat(), ...Object.keys(OUTSIDE_MATRIX)];

describe('permission matrix completeness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    const app = await buildApp(ctx, { webDist: null });
    await app.ready();
    await app.close();
  });
  afterAll(() => ctx.close());

  it('has every API route the app registers in some module’s matrix, and no stale one', () => {
    expect(registered.length).toBeGreaterThan(0);
    expect(compareWithRegistered(registered, listed)).toEqual({ withoutMatrix: [], notRegistered: [] });
  });

  it('lists each route in one module only, and each module has its matrix file', () => {
    expect(listed.filter((r, i) => listed.indexOf(r) !== i)).toEqual([]);
    const missingFiles = Object.entries(PERMISSION_ROUTES)
      .filter(([, routes]) => routes.length > 0)
      .map(([m]) => m)
      .map((m) => `../modules/${m}/${m}.permissions.test.ts`)
      .filter((file) => !existsSync(fileURLToPath(new URL(file, import.meta.url))));
    expect(missingFiles).toEqual([]);
  });
});

describe('permission matrix checks', () => {
  it('fail for a registered route that no module lists', () => {
    const app = [
      { method: 'GET', url: '/api/videos' },
      { method: 'HEAD', url: '/api/videos' },
      { method: 'POST', url: '/api/videos/:id/report' },
      { method: 'HEAD', url: '/api/uploads/*' },
      { method: 'OPTIONS', url: '/api/uploads' },
      { method: 'GET', url: '/api/docs/json' },
      { method: 'POST', url: '/api/auth/*' },
      { method: 'GET', url: '/*' },
    ];
    expect(compareWithRegistered(app, ['GET /api/videos', 'GET /api/gone'])).toEqual({
      withoutMatrix: ['HEAD /api/uploads/*', 'POST /api/videos/:id/report'],
      notRegistered: ['GET /api/gone'],
    });
  });

  it('fail for a listed route without its rows, or rows of an unlisted route', () => {
    const rows = route<null>('GET /api/videos/:id', {
      valid: [() => ({ url: '/api/videos/x' }), everyone(200)],
      'unknown id': [() => ({ url: '/api/videos/y' }), everyone(404)],
    });
    const extra = route<null>('GET /api/other', { valid: [() => ({ url: '/api/other' }), everyone(200)] });
    const check = missingRows(['GET /api/videos/:id'], [...rows, ...extra]);
    expect(check.missing).toEqual([
      'GET /api/videos/:id · visitor · bad input',
      'GET /api/videos/:id · member · bad input',
      'GET /api/videos/:id · owner · bad input',
      'GET /api/videos/:id · admin · bad input',
    ]);
    expect(check.unlisted).toEqual(['GET /api/other']);
  });

  it('match a request path to its route pattern', () => {
    expect(pathMatches('/api/videos/:id/like', '/api/videos/abc/like')).toBe(true);
    expect(pathMatches('/api/videos/:id', '/api/videos/abc/like')).toBe(false);
    expect(pathMatches('/api/files/*', '/api/files/avatars/a.webp')).toBe(true);
    expect(pathMatches('/api/stream/:v/:t/master.m3u8', '/api/stream/a/b/masterxm3u8')).toBe(false);
  });
});
