import type { AppContext } from './context';
import type {
  Closable,
  DeletionCheck,
  MemberDataExport,
  ModuleManifest,
  OverviewPart,
} from './module-manifest';
import { accountsModule } from './modules/accounts/accounts.manifest';
import { adsModule } from './modules/ads/ads.manifest';
import { auditModule } from './modules/audit/audit.manifest';
import { billingModule } from './modules/billing/billing.manifest';
import { channelsModule } from './modules/channels/channels.manifest';
import { commentsModule } from './modules/comments/comments.manifest';
import { consentModule } from './modules/consent/consent.manifest';
import { contactModule } from './modules/contact/contact.manifest';
import { crawlersModule } from './modules/crawlers/crawlers.manifest';
import { discoveryModule } from './modules/discovery/discovery.manifest';
import { earningsModule } from './modules/earnings/earnings.manifest';
import { filesModule } from './modules/files/files.manifest';
import { healthModule } from './modules/health/health.manifest';
import { mailModule } from './modules/mail/mail.manifest';
import { membersModule } from './modules/members/members.manifest';
import { moderationModule } from './modules/moderation/moderation.manifest';
import { newsModule } from './modules/news/news.manifest';
import { notificationsModule } from './modules/notifications/notifications.manifest';
import { overviewModule } from './modules/overview/overview.manifest';
import { playlistsModule } from './modules/playlists/playlists.manifest';
import { privacyModule } from './modules/privacy/privacy.manifest';
import { profilesModule } from './modules/profiles/profiles.manifest';
import { qaModule } from './modules/qa/qa.manifest';
import { sandboxModule } from './modules/sandbox/sandbox.manifest';
import { searchModule } from './modules/search/search.manifest';
import { subscriptionsModule } from './modules/subscriptions/subscriptions.manifest';
import { uploadsModule } from './modules/uploads/uploads.manifest';
import { videosModule } from './modules/videos/videos.manifest';
import type { StandingProvider } from './standing/actor';

/**
 * Every module of the server, one manifest each (docs/decisions/0005, "Modules declare themselves"):
 * the app registers their routes, the job registry their jobs and reactions, the data export and
 * account deletion their parts, the permission-matrix test their routes. A new module adds its
 * manifest here (all-modules.unit.test.ts fails for a folder of server/modules/ missing from it).
 * The order is the routes' registration order; account deletion has its own (remove-account-data.ts).
 */
export const MODULES = [
  healthModule,
  accountsModule,
  privacyModule,
  filesModule,
  channelsModule,
  contactModule,
  subscriptionsModule,
  videosModule,
  discoveryModule,
  uploadsModule,
  consentModule,
  notificationsModule,
  crawlersModule,
  searchModule,
  profilesModule,
  billingModule,
  sandboxModule,
  adsModule,
  qaModule,
  mailModule,
  earningsModule,
  auditModule,
  newsModule,
  overviewModule,
  membersModule,
  moderationModule,
  commentsModule,
  playlistsModule,
] as const;

export type ModuleName = (typeof MODULES)[number]['name'];

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Provided<S> = { [K in keyof S as K extends 'close' ? never : K]: S[K] };
type NodeServicesOf<M> = M extends { start?: (...args: never[]) => infer S } ? Provided<S> : never;
type AppServicesOf<M> = M extends { startApp?: (...args: never[]) => infer S } ? Provided<S> : never;

/** What the modules' `start` build for a node (the watch buffer, the upload service). */
export type NodeServices = Intersection<NodeServicesOf<(typeof MODULES)[number]>>;
/** What the routes get: the node's services, the app's (caches, socket beats), the export's parts. */
export type AppServices = NodeServices &
  Intersection<AppServicesOf<(typeof MODULES)[number]>> & {
    memberData: readonly MemberDataExport[];
    deletionChecks: readonly DeletionCheck[];
    overviewParts: readonly OverviewPart[];
  };

/**
 * The same list, typed for iterating (MODULES keeps each manifest's own type: its name, its
 * services). The assignment checks at compile time that every manifest gets what its routes and
 * startApp say they need.
 */
export const ALL_MODULES: readonly ModuleManifest<string, AppServices, object, object>[] = MODULES;

/** Starts the modules' node services, in the list's order; `close` stops them in reverse. */
export function startModules(ctx: AppContext): NodeServices & Closable {
  const services = {} as NodeServices;
  const started: Closable[] = [];
  for (const m of ALL_MODULES) {
    const own = m.start?.(ctx);
    if (own) started.push(provide(services, own));
  }
  return { ...services, close: closeAll(started) };
}

/** Starts the modules' services of one HTTP app, on the node's; `close` stops them in reverse. */
export function startAppServices(ctx: AppContext, node: NodeServices): AppServices & Closable {
  const memberData = ALL_MODULES.flatMap((m) => (m.exportMemberData ? [m.exportMemberData] : []));
  const deletionChecks = ALL_MODULES.flatMap((m) => (m.refuseDeletion ? [m.refuseDeletion] : []));
  const overviewParts = ALL_MODULES.flatMap((m) => (m.overview ? [m.overview] : []));
  // Filled in the list's order: a module's startApp may use what an earlier one provided.
  const services = {
    ...node,
    memberData,
    deletionChecks,
    overviewParts,
  } as Partial<AppServices> as AppServices;
  const started: Closable[] = [];
  for (const m of ALL_MODULES) {
    const own = m.startApp?.(ctx, services);
    if (own) started.push(provide(services, own));
  }
  return { ...services, close: closeAll(started) };
}

function provide(services: object, { close, ...provided }: Closable): Closable {
  Object.assign(services, provided);
  return { close };
}

function closeAll(started: readonly Closable[]): () => Promise<void> {
  return async () => {
    for (const s of [...started].reverse()) await s.close();
  };
}

/**
 * What a member's standing is made of: each module's part (its manifest's `standing`): accounts'
 * roles, billing's plan, moderation's sanctions.
 */
export const STANDING_PROVIDERS: readonly StandingProvider[] = ALL_MODULES.flatMap((m) =>
  m.standing ? [m.standing] : [],
);
