import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { currentProfileId, PROFILE_COOKIE } from '../modules/profiles/profiles.public';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The viewer profile this request watches as (null for visitors): the one the `kinora_profile`
     * cookie names when it is the member's and unlocked for their plan, else their primary profile
     * (created on first need). Resolved once per request.
     */
    getProfileId(): Promise<string | null>;
  }
}

/**
 * Gives every request `getProfileId()`, so the modules that record or read progress (videos,
 * discovery) need no import of the profiles module. Registered after the auth plugin.
 */
export function registerViewerProfile(app: FastifyInstance, ctx: AppContext): void {
  const memo = new WeakMap<FastifyRequest, Promise<string | null>>();
  app.decorateRequest('getProfileId', function (this: FastifyRequest) {
    let pending = memo.get(this);
    if (!pending) {
      pending = this.getActor().then((actor) =>
        actor ? currentProfileId(ctx.db.db, actor, this.cookies[PROFILE_COOKIE]) : null,
      );
      memo.set(this, pending);
    }
    return pending;
  });
}
