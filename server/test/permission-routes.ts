/**
 * Every HTTP route of the API, by the module whose permission matrix covers it
 * (`server/modules/<module>/<module>.permissions.test.ts`). permission-matrix.test.ts fails when the
 * app registers a route that is in no list here, and each module's matrix fails when a route of its
 * list has no rows: a new route needs both, so its permissions are written down before it ships.
 * Format: `METHOD /url` exactly as Fastify registers it (`:param`, `*`).
 */
export const PERMISSION_ROUTES = {
  health: ['GET /api/health'],
  consent: ['GET /api/consent/policy', 'POST /api/consent', 'GET /api/admin/consent-records'],
  accounts: ['GET /api/session', 'PATCH /api/me/profile', 'POST /api/me/avatar', 'DELETE /api/me/avatar'],
  privacy: ['GET /api/me/export', 'DELETE /api/me'],
  files: ['GET /api/files/*'],
  channels: [
    'POST /api/channels',
    'GET /api/channels/:id',
    'PATCH /api/channels/:id',
    'DELETE /api/channels/:id',
    'POST /api/channels/:id/image',
    'GET /api/me/channels',
  ],
  videos: [
    'GET /api/videos',
    'POST /api/videos',
    'GET /api/videos/:id',
    'GET /api/videos/:id/more',
    'PATCH /api/videos/:id',
    'DELETE /api/videos/:id',
    'POST /api/videos/:id/thumbnail',
    'POST /api/videos/:id/source',
    'POST /api/videos/:id/retry',
    'PUT /api/videos/:id/like',
    'DELETE /api/videos/:id/like',
    'POST /api/videos/:id/heartbeat',
    'GET /api/me/videos',
    'GET /api/me/dashboard',
    'GET /api/channels/:id/videos',
    'GET /api/channels/:id/manage',
    'GET /api/stream/:videoId/:token/master.m3u8',
    'GET /api/stream/:videoId/:token/:rung/:file',
  ],
  uploads: ['POST /api/uploads', 'HEAD /api/uploads/*', 'PATCH /api/uploads/*', 'DELETE /api/uploads/*'],
  contact: ['POST /api/contact'],
  subscriptions: [
    'GET /api/channels/:id/subscription',
    'PUT /api/channels/:id/subscription',
    'DELETE /api/channels/:id/subscription',
    'GET /api/me/subscriptions',
    'GET /api/me/subscriptions/feed',
  ],
  notifications: [
    'GET /api/me/notifications',
    'GET /api/me/notifications/unread-count',
    'POST /api/me/notifications/:id/read',
    'POST /api/me/notifications/read-all',
    'GET /api/me/notification-preferences',
    'PATCH /api/me/notification-preferences',
  ],
  search: ['GET /api/search', 'GET /api/search/suggest'],
  discovery: ['GET /api/home', 'GET /api/me/continue-watching', 'DELETE /api/me/continue-watching/:videoId'],
  billing: [
    'GET /api/billing/subscription',
    'POST /api/billing/checkout',
    'POST /api/billing/qa-checkout',
    'POST /api/billing/portal',
    'POST /api/billing/qa-cancel',
    'POST /api/billing/refund',
    'POST /api/billing/webhook',
  ],
  sandbox: [
    'GET /api/sandbox/checkout/:token',
    'POST /api/sandbox/checkout/:token/pay',
    'POST /api/sandbox/checkout/:token/confirm',
    'GET /api/sandbox/portal/:token',
    'POST /api/sandbox/portal/:token/card',
    'POST /api/sandbox/portal/:token/subscriptions/:subscriptionId/cancel',
    'POST /api/sandbox/portal/:token/subscriptions/:subscriptionId/resume',
    'POST /api/sandbox/portal/:token/advance-clock',
  ],
  profiles: [
    'GET /api/me/profiles',
    'POST /api/me/profiles',
    'PATCH /api/me/profiles/:id',
    'DELETE /api/me/profiles/:id',
    'POST /api/me/profiles/:id/select',
    'GET /api/me/history',
  ],
  ads: ['GET /api/ads', 'GET /api/admin/ads', 'PATCH /api/admin/ads'],
  qa: ['POST /api/qa/feedback', 'GET /api/admin/qa-feedback'],
} as const satisfies Record<string, readonly string[]>;

export type MatrixModule = keyof typeof PERMISSION_ROUTES;

/**
 * Registered routes deliberately outside the request/response matrix, each with where it is tested
 * instead. Keep this list short: a route lands here only when a status code cannot describe it.
 */
export const OUTSIDE_MATRIX: Record<string, string> = {
  'GET /api/realtime':
    'WebSocket: answers with close codes and events, not statuses (videos.routes.test.ts, "realtime socket")',
};

/**
 * Not in the completeness check: Swagger UI, the Better Auth bridge (its allow-list is tested in
 * auth-routes.test.ts; accounts.permissions.test.ts has rows for routes it must refuse), CORS
 * preflights and the HEAD twin Fastify adds to every GET.
 */
export const isOutsideCompleteness = (method: string, url: string) =>
  !url.startsWith('/api/') ||
  url === '/api/docs' ||
  url.startsWith('/api/docs/') ||
  url.startsWith('/api/auth/') ||
  method === 'OPTIONS';
