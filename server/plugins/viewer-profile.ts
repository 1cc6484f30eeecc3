import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { currentProfileId, PROFILE_COOKIE } from '../modules/profiles/profiles.public';
import { sessionKeyOf } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The viewer profile this request watches as (null for visitors): the one the `kinora_profile`
     * cookie names when it is the member's and unlocked for their plan, else their primary profile
     * (created on first need). Resolved once per request; `fresh` as for getActor.
     */
    getProfileId(opts?: { fresh?: boolean }): Promise<string | null>;
  }
}

/**
 * Gives every request `getProfileId()`, so the modules that record or read progress (videos,
 * discovery) need no import of the profiles module. Registered after the auth plugin.
 */
export function registerViewerProfile(app: FastifyInstance, ctx: AppContext): void {
  const memo = new WeakMap<FastifyRequest, Promise<string | null>>();
  const resolve = async (request: FastifyRequest, fresh: boolean) => {
    const actor = await request.getActor({ fresh });
    if (!actor) return null;
    // Remembered with the session on this node (actor-cache.ts): dropped when a profile is
    // deleted or the plan changes which profiles are unlocked.
    const key = sessionKeyOf(request);
    const chosen = request.cookies[PROFILE_COOKIE] ?? '';
    const known = key ? app.actorCache.profileOf(key, chosen, ctx.clock.now().getTime()) : null;
    if (known) return known;
    const since = app.actorCache.since();
    const profileId = await currentProfileId(ctx.db.db, actor, chosen || undefined);
    if (key) app.actorCache.rememberProfile(key, chosen, profileId, since);
    return profileId;
  };
  app.decorateRequest('getProfileId', function (this: FastifyRequest, opts?: { fresh?: boolean }) {
    if (opts?.fresh) return resolve(this, true);
    let pending = memo.get(this);
    if (!pending) {
      pending = resolve(this, false);
      memo.set(this, pending);
    }
    return pending;
  });
}
