import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { accountsStanding, createAuth } from './modules/accounts/accounts.public';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { AdSettingsCache, adsRoutes } from './modules/ads/ads.public';
import { billingStanding } from './modules/billing/billing.public';
import { billingRoutes } from './modules/billing/billing.routes';
import { channelsRoutes } from './modules/channels/channels.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { crawlersRoutes } from './modules/crawlers/crawlers.routes';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { qaRoutes } from './modules/qa/qa.routes';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { searchRoutes } from './modules/search/search.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { BeatLimit } from './modules/videos/beat-limit';
import { channelVideosRoutes } from './modules/videos/channel-videos.routes';
import { catalogPageMeta } from './modules/videos/page-meta';
import { socketBeats } from './modules/videos/socket-beats';
import { streamRoutes } from './modules/videos/stream.routes';
import { VideoCache } from './modules/videos/video-cache';
import { videosRoutes } from './modules/videos/videos.routes';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerCsrf } from './plugins/csrf';
import { frameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerBodyIdleTimeout, registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { MAX_FIELD_BYTES } from './plugins/read-file';
import { registerSecurity } from './plugins/security';
import { loadSpaBundle, registerSpa } from './plugins/spa';
import { registerViewerProfile } from './plugins/viewer-profile';
import { realtimeRoutes } from './realtime/realtime.routes';
import { WEBSOCKET_OPTIONS } from './realtime/socket-errors';
import { noSanctionsYet, type StandingProvider } from './standing/actor';

export const defaultWebDist = fileURLToPath(new URL('../web/dist', import.meta.url));

export interface BuildAppOptions {
  /** Folder of the built web app; null serves the API only. */
  webDist?: string | null;
  /** The providers of a member's standing; the modules' own by default (a test may add one). */
  standing?: readonly StandingProvider[];
}

/** A member's standing: roles (accounts), plan (billing), sanctions (moderation, issue 27). */
export const STANDING_PROVIDERS: readonly StandingProvider[] = [
  accountsStanding,
  billingStanding,
  noSanctionsYet,
];

/** Builds the HTTP app around an already-opened context. Does not listen. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerCompression(app);

  const spa = options.webDist === null ? null : loadSpaBundle(options.webDist ?? defaultWebDist);
  const adSettings = new AdSettingsCache(ctx);
  app.addHook('onClose', async () => adSettings.close());
  registerSecurity(app, {
    inlineScriptHashes: spa?.inlineScriptHashes ?? [],
    consentScripts: ctx.config.scripts,
    adNetwork: adSettings,
  });
  await app.register(cookie, { secret: ctx.config.authSecret });
  await app.register(rateLimit, {
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
  registerAuth(app, ctx, createAuth(ctx), options.standing ?? STANDING_PROVIDERS);
  registerViewerProfile(app, ctx);

  await app.register(healthRoutes(ctx));
  await app.register(accountsRoutes(ctx));
  await app.register(privacyRoutes(ctx));
  await app.register(filesRoutes(ctx));
  await app.register(channelsRoutes(ctx));
  await app.register(contactRoutes(ctx));
  await app.register(subscriptionsRoutes(ctx));
  // One cache of watch-page videos for the pages, the HTTP heartbeats and the socket's.
  const videoCache = new VideoCache(ctx);
  app.addHook('onClose', async () => videoCache.close());
  const beatLimit = new BeatLimit(ctx);
  app.addHook('onClose', async () => beatLimit.close());
  await app.register(videosRoutes(ctx, videoCache, beatLimit));
  await app.register(channelVideosRoutes(ctx));
  await app.register(discoveryRoutes(ctx));
  await app.register(streamRoutes(ctx));
  await app.register(uploadsRoutes(ctx.uploads));
  await app.register(consentRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  await app.register(crawlersRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(profilesRoutes(ctx));
  await app.register(realtimeRoutes(ctx, socketBeats(ctx, videoCache, beatLimit)));
  await app.register(billingRoutes(ctx));
  // The built-in payment provider's hosted pages exist only when it is the provider.
  if (ctx.config.payments.provider === 'sandbox') await app.register(sandboxRoutes(ctx));
  await app.register(adsRoutes(ctx, adSettings));
  await app.register(qaRoutes(ctx));

  if (spa) await registerSpa(app, spa, { publicUrl: ctx.config.publicUrl, resolve: catalogPageMeta(ctx) });
  else ctx.logger.warn('web/dist not found: serving the API only (run `npm run build`)');
  return app as unknown as FastifyInstance;
}
