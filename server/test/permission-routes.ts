import { MODULES, type ModuleName } from '../all-modules';

/**
 * Every HTTP route of the API, by the module whose permission matrix covers it
 * (`server/modules/<module>/<module>.permissions.test.ts`), as each manifest lists it
 * (`permissionRoutes`). permission-matrix.test.ts fails when the app registers a route that is in no
 * manifest, and each module's matrix fails when a route of its list has no rows: a new route needs
 * both, so its permissions are written down before it ships.
 * Format: `METHOD /url` exactly as Fastify registers it (`:param`, `*`).
 */
export const PERMISSION_ROUTES = Object.fromEntries(
  MODULES.map((m) => [m.name, m.permissionRoutes]),
) as Record<ModuleName, readonly string[]>;

export type MatrixModule = ModuleName;

/**
 * Registered routes deliberately outside the request/response matrix, each with where it is tested
 * instead. Keep this list short: a route lands here only when a status code cannot describe it.
 */
export const OUTSIDE_MATRIX: Record<string, string> = {
  'GET /api/realtime':
    'WebSocket: answers with close codes and events, not statuses (videos.routes.test.ts, "realtime socket")',
};

/**
 * Not in the completeness check: pages outside /api/ but /metrics, Swagger UI, the Better Auth bridge (its allow-list is tested in
 * auth-routes.test.ts; accounts.permissions.test.ts has rows for routes it must refuse), CORS
 * preflights and the HEAD twin Fastify adds to every GET.
 */
export const isOutsideCompleteness = (method: string, url: string) =>
  !(url.startsWith('/api/') || url === '/metrics') ||
  url === '/api/docs' ||
  url.startsWith('/api/docs/') ||
  url.startsWith('/api/auth/') ||
  method === 'OPTIONS';
