import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALL_MODULES, type NodeServices, STANDING_PROVIDERS, startAppServices } from './all-modules';
import { systemClock } from './clock';
import type { AppContext } from './context';
import { registerHttpMetrics } from './metrics/http-metrics';
import { createAuth } from './modules/accounts/accounts.public';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerCsrf } from './plugins/csrf';
import { frameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerBodyIdleTimeout, registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { firstPageMeta } from './plugins/page-meta';
import { MAX_FIELD_BYTES } from './plugins/read-file';
import { registerReadReplica } from './plugins/read-replica';
import { registerSecurity } from './plugins/security';
import { loadSpaBundle, registerSpa } from './plugins/spa';
import { registerViewerProfile } from './plugins/viewer-profile';
import { sharedRateLimitStore } from './rate-limits/shared-rate-limit-store';
import { realtimeRoutes } from './realtime/realtime.routes';
import { WEBSOCKET_OPTIONS } from './realtime/socket-errors';
import { registerRequestIdScope } from './request-id';
import type { StandingProvider } from './standing/actor';

export const defaultWebDist = fileURLToPath(new URL('../web/dist', import.meta.url));

export interface BuildAppOptions {
  /** Folder of the built web app; null serves the API only. */
  webDist?: string | null;
  /** The providers of a member's standing; the modules' own by default (a test may add one). */
  standing?: readonly StandingProvider[];
}

/**
 * Builds the HTTP app around an already-opened context and the node's module services
 * (startModules, all-modules.ts). Does not listen.
 */
export async function buildApp(
  ctx: AppContext & NodeServices,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify sets no limit: a slow client must send its whole request within this (see also
    // registerBodyIdleTimeout). Fits one 5 MB upload chunk or image on a slow line.
    requestTimeout: ctx.config.http.requestTimeoutMs,
    // Honour an upstream request id (load balancer) so one id follows a request across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Playback grants travel in the path (/api/stream/{id}/{token}/…) and are longer than the default 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // First: every later hook, the handler and the jobs it queues run in the request's scope.
  registerRequestIdScope(app as unknown as FastifyInstance);
  registerHttpMetrics(app as unknown as FastifyInstance, ctx.metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerCompression(app);

  const spa = options.webDist === null ? null : loadSpaBundle(options.webDist ?? defaultWebDist);
  // The modules' services of this app (caches, socket beats…), built once and closed with it.
  const services = startAppServices(ctx, ctx);
  app.addHook('onClose', services.close);
  registerSecurity(app, {
    inlineScriptHashes: spa?.inlineScriptHashes ?? [],
    consentScripts: ctx.config.scripts,
    adNetwork: services.adSettings,
  });
  await app.register(cookie, { secret: ctx.config.authSecret });
  // Counted over every api node (rate_limit_counters), not per process. Windows on the wall clock, as
  // @fastify/rate-limit's own store had them: a test moving the app's clock does not refill them.
  const rateLimitStore = sharedRateLimitStore({ db: ctx.db.db, clock: systemClock, logger: ctx.logger });
  app.addHook('onClose', rateLimitStore.close);
  await app.register(rateLimit, {
    store: rateLimitStore.Store,
    global: true,
    max: 600,
    timeWindow: '1 minute',
    // Injected requests (tests' WebSocket upgrades) have no socket address.
    keyGenerator: (request) => request.ip ?? 'unknown',
  });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerBodyIdleTimeout(app, ctx.config.http.idleTimeoutMs);
  await registerOpenApi(app);

  await app.register(websocket, WEBSOCKET_OPTIONS);
  // Defaults for any multipart read; read-file.ts narrows fileSize per route (avatar: 2 MB).
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: MAX_FIELD_BYTES },
  });
  registerCsrf(app, [
    ctx.config.publicUrl,
    ...(ctx.config.env === 'production' ? [] : ['http://localhost:5173']),
  ]);
  const standing = options.standing ?? STANDING_PROVIDERS;
  registerAuth(app, ctx, createAuth(ctx, standing), standing);
  registerViewerProfile(app, ctx);
  registerReadReplica(app, ctx);

  for (const module of ALL_MODULES) {
    for (const routes of module.routes?.(ctx, services) ?? []) await app.register(routes);
  }
  await app.register(realtimeRoutes(ctx, services.socketBeats));

  if (spa)
    await registerSpa(app, spa, {
      publicUrl: ctx.config.publicUrl,
      resolve: firstPageMeta(services.pageMeta, services.newsPageMeta),
    });
  else ctx.logger.warn('web/dist not found: serving the API only (run `npm run build`)');
  return app as unknown as FastifyInstance;
}
